// The music library over HTTP (docs/product-rules.md#video-music): upload, trimmed and
// normalised to -14 LUFS by the job; files refused by what they are (415) and how big or long
// (413); a new trim processed again; who sees and changes which tracks; a delete refused while a
// template or post uses it; a VIDEO post's and a template's pick; and the made videos, whose
// sound fades in and out over the track. Sounds are tones from ffmpeg's sine source.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  endpoints,
  IMAGE_POST_MESSAGES,
  MUSIC_MAX_BYTES,
  MUSIC_MESSAGES,
  MUSIC_TARGET_LUFS,
  type TMusicTrack,
  ZDeleteMusicTrackResponse,
  ZImagePostMusic,
  ZMusicTrack,
  ZMusicTrackList,
  ZUserVideo,
  ZVideoTemplate,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { imagePosts, videoTemplates } from '#db/schema';
import { createCategory, createImagePost, imageBytes, postForm, putOnPlan } from '#test/factories/image-posts';
import { insertTrack, soundLevels, type ToneFormat, toneBytes, trackRow, waitForTrack } from '#test/factories/music';
import {
  createTemplate,
  createVideoVia,
  testSlots,
  testVideo,
  VIDEOS_CONFIGURATION,
  type VideosWorld,
  videoPlan,
  videosWorld,
  waitForVideo,
} from '#test/factories/videos';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createStaff } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';
import { measureLoudness } from '../../cards/media/video';

const t = testAppPerFile();
let w: VideosWorld;
beforeAll(async () => {
  w = await videosWorld(t);
});

const path = (template: string, params: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');

function upload(
  client: TestClient,
  bytes: Buffer,
  fields: Record<string, string> = {},
  filename = 'music.bin',
): ReturnType<typeof postForm> {
  return postForm(client, endpoints.uploadMusicTrack.path, { name: `Track ${randomUUID().slice(0, 6)}`, ...fields }, [
    { field: 'file', filename, bytes },
  ]);
}

async function uploaded(client: TestClient, bytes: Buffer, fields: Record<string, string> = {}): Promise<TMusicTrack> {
  const res = await upload(client, bytes, fields);
  expect(res.status, res.text).toBe(200);
  return res.data(ZMusicTrack);
}

async function list(client: TestClient): Promise<TMusicTrack[]> {
  const res = await client.call(endpoints.listMusicTracks);
  expect(res.status, res.text).toBe(200);
  return res.data(ZMusicTrackList).list;
}

const update = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request('PUT', path(endpoints.updateMusicTrack.path, { id }), { body });
const remove = (client: TestClient, id: string) =>
  client.request('DELETE', path(endpoints.deleteMusicTrack.path, { id }));
const setPostMusic = (client: TestClient, imageId: string, musicTrackId: string | null) =>
  client.request('PUT', path(endpoints.setImagePostMusic.path, { imageId }), { body: { musicTrackId } });

/** The integrated loudness of stored bytes, by loudnorm's measuring pass. */
async function loudnessOf(bytes: Buffer): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), 'cardora-music-measure-'));
  try {
    const file = join(dir, 'track.m4a');
    await writeFile(file, bytes);
    const measured = await measureLoudness(file);
    if (!measured) throw new Error('nothing measured');
    return measured.integrated;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('uploading a track (POST /music)', () => {
  it('a quiet WAV is trimmed and normalised by the job: -14 LUFS within 1 LU, the trim’s length, a playable M4A', async () => {
    // A tone at a tenth of full scale: far below the target before processing.
    const bytes = await toneBytes('wav', 6, 0.1);
    expect(await loudnessOf(bytes)).toBeLessThan(MUSIC_TARGET_LUFS - 6);
    const track = await uploaded(w.clients.platformAdmin, bytes, {
      name: 'Festive tune',
      mood: 'Festive',
      trimStartMs: '1000',
      trimEndMs: '4500',
    });
    expect(track).toMatchObject({
      name: 'Festive tune',
      mood: 'Festive',
      isPlatform: true,
      editable: true,
      status: 'pending',
      url: null,
      trimStartMs: 1000,
      trimEndMs: 4500,
      usedByTemplates: 0,
      usedByPosts: 0,
    });
    expect(track.originalDurationMs).toBeGreaterThan(5900);
    expect(track.originalDurationMs).toBeLessThan(6100);

    const row = await waitForTrack(t, track.id);
    expect(row).toMatchObject({ status: 'ready', processingError: null });
    expect(row.durationMs).toBeGreaterThan(3400);
    expect(row.durationMs).toBeLessThan(3600);
    expect(Math.abs((row.loudnessLufs ?? 0) - MUSIC_TARGET_LUFS)).toBeLessThanOrEqual(1);
    expect(row.truePeakDbtp ?? 0).toBeLessThanOrEqual(-0.5);

    const seen = (await list(w.clients.platformAdmin)).find((item) => item.id === track.id);
    expect(seen?.url).toMatch(new RegExp(`^/uploads/music/platform/${track.id}/.+\\.m4a$`));
    const file = await w.clients.platformAdmin.get(seen?.url ?? '');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mp4');
    // Measured again here, from what is served.
    expect(Math.abs((await loudnessOf(file.bytes)) - MUSIC_TARGET_LUFS)).toBeLessThanOrEqual(1);
  });

  it('MP3, M4A and OGG are taken by their bytes whatever the name; the trim defaults to the whole file', async () => {
    for (const format of ['mp3', 'm4a', 'ogg'] satisfies ToneFormat[]) {
      const res = await upload(w.clients.platformAdmin, await toneBytes(format, 3), {}, 'song.txt');
      expect(res.status, `${format}: ${res.text}`).toBe(200);
      const track = res.data(ZMusicTrack);
      expect(track.trimStartMs).toBe(0);
      expect(track.trimEndMs).toBe(track.originalDurationMs);
      expect((await trackRow(t, track.id))?.originalKey).toMatch(new RegExp(`\\.${format}$`));
    }
  });

  it('refused: not music (415), over 10 MB or five minutes (413), under two seconds, a trim outside or too short (400)', async () => {
    const admin = w.clients.platformAdmin;
    expectError(await upload(admin, Buffer.from('just some text, not music at all')), 415, MUSIC_MESSAGES.notMusic);
    expectError(await upload(admin, await imageBytes(), {}, 'photo.mp3'), 415, MUSIC_MESSAGES.notMusic);
    // The right magic bytes and nothing playable behind them.
    expectError(
      await upload(admin, Buffer.concat([Buffer.from('ID3'), Buffer.alloc(4000, 7)])),
      415,
      MUSIC_MESSAGES.notMusic,
    );
    expectError(await upload(admin, Buffer.alloc(MUSIC_MAX_BYTES + 1, 0)), 413, MUSIC_MESSAGES.tooLarge);
    const long = await upload(admin, await toneBytes('m4a', 301, 0.2, 8000));
    expect(long.status, long.text).toBe(413);
    expect(long.error().message).toBe(MUSIC_MESSAGES.tooLong(301));
    expectError(await upload(admin, await toneBytes('wav', 1)), 400, MUSIC_MESSAGES.tooShort);
    const outside = await upload(admin, await toneBytes('wav', 3), { trimStartMs: '5000', trimEndMs: '8000' });
    expect(outside.status).toBe(400);
    expect(outside.error().fields?.trimStartMs).toBe(MUSIC_MESSAGES.trimOutside(3));
    const short = await upload(admin, await toneBytes('wav', 3), { trimStartMs: '1500', trimEndMs: '2500' });
    expect(short.status).toBe(400);
    expect(short.error().fields?.trimEndMs).toBe(MUSIC_MESSAGES.trimTooShort);
    const nameless = await postForm(admin, endpoints.uploadMusicTrack.path, {}, [
      { field: 'file', filename: 'a.wav', bytes: await toneBytes('wav', 3) },
    ]);
    expect(nameless.status).toBe(400);
    expect(nameless.error().fields?.name).toBe(MUSIC_MESSAGES.nameRequired);
  });
});

describe('renaming and trimming again (PUT /music/{id})', () => {
  it('a rename keeps the file; a new trim is processed again from the original, the old file served meanwhile', async () => {
    const track = await uploaded(w.clients.platformAdmin, await toneBytes('wav', 8, 0.3));
    const first = await waitForTrack(t, track.id);
    const renamed = await update(w.clients.platformAdmin, track.id, { name: 'Calm morning', mood: '' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.data(ZMusicTrack)).toMatchObject({ name: 'Calm morning', mood: null, status: 'ready' });
    expect((await trackRow(t, track.id))?.version).toBe(1);

    const trimmed = await update(w.clients.platformAdmin, track.id, { trimStartMs: 2000, trimEndMs: 5000 });
    expect(trimmed.status, trimmed.text).toBe(200);
    const pending = trimmed.data(ZMusicTrack);
    expect(pending).toMatchObject({ status: 'pending', trimStartMs: 2000, trimEndMs: 5000 });
    expect(pending.url).not.toBeNull();
    const second = await waitForTrack(t, track.id, 2);
    expect(second.status).toBe('ready');
    expect(second.durationMs).toBeGreaterThan(2900);
    expect(second.durationMs).toBeLessThan(3100);
    expect(second.storageKey).not.toBe(first.storageKey);
    // The job marks the row ready, then deletes the superseded file: wait for the job's end.
    await waitForFileGone(first.storageKey ?? '');

    const bad = await update(w.clients.platformAdmin, track.id, { trimEndMs: 9000 });
    expect(bad.status).toBe(400);
    expect(bad.error().fields?.trimEndMs).toBe(MUSIC_MESSAGES.trimOutside(8));
  });
});

/** Reads Storage until the key is gone (the processing job deletes the old file last). */
async function waitForFileGone(key: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await t.storage.get(key)) !== null) {
    if (Date.now() > until) throw new Error(`${key} was not deleted`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('who sees and changes which tracks', () => {
  it("an agency sees the platform's tracks (read-only) and its own; another agency's are 404; customers and creators 403", async () => {
    const platformTrack = await insertTrack(t, { agency: null });
    const ours = await uploaded(w.clients.admin, await toneBytes('wav', 3));
    expect(ours).toMatchObject({ isPlatform: false, editable: true });
    const theirs = await insertTrack(t, { agency: w.other });

    const seen = await list(w.clients.admin);
    expect(seen.find((item) => item.id === platformTrack.id)).toMatchObject({
      isPlatform: true,
      editable: false,
      originalUrl: null,
    });
    expect(seen.some((item) => item.id === ours.id)).toBe(true);
    expect(seen.some((item) => item.id === theirs.id)).toBe(false);
    // The platform's team sees the platform's tracks only.
    const platformSees = await list(w.clients.platformAdmin);
    expect(platformSees.some((item) => item.id === ours.id)).toBe(false);

    expectError(
      await update(w.clients.admin, theirs.id, { name: 'Mine now' }),
      404,
      MUSIC_MESSAGES.unknownTrack(theirs.id),
    );
    expectError(await remove(w.clients.admin, theirs.id), 404, MUSIC_MESSAGES.unknownTrack(theirs.id));
    expectError(
      await update(w.clients.admin, platformTrack.id, { name: 'Mine now' }),
      400,
      MUSIC_MESSAGES.platformTrack,
    );
    expectError(await remove(w.clients.admin, platformTrack.id), 400, MUSIC_MESSAGES.platformTrack);
    expect((await trackRow(t, theirs.id))?.name).toBe(theirs.name);
    expect((await trackRow(t, platformTrack.id))?.name).toBe(platformTrack.name);

    for (const client of [w.clients.customer, w.clients.creator, w.clients.franchisee]) {
      expect((await client.call(endpoints.listMusicTracks)).status).toBe(403);
      expect((await upload(client, await toneBytes('wav', 3))).status).toBe(403);
      expect((await update(client, ours.id, { name: 'x' })).status).toBe(403);
      expect((await remove(client, ours.id)).status).toBe(403);
    }
    // The all-card-access franchisee manages greetings, so music too.
    expect((await w.clients.allCard.call(endpoints.listMusicTracks)).status).toBe(200);
  });

  it('an agency without exclusive posts may not add its own music (400) but reads the platform’s', async () => {
    const agency = await createAgency({
      configuration: {
        ...VIDEOS_CONFIGURATION,
        imagePost: { ...VIDEOS_CONFIGURATION.imagePost, allowAgencyExclusivePosts: false },
      },
    });
    const admin = await signedIn(t.client(agency), await createStaff({ agency, role: 'admin' }));
    expectError(await upload(admin, await toneBytes('wav', 3)), 400, MUSIC_MESSAGES.ownNotAllowed);
    const platformTrack = await insertTrack(t, { agency: null });
    expect((await list(admin)).some((item) => item.id === platformTrack.id)).toBe(true);
  });
});

describe('picking and deleting', () => {
  it('a VIDEO post takes a track; an IMAGE post 400; a platform post only the platform’s music; unseen tracks 400 on the field', async () => {
    const own = await createCategory(t, w.agency);
    const videoPost = await createImagePost(t, {
      agency: w.agency,
      imageSubcategoryId: own.subcategory.id,
      mediaType: 'VIDEO',
    });
    const imagePost = await createImagePost(t, { agency: w.agency, imageSubcategoryId: own.subcategory.id });
    const ourTrack = await insertTrack(t, { agency: w.agency });
    const platformTrack = await insertTrack(t, { agency: null });
    const theirs = await insertTrack(t, { agency: w.other });
    const unprocessed = await insertTrack(t, { agency: w.agency, processed: false });

    const ok = await setPostMusic(w.clients.admin, videoPost.id, ourTrack.id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.data(ZImagePostMusic)).toEqual({ imageId: videoPost.id, musicTrackId: ourTrack.id });
    expect((await setPostMusic(w.clients.admin, videoPost.id, platformTrack.id)).status).toBe(200);
    const onImage = await setPostMusic(w.clients.admin, imagePost.id, ourTrack.id);
    expect(onImage.status).toBe(400);
    expect(onImage.error().fields?.musicTrackId).toBe(MUSIC_MESSAGES.onlyVideoPosts);
    const unseen = await setPostMusic(w.clients.admin, videoPost.id, theirs.id);
    expect(unseen.status).toBe(400);
    expect(unseen.error().fields?.musicTrackId).toBe(MUSIC_MESSAGES.unknownTrack(theirs.id));
    const notReady = await setPostMusic(w.clients.admin, videoPost.id, unprocessed.id);
    expect(notReady.error().fields?.musicTrackId).toBe(MUSIC_MESSAGES.notReady);
    // Another agency's admin does not see our post.
    expectError(
      await setPostMusic(w.clients.otherAdmin, videoPost.id, null),
      404,
      IMAGE_POST_MESSAGES.unknownPost(videoPost.id),
    );
    // The platform's post: an agency may not change it; the platform may not give it an agency's music.
    const platformCategory = await createCategory(t, null);
    const platformPost = await createImagePost(t, {
      agency: null,
      imageSubcategoryId: platformCategory.subcategory.id,
      mediaType: 'VIDEO',
    });
    expect((await setPostMusic(w.clients.admin, platformPost.id, platformTrack.id)).status).toBe(400);
    expect((await setPostMusic(w.clients.platformAdmin, platformPost.id, platformTrack.id)).status).toBe(200);
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, videoPost.id));
    expect(row?.musicTrackId).toBe(platformTrack.id);
    // The post's answer names its track for the edit dialog.
    const listed = await w.clients.platformAdmin.call(endpoints.getImagePostsByIds, {
      query: { imageIds: platformPost.id },
    });
    expect(listed.status, listed.text).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(platformTrack.id);
  });

  it('a template takes a platform track (an agency’s is refused); the track wins in the answer and the preview', async () => {
    const track = await insertTrack(t, { agency: null });
    const agencyTrack = await insertTrack(t, { agency: w.agency });
    const template = await createTemplate(t, { slots: [] });
    const fields = {
      templateId: template.id,
      name: template.name,
      category: template.category,
      kind: 'SQUARE_VIDEO',
      slots: '[]',
    };
    const refused = await postForm(
      w.clients.platformAdmin,
      endpoints.saveVideoTemplate.path,
      { ...fields, musicTrackId: agencyTrack.id },
      [],
    );
    expect(refused.status).toBe(400);
    expect(refused.error().fields?.musicTrackId).toBe(MUSIC_MESSAGES.unknownTrack(agencyTrack.id));
    const saved = await postForm(
      w.clients.platformAdmin,
      endpoints.saveVideoTemplate.path,
      { ...fields, musicTrackId: track.id },
      [],
    );
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data(ZVideoTemplate)).toMatchObject({ musicTrackId: track.id, previewStatus: 'pending' });
    // Absent keeps it; "" clears it.
    const kept = await postForm(
      w.clients.platformAdmin,
      endpoints.saveVideoTemplate.path,
      { ...fields, name: 'Renamed' },
      [],
    );
    expect(kept.data(ZVideoTemplate).musicTrackId).toBe(track.id);
    const cleared = await postForm(
      w.clients.platformAdmin,
      endpoints.saveVideoTemplate.path,
      { ...fields, musicTrackId: '' },
      [],
    );
    expect(cleared.data(ZVideoTemplate).musicTrackId).toBeNull();
  });

  it('a delete is refused (409, naming how many) while a live template or a post uses the track; then it goes with its files', async () => {
    const track = await insertTrack(t, { agency: null });
    const template = await createTemplate(t, { slots: [] });
    const deletedTemplate = await createTemplate(t, { slots: [], deleted: true });
    await t.db.update(videoTemplates).set({ musicTrackId: track.id }).where(eq(videoTemplates.id, template.id));
    await t.db.update(videoTemplates).set({ musicTrackId: track.id }).where(eq(videoTemplates.id, deletedTemplate.id));
    const category = await createCategory(t, null);
    const posts = await Promise.all(
      [1, 2].map(() =>
        createImagePost(t, { agency: null, imageSubcategoryId: category.subcategory.id, mediaType: 'VIDEO' }),
      ),
    );
    for (const post of posts) {
      await t.db.update(imagePosts).set({ musicTrackId: track.id }).where(eq(imagePosts.id, post.id));
    }
    const seen = (await list(w.clients.platformAdmin)).find((item) => item.id === track.id);
    expect(seen).toMatchObject({ usedByTemplates: 1, usedByPosts: 2 });
    expectError(await remove(w.clients.platformAdmin, track.id), 409, MUSIC_MESSAGES.inUse(1, 2));
    expect(MUSIC_MESSAGES.inUse(1, 2)).toBe(
      'This music is used by 1 video template and 2 greeting posts. Pick other music there first, then delete it.',
    );

    await t.db.update(videoTemplates).set({ musicTrackId: null }).where(eq(videoTemplates.id, template.id));
    expectError(await remove(w.clients.platformAdmin, track.id), 409, MUSIC_MESSAGES.inUse(0, 2));
    for (const post of posts) {
      expect((await setPostMusic(w.clients.platformAdmin, post.id, null)).status).toBe(200);
    }
    const gone = await remove(w.clients.platformAdmin, track.id);
    expect(gone.status, gone.text).toBe(200);
    expect(gone.data(ZDeleteMusicTrackResponse)).toEqual({ id: track.id, deleted: true });
    expect(await trackRow(t, track.id)).toBeNull();
    expect(await t.storage.get(track.originalKey)).toBeNull();
    expect(await t.storage.get(track.storageKey ?? '')).toBeNull();
    const [kept] = await t.db.select().from(videoTemplates).where(eq(videoTemplates.id, deletedTemplate.id));
    expect(kept?.musicTrackId).toBeNull();
  });
});

/** The made video's sound: the first 0.2 s and the last 0.3 s against the middle, in dB. */
async function fades(bytes: Buffer) {
  const { levels, durationSec } = await soundLevels(bytes, [
    { from: 0, to: 0.2 },
    { from: 0.7, to: 1.3 },
    { from: -0.3, to: 0 },
  ]);
  const [start = 0, middle = 0, end = 0] = levels;
  return { start, middle, end, durationSec };
}

describe('made videos carry the track, faded in and out', () => {
  it('a greeting video of a post with a track: the post’s own sound replaced, quiet at both ends', async () => {
    await putOnPlan(t, w.business, videoPlan(0, 5));
    const category = await createCategory(t, null);
    const post = await createImagePost(t, {
      agency: null,
      imageSubcategoryId: category.subcategory.id,
      mediaType: 'VIDEO',
    });
    // The post's own 3-second video has a steady tone all through: only the track fades.
    await t.storage.put(post.storageKey, await testVideo({ width: 320, height: 320, durationSec: 3 }), 'video/mp4');
    const track = await insertTrack(t, { agency: null, seconds: 2 });
    await t.db.update(imagePosts).set({ musicTrackId: track.id }).where(eq(imagePosts.id, post.id));

    const res = await w.clients.customer.call(endpoints.createGreetingVideo, {
      body: { businessId: w.business.id, imageId: post.id },
    });
    expect(res.status, res.text).toBe(200);
    const row = await waitForVideo(t, res.data(ZUserVideo).videoNo);
    expect(row.renderStatus, row.failureReason ?? '').toBe('ready');
    const made = await t.storage.get(row.outputKey ?? '');
    const level = await fades(made?.body ?? Buffer.alloc(0));
    expect(level.durationSec).toBeGreaterThan(2.8);
    expect(level.middle).toBeGreaterThan(-30);
    expect(level.start).toBeLessThan(level.middle - 8);
    expect(level.end).toBeLessThan(level.middle - 10);
  });

  it('a promotional video from a template with a track (and its own music): the track, quiet at both ends', async () => {
    await putOnPlan(t, w.business, videoPlan(5, 0));
    const track = await insertTrack(t, { agency: null, seconds: 2 });
    const template = await createTemplate(t, { slots: testSlots(3), duration: 3 });
    // Its own music is a steady tone; the track wins.
    const ownMusic = `video-templates/${template.id}/music-${randomUUID()}.m4a`;
    await t.storage.put(ownMusic, await toneBytes('m4a', 3, 1), 'audio/mp4');
    await t.db
      .update(videoTemplates)
      .set({ musicTrackId: track.id, musicKey: ownMusic })
      .where(eq(videoTemplates.id, template.id));
    const video = await createVideoVia(w.clients.customer, w.business.id, template.id);
    const row = await waitForVideo(t, video.videoNo);
    expect(row.renderStatus, row.failureReason ?? '').toBe('ready');
    const made = await t.storage.get(row.outputKey ?? '');
    const level = await fades(made?.body ?? Buffer.alloc(0));
    expect(level.middle).toBeGreaterThan(-30);
    expect(level.start).toBeLessThan(level.middle - 8);
    expect(level.end).toBeLessThan(level.middle - 10);
  });
});
