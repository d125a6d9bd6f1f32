// The editor's text fields stop where the contract's schema would refuse: the limits come from
// the section's schema, through lists, nested objects, optional text and links of every type.
import { CARD_SECTION_TABLE } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthAt } from './section-limits';

describe('maxLengthAt', () => {
  it('reads a plain field, an optional one and one inside an optional object', () => {
    expect(maxLengthAt(CARD_SECTION_TABLE.basicDetails.schema, 'companyName')).toBe(100);
    expect(maxLengthAt(CARD_SECTION_TABLE.basicDetails.schema, 'designation')).toBe(80);
    expect(maxLengthAt(CARD_SECTION_TABLE.paymentOptions.schema, 'bank.accountName')).toBe(100);
  });

  it('reads a field of a list item by its position, whatever the position', () => {
    expect(maxLengthAt(CARD_SECTION_TABLE.products.schema, 'products.0.name')).toBe(100);
    expect(maxLengthAt(CARD_SECTION_TABLE.products.schema, 'products.41.description')).toBe(1000);
    expect(maxLengthAt(CARD_SECTION_TABLE.links.schema, 'links.3.label')).toBe(60);
  });

  it('reads a keyed record (the settings headings)', () => {
    expect(maxLengthAt(CARD_SECTION_TABLE.settings.schema, 'headings.gallery')).toBe(40);
  });

  it('takes the longest of a value that may take several forms, and nothing where none says', () => {
    const schema = z.object({ value: z.union([z.string().max(5), z.string().max(12), z.number()]) });
    expect(maxLengthAt(schema, 'value')).toBe(12);
    expect(maxLengthAt(z.object({ free: z.string() }), 'free')).toBeUndefined();
    expect(maxLengthAt(z.object({ free: z.string() }), 'missing.path')).toBeUndefined();
  });
});
