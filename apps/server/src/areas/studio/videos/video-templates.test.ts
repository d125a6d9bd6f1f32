// Video templates over HTTP: upload with probing (415/413/400), slots
// checked against the frame and the duration, edits, the sample preview made by its job, who
// reads which, delete, popularity and the remade preview. Templates are the platform's: each test
// names its own by a unique category or search, never counting whole lists.
import { randomUUID } from 'node:crypto';
import {
  endpoints,
  VIDEO_MESSAGES,
  VIDEO_MUSIC_MAX_BYTES,
  VIDEO_TEMPLATE_MAX_BYTES,
  ZDeleteVideoTemplateResponse,
  ZVideoTemplate,
  ZVideoTemplateList,
  ZVideoTemplatePopularity,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoTemplates } from '#db/schema';
import { imageBytes, postForm } from '#test/factories/image-posts';
import {
  createTemplate,
  templateRow,
  testMusic,
  testSlots,
  testVideo,
  VIDEOS_OFF,
  type VideosWorld,
  videoPath,
  videosWorld,
} from '#test/factories/videos';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { signedInFranchisee } from '#test/support/worlds';

const t = testAppPerFile();
let w: VideosWorld;
beforeAll(async () => {
  w = await videosWorld(t);
});

const unique = () => randomUUID().slice(0, 8);

function fieldsOf(overrides: Record<string, string> = {}) {
  return {
    name: `Diwali offer ${unique()}`,
    category: `Festivals ${unique()}`,
    kind: 'SQUARE_VIDEO',
    slots: JSON.stringify(testSlots(3)),
    ...overrides,
  };
}

async function upload(
  client: TestClient,
  fields: Record<string, string>,
  files: { video?: Buffer; music?: Buffer; videoName?: string } = {},
) {
  return postForm(client, endpoints.saveVideoTemplate.path, fields, [
    ...(files.video ? [{ field: 'video', filename: files.videoName ?? 'template.mp4', bytes: files.video }] : []),
    ...(files.music ? [{ field: 'music', filename: 'music.m4a', bytes: files.music }] : []),
  ]);
}

async function list(client: TestClient, query: Record<string, string>) {
  const res = await client.call(endpoints.listVideoTemplates, { query });
  expect(res.status, res.text).toBe(200);
  return res.data(ZVideoTemplateList);
}

describe('saving a template (POST /video/template)', () => {
  it('the platform admin uploads an MP4: probed, a draft whose preview the job makes with the sample business', async () => {
    const fields = fieldsOf({ duration: '2.5', slots: JSON.stringify(testSlots(2.5)) });
    const res = await upload(w.clients.platformAdmin, fields, { video: await testVideo(), music: await testMusic() });
    expect(res.status, res.text).toBe(200);
    const template = res.data(ZVideoTemplate);
    expect(template).toMatchObject({
      name: fields.name,
      category: fields.category,
      kind: 'SQUARE_VIDEO',
      status: 'draft',
      duration: 2.5,
      sourceWidth: 640,
      sourceHeight: 360,
      hasMusic: true,
      popularity: 0,
      previewStatus: 'pending',
      previewError: null,
    });
    expect(template.sourceDuration).toBeCloseTo(3, 1);
    expect(template.slots).toHaveLength(4);
    expect(template.sourceUrl).toMatch(new RegExp(`^/uploads/video-templates/${template.id}/source-.+\\.mp4$`));

    // The preview job renders it in the background.
    const until = Date.now() + 90_000;
    let row = await templateRow(t, template.id);
    while (row?.previewStatus === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await templateRow(t, template.id);
    }
    expect(row).toMatchObject({ previewStatus: 'ready', previewError: null, version: 1 });
    const got = (
      await w.clients.platformAdmin.call({
        ...endpoints.getVideoTemplate,
        path: videoPath(endpoints.getVideoTemplate.path, template.id),
      })
    ).data(ZVideoTemplate);
    expect(got.previewUrl).toMatch(/\.mp4$/);
    expect(got.posterUrl).toMatch(/\.jpg$/);
    const preview = await w.clients.platformAdmin.get(got.previewUrl ?? '');
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('video/mp4');
    const poster = await w.clients.platformAdmin.get(got.posterUrl ?? '');
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('who may: the platform admin and its all-card-access franchisee; anyone else is 403 and nothing is stored', async () => {
    const { platform } = w;
    const allCard = await signedInFranchisee(t, platform, { roles: ['franchisee', 'franchisee-with-all-card-access'] });
    const ok = await upload(allCard, fieldsOf(), { video: await testVideo() });
    expect(ok.status, ok.text).toBe(200);

    for (const client of [
      w.clients.admin,
      w.clients.allCard,
      w.clients.creator,
      w.clients.customer,
      w.clients.franchisee,
    ]) {
      const category = `Refused ${unique()}`;
      const res = await upload(client, fieldsOf({ category }), { video: await testVideo() });
      expect(res.status, res.text).toBe(403);
      expect((await list(w.clients.platformAdmin, { category })).total).toBe(0);
    }
  });

  it('415 for a PNG sent as the video and for text sent as the music; nothing stored', async () => {
    const category = `Bad files ${unique()}`;
    const png = await upload(w.clients.platformAdmin, fieldsOf({ category }), {
      video: await imageBytes({ width: 640, height: 360 }),
      videoName: 'cover.mp4',
    });
    expect(png.status, png.text).toBe(415);
    expect(png.error()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: VIDEO_MESSAGES.notAVideo });

    const text = await upload(w.clients.platformAdmin, fieldsOf({ category }), {
      video: await testVideo(),
      music: Buffer.from('not music at all, only words\n'.repeat(50)),
    });
    expectError(text, 415, VIDEO_MESSAGES.notAudio);

    // An MP4 cut in half is not playable either.
    const whole = await testVideo();
    const cut = await upload(w.clients.platformAdmin, fieldsOf({ category }), {
      video: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(cut.status, cut.text).toBe(415);
    expect((await list(w.clients.platformAdmin, { category })).total).toBe(0);
  });

  it('413 with the limits for a video longer than 30 s, over 50 MB, and for music over 10 MB; 400 for one under 2 s', async () => {
    const long = await upload(w.clients.platformAdmin, fieldsOf(), {
      video: await testVideo({ width: 160, height: 90, durationSec: 31, audio: false, fps: 5 }),
    });
    expect(long.status, long.text).toBe(413);
    expect(long.error()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(long.error().message).toMatch(/^This video is 31\.\d seconds long\. Templates may be at most 30 seconds/);

    const music = await upload(w.clients.platformAdmin, fieldsOf(), {
      video: await testVideo(),
      music: Buffer.alloc(VIDEO_MUSIC_MAX_BYTES + 1024, 7),
    });
    expectError(music, 413, VIDEO_MESSAGES.musicTooLarge);

    const huge = await upload(w.clients.platformAdmin, fieldsOf(), {
      video: Buffer.concat([await testVideo(), Buffer.alloc(VIDEO_TEMPLATE_MAX_BYTES)]),
    });
    expect(huge.status, huge.text.slice(0, 300)).toBe(413);
    expect(huge.error().message).toBe(VIDEO_MESSAGES.videoTooLarge);

    const short = await upload(w.clients.platformAdmin, fieldsOf(), {
      video: await testVideo({ durationSec: 1, audio: false }),
    });
    expect(short.status, short.text).toBe(400);
    expect(short.error().fields).toEqual({ video: VIDEO_MESSAGES.videoTooShort });
  });

  it('field errors: the fields by name, the slots as slots.<i>.<key>, a duration past the source', async () => {
    const video = await testVideo();
    const noName = await upload(w.clients.platformAdmin, fieldsOf({ name: '  ' }), { video });
    expect(noName.status).toBe(400);
    expect(noName.error().fields).toMatchObject({ name: VIDEO_MESSAGES.nameRequired });

    const noVideo = await upload(w.clients.platformAdmin, fieldsOf(), {});
    expect(noVideo.status).toBe(400);
    expect(noVideo.error().fields).toEqual({ video: VIDEO_MESSAGES.videoRequired });

    const badJson = await upload(w.clients.platformAdmin, fieldsOf({ slots: '{nope' }), { video });
    expect(badJson.status).toBe(400);
    expect(badJson.error().fields).toHaveProperty('slots', VIDEO_MESSAGES.slotsInvalid);

    const slots = [
      { field: 'businessName', x: 0.5, y: 0.1, width: 0.6, height: 0.1, start: 0, end: 2 },
      { field: 'phone', x: 0, y: 0.5, width: 0.5, height: 0.1, start: 1, end: 2.9 },
      { field: 'businessName', x: 0, y: 0, width: 0.3, height: 0.1, start: 0, end: 1 },
      { field: 'logo', x: 0, y: 0, width: 0.2, height: 0.2, start: 2, end: 1.5 },
    ];
    const bad = await upload(w.clients.platformAdmin, fieldsOf({ slots: JSON.stringify(slots), duration: '2.5' }), {
      video,
    });
    expect(bad.status, bad.text).toBe(400);
    expect(bad.error().fields).toEqual({
      'slots.0.width': VIDEO_MESSAGES.slotOutsideFrame,
      'slots.1.end': VIDEO_MESSAGES.slotOutsideDuration(2.5),
      'slots.2.field': VIDEO_MESSAGES.slotRepeated('Business name'),
      'slots.3.end': VIDEO_MESSAGES.slotEndsBeforeStart,
    });

    const badX = await upload(
      w.clients.platformAdmin,
      fieldsOf({ slots: JSON.stringify([{ ...testSlots()[0], x: 1.5 }]) }),
      { video },
    );
    expect(badX.status).toBe(400);
    expect(Object.keys(badX.error().fields ?? {})).toEqual(['slots.0.x']);

    const tooLong = await upload(w.clients.platformAdmin, fieldsOf({ duration: '10' }), { video });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error().fields?.duration).toMatch(
      /^The duration can be at most the video's own length, 3\.\d seconds\.$/,
    );
  });

  it('an edit without a new video keeps the source, bumps the version and makes the preview again; an unknown id is 404', async () => {
    const template = await createTemplate(t, { status: 'draft' });
    const fields = fieldsOf({
      templateId: template.id,
      status: 'published',
      slots: JSON.stringify(testSlots(2)),
      duration: '2',
    });
    const res = await upload(w.clients.platformAdmin, fields);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZVideoTemplate)).toMatchObject({
      id: template.id,
      status: 'published',
      duration: 2,
      name: fields.name,
    });
    const row = await templateRow(t, template.id);
    expect(row).toMatchObject({ version: 2, sourceKey: template.sourceKey, previewStatus: 'pending' });

    // Publishing back and forth, or renaming, changes nothing the video shows: the preview stands.
    await t.db.update(videoTemplates).set({ previewStatus: 'ready' }).where(eq(videoTemplates.id, template.id));
    const renamed = await upload(w.clients.platformAdmin, { ...fields, status: 'draft', name: 'Renamed only' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.data(ZVideoTemplate)).toMatchObject({
      status: 'draft',
      name: 'Renamed only',
      previewStatus: 'ready',
    });
    expect(await templateRow(t, template.id)).toMatchObject({ version: 2, previewStatus: 'ready' });

    const unknown = await upload(w.clients.platformAdmin, fieldsOf({ templateId: randomUUID() }));
    expect(unknown.status).toBe(404);
  });

  it('music replaced and removed; the replaced files leave Storage', async () => {
    const created = await upload(w.clients.platformAdmin, fieldsOf(), {
      video: await testVideo(),
      music: await testMusic(),
    });
    const template = created.data(ZVideoTemplate);
    const first = await templateRow(t, template.id);
    const newVideo = await upload(w.clients.platformAdmin, fieldsOf({ templateId: template.id, removeMusic: 'true' }), {
      video: await testVideo({ durationSec: 4 }),
    });
    expect(newVideo.status, newVideo.text).toBe(200);
    expect(newVideo.data(ZVideoTemplate)).toMatchObject({ hasMusic: false });
    const second = await templateRow(t, template.id);
    expect(second?.sourceDuration).toBeCloseTo(4, 1);
    expect(second?.sourceKey).not.toBe(first?.sourceKey);
    expect(await t.storage.get(first?.sourceKey ?? '')).toBeNull();
    expect(await t.storage.get(first?.musicKey ?? '')).toBeNull();
    expect(await t.storage.get(second?.sourceKey ?? '')).not.toBeNull();
  });
});

describe('reading templates', () => {
  it('customers and other staff see the published ones, popular first, without the source; managers see drafts with it', async () => {
    const category = `Shop ${unique()}`;
    const popular = await createTemplate(t, { category, popularity: 9 });
    const newer = await createTemplate(t, { category, popularity: 2 });
    const draft = await createTemplate(t, { category, status: 'draft' });
    await createTemplate(t, { category, deleted: true });

    for (const client of [w.clients.customer, w.clients.admin, w.clients.otherAdmin, w.clients.franchisee]) {
      const seen = await list(client, { category });
      expect(seen.list.map((v) => v.id)).toEqual([popular.id, newer.id]);
      expect(seen.list.every((v) => v.sourceUrl === null && v.status === 'published')).toBe(true);
      expect(seen.categories).toContain(category);
    }
    const managed = await list(w.clients.platformAdmin, { category, sort: 'newest' });
    expect(managed.list.map((v) => v.id).sort()).toEqual([popular.id, newer.id, draft.id].sort());
    expect(managed.list.every((v) => v.sourceUrl !== null)).toBe(true);
    const drafts = await list(w.clients.platformAdmin, { category, status: 'draft' });
    expect(drafts.list.map((v) => v.id)).toEqual([draft.id]);
    // A customer asking for drafts still gets the published ones only.
    expect((await list(w.clients.customer, { category, status: 'draft' })).total).toBe(2);

    const get = (client: TestClient, id: string) =>
      client.call({ ...endpoints.getVideoTemplate, path: videoPath(endpoints.getVideoTemplate.path, id) });
    expect((await get(w.clients.customer, popular.id)).data(ZVideoTemplate)).toMatchObject({
      id: popular.id,
      sourceUrl: null,
    });
    const hidden = await get(w.clients.customer, draft.id);
    expectError(hidden, 404, VIDEO_MESSAGES.unknownTemplate(draft.id));
    expect((await get(w.clients.platformAdmin, draft.id)).status).toBe(200);
  });

  it('search, kind and paging; the customer page names its business (another customer’s is 404)', async () => {
    const word = `Zebra${unique()}`;
    await createTemplate(t, { name: `${word} square` });
    const story = await createTemplate(t, { name: `${word} story`, kind: 'STORY_VIDEO' });
    expect((await list(w.clients.customer, { search: word.toLowerCase() })).total).toBe(2);
    expect((await list(w.clients.customer, { search: word, kind: 'STORY_VIDEO' })).list.map((v) => v.id)).toEqual([
      story.id,
    ]);
    const page = await list(w.clients.customer, { search: word, pageSize: '1', page: '2', sort: 'name' });
    expect(page).toMatchObject({ total: 2 });
    expect(page.list.map((v) => v.id)).toEqual([story.id]);
    expect((await list(w.clients.customer, { search: '100%' })).total).toBe(0);

    const own = await w.clients.customer.call(endpoints.listVideoTemplates, { query: { businessId: w.business.id } });
    expect(own.status).toBe(200);
    const foreign = await w.clients.customer.call(endpoints.listVideoTemplates, {
      query: { businessId: w.otherBusiness.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('a customer of an agency without promotional videos is refused (400) with the message; its staff still read', async () => {
    const off = await videosWorld(t, VIDEOS_OFF);
    const template = await createTemplate(t);
    const res = await off.clients.customer.call(endpoints.listVideoTemplates);
    expect(res.status).toBe(400);
    expect(res.error()).toMatchObject({ code: 'VALIDATION_FAILED', message: VIDEO_MESSAGES.videosOff });
    const one = await off.clients.customer.call({
      ...endpoints.getVideoTemplate,
      path: videoPath(endpoints.getVideoTemplate.path, template.id),
    });
    expect(one.status).toBe(400);
    expect(
      (await off.clients.admin.call(endpoints.listVideoTemplates, { query: { search: template.name } })).status,
    ).toBe(200);
  });

  it('signed out: 401', async () => {
    expect((await t.client(w.agency).call(endpoints.listVideoTemplates)).status).toBe(401);
  });
});

describe('deleting, popularity and the remade preview', () => {
  it('a manager deletes a template: gone from every list and get; again is 404; others get 403', async () => {
    const template = await createTemplate(t);
    for (const client of [w.clients.admin, w.clients.customer, w.clients.allCard]) {
      const refused = await client.call(endpoints.deleteVideoTemplate, { body: { templateId: template.id } });
      expect(refused.status).toBe(403);
    }
    const res = await w.clients.platformAdmin.call(endpoints.deleteVideoTemplate, {
      body: { templateId: template.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeleteVideoTemplateResponse)).toEqual({ templateId: template.id, deleted: true });
    expect((await templateRow(t, template.id))?.deletedAt).not.toBeNull();
    expect((await list(w.clients.platformAdmin, { category: template.category })).total).toBe(0);
    const again = await w.clients.platformAdmin.call(endpoints.deleteVideoTemplate, {
      body: { templateId: template.id },
    });
    expect(again.status).toBe(404);
  });

  it("a customer's pick counts once a day; staff do not count; the next IST day counts again", async () => {
    const template = await createTemplate(t, { popularity: 4 });
    const count = (client: TestClient) =>
      client.call(endpoints.countVideoTemplateUse, { body: { templateId: template.id } });
    const first = await count(w.clients.customer);
    expect(first.status, first.text).toBe(200);
    expect(first.data(ZVideoTemplatePopularity)).toEqual({ templateId: template.id, popularity: 5, counted: true });
    expect((await count(w.clients.customer)).data(ZVideoTemplatePopularity)).toMatchObject({
      popularity: 5,
      counted: false,
    });
    expect((await count(w.clients.admin)).data(ZVideoTemplatePopularity)).toMatchObject({
      popularity: 5,
      counted: false,
    });
    expect((await count(w.clients.otherCustomer)).data(ZVideoTemplatePopularity)).toMatchObject({
      popularity: 6,
      counted: true,
    });
    // The next IST day (a fresh sign-in: a day's silence ended the first session).
    t.clock.advance(24 * 3_600_000);
    try {
      const tomorrow = t.client(w.agency);
      await signIn(tomorrow, w.owner);
      expect((await count(tomorrow)).data(ZVideoTemplatePopularity)).toMatchObject({
        popularity: 7,
        counted: true,
      });
    } finally {
      t.clock.advance(-24 * 3_600_000);
    }
    const draft = await createTemplate(t, { status: 'draft' });
    expect(
      (await w.clients.customer.call(endpoints.countVideoTemplateUse, { body: { templateId: draft.id } })).status,
    ).toBe(404);
  });

  it('the remade preview: a new version, pending, for managers only', async () => {
    const template = await createTemplate(t, { status: 'draft', source: Buffer.from('not a video') });
    const refused = await w.clients.admin.call(endpoints.remakeVideoTemplatePreview, {
      body: { templateId: template.id },
    });
    expect(refused.status).toBe(403);
    const res = await w.clients.platformAdmin.call(endpoints.remakeVideoTemplatePreview, {
      body: { templateId: template.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZVideoTemplate)).toMatchObject({ previewStatus: 'pending' });
    expect((await templateRow(t, template.id))?.version).toBe(2);
    // Its source cannot be played: the job says so (in seconds here; CI's PostgreSQL run shares
    // the CPU with the browser journeys, and has waited more than 30 s for it).
    const until = Date.now() + 100_000;
    let row = await templateRow(t, template.id);
    while (row?.previewStatus === 'pending' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = await templateRow(t, template.id);
    }
    expect(row).toMatchObject({ previewStatus: 'failed', previewError: VIDEO_MESSAGES.renderFailed });
  }, 120_000);
});
