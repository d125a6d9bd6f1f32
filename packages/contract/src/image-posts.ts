// Greetings (image posts): categories →
// subcategories → posts with tags, the frames a plan offers, and the daily allowance. The rules
// are pure functions here, used by the server to enforce and by the web to hide
// (docs/product-rules.md#greetings).
//
// Who owns what: rows made by the superadmin agency are the platform's (agency id null): its
// posts are the "daily images" every agency with imagePost.enableImagePost gets. Any other
// agency's posts are exclusive to it (only its own people see them) and need
// imagePost.allowAgencyExclusivePosts to be made. Categories, subcategories and tags follow the
// same ownership, without that flag (an agency keeps its own business categories too).
import { z } from 'zod';
import type { TAgencyConfiguration } from './agency';
import { isIsoDate, pageOf, pagingQueryFields, requiredText, ZUuid } from './common';
import { FRAMES, LAYOUT_TYPES, MEDIA_TYPES, UNLIMITED } from './constants';
import { ZFestivalKey, ZFestivalOnDay } from './festivals';
import type { TFrameVisibility } from './plan-limits';

export type MediaType = (typeof MEDIA_TYPES)[number];
export type LayoutType = (typeof LAYOUT_TYPES)[number];
export type FrameName = (typeof FRAMES)[number];

/** The three kinds each frame comes in; the plan's frameVisibility hides kinds. */
export const FRAME_KINDS = ['regular', 'product', 'political'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** Languages a post's text is in (ISO 639-1), for the grid's and the customer's filter. */
export const IMAGE_POST_LANGUAGES = ['en', 'hi', 'mr', 'gu', 'bn', 'pa', 'ta', 'te', 'kn', 'ml', 'or'] as const;
export type ImagePostLanguage = (typeof IMAGE_POST_LANGUAGES)[number];

/** Uploads: an image is re-encoded (so its size on arrival is what is limited); a video is kept as sent. */
export const IMAGE_POST_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_POST_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
/** Files in one bulk upload. */
export const IMAGE_POST_BULK_MAX_FILES = 50;
/** Ids in one delete or preview request. */
export const IMAGE_POST_IDS_MAX = 100;
export const IMAGE_POST_PAGE_SIZE_MAX = 100;
export const IMAGE_POST_NAME_MAX = 80;
export const IMAGE_POST_TITLE_MAX = 120;
/** How far ahead the customer's festival calendar looks. */
export const GREETINGS_CALENDAR_DAYS = 30;

export const IMAGE_POST_MESSAGES = {
  greetingsOff: 'Greeting images are not offered by this agency.',
  unknownBulkUpload: 'There is no such bulk upload.',
  bulkFileGone: 'This file could not be found any more: upload it again.',
  bulkUploaderGone: 'The account that uploaded this file no longer exists.',
  exclusiveNotAllowed:
    'This agency may not add its own greeting posts. Ask the platform to allow agency-exclusive posts.',
  platformRow: "This belongs to the platform's daily images: only the platform's team can change it.",
  unknownCategory: (id: string) => `There is no image category ${id}.`,
  unknownSubcategory: (id: string) => `There is no image subcategory ${id}.`,
  unknownTag: (id: string) => `There is no image tag ${id}.`,
  unknownPost: (id: string) => `There is no greeting post ${id}.`,
  nameRequired: 'Enter a name.',
  nameTooLong: `Keep the name under ${IMAGE_POST_NAME_MAX} characters.`,
  titleTooLong: `Keep the title under ${IMAGE_POST_TITLE_MAX} characters.`,
  categoryExists: (name: string) => `There is already an image category called '${name}'.`,
  subcategoryExists: (name: string) => `This category already has a subcategory '${name}'.`,
  tagExists: (name: string) => `There is already a tag called '${name}'.`,
  subcategoryInUse: (posts: number) =>
    `${posts} ${posts === 1 ? 'post uses' : 'posts use'} this subcategory. Delete or move them first.`,
  businessCategoryInUse: (businesses: number) =>
    `${businesses} ${businesses === 1 ? 'business is' : 'businesses are'} in this business category. Move them first.`,
  fileMissing: 'Choose a file to upload.',
  notAnImage: 'Upload a JPEG, PNG or WebP image.',
  notAVideo: 'Upload an MP4 or WebM video.',
  imageTooLarge: 'This file is too big. Upload an image of at most 8 MB.',
  videoTooLarge: 'This file is too big. Upload a video of at most 50 MB.',
  tooManyFiles: `Upload at most ${IMAGE_POST_BULK_MAX_FILES} files at once.`,
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  rangeInvalid: "'from' must not be after 'to'.",
  idsInvalid: 'Give one or more ids, separated by commas.',
  greetingsTurnedOff: 'Greetings are turned off for this business. Ask your agency to turn them on.',
  notIncluded: "This business's plan does not include greeting images. Upgrade the plan to download them.",
  needsPlan: 'This business has no active plan, and greeting images come with a plan. Buy a plan to download them.',
  dailyLimitReached: (limit: number) =>
    `This business's plan allows ${limit} greeting ${limit === 1 ? 'image' : 'images'} a day, and today's are used. Upgrade the plan for more, or come back tomorrow.`,
  frameKindHidden: (kind: FrameKind) => `The ${kind} frames are not part of this business's plan.`,
  cardNeeded: "Make this business's digital card first: a greeting carries the card's address and QR code.",
  videoNotRendered: 'Branded video greetings are not available yet; download image greetings instead.',
  previewPending: 'The preview of this post is still being made.',
} as const;

// ---------------------------------------------------------------------------------------
// Who sees and who manages (pure rules).

export interface ImagePostAgency {
  roles: readonly string[];
  configuration: Pick<TAgencyConfiguration, 'imagePost'>;
}

export const isPlatformAgency = (agency: Pick<ImagePostAgency, 'roles'>) => agency.roles.includes('superadmin');

/**
 * The posts an agency's people read: the platform's daily images (when the agency has greetings
 * on; the platform itself always) and the agency's own exclusive posts. null: customers of an
 * agency with greetings off see none (400 with greetingsOff). Staff keep reading, to prepare.
 */
export function imagePostReadScope(
  agency: ImagePostAgency,
  reader: 'customer' | 'staff',
): { platform: boolean; own: boolean } | null {
  if (isPlatformAgency(agency)) return { platform: true, own: false };
  const on = agency.configuration.imagePost.enableImagePost;
  if (reader === 'customer' && !on) return null;
  return { platform: true, own: true };
}

/**
 * Whose posts an agency's managers make: the platform's (null) for the superadmin agency, its own
 * for an agency allowed exclusive posts; otherwise a refusal message (400).
 */
export function imagePostOwner(
  agency: ImagePostAgency & { id: string },
): { ok: true; agencyId: string | null } | { ok: false; message: string } {
  if (isPlatformAgency(agency)) return { ok: true, agencyId: null };
  if (!agency.configuration.imagePost.allowAgencyExclusivePosts) {
    return { ok: false, message: IMAGE_POST_MESSAGES.exclusiveNotAllowed };
  }
  return { ok: true, agencyId: agency.id };
}

/** Whose categories, subcategories and tags an agency's managers make (no flag needed). */
export function referenceDataOwner(agency: Pick<ImagePostAgency, 'roles'> & { id: string }): string | null {
  return isPlatformAgency(agency) ? null : agency.id;
}

/** The frame kinds a plan offers: frameVisibility hides kinds; no plan copy means none hidden. */
export function visibleFrameKinds(frameVisibility: TFrameVisibility | null): FrameKind[] {
  if (!frameVisibility) return [...FRAME_KINDS];
  const hidden: Record<FrameKind, boolean> = {
    regular: frameVisibility.hideRegularFrame,
    product: frameVisibility.hideProductFrame,
    political: frameVisibility.hidePoliticalFrame,
  };
  return FRAME_KINDS.filter((kind) => !hidden[kind]);
}

export interface GreetingAllowanceInput {
  /** businessEntitlements(...).greetingImages: the agency sells greetings and the running plan includes them. */
  greetingImagesIncluded: boolean;
  onPlan: boolean;
  /** The plan's greetingImagesLimit (-1 unlimited); null without a plan. */
  planLimit: number | null;
  /** Staff's per-business override (imagePostSettings.greetingImagesLimit); null: the plan's. */
  override: number | null;
  /** The business's image-post status (All Projects: enabled / disabled). */
  businessEnabled: boolean;
  /** Distinct posts already downloaded today (IST). */
  usedToday: number;
}

export type GreetingRefusalReason = 'turnedOff' | 'notIncluded' | 'limitReached';

export interface GreetingAllowance {
  /** Per IST day; -1 unlimited; 0 when refused for another reason. */
  dailyLimit: number;
  usedToday: number;
  /** -1 unlimited. */
  remainingToday: number;
  refusal: { reason: GreetingRefusalReason; message: string } | null;
}

/**
 * Whether the business may download one more distinct greeting today. A post already downloaded
 * today is free again (the server checks that before asking); a refusal is a 409 with the
 * message and the upgrade path, never a 403 (which signs the web out).
 */
export function greetingAllowance(input: GreetingAllowanceInput): GreetingAllowance {
  const refuse = (reason: GreetingRefusalReason, message: string, dailyLimit = 0): GreetingAllowance => ({
    dailyLimit,
    usedToday: input.usedToday,
    remainingToday: 0,
    refusal: { reason, message },
  });
  if (!input.businessEnabled) return refuse('turnedOff', IMAGE_POST_MESSAGES.greetingsTurnedOff);
  if (!input.greetingImagesIncluded) {
    return refuse('notIncluded', input.onPlan ? IMAGE_POST_MESSAGES.notIncluded : IMAGE_POST_MESSAGES.needsPlan);
  }
  const limit = input.override ?? input.planLimit ?? 0;
  if (limit === UNLIMITED) {
    return { dailyLimit: UNLIMITED, usedToday: input.usedToday, remainingToday: UNLIMITED, refusal: null };
  }
  if (limit <= 0) return refuse('notIncluded', IMAGE_POST_MESSAGES.notIncluded);
  if (input.usedToday >= limit) return refuse('limitReached', IMAGE_POST_MESSAGES.dailyLimitReached(limit), limit);
  return { dailyLimit: limit, usedToday: input.usedToday, remainingToday: limit - input.usedToday, refusal: null };
}

/**
 * The frame a render uses: the one asked for, else the business's choice, else frame7; the kind
 * asked for (checked against the plan by the caller), else the choice if the plan offers it, else
 * the first kind it offers (null: none).
 */
export function frameChoice(
  asked: { frame?: FrameName; kind?: FrameKind },
  saved: { frame?: FrameName; frameKind?: FrameKind } | null,
  offered: readonly FrameKind[],
): { frame: FrameName; kind: FrameKind | null } {
  const frame = asked.frame ?? saved?.frame ?? 'frame7';
  if (asked.kind) return { frame, kind: asked.kind };
  const kind = saved?.frameKind && offered.includes(saved.frameKind) ? saved.frameKind : (offered[0] ?? null);
  return { frame, kind };
}

/** The card's address a greeting carries: opening it tags the visit with the post (`?g=`). */
export function greetingCardUrl(cardPublicUrl: string, imageId: string): string {
  return `${cardPublicUrl}?g=${imageId}`;
}

// ---------------------------------------------------------------------------------------
// Text layers (docs/product-rules.md#greetings-text-layers): a post may be artwork plus up to
// three text layers, each with its text in any of the post languages, so one post serves every
// language and the renderer draws the customer's.

/** The post languages' English names (the admin area is English). */
export const IMAGE_POST_LANGUAGE_NAMES: Record<ImagePostLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  mr: 'Marathi',
  gu: 'Gujarati',
  bn: 'Bengali',
  pa: 'Punjabi',
  ta: 'Tamil',
  te: 'Telugu',
  kn: 'Kannada',
  ml: 'Malayalam',
  or: 'Odia',
};

/** The post languages in their own script, for the customer's choice of greeting language. */
export const IMAGE_POST_LANGUAGE_NATIVE_NAMES: Record<ImagePostLanguage, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
  gu: 'ગુજરાતી',
  bn: 'বাংলা',
  pa: 'ਪੰਜਾਬੀ',
  ta: 'தமிழ்',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  ml: 'മലയാളം',
  or: 'ଓଡ଼ିଆ',
};

export const TEXT_LAYER_ROLES = ['headline', 'line', 'smallPrint'] as const;
export type TextLayerRole = (typeof TEXT_LAYER_ROLES)[number];
export const TEXT_LAYER_ALIGNS = ['left', 'center', 'right'] as const;
export const TEXT_LAYER_WEIGHTS = ['regular', 'bold'] as const;
export const TEXT_LAYERS_MAX = 3;
export const TEXT_LAYER_TEXT_MAX = 120;
/** The smallest box side, as a fraction of the canvas: smaller boxes cannot hold legible text. */
export const TEXT_LAYER_BOX_MIN = 0.04;

export const TEXT_LAYER_MESSAGES = {
  tooMany: `A post has at most ${TEXT_LAYERS_MAX} text layers.`,
  boxOutside: 'Keep the text box inside the picture.',
  boxTooSmall: 'Make the text box bigger.',
  textTooLong: `Keep each text under ${TEXT_LAYER_TEXT_MAX} characters.`,
  noLanguage: 'Write the text in at least one language.',
  unknownLanguage: `Use one of the post languages: ${IMAGE_POST_LANGUAGES.join(', ')}.`,
  colourInvalid: 'Use a colour like #ffffff.',
  notJson: 'The text layers could not be read.',
  videoPost: 'Text layers are for image posts only.',
  notDrawable: (language: string, chars: string) =>
    `The ${language} text has characters no font we have can draw (${chars}). Remove them or write them another way.`,
  doesNotFit: (language: string) =>
    `The ${language} text does not fit its box even at the smallest size. Make the box bigger or the text shorter.`,
  /** Prefixes a layer's problem with which layer it is (1-based). */
  ofLayer: (index: number, message: string) => `Text layer ${index + 1}: ${message}`,
} as const;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const ZLayerColour = z.string().trim().regex(HEX_COLOUR, TEXT_LAYER_MESSAGES.colourInvalid);
const ZFraction = z.number().min(0, TEXT_LAYER_MESSAGES.boxOutside).max(1, TEXT_LAYER_MESSAGES.boxOutside);
const ZSide = z
  .number()
  .min(TEXT_LAYER_BOX_MIN, TEXT_LAYER_MESSAGES.boxTooSmall)
  .max(1, TEXT_LAYER_MESSAGES.boxOutside);

/** A layer's box as fractions of the canvas (0..1 from the top left), wholly inside it. */
export const ZTextLayerBox = z
  .object({ x: ZFraction, y: ZFraction, width: ZSide, height: ZSide })
  // A little slack for the rounding of a box dragged to the very edge.
  .refine((b) => b.x + b.width <= 1.0001 && b.y + b.height <= 1.0001, { message: TEXT_LAYER_MESSAGES.boxOutside });
export type TTextLayerBox = z.infer<typeof ZTextLayerBox>;

/** One text, whitespace made single spaces; empty means "not in this language". */
const ZLayerText = z
  .string()
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .refine((text) => [...text].length <= TEXT_LAYER_TEXT_MAX, TEXT_LAYER_MESSAGES.textTooLong);

export const ZTextLayer = z.object({
  role: z.enum(TEXT_LAYER_ROLES),
  box: ZTextLayerBox,
  align: z.enum(TEXT_LAYER_ALIGNS).default('center'),
  /** Where the text sits in its box when it does not fill it. */
  verticalAlign: z.enum(['top', 'middle', 'bottom']).default('middle'),
  color: ZLayerColour.default('#ffffff'),
  weight: z.enum(TEXT_LAYER_WEIGHTS).default('bold'),
  /** A soft dark shadow behind the letters, for text over busy art. */
  shadow: z.boolean().default(true),
  /** A translucent band of this colour behind the text (its box), for text over busy art. */
  band: ZLayerColour.nullable().default(null),
  /** The text in each language it is written in (language code → text). */
  texts: z
    .record(z.string(), ZLayerText)
    .refine(
      (texts) => Object.keys(texts).every((code) => (IMAGE_POST_LANGUAGES as readonly string[]).includes(code)),
      TEXT_LAYER_MESSAGES.unknownLanguage,
    )
    .transform((texts) => {
      const kept: Partial<Record<ImagePostLanguage, string>> = {};
      for (const language of IMAGE_POST_LANGUAGES) {
        const text = texts[language];
        if (text) kept[language] = text;
      }
      return kept;
    })
    .refine((texts) => Object.keys(texts).length > 0, TEXT_LAYER_MESSAGES.noLanguage),
});
export type TTextLayer = z.infer<typeof ZTextLayer>;
export type TTextLayerInput = z.input<typeof ZTextLayer>;

export const ZTextLayers = z
  .array(ZTextLayer, { error: TEXT_LAYER_MESSAGES.notJson })
  .max(TEXT_LAYERS_MAX, TEXT_LAYER_MESSAGES.tooMany);
export type TTextLayers = z.infer<typeof ZTextLayers>;

/** A problem found in `textLayers`, named by the layer it is in ("Text layer 2: …"). */
export function textLayerIssueMessage(issue: { path: readonly PropertyKey[]; message: string }): string {
  const at = issue.path.indexOf('textLayers');
  const index = issue.path[at + 1];
  return typeof index === 'number' ? TEXT_LAYER_MESSAGES.ofLayer(index, issue.message) : issue.message;
}

/** The languages a post's layers are written in: those every layer with text has (in list order). */
export function textLayerLanguages(layers: readonly Pick<TTextLayer, 'texts'>[]): ImagePostLanguage[] {
  return IMAGE_POST_LANGUAGES.filter((language) => layers.some((layer) => layer.texts[language]));
}

/**
 * The language a text-layer post is drawn in for a reader who wants `wanted` (the card's
 * language, or a language asked for): that one when some layer has it, else the post's own
 * language, else English, else the first language any layer has.
 */
export function textLayerLanguage(
  layers: readonly Pick<TTextLayer, 'texts'>[],
  wanted: string | null | undefined,
  postLanguage: ImagePostLanguage,
): ImagePostLanguage {
  const has = textLayerLanguages(layers);
  const tries = [wanted, postLanguage, 'en'];
  for (const language of tries) {
    const found = has.find((code) => code === language);
    if (found) return found;
  }
  return has[0] ?? postLanguage;
}

/** A multipart field holding the layers as JSON: absent keeps them, '' or '[]' removes them. */
const ZTextLayersField = z.preprocess((value, ctx) => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: TEXT_LAYER_MESSAGES.notJson, input: value });
    return z.NEVER;
  }
}, ZTextLayers.nullable().optional());

/** PUT /image-post/{imageId}/text-layers: the post's layers (an empty list removes them). */
export const ZSaveTextLayersBody = z.object({ textLayers: ZTextLayers });
export type TSaveTextLayersBody = z.input<typeof ZSaveTextLayersBody>;

/** POST /image-post/text-preview: a post's art with these layers in one language (not saved). */
export const ZTextPreviewBody = z.object({
  imageId: ZUuid,
  language: z.enum(IMAGE_POST_LANGUAGES),
  textLayers: ZTextLayers,
  /** Absent: the post's own layout. */
  layout: z.enum(LAYOUT_TYPES).optional(),
});
export type TTextPreviewBody = z.input<typeof ZTextPreviewBody>;

/** GET /image-post/{imageId}/preview: the watermarked preview in a language (text-layer posts). */
export const ZImagePostPreviewQuery = z.object({
  /** Absent: the business's card language when businessId is given, else the post's own. */
  language: z.enum(IMAGE_POST_LANGUAGES).optional(),
  businessId: ZUuid.optional(),
});
export type TImagePostPreviewQuery = z.input<typeof ZImagePostPreviewQuery>;

// ---------------------------------------------------------------------------------------
// Schemas.

const ZName = requiredText(IMAGE_POST_NAME_MAX, IMAGE_POST_MESSAGES.nameRequired, IMAGE_POST_MESSAGES.nameTooLong);

const ZIsoDate = z.string().refine(isIsoDate, IMAGE_POST_MESSAGES.dateInvalid);

/** A query list: `a,b,c` (or repeated keys, which Fastify gives as an array). */
const idList = (max: number) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value.join(',') : String(value ?? ''))
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    z.array(ZUuid, { error: IMAGE_POST_MESSAGES.idsInvalid }).min(1, IMAGE_POST_MESSAGES.idsInvalid).max(max),
  );

export const ZImageCategory = z.object({
  imageCategoryId: ZUuid,
  name: z.string(),
  /** The platform's (made by the superadmin agency, shared by every agency); else this agency's own. */
  isPlatform: z.boolean(),
  /** The caller's agency may change it (its own, or the platform's for the superadmin agency). */
  editable: z.boolean(),
  subcategoryCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TImageCategory = z.infer<typeof ZImageCategory>;

/** POST /image-post/image-category: create, or rename when imageCategoryId is given. */
export const ZSaveImageCategoryBody = z.object({ imageCategoryId: ZUuid.optional(), name: ZName });
export type TSaveImageCategoryBody = z.input<typeof ZSaveImageCategoryBody>;

export const ZImageSubcategory = z.object({
  imageSubcategoryId: ZUuid,
  imageCategoryId: ZUuid,
  /** For 'Business Category', the key a business's `category` holds. */
  key: z.string(),
  name: z.string(),
  sort: z.number().int(),
  isPlatform: z.boolean(),
  editable: z.boolean(),
});
export type TImageSubcategory = z.infer<typeof ZImageSubcategory>;

/** GET /image-subcategory */
export const ZImageSubcategoryQuery = z.object({ imageCategoryId: ZUuid });

/** GET /image-subcategory/by-mulitple-category (the spec's spelling) */
export const ZImageSubcategoriesByCategoriesQuery = z.object({ imageCategoryIds: idList(50) });
export const ZImageCategoryWithSubcategories = ZImageCategory.extend({
  subcategories: z.array(ZImageSubcategory),
});
export type TImageCategoryWithSubcategories = z.infer<typeof ZImageCategoryWithSubcategories>;

export const ZImageCategoryIdParams = z.object({ imageCategoryId: ZUuid });

/** POST /image-post/image-category/{imageCategoryId}/image-subcategory; key defaults to the name's slug. */
export const ZCreateImageSubcategoryBody = z.object({
  name: ZName,
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A key is lower-case letters and digits joined by dashes.')
    .max(60)
    .optional(),
  sort: z.number().int().min(0).max(10_000).optional(),
});
export type TCreateImageSubcategoryBody = z.input<typeof ZCreateImageSubcategoryBody>;

/** DELETE /image-post/image-category/{imageCategoryId}/image-subcategory (body). */
export const ZDeleteImageSubcategoryBody = z.object({ imageSubcategoryId: ZUuid });

export const ZImageTag = z.object({
  imageTagId: ZUuid,
  name: z.string(),
  isPlatform: z.boolean(),
  editable: z.boolean(),
});
export type TImageTag = z.infer<typeof ZImageTag>;
export const ZCreateImageTagBody = z.object({ name: ZName });
export const ZImageTagIdParams = z.object({ imageTagId: ZUuid });

export const PREVIEW_STATUSES = ['pending', 'ready', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

export const ZImagePost = z.object({
  imageId: ZUuid,
  /** The platform's daily image (every agency with greetings on), or this agency's exclusive post. */
  isPlatform: z.boolean(),
  editable: z.boolean(),
  mediaType: z.enum(MEDIA_TYPES),
  layout: z.enum(LAYOUT_TYPES),
  imageCategoryId: ZUuid,
  imageCategoryName: z.string(),
  imageSubcategoryId: ZUuid,
  imageSubcategoryName: z.string(),
  imageSubcategoryKey: z.string(),
  tags: z.array(z.object({ imageTagId: ZUuid, name: z.string() })),
  language: z.enum(IMAGE_POST_LANGUAGES),
  /** The IST date a festival or day post belongs to; null: any day. */
  date: z.string().nullable(),
  title: z.string().nullable(),
  /** The festival the post is scheduled to: it appears on that festival's date every year (docs/product-rules.md#festival-calendar). */
  festivalKey: z.string().nullable().default(null),
  /** The watermarked low-quality preview (what customers browse); null until made. */
  previewUrl: z.string().nullable(),
  previewStatus: z.enum(PREVIEW_STATUSES),
  /** The original upload: only for the post's managers (customers get the branded render). */
  originalUrl: z.string().nullable(),
  contentType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** VIDEO posts: the music library track its greeting videos carry (docs/product-rules.md#video-music). */
  musicTrackId: ZUuid.nullable().default(null),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The business category keys the post suits; empty: every business (docs/product-rules.md#greetings-relevance). */
  suitedCategories: z.array(z.string()).optional(),
  /** Text drawn over the art per language (docs/product-rules.md#greetings-text-layers); null: the text is in the image. */
  textLayers: ZTextLayers.nullable().optional(),
});
export type TImagePost = z.infer<typeof ZImagePost>;

export const IMAGE_POST_OWNERS = ['all', 'platform', 'own'] as const;

/** Filters shared by the post lists (the grid's category, date, language, type; the customer's views). */
const postFilters = {
  imageCategoryId: ZUuid.optional(),
  imageSubcategoryId: ZUuid.optional(),
  imageTagId: ZUuid.optional(),
  /** Posts of one IST date. */
  date: ZIsoDate.optional(),
  /** Posts dated in a range (IST, both included); undated posts are left out. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  language: z.enum(IMAGE_POST_LANGUAGES).optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  layout: z.enum(LAYOUT_TYPES).optional(),
  /** Posts for this business's trade (its 'Business Category' key); the business must be the caller's to reach. */
  businessId: ZUuid.optional(),
  /** Posts scheduled to this festival. */
  festivalKey: ZFestivalKey.optional(),
  /** all: everything the caller's agency sees; platform: the daily images; own: the agency's exclusive posts. */
  owner: z.enum(IMAGE_POST_OWNERS).default('all'),
  ...pagingQueryFields(IMAGE_POST_PAGE_SIZE_MAX, 24),
};

const rangeOk = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** GET /image-post: newest first, or by date ascending (`sort=date`, the festival calendar). */
export const ZImagePostListQuery = z
  .object({ ...postFilters, sort: z.enum(['newest', 'date']).default('newest') })
  .refine(rangeOk, { message: IMAGE_POST_MESSAGES.rangeInvalid, path: ['from'] });
export type TImagePostListQuery = z.input<typeof ZImagePostListQuery>;

/** GET /image-post/search: words in the title, the category, subcategory or tag names. */
export const ZImagePostSearchQuery = z
  .object({ ...postFilters, search: z.string().trim().min(1, 'Enter something to search for.').max(100) })
  .refine(rangeOk, { message: IMAGE_POST_MESSAGES.rangeInvalid, path: ['from'] });
export type TImagePostSearchQuery = z.input<typeof ZImagePostSearchQuery>;

export const ZImagePostList = pageOf(ZImagePost);
export type TImagePostList = z.infer<typeof ZImagePostList>;

/** GET /image-post/ids: these posts, in the order asked; ids the caller cannot see are left out. */
export const ZImagePostIdsQuery = z.object({ imageIds: idList(IMAGE_POST_IDS_MAX) });

/** GET /image-post/paginated-mutiple-subcategories (the spec's spelling): one page per subcategory. */
export const ZPostsBySubcategoriesQuery = z.object({
  imageSubcategoryIds: idList(20),
  language: z.enum(IMAGE_POST_LANGUAGES).optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  layout: z.enum(LAYOUT_TYPES).optional(),
  ...pagingQueryFields(50, 10),
});
export const ZPostsBySubcategories = z.object({
  list: z.array(
    z.object({
      imageSubcategoryId: ZUuid,
      name: z.string(),
      posts: z.array(ZImagePost),
      total: z.number().int(),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TPostsBySubcategories = z.infer<typeof ZPostsBySubcategories>;

/** At most this many business categories on one post. */
export const SUITED_CATEGORIES_MAX = 50;

/** Business category keys as a form sends them: `a,b` (or the field repeated); '' is none. */
export const ZSuitedCategories = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value.join(',') : String(value ?? ''))
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  z
    .array(z.string().max(60))
    .max(
      SUITED_CATEGORIES_MAX,
      `Choose at most ${SUITED_CATEGORIES_MAX} business categories, or none for every business.`,
    ),
);

/**
 * The shared fields of POST /image-post and POST /image-post/multiple (multipart form fields,
 * so every value arrives as text). imageId given: edit that post (the file is then optional).
 */
export const ZImagePostFields = z.object({
  imageId: ZUuid.optional(),
  imageSubcategoryId: ZUuid,
  mediaType: z.enum(MEDIA_TYPES).default('IMAGE'),
  layout: z.enum(LAYOUT_TYPES).default('SQUARE'),
  language: z.enum(IMAGE_POST_LANGUAGES).default('en'),
  date: z.preprocess((v) => (v === '' ? null : v), ZIsoDate.nullable()).default(null),
  /** Scheduled to a festival instead of a date (a key of the festival calendar; not both). */
  festivalKey: z.preprocess((v) => (v === '' ? null : v), ZFestivalKey.nullable()).default(null),
  title: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().max(IMAGE_POST_TITLE_MAX, IMAGE_POST_MESSAGES.titleTooLong).nullable(),
    )
    .default(null),
  /** Comma-separated ids (or the field repeated). */
  imageTagIds: z
    .preprocess(
      (value) =>
        (Array.isArray(value) ? value.join(',') : String(value ?? ''))
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      z.array(ZUuid).max(20),
    )
    .default([]),
  /** Business category keys the post suits (comma-separated; '' none: every business); absent: unchanged on an edit. */
  suitedCategories: ZSuitedCategories.optional(),
  /** JSON of the text layers (docs/product-rules.md#greetings-text-layers); absent keeps an edited post's. */
  textLayers: ZTextLayersField,
});
export type TImagePostFields = z.input<typeof ZImagePostFields>;

/** POST /image-post/multiple: one outcome per file, in the order sent. */
export const ZBulkImagePostResult = z.object({
  results: z.array(
    z.object({
      fileName: z.string(),
      imageId: ZUuid.nullable(),
      /** Why this file was refused (the status it would have had alone: 413, 415, 400). */
      error: z.object({ status: z.number().int(), code: z.string(), message: z.string() }).nullable(),
    }),
  ),
  created: z.number().int(),
  failed: z.number().int(),
});
export type TBulkImagePostResult = z.infer<typeof ZBulkImagePostResult>;

/**
 * POST /image-post/multiple answers at once with the background job that makes the posts (each
 * file decoded, checked, re-encoded and stored, then its preview queued); its outcome per file is
 * read from GET /image-post/multiple/{jobId}.
 */
export const ZBulkImagePostAccepted = z.object({ jobId: ZUuid, files: z.number().int() });
export type TBulkImagePostAccepted = z.infer<typeof ZBulkImagePostAccepted>;
export const ZBulkImagePostJobParams = z.object({ jobId: ZUuid });
export const ZBulkImagePostStatus = z.object({
  jobId: ZUuid,
  state: z.enum(['queued', 'active', 'completed', 'failed', 'retry', 'cancelled']),
  /** 0–100: files done so far. */
  progress: z.number(),
  /** Once completed: one outcome per file, in the order sent. */
  result: ZBulkImagePostResult.nullable(),
  /** Why the job failed, when it did. */
  error: z.string().nullable(),
});
export type TBulkImagePostStatus = z.infer<typeof ZBulkImagePostStatus>;

export const ZImageIdsBody = z.object({
  imageIds: z.array(ZUuid).min(1, IMAGE_POST_MESSAGES.idsInvalid).max(IMAGE_POST_IDS_MAX),
});
export type TImageIdsBody = z.input<typeof ZImageIdsBody>;

export const ZDeleteImagePostsResponse = z.object({ deleted: z.number().int(), imageIds: z.array(ZUuid) });
export const ZGeneratePreviewsResponse = z.object({
  /** Each post's preview job (null when made at once, without a queue). */
  queued: z.array(z.object({ imageId: ZUuid, jobId: z.string().nullable() })),
});
export const ZImagePostDeletedResponse = z.object({ deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------
// The customer's side: frames, the allowance, the branded render, the home and the visits.

export const ZGreetingOptionsQuery = z.object({ businessId: ZUuid });

/** POST /image-post/frame-choice: the frame and kind a business's greetings start from. */
export const ZGreetingFrameChoiceBody = z.object({
  businessId: ZUuid,
  frame: z.enum(FRAMES),
  frameKind: z.enum(FRAME_KINDS),
  /** The language of text-layer greetings; null: the card's; absent: unchanged. */
  language: z.enum(IMAGE_POST_LANGUAGES).nullable().optional(),
});
export type TGreetingFrameChoiceBody = z.infer<typeof ZGreetingFrameChoiceBody>;

export const ZGreetingOptions = z.object({
  businessId: ZUuid,
  /** Each frame with the kinds the plan offers (hidden kinds are not offered at all). */
  frames: z.array(z.object({ frame: z.enum(FRAMES), kinds: z.array(z.enum(FRAME_KINDS)) })),
  dailyLimit: z.number().int(),
  usedToday: z.number().int(),
  remainingToday: z.number().int(),
  /** Why downloads are refused now (null: they are not), with where the web sends the customer. */
  refusal: z
    .object({
      reason: z.enum(['turnedOff', 'notIncluded', 'limitReached']),
      message: z.string(),
      upgradePath: z.string(),
    })
    .nullable(),
  /** What a render uses when the request names no frame: the business's choice, within what the plan offers. */
  choice: z.object({ frame: z.enum(FRAMES), kind: z.enum(FRAME_KINDS).nullable() }),
  /** The language the business chose for text-layer greetings; null: its card's. */
  language: z.enum(IMAGE_POST_LANGUAGES).nullable(),
  /** The IST date the allowance counts. */
  today: z.string(),
  /**
   * The colours the frames are drawn in (the card's, or its logo's when the owner never chose);
   * null while the business has no published card.
   */
  colours: z.object({ primary: z.string(), secondary: z.string() }).nullable().default(null),
});
export type TGreetingOptions = z.infer<typeof ZGreetingOptions>;

export const ZRenderImagePostParams = z.object({ imageId: ZUuid });
export const ZRenderImagePostQuery = z.object({
  businessId: ZUuid,
  /** Absent: the business's frame choice (imagePostSettings.frame), else frame7. */
  frame: z.enum(FRAMES).optional(),
  /** Absent: the business's choice (imagePostSettings.frameKind) if the plan offers it, else the first kind it offers. */
  kind: z.enum(FRAME_KINDS).optional(),
  /** true: answered as an attachment (the Download button); the count is the same either way. */
  download: z.stringbool().default(false),
});
export type TRenderImagePostQuery = z.input<typeof ZRenderImagePostQuery>;
/** What the render answers: a JPEG (1080×1080 SQUARE, 1080×1920 STORY), not the JSON envelope. */
export const ZJpegResponse = z.string().describe('image/jpeg');

/** GET /image-post/home: today's posts first (IST), then the festival calendar ahead, then the trade's. */
export const ZGreetingsHomeQuery = z.object({
  businessId: ZUuid.optional(),
  days: z.coerce.number().int().min(1).max(90).default(GREETINGS_CALENDAR_DAYS),
  language: z.enum(IMAGE_POST_LANGUAGES).optional(),
});
export const ZGreetingsHome = z.object({
  today: z.string(),
  todays: z.array(ZImagePost),
  upcoming: z.array(
    z.object({
      date: z.string(),
      posts: z.array(ZImagePost),
      /** The festivals of the day (docs/product-rules.md#festival-calendar). */
      festivals: z.array(ZFestivalOnDay).default([]),
    }),
  ),
  /** Undated posts for the business's trade (empty without a businessId). */
  forBusiness: z.array(ZImagePost),
  /** Today's festivals. */
  todaysFestivals: z.array(ZFestivalOnDay).default([]),
  /** The business's state (ISO 3166-2:IN) regional festivals were chosen by; null: unknown, all shown with their states. */
  stateCode: z.string().nullable().default(null),
});
export type TGreetingsHome = z.infer<typeof ZGreetingsHome>;

/** GET /image-post/greeting-visits: card visits that came from greetings (`?g=` on the card). */
export const ZGreetingVisitsQuery = z.object({
  businessId: ZUuid,
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export const ZGreetingVisits = z.object({
  businessId: ZUuid,
  days: z.number().int(),
  /** Visits from greetings since Monday 00:00 IST. */
  thisWeek: z.number().int(),
  total: z.number().int(),
  perPost: z.array(
    z.object({
      imageId: ZUuid,
      title: z.string().nullable(),
      imageSubcategoryName: z.string(),
      previewUrl: z.string().nullable(),
      visits: z.number().int(),
      uniqueVisitors: z.number().int(),
    }),
  ),
});
export type TGreetingVisits = z.infer<typeof ZGreetingVisits>;
