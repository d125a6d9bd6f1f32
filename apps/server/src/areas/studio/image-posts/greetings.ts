// The customer's greetings: which frames the plan offers and today's allowance, the branded
// render (counted per distinct post, business and IST day), and the home (today's posts, the
// festival calendar ahead, the trade's posts).
//
// Refusals follow the house rule (docs/product-rules.md#plan-limits): a business without greetings in its
// plan, over its daily limit or with greetings turned off is a 409 carrying the message and
// upgradePath '#upgrade', never a 403 (the web signs out on 401/403). An agency with greetings
// off is a 400; a post the business's agency does not see (another agency's exclusive post) is
// a 404, never rendered.
//
// Caching: the frame overlay (satori → resvg, the slow part) is kept in memory per (profile
// version, frame, kind, layout) by the renderer's OverlayCache. It holds no QR code: the QR opens
// the card tagged with the post (?g=), so it is laid on per post by composeGreeting, and a new
// post of a known business costs only that composite (~30-50 ms). The finished JPEG is kept in
// Storage per (post, business, profile version, frame, kind) under a key that names the
// version, so a profile change makes a new key and nothing stale is served. Storage writes whole
// objects only (local disk: temp file + rename; S3: one PUT), so a failed render leaves nothing
// that could be served; the download is counted only after the render succeeded.
import { createHash } from 'node:crypto';
import {
  addDays,
  CARD_DEFAULT_COLOURS,
  categoryFrameKinds,
  DEFAULT_IMAGE_POST_SETTINGS,
  FRAMES,
  type FrameKind,
  type FrameName,
  frameChoice,
  greetingAllowance,
  greetingCardUrl,
  IMAGE_POST_MESSAGES,
  istDateOf,
  offeredFrameKinds,
  type TGreetingFrameChoiceBody,
  type TGreetingOptions,
  type TGreetingsHome,
  UPGRADE_PATH,
  visibleFrameKinds,
} from '@cardora/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  type BrandProfile,
  coloursOfLogo,
  composeGreeting,
  type FrameOverlay,
  type FrameOverlayInput,
  lockBusiness,
  OverlayCache,
  renderFrameOverlay,
  requireReachableBusiness,
} from '#cards';
import { entitlementsFor } from '#commerce';
import { categoryNameSql } from '#db/category-name';
import type { DbOrTx } from '#db/client';
import {
  type AgencyRow,
  agencyCategoryFrameKinds,
  type BusinessRow,
  businesses,
  type CardRow,
  cards,
  imagePostDownloads,
  users,
} from '#db/schema';
import { AppError, notFound } from '#lib/errors';
import { cardPublicUrl } from '#lib/public-url';
import { type Storage, storageKeyFromUrl } from '#lib/storage/index';
import { requirePermission } from '#policies/cards';
import type { Services } from '#services';
import { withFestivals } from '../festivals/home';
import { type Caller, greetingsOff, managerOf, visibilityOf } from './access';
import { kindRefused, offeredKindsOf } from './category-frame-kinds';
import { rankPosts } from './relevance';
import { findPostRow, listPosts, postWhere, toImagePost } from './repo';
import { renderTextFor } from './text-overlays';

/** Bump when the frames' drawing changes, so every cached render is made again. */
const RENDER_VERSION = 'r1';
const overlays = new OverlayCache(200);

/** How often a render found its frame overlay in memory, and how often it drew it (for tests). */
export function overlayCacheStats(): { hits: number; misses: number; size: number } {
  return { hits: overlays.hits, misses: overlays.misses, size: overlays.size };
}

type Refusal = NonNullable<TGreetingOptions['refusal']>;

const refusalError = (refusal: Refusal) =>
  new AppError('CONFLICT', refusal.message, 409, undefined, refusal.upgradePath);

/** Greetings the business downloaded on `istDay`, and whether `imageId` is one of them: one query. */
async function downloadsOn(
  db: DbOrTx,
  businessId: string,
  istDay: string,
  imageId: string,
  // The render's frame kinds need the agency's choice for the business's category: read in the
  // same round trip (a download from storage is a handful of queries; this was one of them).
  category?: { agencyId: string; key: string },
): Promise<{ used: number; again: boolean; categoryChoice?: FrameKind[] | null }> {
  const [row] = await db
    .select({
      used: count(),
      again: sql<boolean>`coalesce(bool_or(${imagePostDownloads.imagePostId} = ${imageId}), false)`,
      ...(category
        ? {
            categoryChoice: sql<
              FrameKind[] | null
            >`(select ${agencyCategoryFrameKinds.kinds} from ${agencyCategoryFrameKinds}
              where ${agencyCategoryFrameKinds.agencyId} = ${category.agencyId}
              and ${agencyCategoryFrameKinds.categoryKey} = ${category.key})`,
          }
        : {}),
    })
    .from(imagePostDownloads)
    .where(and(eq(imagePostDownloads.businessId, businessId), eq(imagePostDownloads.istDay, istDay)));
  return {
    used: row?.used ?? 0,
    again: row?.again ?? false,
    ...(category
      ? { categoryChoice: (row as { categoryChoice?: FrameKind[] | null } | undefined)?.categoryChoice ?? null }
      : {}),
  };
}

async function usedOn(db: DbOrTx, businessId: string, istDay: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(imagePostDownloads)
    .where(and(eq(imagePostDownloads.businessId, businessId), eq(imagePostDownloads.istDay, istDay)));
  return row?.n ?? 0;
}

async function downloadedOn(db: DbOrTx, businessId: string, istDay: string, imageId: string): Promise<boolean> {
  return (await downloadsOn(db, businessId, istDay, imageId)).again;
}

interface Allowance {
  options: TGreetingOptions;
  /** Kinds offered: the plan shows them and the business's category gets them. */
  kinds: FrameKind[];
  /** Kinds the plan shows (to tell which rule refused a kind). */
  planKinds: FrameKind[];
}

/** `usedToday`: the business's downloads today when the caller has read them already. */
async function allowanceOf(
  db: DbOrTx,
  agency: AgencyRow,
  business: BusinessRow,
  now: Date,
  usedToday?: number,
  /** The agency's frame kinds for the business's category when the caller read them already (null: none chosen). */
  categoryChoice?: FrameKind[] | null,
): Promise<Allowance> {
  const today = istDateOf(now);
  const { entitlements } = await entitlementsFor(db, agency.id, business.id, now);
  const allowance = greetingAllowance({
    greetingImagesIncluded: entitlements.greetingImages,
    onPlan: entitlements.onPlan,
    planLimit: business.planLimits?.greetingImagesLimit ?? null,
    override: business.imagePostSettings?.greetingImagesLimit ?? null,
    businessEnabled: business.imagePostEnabled,
    usedToday: usedToday ?? (await usedOn(db, business.id, today)),
  });
  // Without a running plan there is nothing to download, and no plan's frames to hide.
  const planKinds = visibleFrameKinds(entitlements.onPlan ? business.frameVisibility : null);
  const kinds =
    categoryChoice === undefined
      ? await offeredKindsOf(db, agency.id, business, planKinds)
      : offeredFrameKinds(planKinds, categoryFrameKinds(business.category, categoryChoice));
  return {
    kinds,
    planKinds,
    options: {
      businessId: business.id,
      frames: kinds.length === 0 ? [] : FRAMES.map((frame) => ({ frame, kinds })),
      dailyLimit: allowance.dailyLimit,
      usedToday: allowance.usedToday,
      remainingToday: allowance.remainingToday,
      refusal: allowance.refusal ? { ...allowance.refusal, upgradePath: UPGRADE_PATH } : null,
      choice: frameChoice({}, business.imagePostSettings, kinds),
      language: business.imagePostSettings?.greetingLanguage ?? null,
      today,
      colours: null,
    },
  };
}

export async function getGreetingOptions(
  services: Services,
  caller: Caller,
  businessId: string,
): Promise<TGreetingOptions> {
  visibilityOf({ agency: caller.agency, principal: caller.principal });
  const business = await requireReachableBusiness(services.db, caller.agency.id, caller.principal, businessId);
  return withFrameColours(
    services,
    caller.agency,
    business,
    await allowanceOf(services.db, caller.agency, business, services.now()),
  );
}

/** The options with the colours the business's frames are drawn in (the picker's sketches show them). */
async function withFrameColours(
  services: Services,
  agency: AgencyRow,
  business: BusinessRow,
  { options }: Allowance,
): Promise<TGreetingOptions> {
  const brand = await brandOfBusiness(services, agency, business);
  return { ...options, colours: brand ? await brand.colours() : null };
}

/**
 * POST /image-post/frame-choice: the frame and kind the business's greetings start from, kept in
 * its image-post settings. Its owner may set it (it is the customer's own taste); staff within
 * reach too, a franchisee with card:edit (as for the other image-post settings). A kind the plan
 * hides is a 400 and nothing changes.
 */
export async function saveGreetingFrameChoice(
  services: Services,
  caller: Caller,
  body: TGreetingFrameChoiceBody,
): Promise<TGreetingOptions> {
  visibilityOf({ agency: caller.agency, principal: caller.principal });
  if (caller.principal.kind === 'franchisee') requirePermission(caller.principal, 'card:edit');
  const found = await requireReachableBusiness(services.db, caller.agency.id, caller.principal, body.businessId);
  const { kinds, planKinds } = await allowanceOf(services.db, caller.agency, found, services.now());
  if (!kinds.includes(body.frameKind)) {
    throw await kindRefused(services.db, caller.agency.id, found, 'frameKind', body.frameKind, planKinds);
  }
  const settings = {
    ...DEFAULT_IMAGE_POST_SETTINGS,
    ...found.imagePostSettings,
    frame: body.frame,
    frameKind: body.frameKind,
    ...(body.language === undefined ? {} : { greetingLanguage: body.language }),
  };
  const [business] = await services.db
    .update(businesses)
    .set({ imagePostSettings: settings })
    .where(and(eq(businesses.agencyId, caller.agency.id), eq(businesses.id, found.id)))
    .returning();
  if (!business) throw notFound();
  return withFrameColours(
    services,
    caller.agency,
    business,
    await allowanceOf(services.db, caller.agency, business, services.now()),
  );
}

// ---------------------------------------------------------------------------------------
// The brand profile: what the frame draws, and its version.

async function bytesOf(storage: Storage, url: string | null | undefined): Promise<Buffer | null> {
  const key = url ? storageKeyFromUrl(url) : null;
  return key ? ((await storage.get(key))?.body ?? null) : null;
}

function shortAddress(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

/**
 * The business as its frames show it. The version hashes every field drawn (uploads are
 * immutable per key, so their keys stand for their bytes), so any change to the business or its
 * card gives a new version and new cache keys. The pictures' bytes are read only by `load`:
 * a render already in Storage needs the version alone.
 */
export function brandProfile(
  services: Services,
  agency: AgencyRow,
  business: BusinessRow,
  card: CardRow & { cardId: string },
  categoryName: string,
): {
  version: string;
  cardUrl: string;
  load: () => Promise<BrandProfile>;
  /** The colours the frames are drawn in (reads the logo only when they come from it). */
  colours: () => Promise<{ primary: string; secondary: string }>;
  /** The language text-layer greetings are drawn in for it (text-overlays.ts cardLanguageOf). */
  readerLanguage: string | null;
} {
  const basic = card.sections.basicDetails;
  const template = card.sections.template;
  const product = card.sections.products.products[0] ?? null;
  const cardUrl = cardPublicUrl(services.config, agency, card.cardId);
  const drawn = {
    businessName: basic?.companyName ?? business.businessName,
    categoryName,
    logo: basic?.logoUrl ?? null,
    phone: basic?.phoneNumbers[0] ?? business.phoneNumber,
    whatsapp: basic?.whatsappNumber ?? null,
    email: basic?.email ?? business.email,
    address: basic?.address ?? null,
    website: basic?.website ?? null,
    cardAddress: shortAddress(cardUrl),
    colors: { primary: template.primaryColor, secondary: template.secondaryColor },
    // Colours the owner never chose: the frames take the logo's (its bytes stand behind its key).
    coloursFromLogo:
      Boolean(basic?.logoUrl) &&
      template.primaryColor.toLowerCase() === CARD_DEFAULT_COLOURS.primary &&
      template.secondaryColor.toLowerCase() === CARD_DEFAULT_COLOURS.secondary,
    product: product ? { name: product.name, pricePaise: product.priceInPaise, image: product.imageUrl } : null,
    person: basic ? { name: basic.name, designation: basic.designation, photo: basic.photoUrl } : null,
  };
  const version = createHash('sha256').update(JSON.stringify({ RENDER_VERSION, drawn })).digest('hex').slice(0, 16);
  const { coloursFromLogo, ...shown } = drawn;
  const coloursWith = async (logo: Buffer | null) =>
    (coloursFromLogo && logo ? await coloursOfLogo(logo) : null) ?? drawn.colors;
  const colours = async () => coloursWith(coloursFromLogo ? await bytesOf(services.storage, drawn.logo) : null);
  const load = async (): Promise<BrandProfile> => {
    const [logo, productImage, photo] = await Promise.all([
      bytesOf(services.storage, drawn.logo),
      bytesOf(services.storage, drawn.product?.image),
      bytesOf(services.storage, drawn.person?.photo),
    ]);
    return {
      ...shown,
      colors: await coloursWith(logo),
      version,
      logo,
      product: drawn.product ? { ...drawn.product, image: productImage } : null,
      person: drawn.person ? { ...drawn.person, photo } : null,
    };
  };
  // The language its text-layer greetings are drawn in: the business's choice, else its card's.
  const settings = (card.sections as { settings?: { language?: string } }).settings;
  const readerLanguage = business.imagePostSettings?.greetingLanguage ?? settings?.language ?? null;
  return { version, cardUrl, load, colours, readerLanguage };
}

/**
 * The business's brand profile from its card (its address, basic details, template colours) and
 * category, in one query; null while it has no published card (a frame carries the card's QR).
 * Greeting videos draw the same frame (areas/studio/videos).
 */
export async function brandOfBusiness(services: Services, agency: AgencyRow, business: BusinessRow) {
  const [found] = await services.db
    .select({ card: cards, categoryName: categoryNameSql })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .where(and(eq(cards.agencyId, agency.id), eq(cards.businessId, business.id)))
    .limit(1);
  const card = found?.card;
  // Not published yet (no details): its address would open "coming soon", so nothing carries it.
  if (!found || !card?.cardId || !card.sections.basicDetails) return null;
  return brandProfile(services, agency, business, { ...card, cardId: card.cardId }, found.categoryName);
}

/** The frame drawn for a profile, frame, kind and layout, from the greetings' overlay cache. */
export function cachedFrameOverlay(input: FrameOverlayInput): Promise<FrameOverlay> {
  return overlays.getOrRender(OverlayCache.key(input), () => renderFrameOverlay(input));
}

// ---------------------------------------------------------------------------------------
// The render.

export interface RenderRequest {
  imageId: string;
  businessId: string;
  /** Absent: the business's choice (imagePostSettings), see frameChoice. */
  frame?: FrameName;
  kind?: FrameKind;
}

export const renderKey = (
  agencyId: string,
  businessId: string,
  imageId: string,
  version: string,
  r: { frame: FrameName; kind: FrameKind },
  // A text-layer post's language and text version (docs/product-rules.md#greetings-text-layers); none: today's key.
  text?: { language: string; version: string } | null,
) =>
  `greetings/${agencyId}/${businessId}/${imageId}/${version}-${r.frame}-${r.kind}${text ? `-${text.language}-${text.version}` : ''}.jpg`;

type Brand = NonNullable<Awaited<ReturnType<typeof brandOfBusiness>>>;
type PostRow = NonNullable<Awaited<ReturnType<typeof findPostRow>>>;

/**
 * One post's greeting for one business from Storage, or drawn and stored when it is not there
 * yet (under the key a later download reads). Counts nothing.
 */
async function storedGreeting(
  services: Services,
  agencyId: string,
  businessId: string,
  post: PostRow,
  brand: Brand,
  choice: { frame: FrameName; kind: FrameKind },
): Promise<{ jpeg: Buffer; drawn: boolean }> {
  const { storage } = services;
  // A text-layer post is drawn in the business's card language (docs/product-rules.md#greetings-text-layers).
  const text = renderTextFor(post, brand.readerLanguage);
  const key = renderKey(agencyId, businessId, post.id, brand.version, choice, text);
  const stored = (await storage.get(key))?.body;
  if (stored) return { jpeg: stored, drawn: false };
  const [original, profile] = await Promise.all([storage.get(post.storageKey), brand.load()]);
  if (!original) throw new Error(`original of image post ${post.id} is missing`);
  const overlay = await cachedFrameOverlay({ profile, ...choice, layout: post.layout });
  const jpeg = await composeGreeting({
    postImage: original.body,
    overlay,
    layout: post.layout,
    qrUrl: greetingCardUrl(brand.cardUrl, post.id),
    textOverlay: text ? await text.overlay() : null,
  });
  await storage.put(key, jpeg, 'image/jpeg');
  return { jpeg, drawn: true };
}

export interface PreparedGreeting {
  outcome: 'rendered' | 'stored' | 'failed';
}

/**
 * The night's work for one business (docs/product-rules.md#greetings-prepared): the posts its
 * home leads with on `date`, images only, at most `maxPosts`, stored in its saved frame and
 * kind. Nothing when it could not download greetings (no plan, turned off, no card). The home is
 * read as its owner would read it that morning, so festivals, regional days and relevance
 * decide exactly as they will for the customer.
 */
export async function prepareBusinessGreetings(
  services: Services,
  agency: AgencyRow,
  business: BusinessRow,
  date: string,
  options: { maxPosts: number },
): Promise<PreparedGreeting[]> {
  const { db } = services;
  const [owner] = await db.select().from(users).where(eq(users.id, business.userId)).limit(1);
  if (!owner) return [];
  // The morning of `date`, IST: the home and the allowance as the customer will see them.
  const morning = new Date(Date.parse(`${date}T08:00:00+05:30`));
  const onThatDay: Services = { ...services, now: () => morning };
  const { options: allowance, kinds } = await allowanceOf(db, agency, business, morning, 0);
  if (allowance.refusal) return [];
  const choice = frameChoice({}, business.imagePostSettings, kinds);
  if (!choice.kind || !kinds.includes(choice.kind)) return [];
  const brand = await brandOfBusiness(services, agency, business);
  if (!brand) return [];
  const caller: Caller = {
    agency,
    principal: { kind: 'user', user: owner, sessionId: 'job:prepare', lastInteractionAt: morning },
  };
  const home = await getGreetingsHome(onThatDay, caller, { businessId: business.id, days: 1 });
  const imageIds = home.todays.filter((post) => post.mediaType === 'IMAGE').map((post) => post.imageId);
  const visibility = visibilityOf(caller);
  const prepared: PreparedGreeting[] = [];
  for (const imageId of imageIds.slice(0, options.maxPosts)) {
    try {
      const post = await findPostRow(db, visibility, imageId);
      if (!post) continue;
      const { drawn } = await storedGreeting(services, agency.id, business.id, post, brand, {
        frame: choice.frame,
        kind: choice.kind,
      });
      prepared.push({ outcome: drawn ? 'rendered' : 'stored' });
    } catch {
      prepared.push({ outcome: 'failed' });
    }
  }
  return prepared;
}

/** The branded JPEG of one post for one business, counted once per post and IST day. */
export async function renderImagePost(
  services: Services,
  caller: Caller,
  request: RenderRequest,
): Promise<{ jpeg: Buffer; fileName: string }> {
  const { db } = services;
  const { agency } = caller;
  const visibility = visibilityOf(caller);
  const business = await requireReachableBusiness(db, agency.id, caller.principal, request.businessId);
  // The business's own agency decides what it sees: for its customers and its staff alike.
  const post = await findPostRow(db, visibility, request.imageId);
  if (!post) throw notFound(IMAGE_POST_MESSAGES.unknownPost(request.imageId));
  if (post.mediaType !== 'IMAGE') throw new AppError('CONFLICT', IMAGE_POST_MESSAGES.videoNotRendered, 409);

  const now = services.now();
  const today = istDateOf(now);
  const { used, again, categoryChoice } = await downloadsOn(db, business.id, today, post.id, {
    agencyId: agency.id,
    key: business.category,
  });
  const { options, kinds, planKinds } = await allowanceOf(db, agency, business, now, used, categoryChoice ?? null);
  const refusal = options.refusal;
  if (refusal && !(again && refusal.reason === 'limitReached')) throw refusalError(refusal);
  const chosen = frameChoice(request, business.imagePostSettings, kinds);
  if (!chosen.kind || !kinds.includes(chosen.kind)) {
    throw await kindRefused(db, agency.id, business, 'kind', chosen.kind ?? request.kind ?? 'regular', planKinds);
  }
  const frame = chosen.frame;
  const kind = chosen.kind;

  const brand = await brandOfBusiness(services, agency, business);
  if (!brand) throw new AppError('CONFLICT', IMAGE_POST_MESSAGES.cardNeeded, 409);
  const { jpeg } = await storedGreeting(services, agency.id, business.id, post, brand, { frame, kind });

  // Counted after the render succeeded, under the business's lock so racing downloads cannot pass
  // the limit. A post already counted today (rows are never taken back) has nothing to count.
  const fileName = `greeting-${post.id.slice(0, 8)}-${frame}.jpg`;
  if (again) return { jpeg, fileName };
  await db.transaction(async (tx) => {
    const locked = await lockBusiness(tx, agency.id, business.id);
    if (!locked) throw notFound();
    if (await downloadedOn(tx, business.id, today, post.id)) return;
    const fresh = await allowanceOf(tx, agency, locked, now);
    if (fresh.options.refusal) throw refusalError(fresh.options.refusal);
    await tx
      .insert(imagePostDownloads)
      .values({
        agencyId: agency.id,
        businessId: business.id,
        imagePostId: post.id,
        istDay: today,
        frame,
        kind,
        createdAt: now,
      })
      .onConflictDoNothing();
  });
  return { jpeg, fileName };
}

// ---------------------------------------------------------------------------------------
// The home.

export async function getGreetingsHome(
  services: Services,
  caller: Caller,
  query: { businessId?: string; days: number; language?: string },
): Promise<TGreetingsHome> {
  const { db, storage } = services;
  const visibility = visibilityOf(caller);
  if (!visibility.platform && !visibility.ownAgencyId) throw greetingsOff();
  const manager = managerOf(caller);
  const today = istDateOf(services.now());
  const business = query.businessId
    ? await requireReachableBusiness(db, caller.agency.id, caller.principal, query.businessId)
    : null;
  const language = query.language;
  // A business sees its trade's posts first, then general ones; other trades' never (relevance.ts).
  const relevantTo = business?.category;
  const [todays, upcoming, forBusiness] = await Promise.all([
    listPosts(db, postWhere(visibility, { date: today, language, relevantTo }), {
      sort: 'newest',
      limit: 50,
      offset: 0,
    }),
    listPosts(
      db,
      postWhere(visibility, { from: addDays(today, 1), to: addDays(today, query.days), language, relevantTo }),
      {
        sort: 'date',
        limit: 200,
        offset: 0,
      },
    ),
    business
      ? listPosts(db, postWhere(visibility, { businessCategoryKey: business.category, undated: true, language }), {
          sort: 'newest',
          limit: 24,
          offset: 0,
        })
      : Promise.resolve([]),
  ]);
  const view = (rows: typeof todays) => rows.map((row) => toImagePost(row, manager, storage));
  const byDate = new Map<string, ReturnType<typeof view>>();
  for (const post of view(upcoming)) {
    if (!post.date) continue;
    byDate.set(post.date, [...(byDate.get(post.date) ?? []), post]);
  }
  const home = {
    today,
    todays: rankPosts(view(todays), relevantTo),
    upcoming: [...byDate].map(([date, posts]) => ({ date, posts: rankPosts(posts, relevantTo), festivals: [] })),
    forBusiness: view(forBusiness),
    todaysFestivals: [],
    stateCode: null,
  };
  // Festivals of each day and the posts scheduled to them (docs/product-rules.md#festival-calendar).
  return withFestivals(services, caller, home, { businessId: business?.id ?? null, days: query.days, language });
}
