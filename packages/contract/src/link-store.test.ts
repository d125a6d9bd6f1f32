import { describe, expect, it } from 'vitest';
import { LINK_STORE_PAGES } from './constants';
import {
  LINK_STORE_MESSAGES,
  LINK_STORE_PAGE_KEYS,
  LINK_STORE_PAGE_LABELS,
  ZHelpfulLinksQuery,
  ZSaveLinkTypeBody,
} from './link-store';
import { MESSAGES } from './messages';

describe('link store pages', () => {
  it("are the spec's five pages, in its order and words", () => {
    expect(LINK_STORE_PAGE_KEYS.map((key) => LINK_STORE_PAGE_LABELS[key])).toEqual([...LINK_STORE_PAGES]);
  });

  it('is what the strip asks for by key', () => {
    expect(ZHelpfulLinksQuery.safeParse({ page: 'payment' }).success).toBe(true);
    expect(ZHelpfulLinksQuery.safeParse({ page: 'payment page' }).success).toBe(false);
  });
});

describe('ZSaveLinkTypeBody', () => {
  const base = {
    linkCategoryId: '3b7a8c1e-4d2f-4a6b-9c1d-2e3f4a5b6c7d',
    title: 'Tutorial',
    url: 'https://example.com/t',
    kind: 'tutorial',
    pages: ['payment', 'digital-business-card', 'payment'],
  };

  it('keeps each page once, in the spec order, and defaults the order to 0', () => {
    expect(ZSaveLinkTypeBody.parse(base)).toMatchObject({ pages: ['digital-business-card', 'payment'], order: 0 });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'mailto:a@example.com'])(
    'refuses %s with the link message',
    (url) => {
      const result = ZSaveLinkTypeBody.safeParse({ ...base, url });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['url', MESSAGES.linkUrlRequired],
      ]);
    },
  );

  it('needs a page', () => {
    const result = ZSaveLinkTypeBody.safeParse({ ...base, pages: [] });
    expect(result.error?.issues[0]?.message).toBe(LINK_STORE_MESSAGES.pagesRequired);
  });
});
