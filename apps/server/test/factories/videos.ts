// Set-ups shared by the video tests: short real sources (ffmpeg's test pattern, 360p, a few
// seconds, made once per file), templates inserted directly with their source in the app's
// storage (templates are the platform's: every test names its own by a unique category), a
// world with every role, plans with videos, the calls by name and waiting for a render.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  type TAgencyConfiguration,
  type TPlanLimits,
  type TUserVideo,
  type TUserVideoDetailsInput,
  type TVideoSlotInput,
  type VideoTemplateKind,
  ZUserVideo,
  ZUserVideoDetails,
  ZVideoSlot,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { makeTestMusic, makeTestSource, type TestSourceOptions } from '#test/factories/media-video';
import type { TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  basicDetails,
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  planLimits,
} from '#test/support/factories';
import { signedIn, signedInFranchisee, staffAndOwnerClients } from '#test/support/worlds';
import { type UserVideoRow, userVideos, type VideoTemplateRow, videoTemplates } from '../../src/db/schema';

export const VIDEOS_CONFIGURATION: TAgencyConfiguration = {
  ...DEFAULT_AGENCY_CONFIGURATION,
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: true },
  video: { enableVideo: true, pricePerVideo: 19_900 },
};

export const VIDEOS_OFF: TAgencyConfiguration = { ...VIDEOS_CONFIGURATION, video: { enableVideo: false } };

const made = new Map<string, Promise<Buffer>>();

async function madeOnce(key: string, make: (path: string) => Promise<void>): Promise<Buffer> {
  let bytes = made.get(key);
  if (!bytes) {
    bytes = (async () => {
      const dir = await mkdtemp(join(tmpdir(), 'cardora-video-test-'));
      try {
        const path = join(dir, 'file');
        await make(path);
        return await readFile(path);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    made.set(key, bytes);
  }
  return bytes;
}

/** An H.264 MP4 of ffmpeg's test pattern: 640×360, 3 s, with a tone, unless told. */
export function testVideo(options: Partial<TestSourceOptions> = {}): Promise<Buffer> {
  const full: TestSourceOptions = { width: 640, height: 360, durationSec: 3, audio: true, fps: 15, ...options };
  return madeOnce(JSON.stringify(full), async (path) => {
    const mp4 = `${path}.mp4`;
    await makeTestSource(mp4, full);
    await rename(mp4, path);
  });
}

/** An M4A tone. */
export function testMusic(durationSec = 3): Promise<Buffer> {
  return madeOnce(`music-${durationSec}`, async (path) => {
    const m4a = `${path}.m4a`;
    await makeTestMusic(m4a, durationSec);
    await rename(m4a, path);
  });
}

/** Slots that fit a 3-second template: the name, the phone, the logo and one photo. */
export function testSlots(duration = 3): TVideoSlotInput[] {
  return [
    { field: 'businessName', x: 0.05, y: 0.7, width: 0.9, height: 0.12, start: 0, end: duration },
    { field: 'phone', x: 0.05, y: 0.84, width: 0.9, height: 0.08, start: 0.5, end: duration },
    { field: 'logo', x: 0.38, y: 0.05, width: 0.24, height: 0.24, start: 0, end: duration, animation: 'none' },
    { field: 'photo1', x: 0.3, y: 0.32, width: 0.4, height: 0.34, start: 1, end: duration },
  ];
}

/** A template inserted directly (no probe, no preview job), its source in the app's storage. */
export async function createTemplate(
  t: TestApp,
  options: {
    name?: string;
    category?: string;
    kind?: VideoTemplateKind;
    status?: 'draft' | 'published';
    duration?: number;
    slots?: TVideoSlotInput[];
    popularity?: number;
    source?: Buffer;
    deleted?: boolean;
  } = {},
): Promise<VideoTemplateRow> {
  const id = randomUUID();
  const sourceKey = `video-templates/${id}/source-${randomUUID()}.mp4`;
  await t.storage.put(sourceKey, options.source ?? (await testVideo()), 'video/mp4');
  const duration = options.duration ?? 3;
  const [row] = await t.db
    .insert(videoTemplates)
    .values({
      id,
      name: options.name ?? `Template ${id.slice(0, 8)}`,
      category: options.category ?? `Category ${id.slice(0, 8)}`,
      kind: options.kind ?? 'SQUARE_VIDEO',
      status: options.status ?? 'published',
      duration,
      sourceKey,
      sourceWidth: 640,
      sourceHeight: 360,
      sourceDuration: 3,
      sourceHasAudio: true,
      slots: (options.slots ?? testSlots(duration)).map((slot) => ZVideoSlot.parse(slot)),
      popularity: options.popularity ?? 0,
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('template not made');
  return row;
}

/** Plan limits with `promotionalVideoLimit` promotional videos and `greetingVideosLimit` a day. */
export function videoPlan(promotionalVideoLimit: number, greetingVideosLimit = 0): TPlanLimits {
  return planLimits({
    greetingImagesIncluded: true,
    greetingImagesLimit: -1,
    greetingVideosIncluded: greetingVideosLimit !== 0,
    greetingVideosLimit,
    promotionalVideoIncluded: promotionalVideoLimit !== 0,
    promotionalVideoLimit,
  });
}

/**
 * The platform's superadmin agency (its admin manages templates), an agency offering videos with
 * a customer (a business with a filled card), its admin, creator, a plain franchisee (card:edit)
 * and an all-card one, and another agency with its admin and customer.
 */
export async function videosWorld(t: TestApp, configuration: TAgencyConfiguration = VIDEOS_CONFIGURATION) {
  const platform = await createAgency({ roles: ['superadmin'], configuration: VIDEOS_CONFIGURATION });
  const agency = await createAgency({ configuration });
  const other = await createAgency({ configuration: VIDEOS_CONFIGURATION });
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Sharma Sweets' });
  const card = await createCard({
    business,
    sections: {
      basicDetails: basicDetails({
        companyName: 'Sharma Sweets Pvt Ltd',
        phoneNumbers: ['+919876543210'],
        address: '12 MG Road, Pune',
      }),
    },
  });
  const franchisee = await createFranchisee({ agency, permissions: ['card:edit', 'business:create'] });
  const franchiseeClient = await signedIn(t.client(agency), franchisee);
  const allCardClient = await signedInFranchisee(t, agency, {
    permissions: ['card:edit', 'business:delete'],
    roles: ['franchisee', 'franchisee-with-all-card-access'],
  });
  const otherOwner = await createCustomer({ agency: other });
  return {
    platform,
    agency,
    other,
    owner,
    business,
    card,
    franchisee,
    otherOwner,
    otherBusiness: await createBusiness({ user: otherOwner }),
    clients: {
      ...(await staffAndOwnerClients(t, { platform, agency, other, owner })),
      franchisee: franchiseeClient,
      allCard: allCardClient,
      otherCustomer: await signedIn(t.client(other), otherOwner),
    },
  };
}
export type VideosWorld = Awaited<ReturnType<typeof videosWorld>>;

/** Details that pass the contract's checks. */
export function videoDetails(overrides: Partial<TUserVideoDetailsInput> = {}): TUserVideoDetailsInput {
  return { businessName: 'Sharma Sweets', phone: '98765 43210', address: 'MG Road, Pune', ...overrides };
}

/** POST /video/user-video as `client`, expecting 200. */
export async function createVideoVia(
  client: TestClient,
  businessId: string,
  templateId: string,
  details: Partial<TUserVideoDetailsInput> = {},
): Promise<TUserVideo> {
  const res = await client.call(endpoints.createUserVideo, {
    body: { businessId, templateId, details: videoDetails(details) },
  });
  expect(res.status, res.text).toBe(200);
  return res.data(ZUserVideo);
}

export async function videoRow(t: TestApp, videoNo: number): Promise<UserVideoRow | null> {
  const [row] = await t.db.select().from(userVideos).where(eq(userVideos.videoNo, videoNo));
  return row ?? null;
}

/** The video's row once `done` holds (renders run in the background), polling every 50 ms. */
export async function waitForVideo(
  t: TestApp,
  videoNo: number,
  done: (row: UserVideoRow) => boolean = (row) => row.renderStatus === 'ready' || row.renderStatus === 'failed',
  timeoutMs = 90_000,
): Promise<UserVideoRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const row = await videoRow(t, videoNo);
    if (row && done(row)) return row;
    if (Date.now() > until) throw new Error(`video ${videoNo} did not get there: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function templateRow(t: TestApp, id: string): Promise<VideoTemplateRow | null> {
  const [row] = await t.db.select().from(videoTemplates).where(eq(videoTemplates.id, id));
  return row ?? null;
}

export const videoPath = (template: string, id: number | string) => template.replace('{id}', String(id));

/**
 * A video row inserted directly (no render); `ready` stores `file` (default: a real MP4) as its
 * output and a poster, as the render would.
 */
export async function insertVideo(
  t: TestApp,
  options: {
    business: { id: string; agencyId: string };
    template?: VideoTemplateRow | null;
    renderStatus?: UserVideoRow['renderStatus'];
    status?: UserVideoRow['status'];
    file?: Buffer;
    failureReason?: string | null;
    createdAt?: Date;
  },
): Promise<UserVideoRow> {
  const renderStatus = options.renderStatus ?? 'ready';
  const base = `videos/${options.business.agencyId}/${options.business.id}/${randomUUID()}`;
  const file = renderStatus === 'ready' ? (options.file ?? (await testVideo())) : null;
  if (file) {
    await t.storage.put(`${base}.mp4`, file, 'video/mp4');
    await t.storage.put(`${base}.jpg`, Buffer.from('poster'), 'image/jpeg');
  }
  const [row] = await t.db
    .insert(userVideos)
    .values({
      agencyId: options.business.agencyId,
      businessId: options.business.id,
      kind: 'promotional',
      templateId: options.template?.id ?? null,
      layout: options.template?.kind ?? 'SQUARE_VIDEO',
      details: ZUserVideoDetails.parse(videoDetails()),
      istDay: new Date().toISOString().slice(0, 10),
      renderStatus,
      status: options.status ?? 'active',
      attempts: renderStatus === 'queued' ? 0 : 1,
      progress: renderStatus === 'ready' ? 100 : 0,
      failureReason: renderStatus === 'failed' ? (options.failureReason ?? 'The video could not be made.') : null,
      outputKey: file ? `${base}.mp4` : null,
      posterKey: file ? `${base}.jpg` : null,
      durationSec: file ? 3 : null,
      sizeBytes: file ? file.length : null,
      readyAt: file ? new Date() : null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('video not made');
  return row;
}

/** A GET with the client's cookies, answering the raw bytes (the MP4 and its ranges). */
export async function rawGet(t: TestApp, client: TestClient, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: {
      host: client.host,
      cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...headers,
    },
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload, text: response.body };
}
