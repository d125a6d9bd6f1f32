// The card-section table against what the editor, the server and their callers rely on: one row
// per stored section, each save at /api/v1/<name>, POST, open to sessions, answering the card.
import { describe, expect, it } from 'vitest';
import { ZCard, ZCardSections } from './card';
import { CARD_SECTION_KEYS, CARD_SECTION_TABLE, cardSectionEndpoint } from './card-sections';
import { endpoints } from './endpoints';

describe('the card-section table', () => {
  it('has a row for every section the card stores, in its order', () => {
    expect(CARD_SECTION_KEYS).toEqual(Object.keys(ZCardSections.shape));
  });

  it.each(CARD_SECTION_KEYS)('%s: its save is in the endpoint table under its name', (section) => {
    const row = CARD_SECTION_TABLE[section];
    const endpoint = endpoints[row.endpoint];
    expect(endpoint).toMatchObject({
      method: 'POST',
      path: `/api/v1/${row.endpoint}`,
      summary: row.summary,
      tag: 'cards',
      access: 'session',
    });
    expect(cardSectionEndpoint(section)).toBe(endpoint);
    expect(endpoint.body).toBe(row.body);
    expect(endpoint.response).toBe(ZCard);
    // The body holds the section under its own key, with the section's own schema.
    const shape: Record<string, unknown> = row.body.shape;
    expect(shape[section]).toBe(row.schema);
  });
});
