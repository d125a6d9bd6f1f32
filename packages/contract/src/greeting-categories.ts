// Greetings that suit the shop: which business categories (the 'Business Category' keys a
// business's `category` holds) a post suits, and which frame kinds each business category gets.
// Pure rules, used by the server to enforce and by the web to show the defaults
// (docs/product-rules.md#greetings-relevance, docs/product-rules.md#greetings-frames).
import { z } from 'zod';
import { BUSINESS_CATEGORY_IMAGE_CATEGORY } from './business';
import { FRAME_KINDS, type FrameKind } from './image-posts';

export const GREETING_CATEGORY_MESSAGES = {
  unknownBusinessCategory: (key: string) => `There is no business category '${key}'.`,
  frameKindNotForCategory: (kind: FrameKind, categoryName: string) =>
    `The ${kind} frames are not offered to ${categoryName} businesses.`,
  noKinds: 'Give each business category at least one frame kind.',
  duplicateCategory: (key: string) => `The business category '${key}' is listed twice.`,
} as const;

// ---------------------------------------------------------------------------------------
// Which posts suit a business.

/** A post as far as relevance goes: its own suited categories and its subcategory. */
export interface SuitablePost {
  /** The business category keys the post was marked as suiting; empty or absent: general. */
  suitedCategories?: readonly string[] | null;
  imageCategoryName: string;
  imageSubcategoryKey: string;
}

/**
 * The business categories a post suits: those it was marked with, plus its own subcategory
 * when that is a business category (a post filed under 'Business Category' → 'Sweet Shop'
 * suits sweet shops). Empty: a general post, for every business.
 */
export function suitedCategoriesOf(post: SuitablePost): string[] {
  const marked = [...(post.suitedCategories ?? [])];
  if (post.imageCategoryName === BUSINESS_CATEGORY_IMAGE_CATEGORY && !marked.includes(post.imageSubcategoryKey)) {
    marked.push(post.imageSubcategoryKey);
  }
  return marked;
}

export type PostRelevance = 'own' | 'general' | 'other';

/** own: suited to this category; general: suits every business; other: only to other trades. */
export function postRelevance(post: SuitablePost, categoryKey: string): PostRelevance {
  const suited = suitedCategoriesOf(post);
  if (suited.length === 0) return 'general';
  return suited.includes(categoryKey) ? 'own' : 'other';
}

/**
 * What a business is shown, in order: the posts suited to its category first, then the general
 * ones, each group in the order given; posts suited only to other trades are left out. Without
 * a category (no business named) every post stays, as given.
 */
export function rankForBusiness<P extends SuitablePost>(
  posts: readonly P[],
  categoryKey: string | null | undefined,
): P[] {
  if (!categoryKey) return [...posts];
  const own: P[] = [];
  const general: P[] = [];
  for (const post of posts) {
    const relevance = postRelevance(post, categoryKey);
    if (relevance === 'own') own.push(post);
    else if (relevance === 'general') general.push(post);
  }
  return [...own, ...general];
}

// ---------------------------------------------------------------------------------------
// Frame kinds per business category.

/** A business category is political when its key says so: 'politician', 'political-party', … */
export function isPoliticalCategory(categoryKey: string): boolean {
  return /politic/i.test(categoryKey);
}

/** The default: the political kind for political categories only; regular and product for every other. */
export function defaultCategoryFrameKinds(categoryKey: string): FrameKind[] {
  return isPoliticalCategory(categoryKey) ? ['political'] : ['regular', 'product'];
}

/** The kinds a category gets: the agency's choice when it made one, else the default. */
export function categoryFrameKinds(categoryKey: string, agencyChoice: readonly FrameKind[] | null): FrameKind[] {
  const chosen = agencyChoice ?? defaultCategoryFrameKinds(categoryKey);
  return FRAME_KINDS.filter((kind) => chosen.includes(kind));
}

/** The kinds offered to a business: those its plan shows AND its category gets. */
export function offeredFrameKinds(planKinds: readonly FrameKind[], categoryKinds: readonly FrameKind[]): FrameKind[] {
  return planKinds.filter((kind) => categoryKinds.includes(kind));
}

const ZFrameKinds = z
  .array(z.enum(FRAME_KINDS))
  .min(1, GREETING_CATEGORY_MESSAGES.noKinds)
  .max(FRAME_KINDS.length)
  .transform((kinds) => FRAME_KINDS.filter((kind) => kinds.includes(kind)));

/** One business category's row of GET /image-post/category-frame-kinds. */
export const ZCategoryFrameKinds = z.object({
  categoryKey: z.string(),
  name: z.string(),
  political: z.boolean(),
  /** What the category gets without the agency's choice. */
  defaultKinds: z.array(z.enum(FRAME_KINDS)),
  /** What it gets now: the agency's choice, else the default. */
  kinds: z.array(z.enum(FRAME_KINDS)),
  /** The agency made a choice for it. */
  overridden: z.boolean(),
});
export type TCategoryFrameKinds = z.infer<typeof ZCategoryFrameKinds>;
export const ZCategoryFrameKindsList = z.object({ list: z.array(ZCategoryFrameKinds) });
export type TCategoryFrameKindsList = z.infer<typeof ZCategoryFrameKindsList>;

/**
 * PUT /image-post/category-frame-kinds: the kinds of the listed categories (the others keep
 * theirs). `kinds: null` goes back to the default.
 */
export const ZSaveCategoryFrameKindsBody = z.object({
  list: z
    .array(z.object({ categoryKey: z.string().trim().min(1).max(60), kinds: ZFrameKinds.nullable() }))
    .min(1)
    .max(500),
});
export type TSaveCategoryFrameKindsBody = z.input<typeof ZSaveCategoryFrameKindsBody>;
