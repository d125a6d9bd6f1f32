// The demo world's videos: the platform's templates published (sources probed, in Storage), popular
// first for the demo customer, their previews queued once the server runs; and one greeting VIDEO
// post in today's library.
import { endpoints, ZImagePostList, ZLoginResponse, ZVideoTemplateList } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemo, type SeededDemo } from '#test/factories/seed';
import { TestClient } from '#test/support/client';
import { queuePendingVideoWork } from '../areas/studio/videos/routes';
import { DEMO_PASSWORD } from './demo';
import { DEMO_VIDEO_TEMPLATES } from './demo-videos';

let seeded: SeededDemo;
let customer: TestClient;

beforeAll(async () => {
  seeded = await openSeededDemo('cardora-demo-videos-');
  customer = new TestClient(seeded.app, 'demo.localhost');
  const login = await customer.call(endpoints.login, {
    body: { phoneNumber: '+919876543210', password: DEMO_PASSWORD },
  });
  expect(login.data(ZLoginResponse).details.user.roles).toEqual(['customer']);
});
afterAll(() => seeded.close());

describe('demo videos', () => {
  it('the templates are published for the demo customer, popular first, each with its source stored', async () => {
    const res = await customer.call(endpoints.listVideoTemplates);
    const list = res.data(ZVideoTemplateList);
    expect(list.total).toBe(DEMO_VIDEO_TEMPLATES.length);
    expect(list.list.map((template) => template.name)).toEqual(DEMO_VIDEO_TEMPLATES.map((template) => template.name));
    expect(list.total).toBe(10);
    expect(list.categories).toEqual(['Business', 'Festival', 'Greetings', 'Offers']);
    expect(list.list.filter((template) => template.kind === 'STORY_VIDEO')).toHaveLength(5);
    for (const template of list.list) {
      expect(template).toMatchObject({
        status: 'published',
        previewStatus: 'pending',
        hasMusic: true,
        sourceUrl: null,
      });
      const demo = DEMO_VIDEO_TEMPLATES.find((d) => d.name === template.name);
      expect(template.sourceDuration).toBeCloseTo(demo?.duration ?? 0, 0);
      expect(template.sourceWidth).toBe(
        template.kind === 'STORY_VIDEO' ? template.sourceHeight * (9 / 16) : template.sourceHeight,
      );
    }
    // The server queues their previews once its job queue runs (main; tests call it themselves).
    expect(
      await queuePendingVideoWork(seeded.app.services, (error) => {
        throw error;
      }),
    ).toBe(DEMO_VIDEO_TEMPLATES.length);
  });

  it("today's library has a greeting VIDEO post with its preview", async () => {
    const res = await customer.call(endpoints.listImagePosts, { query: { mediaType: 'VIDEO', pageSize: '50' } });
    expect(res.status, res.text).toBe(200);
    const posts = res.data(ZImagePostList).list;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      mediaType: 'VIDEO',
      layout: 'SQUARE',
      title: 'Thank you',
      previewStatus: 'ready',
    });
    const preview = await customer.get(posts[0]?.previewUrl ?? '');
    expect(preview.headers['content-type']).toBe('image/jpeg');
  });
});
