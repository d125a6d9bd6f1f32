import { ZReportQuery } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, filterQuery } from './list-filters';

describe('filterQuery', () => {
  it('sends only what was picked, and the search with its key', () => {
    expect(ZReportQuery.parse(filterQuery(EMPTY_FILTERS))).toEqual({});
    const query = filterQuery({
      searchKey: 'cardId',
      search: '  sweets ',
      filters: { done: 'done', status: 'inactive', imagePost: 'bogus' },
    });
    expect(ZReportQuery.parse(query)).toEqual({
      searchKey: 'cardId',
      search: 'sweets',
      done: 'done',
      status: 'inactive',
    });
  });
});
