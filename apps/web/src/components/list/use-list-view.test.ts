import { describe, expect, it } from 'vitest';
import { clearedView, DEFAULT_LIST_VIEW, isNarrowed, parseListView, writeListView } from './use-list-view';

describe('the list view in the address', () => {
  it('reads the defaults from an empty address and writes nothing for them', () => {
    expect(parseListView(new URLSearchParams())).toEqual(DEFAULT_LIST_VIEW);
    expect(writeListView(DEFAULT_LIST_VIEW, new URLSearchParams()).toString()).toBe('');
  });

  it('round-trips a search, filters, sort and page with the API names, keeping other parameters', () => {
    const view = {
      ...DEFAULT_LIST_VIEW,
      searchKey: 'registeredPhoneNumber' as const,
      search: '98765',
      filters: { subscribed: 'not-subscribed', status: 'active' },
      sortBy: 'businessName' as const,
      sortOrder: 'asc' as const,
      page: 2,
      pageSize: 50,
    };
    const params = writeListView(view, new URLSearchParams('projectType=digital_card&page=9'));
    expect(Object.fromEntries(params)).toEqual({
      projectType: 'digital_card',
      searchKey: 'registeredPhoneNumber',
      search: '98765',
      subscribed: 'not-subscribed',
      status: 'active',
      sortBy: 'businessName',
      sortOrder: 'asc',
      page: '3',
      pageSize: '50',
    });
    expect(parseListView(params)).toEqual(view);
  });

  it('ignores what it does not understand', () => {
    const view = parseListView(
      new URLSearchParams('page=-2&pageSize=7&sortBy=owner&sortOrder=up&searchKey=email&done=maybe&dateType=fixed'),
    );
    expect(view).toEqual({ ...DEFAULT_LIST_VIEW, filters: { dateType: 'fixed' } });
    expect(parseListView(new URLSearchParams('page=2.5')).page).toBe(0);
  });

  it('knows when the list is narrowed, and clears only the search and filters', () => {
    expect(isNarrowed(DEFAULT_LIST_VIEW)).toBe(false);
    expect(isNarrowed({ ...DEFAULT_LIST_VIEW, search: '  ' })).toBe(false);
    expect(isNarrowed({ ...DEFAULT_LIST_VIEW, filters: { done: 'done' } })).toBe(true);
    const narrowed = {
      ...DEFAULT_LIST_VIEW,
      search: 'x',
      filters: { done: 'done' },
      page: 4,
      sortBy: 'cardId' as const,
    };
    expect(clearedView(narrowed)).toEqual({ ...DEFAULT_LIST_VIEW, sortBy: 'cardId' });
  });
});
