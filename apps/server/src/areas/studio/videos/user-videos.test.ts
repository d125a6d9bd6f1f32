// Promotional videos over HTTP: made from a published template as a
// render job and played with Range requests; the plan's limit (409 + upgradePath); bad pictures;
// a failing render (failed with a reason, nothing consumed) and its retry; hide; delete; each
// role and another agency; All Projects' list.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ENTITLEMENT_MESSAGES,
  endpoints,
  MESSAGES,
  UPGRADE_PATH,
  VIDEO_MESSAGES,
  ZDeleteUserVideoResponse,
  ZUserVideo,
  ZUserVideoList,
  ZUserVideosByBusiness,
} from '@cardora/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { putOnPlan } from '#test/factories/image-posts';
import { uploadFile, uploadPhoto } from '#test/factories/pdf-cards';
import {
  createTemplate,
  createVideoVia,
  insertVideo,
  rawGet,
  templateRow,
  testVideo,
  VIDEOS_OFF,
  type VideosWorld,
  videoDetails,
  videoPath,
  videoPlan,
  videoRow,
  videosWorld,
  waitForVideo,
} from '#test/factories/videos';
import { signIn, testAppPerFile } from '#test/support/app';
import { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCustomer, createFranchisee } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { probeVideo } from '../../cards/media/video';

const t = testAppPerFile();
let w: VideosWorld;
beforeAll(async () => {
  w = await videosWorld(t);
  await putOnPlan(t, w.business, videoPlan(-1));
});

const get = (client: TestClient, videoNo: number) =>
  client.call({ ...endpoints.getUserVideo, path: videoPath(endpoints.getUserVideo.path, videoNo) });
const filePath = (videoNo: number) => videoPath(endpoints.getUserVideoFile.path, videoNo);

async function byBusiness(client: TestClient, businessId: string) {
  const res = await client.call(endpoints.getUserVideosByBusiness, { query: { businessId } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZUserVideosByBusiness);
}

/** A business of the world's customer on a plan with `limit` promotional videos. */
async function businessOnPlan(limit: number) {
  const business = await createBusiness({ user: w.owner });
  await putOnPlan(t, business, videoPlan(limit));
  return business;
}

describe('making a promotional video', () => {
  it('queued, rendered by the job, then played and downloaded: an H.264 + AAC MP4 at the template size, with Range answers', async () => {
    const template = await createTemplate(t, { popularity: 3 });
    const photo = await uploadPhoto(w.clients.customer, w.business.id);
    const created = await createVideoVia(w.clients.customer, w.business.id, template.id, {
      customLine: 'Fresh sweets daily',
      photoUrls: [photo],
    });
    expect(created).toMatchObject({
      kind: 'promotional',
      businessId: w.business.id,
      templateId: template.id,
      templateName: template.name,
      layout: 'SQUARE_VIDEO',
      status: 'active',
      videoUrl: null,
      failureReason: null,
    });
    expect(['queued', 'rendering']).toContain(created.renderStatus);
    expect(created.details).toMatchObject({ customLine: 'Fresh sweets daily', photoUrls: [photo] });
    // The owner picked the template: one counted use.
    expect((await templateRow(t, template.id))?.popularity).toBe(4);

    const row = await waitForVideo(t, created.videoNo);
    expect(row).toMatchObject({ renderStatus: 'ready', progress: 100, attempts: 1, failureReason: null });
    expect(row.outputKey).toMatch(new RegExp(`^videos/${w.agency.id}/${w.business.id}/[0-9a-f-]{36}\\.mp4$`));
    expect(row.posterKey).toBe(row.outputKey?.replace(/\.mp4$/, '.jpg'));
    expect(row.jobId).toMatch(/^[0-9a-f-]{36}$/);

    const ready = (await get(w.clients.customer, created.videoNo)).data(ZUserVideo);
    expect(ready).toMatchObject({
      renderStatus: 'ready',
      progress: 100,
      videoUrl: filePath(created.videoNo),
      downloadUrl: `${filePath(created.videoNo)}?download=1`,
      posterUrl: `/uploads/${row.posterKey}`,
    });
    expect(ready.durationSec).toBeCloseTo(3, 0);
    expect(ready.readyAt).not.toBeNull();

    const whole = await rawGet(t, w.clients.customer, filePath(created.videoNo));
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-disposition']).toBe(
      `inline; filename="sharma-sweets-${slug(template.name)}-${created.videoNo}.mp4"`,
    );
    expect(whole.body.length).toBe(ready.sizeBytes);
    expect(whole.body.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const dir = await mkdtemp(join(tmpdir(), 'cardora-video-probe-'));
    try {
      const path = join(dir, 'made.mp4');
      await writeFile(path, whole.body);
      const probe = await probeVideo(path);
      expect(probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', hasAudio: true, width: 720, height: 720 });
      expect(probe?.durationSec).toBeCloseTo(3, 0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const size = whole.body.length;
    const first = await rawGet(t, w.clients.customer, filePath(created.videoNo), { range: 'bytes=0-99' });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
    expect(first.body.equals(whole.body.subarray(0, 100))).toBe(true);
    const tail = await rawGet(t, w.clients.customer, filePath(created.videoNo), { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(whole.body.subarray(size - 10))).toBe(true);
    const open = await rawGet(t, w.clients.customer, filePath(created.videoNo), { range: `bytes=${size - 5}-` });
    expect(open.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    const past = await rawGet(t, w.clients.customer, filePath(created.videoNo), { range: `bytes=${size}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${size}`);

    const download = await rawGet(t, w.clients.customer, `${filePath(created.videoNo)}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="sharma-sweets-.+\.mp4"$/);
  });

  it('while it is made the file is 409 (not ready); the stored upload answers ranges too', async () => {
    const queued = await insertVideo(t, { business: w.business, renderStatus: 'queued' });
    const res = await w.clients.customer.get(filePath(queued.videoNo));
    expectError(res, 409, VIDEO_MESSAGES.notReady);

    const photo = await uploadPhoto(w.clients.customer, w.business.id);
    const whole = await rawGet(t, w.clients.customer, photo);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await rawGet(t, w.clients.customer, photo, { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.body.equals(whole.body.subarray(2, 6))).toBe(true);
    expect((await rawGet(t, w.clients.customer, photo, { range: 'bytes=99999999-' })).status).toBe(416);
  });

  it('a used-up plan is 409 with its message and upgradePath; no plan says so; the allowance says it too', async () => {
    const template = await createTemplate(t);
    const one = await businessOnPlan(1);
    await insertVideo(t, { business: one, template });
    const res = await w.clients.customer.call(endpoints.createUserVideo, {
      body: { businessId: one.id, templateId: template.id, details: videoDetails() },
    });
    expect(res.status).toBe(409);
    expect(res.error()).toEqual({
      code: 'CONFLICT',
      message: ENTITLEMENT_MESSAGES.limitReached('promotionalVideo', 1, 1),
      upgradePath: UPGRADE_PATH,
    });
    expect((await byBusiness(w.clients.customer, one.id)).allowance.promotional).toEqual({
      allowed: 1,
      used: 1,
      refusal: { message: ENTITLEMENT_MESSAGES.limitReached('promotionalVideo', 1, 1), upgradePath: UPGRADE_PATH },
    });

    const unpaid = await createBusiness({ user: w.owner });
    const none = await w.clients.customer.call(endpoints.createUserVideo, {
      body: { businessId: unpaid.id, templateId: template.id, details: videoDetails() },
    });
    expect(none.status).toBe(409);
    expect(none.error()).toMatchObject({
      message: ENTITLEMENT_MESSAGES.needsPlan('promotionalVideo'),
      upgradePath: UPGRADE_PATH,
    });
    expect((await byBusiness(w.clients.customer, unpaid.id)).list).toEqual([]);
  });

  it('an agency without promotional videos refuses them (400, the message), whoever asks', async () => {
    const off = await videosWorld(t, VIDEOS_OFF);
    await putOnPlan(t, off.business, videoPlan(-1));
    const template = await createTemplate(t);
    for (const client of [off.clients.customer, off.clients.admin]) {
      const res = await client.call(endpoints.createUserVideo, {
        body: { businessId: off.business.id, templateId: template.id, details: videoDetails() },
      });
      expectError(res, 400, VIDEO_MESSAGES.videosOff);
    }
    expect((await byBusiness(off.clients.customer, off.business.id)).allowance.promotional.refusal).not.toBeNull();
  });

  it('bad input: unknown, draft or deleted templates; details; pictures not of this business; a text file as a photo (415)', async () => {
    const create = (templateId: string, details = videoDetails()) =>
      w.clients.customer.call(endpoints.createUserVideo, { body: { businessId: w.business.id, templateId, details } });
    const draft = await createTemplate(t, { status: 'draft' });
    const deleted = await createTemplate(t, { deleted: true });
    const unknown = '6f1b7b7e-0000-4000-8000-000000000000';
    expect((await create(unknown)).error()).toMatchObject({ message: VIDEO_MESSAGES.unknownTemplate(unknown) });
    expect((await create(deleted.id)).status).toBe(404);
    const notPublished = await create(draft.id);
    expect(notPublished.status).toBe(400);
    expect(notPublished.error().fields).toEqual({ templateId: VIDEO_MESSAGES.templateNotPublished });

    const template = await createTemplate(t);
    const noName = await create(template.id, videoDetails({ businessName: ' ' }));
    expect(noName.status).toBe(400);
    expect(noName.error().fields).toEqual({ 'details.businessName': VIDEO_MESSAGES.businessNameRequired });
    const tooMany = await create(
      template.id,
      videoDetails({ photoUrls: ['/uploads/a/1.webp', '/uploads/a/2.webp', '/uploads/a/3.webp', '/uploads/a/4.webp'] }),
    );
    expect(tooMany.error().fields).toEqual({ 'details.photoUrls': VIDEO_MESSAGES.tooManyPhotos });

    // Another business's upload, and an upload path of this business that holds nothing.
    const theirs = await uploadPhoto(w.clients.otherCustomer, w.otherBusiness.id);
    const foreign = await create(template.id, videoDetails({ logoUrl: theirs }));
    expect(foreign.status).toBe(400);
    expect(foreign.error().fields).toEqual({ 'details.logoUrl': VIDEO_MESSAGES.imageNotOfBusiness });
    const missing = await create(
      template.id,
      videoDetails({ photoUrls: [`/uploads/business/${w.business.id}/00000000-0000-4000-8000-000000000000.webp`] }),
    );
    expect(missing.error().fields).toEqual({ 'details.photoUrls.0': VIDEO_MESSAGES.imageNotOfBusiness });

    const text = await uploadFile(w.clients.customer, w.business.id, {
      bytes: Buffer.from('a photo, honestly\n'),
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
    expect(text.status).toBe(415);
    expect((await byBusiness(w.clients.customer, w.business.id)).list.every((v) => v.templateId !== template.id)).toBe(
      true,
    );
  });

  it('the draft comes from the business and its card; the allowance names greeting videos too', async () => {
    const business = await businessOnPlan(2);
    const mine = await byBusiness(w.clients.customer, w.business.id);
    expect(mine.draft).toEqual({
      businessName: 'Sharma Sweets Pvt Ltd',
      phone: '+919876543210',
      address: '12 MG Road, Pune',
      customLine: '',
      logoUrl: null,
      photoUrls: [],
    });
    const bare = await byBusiness(w.clients.customer, business.id);
    expect(bare.draft).toMatchObject({ businessName: business.businessName, address: '' });
    expect(bare.allowance).toEqual({
      promotional: { allowed: 2, used: 0, refusal: null },
      greeting: {
        allowed: 0,
        usedToday: 0,
        refusal: { message: VIDEO_MESSAGES.greetingVideosOff, upgradePath: UPGRADE_PATH },
      },
    });
  });
});

describe('a render that fails, and trying again', () => {
  it('fails with a reason and consumes nothing; retried after the limit is re-checked; attempts kept', async () => {
    const business = await businessOnPlan(1);
    const broken = await createTemplate(t, { source: Buffer.from('this is not a video at all') });
    const failing = await createVideoVia(w.clients.customer, business.id, broken.id);
    const failed = await waitForVideo(t, failing.videoNo);
    expect(failed).toMatchObject({
      renderStatus: 'failed',
      failureReason: VIDEO_MESSAGES.renderFailed,
      attempts: 1,
      outputKey: null,
    });
    expect((await get(w.clients.customer, failing.videoNo)).data(ZUserVideo)).toMatchObject({
      renderStatus: 'failed',
      failureReason: VIDEO_MESSAGES.renderFailed,
      videoUrl: null,
    });
    // Nothing consumed: the one video of the plan can still be made.
    expect((await byBusiness(w.clients.customer, business.id)).allowance.promotional).toMatchObject({ used: 0 });
    const good = await createTemplate(t);
    const other = await insertVideo(t, { business, template: good });

    // The limit is asked again: the other video took the place.
    const retry = () => w.clients.customer.call(endpoints.retryUserVideo, { body: { videoNo: failing.videoNo } });
    const refused = await retry();
    expect(refused.status).toBe(409);
    expect(refused.error()).toMatchObject({ upgradePath: UPGRADE_PATH });
    expect((await videoRow(t, failing.videoNo))?.renderStatus).toBe('failed');

    // Deleting that one frees the place; with the source fixed, the retry makes it.
    expect(
      (await w.clients.customer.call(endpoints.deleteUserVideo, { body: { videoNo: other.videoNo } })).status,
    ).toBe(200);
    await t.storage.put(broken.sourceKey, await testVideo(), 'video/mp4');
    const again = await retry();
    expect(again.status, again.text).toBe(200);
    expect(again.data(ZUserVideo)).toMatchObject({ failureReason: null, attempts: 1 });
    const ready = await waitForVideo(t, failing.videoNo);
    expect(ready).toMatchObject({ renderStatus: 'ready', attempts: 2 });

    const notFailed = await retry();
    expectError(notFailed, 409, VIDEO_MESSAGES.retryOnlyFailed);
  });

  it('a photo that cannot be read says so; a template deleted before its render says that', async () => {
    const template = await createTemplate(t);
    const photo = await uploadPhoto(w.clients.customer, w.business.id);
    await t.storage.put(photo.replace('/uploads/', ''), Buffer.from('no longer an image'), 'image/webp');
    const video = await createVideoVia(w.clients.customer, w.business.id, template.id, { photoUrls: [photo] });
    expect(await waitForVideo(t, video.videoNo)).toMatchObject({
      renderStatus: 'failed',
      failureReason: VIDEO_MESSAGES.photoUnreadable,
    });

    const gone = await createTemplate(t);
    const queued = await insertVideo(t, { business: w.business, template: gone, renderStatus: 'failed' });
    await w.clients.platformAdmin.call(endpoints.deleteVideoTemplate, { body: { templateId: gone.id } });
    const retried = await w.clients.customer.call(endpoints.retryUserVideo, { body: { videoNo: queued.videoNo } });
    expectError(retried, 409, VIDEO_MESSAGES.templateGone);
  });
});

describe('who reaches a video', () => {
  it('staff within reach make one for the customer; a franchisee only for the businesses it made; others 404', async () => {
    const template = await createTemplate(t);
    const body = (businessId: string) => ({ body: { businessId, templateId: template.id, details: videoDetails() } });
    for (const client of [w.clients.admin, w.clients.creator, w.clients.allCard]) {
      const res = await client.call(endpoints.createUserVideo, body(w.business.id));
      expect(res.status, res.text).toBe(200);
    }
    expect((await w.clients.franchisee.call(endpoints.createUserVideo, body(w.business.id))).status).toBe(404);
    const made = await createBusiness({ user: w.owner, madeByFranchisee: w.franchisee });
    await putOnPlan(t, made, videoPlan(1));
    expect((await w.clients.franchisee.call(endpoints.createUserVideo, body(made.id))).status).toBe(200);
    // A franchisee without card:edit, on a business it made: 403.
    const readOnlyFranchisee = await createFranchisee({ agency: w.agency, permissions: [] });
    const readOnly = await signedIn(t.client(w.agency), readOnlyFranchisee);
    const its = await createBusiness({ user: w.owner, madeByFranchisee: readOnlyFranchisee });
    expect((await readOnly.call(endpoints.createUserVideo, body(its.id))).status).toBe(403);

    const neighbour = t.client(w.agency);
    await signIn(neighbour, await createCustomer({ agency: w.agency }));
    expect((await neighbour.call(endpoints.createUserVideo, body(w.business.id))).status).toBe(404);
  });

  it("another customer or agency gets 404 (401 for a cookie on a foreign host), the video's customer 200", async () => {
    const video = await insertVideo(t, { business: w.business });
    expect((await get(w.clients.customer, video.videoNo)).status).toBe(200);
    expect((await get(w.clients.otherAdmin, video.videoNo)).status).toBe(404);
    expect((await get(w.clients.otherCustomer, video.videoNo)).status).toBe(404);
    expect((await w.clients.otherAdmin.get(filePath(video.videoNo))).status).toBe(404);
    const foreignCookie = new TestClient(t.app, w.clients.customer.host);
    for (const [name, value] of w.clients.otherAdmin.jar) foreignCookie.jar.set(name, value);
    expect((await get(foreignCookie, video.videoNo)).status).toBe(401);
    const byOther = await w.clients.otherCustomer.call(endpoints.getUserVideosByBusiness, {
      query: { businessId: w.business.id },
    });
    expect(byOther.status).toBe(404);
    expect((await t.client(w.agency).get(filePath(video.videoNo))).status).toBe(401);
  });
});

describe('the agency hides a video, and deleting', () => {
  it('hidden: 404 to its customer (get, file, list); staff see it as hidden; shown again', async () => {
    const video = await insertVideo(t, { business: w.business });
    const hide = (client: TestClient, status: 'hidden' | 'active') =>
      client.call(endpoints.updateUserVideoStatus, { body: { videoNo: video.videoNo, status } });
    expect((await hide(w.clients.customer, 'hidden')).status).toBe(403);
    expect((await hide(w.clients.franchisee, 'hidden')).status).toBe(404);
    const hidden = await hide(w.clients.admin, 'hidden');
    expect(hidden.status, hidden.text).toBe(200);
    expect(hidden.data(ZUserVideo)).toMatchObject({ status: 'hidden' });

    expect((await get(w.clients.customer, video.videoNo)).status).toBe(404);
    expect((await w.clients.customer.get(filePath(video.videoNo))).status).toBe(404);
    expect((await byBusiness(w.clients.customer, w.business.id)).list.map((v) => v.videoNo)).not.toContain(
      video.videoNo,
    );
    expect((await get(w.clients.admin, video.videoNo)).data(ZUserVideo)).toMatchObject({ status: 'hidden' });
    expect((await byBusiness(w.clients.admin, w.business.id)).list.map((v) => v.videoNo)).toContain(video.videoNo);
    expect((await rawGet(t, w.clients.admin, filePath(video.videoNo))).status).toBe(200);

    expect((await hide(w.clients.allCard, 'active')).status).toBe(200);
    expect((await get(w.clients.customer, video.videoNo)).status).toBe(200);
  });

  it('its customer deletes it (the files go); All Projects staff too; a franchisee needs business:delete', async () => {
    const video = await insertVideo(t, { business: w.business });
    const del = (client: TestClient, videoNo: number) => client.call(endpoints.deleteUserVideo, { body: { videoNo } });
    expect((await del(w.clients.otherCustomer, video.videoNo)).status).toBe(404);
    const res = await del(w.clients.customer, video.videoNo);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeleteUserVideoResponse)).toEqual({ videoNo: video.videoNo, deleted: true });
    expect(await videoRow(t, video.videoNo)).toBeNull();
    expect(await t.storage.get(video.outputKey ?? '')).toBeNull();
    expect(await t.storage.get(video.posterKey ?? '')).toBeNull();
    expect((await del(w.clients.customer, video.videoNo)).status).toBe(404);

    const second = await insertVideo(t, { business: w.business });
    expect((await del(w.clients.creator, second.videoNo)).status).toBe(200);
    const made = await createBusiness({ user: w.owner, madeByFranchisee: w.franchisee });
    const third = await insertVideo(t, { business: made });
    const refused = await del(w.clients.franchisee, third.videoNo);
    expectError(refused, 403, MESSAGES.forbidden);
    expect(await videoRow(t, third.videoNo)).not.toBeNull();
    expect((await del(w.clients.allCard, third.videoNo)).status).toBe(200);
  });
});

describe("All Projects' promotional_video list (GET /video/user-video)", () => {
  it('staff list the videos they reach, searched, filtered and sorted, with the business; a customer is refused', async () => {
    const owner = await createCustomer({ agency: w.agency, phoneNumber: '+919812300001' });
    const word = `Kulfi${Math.random().toString(36).slice(2, 8)}`;
    const business = await createBusiness({ user: owner, businessName: `${word} House` });
    const made = await createBusiness({ user: owner, businessName: `${word} Corner`, madeByFranchisee: w.franchisee });
    const alpha = await createTemplate(t, { name: 'Alpha offer' });
    const beta = await createTemplate(t, { name: 'Beta offer' });
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    const a = await insertVideo(t, { business, template: beta, createdAt: at(1) });
    const b = await insertVideo(t, { business, template: alpha, renderStatus: 'failed', createdAt: at(2) });
    const c = await insertVideo(t, { business: made, template: alpha, status: 'hidden', createdAt: at(3) });

    const list = async (client: TestClient, query: Record<string, string>) => {
      const res = await client.call(endpoints.listUserVideos, { query });
      expect(res.status, res.text).toBe(200);
      return res.data(ZUserVideoList);
    };
    const all = await list(w.clients.admin, { search: word, searchKey: 'businessName' });
    expect(all.total).toBe(3);
    expect(all.list.map((v) => v.videoNo)).toEqual([c.videoNo, b.videoNo, a.videoNo]);
    expect(all.list[0]?.business).toMatchObject({ businessId: made.id, businessName: `${word} Corner` });
    expect(
      (await list(w.clients.admin, { search: word, sortBy: 'templateName', sortOrder: 'asc' })).list.map(
        (v) => v.videoNo,
      ),
    ).toEqual([b.videoNo, c.videoNo, a.videoNo]);
    expect((await list(w.clients.admin, { search: word, renderStatus: 'failed' })).list.map((v) => v.videoNo)).toEqual([
      b.videoNo,
    ]);
    expect((await list(w.clients.admin, { search: word, status: 'hidden' })).list.map((v) => v.videoNo)).toEqual([
      c.videoNo,
    ]);
    expect((await list(w.clients.admin, { search: '9812300001', searchKey: 'registeredPhoneNumber' })).total).toBe(3);
    const page = await list(w.clients.admin, { search: word, pageSize: '2', page: '2' });
    expect(page).toMatchObject({ total: 3 });
    expect(page.list.map((v) => v.videoNo)).toEqual([a.videoNo]);
    // A franchisee reaches only the businesses it made.
    expect((await list(w.clients.franchisee, { search: word })).list.map((v) => v.videoNo)).toEqual([c.videoNo]);
    expect((await list(w.clients.otherAdmin, { search: word })).total).toBe(0);
    expect((await w.clients.customer.call(endpoints.listUserVideos)).status).toBe(403);
  });
});

function slug(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
