import { expect, test } from 'vitest';
import { parseVideoListView, videoListQuery, writeVideoListView } from './use-video-list-view';

test('the view survives the address: filters, search, sort and page, projectType kept', () => {
  const params = new URLSearchParams(
    'projectType=promotional_video&renderStatus=failed&status=hidden&kind=greeting&searchKey=templateName&search=Diwali&sortBy=businessName&sortOrder=asc&page=3&pageSize=50',
  );
  const view = parseVideoListView(params);
  expect(view).toEqual({
    searchKey: 'templateName',
    search: 'Diwali',
    filters: { renderStatus: 'failed', status: 'hidden', kind: 'greeting' },
    page: 2,
    pageSize: 50,
    sortBy: 'businessName',
    sortOrder: 'asc',
  });
  const written = writeVideoListView(view, new URLSearchParams('projectType=promotional_video'));
  expect(parseVideoListView(written)).toEqual(view);
  expect(written.get('projectType')).toBe('promotional_video');
  expect(videoListQuery(view, 'Diwali')).toMatchObject({
    page: 3,
    pageSize: 50,
    searchKey: 'templateName',
    search: 'Diwali',
    renderStatus: 'failed',
    status: 'hidden',
    kind: 'greeting',
    subscribed: undefined,
  });
});

test('values the API does not know are dropped, defaults left out of the address', () => {
  const view = parseVideoListView(new URLSearchParams('renderStatus=exploded&sortBy=secret&page=-2&pageSize=7'));
  expect(view.filters).toEqual({});
  expect(view.sortBy).toBe('createdAt');
  expect(view.page).toBe(0);
  expect(view.pageSize).toBe(25);
  expect(writeVideoListView(view, new URLSearchParams()).toString()).toBe('');
  expect(videoListQuery(view, '')).not.toHaveProperty('search');
});
