import { describe, expect, it } from 'vitest';
import { parsePdfListView, pdfListQuery, writePdfListView } from './use-pdf-list-view';

describe('All Projects pdf_id_card view in the address', () => {
  it('reads defaults from an address without its parameters and keeps projectType', () => {
    const base = new URLSearchParams('projectType=pdf_id_card');
    const view = parsePdfListView(base);
    expect(view).toMatchObject({ searchKey: 'companyName', search: '', page: 0, pageSize: 25, sortBy: 'createdAt' });
    expect(writePdfListView(view, base).toString()).toBe('projectType=pdf_id_card');
  });

  it('round-trips search, filters and page, and drops values it does not know', () => {
    const params = new URLSearchParams(
      'projectType=pdf_id_card&searchKey=templateCode&search=cr80&status=revoked&paid=nope&page=3&templateCode=phone-card-modern',
    );
    const view = parsePdfListView(params);
    expect(view.filters).toEqual({ status: 'revoked', templateCode: 'phone-card-modern' });
    expect(pdfListQuery(view, 'cr80')).toMatchObject({
      page: 3,
      searchKey: 'templateCode',
      search: 'cr80',
      status: 'revoked',
      paid: undefined,
      templateCode: 'phone-card-modern',
    });
    expect(parsePdfListView(writePdfListView(view, params))).toEqual(view);
  });
});
