// Set-ups shared by the greetings tests: images made by sharp, multipart forms with fields and
// files, platform and agency categories, posts inserted directly, and a world with every role.
// Platform rows (agency NULL) are shared by every test of a file, so tests name their own rows
// (fresh categories and ids) instead of counting whole lists.
import { randomUUID } from 'node:crypto';
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  DEFAULT_AGENCY_CONFIGURATION,
  type LayoutType,
  type MediaType,
  type TAgencyConfiguration,
  type TPlanLimits,
} from '@cardora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCard, createCustomer, planLimits } from '#test/support/factories';
import { signedInFranchisee, staffAndOwnerClients } from '#test/support/worlds';
import {
  type AgencyRow,
  type BusinessRow,
  businesses,
  type ImagePostRow,
  imageCategories,
  imagePosts,
  imageSubcategories,
  imageTags,
} from '../../src/db/schema';

export const GREETINGS_CONFIGURATION: TAgencyConfiguration = {
  ...DEFAULT_AGENCY_CONFIGURATION,
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: true },
};

export function withImagePost(overrides: Partial<TAgencyConfiguration['imagePost']>): TAgencyConfiguration {
  return {
    ...GREETINGS_CONFIGURATION,
    imagePost: { ...GREETINGS_CONFIGURATION.imagePost, ...overrides },
  };
}

/** A PNG (or JPEG) of the given size in one colour. */
export function imageBytes(
  options: { width?: number; height?: number; format?: 'png' | 'jpeg'; colour?: string } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 64,
      channels: 3,
      background: options.colour ?? '#d04020',
    },
  });
  return (options.format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** The first bytes of an MP4 (an 'ftyp' box): enough for the magic-byte check. */
export function mp4Bytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.alloc(12),
    Buffer.from('moov-and-the-rest', 'latin1'),
  ]);
}

export interface FormFile {
  field?: string;
  filename: string;
  contentType?: string;
  bytes: Buffer;
}

/** multipart/form-data with text fields first, then the files, as the web sends them. */
export function formBody(fields: Record<string, string | string[]>, files: FormFile[]) {
  const boundary = `----cardora-greetings-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST a multipart form to a path (the CSRF header included, like the web). */
export function postForm(
  client: TestClient,
  path: string,
  fields: Record<string, string | string[]>,
  files: FormFile[],
) {
  const { payload, headers } = formBody(fields, files);
  return client.request('POST', path, { payload, headers });
}

/** A category of `agency` (null: the platform's) with one subcategory; names unique per call. */
export async function createCategory(
  t: TestApp,
  agency: AgencyRow | null,
  options: { name?: string; subcategories?: string[] } = {},
) {
  const suffix = randomUUID().slice(0, 8);
  const [category] = await t.db
    .insert(imageCategories)
    .values({ agencyId: agency?.id ?? null, name: options.name ?? `Festivals ${suffix}` })
    .returning();
  if (!category) throw new Error('category not made');
  const names = options.subcategories ?? [`Diwali ${suffix}`];
  const subs = await t.db
    .insert(imageSubcategories)
    .values(names.map((name, i) => ({ imageCategoryId: category.id, key: `key-${suffix}-${i}`, name, sort: i })))
    .returning();
  const first = subs[0];
  if (!first) throw new Error('subcategory not made');
  return { category, subcategory: first, subcategories: subs };
}

/** The platform's 'Business Category' subcategory with this key (migration 0002's reference data). */
export async function businessSubcategory(t: TestApp, key = 'sweet-shop') {
  const [row] = await t.db
    .select({ sub: imageSubcategories })
    .from(imageSubcategories)
    .innerJoin(imageCategories, eq(imageCategories.id, imageSubcategories.imageCategoryId))
    .where(
      and(
        eq(imageCategories.name, BUSINESS_CATEGORY_IMAGE_CATEGORY),
        isNull(imageCategories.agencyId),
        eq(imageSubcategories.key, key),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no platform business category ${key}`);
  return row.sub;
}

export async function createTag(t: TestApp, agency: AgencyRow | null, name = `tag-${randomUUID().slice(0, 8)}`) {
  const [tag] = await t.db
    .insert(imageTags)
    .values({ agencyId: agency?.id ?? null, name })
    .returning();
  if (!tag) throw new Error('tag not made');
  return tag;
}

/** A post inserted directly with its original in the app's storage (agency null: the platform's). */
export async function createImagePost(
  t: TestApp,
  options: {
    agency: AgencyRow | null;
    imageSubcategoryId: string;
    mediaType?: MediaType;
    layout?: LayoutType;
    language?: string;
    date?: string | null;
    title?: string | null;
  },
): Promise<ImagePostRow> {
  const mediaType = options.mediaType ?? 'IMAGE';
  const bytes = mediaType === 'IMAGE' ? await imageBytes({ width: 300, height: 300 }) : mp4Bytes();
  const key = `image-posts/${options.agency?.id ?? 'platform'}/${randomUUID()}.${mediaType === 'IMAGE' ? 'png' : 'mp4'}`;
  await t.storage.put(key, bytes, mediaType === 'IMAGE' ? 'image/png' : 'video/mp4');
  const [post] = await t.db
    .insert(imagePosts)
    .values({
      agencyId: options.agency?.id ?? null,
      imageSubcategoryId: options.imageSubcategoryId,
      mediaType,
      layout: options.layout ?? 'SQUARE',
      language: (options.language ?? 'en') as ImagePostRow['language'],
      postDate: options.date ?? null,
      title: options.title ?? null,
      storageKey: key,
      contentType: mediaType === 'IMAGE' ? 'image/png' : 'video/mp4',
      sizeBytes: bytes.length,
      width: mediaType === 'IMAGE' ? 300 : null,
      height: mediaType === 'IMAGE' ? 300 : null,
    })
    .returning();
  if (!post) throw new Error('post not made');
  return post;
}

/** The post's row once `done` holds (the preview job runs in the background), polling every 25 ms. */
export async function waitForPost(
  t: TestApp,
  imageId: string,
  done: (row: ImagePostRow) => boolean = (row) => row.previewStatus !== 'pending',
  timeoutMs = 20_000,
): Promise<ImagePostRow> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.db.select().from(imagePosts).where(eq(imagePosts.id, imageId));
    if (row && done(row)) return row;
    if (Date.now() > until) throw new Error(`image post ${imageId} did not get there: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Plan limits with greetings: `greetingImagesLimit` a day (-1 unlimited). */
export function greetingPlan(greetingImagesLimit: number, included = true): TPlanLimits {
  return planLimits({
    greetingImagesIncluded: included,
    greetingImagesLimit: included ? greetingImagesLimit : 0,
  });
}

/** Puts the business on a running plan with these limits (paid, a year ahead). */
export async function putOnPlan(
  t: TestApp,
  business: BusinessRow,
  limits: TPlanLimits,
  frameVisibility = { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
) {
  await t.db
    .update(businesses)
    .set({
      planLimits: limits,
      frameVisibility,
      paymentStatus: 1,
      isSubscriptionActive: true,
      expiryDateForCustomer: new Date(t.clock.now().getTime() + 365 * 86_400_000),
    })
    .where(eq(businesses.id, business.id));
}

/**
 * A plain agency allowed exclusive posts (with its admin, creator, both kinds of franchisee and a
 * customer with a business and card), the platform's superadmin agency with its admin, and a
 * third agency with its admin.
 */
export async function greetingsWorld(t: TestApp, configuration: TAgencyConfiguration = GREETINGS_CONFIGURATION) {
  const platform = await createAgency({ roles: ['superadmin'], configuration: GREETINGS_CONFIGURATION });
  const agency = await createAgency({ configuration });
  const other = await createAgency({ configuration: GREETINGS_CONFIGURATION });
  const franchiseeClient = async (allCard: boolean) => {
    const client = await signedInFranchisee(t, agency, {
      permissions: ['card:edit', 'business:create', 'business:edit'],
      roles: allCard ? ['franchisee', 'franchisee-with-all-card-access'] : ['franchisee'],
    });
    return client;
  };
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Sharma Sweets', category: 'sweet-shop' });
  const card = await createCard({ business });
  return {
    platform,
    agency,
    other,
    owner,
    business,
    card,
    clients: {
      ...(await staffAndOwnerClients(t, { platform, agency, other, owner })),
      franchisee: await franchiseeClient(false),
      allCard: await franchiseeClient(true),
    },
  };
}

export type GreetingsWorld = Awaited<ReturnType<typeof greetingsWorld>>;
