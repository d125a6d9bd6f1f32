// Sell only what works (per-agency feature flags gate customer
// products). One rule says which customer products an agency sells; every place that offers,
// lists, bills or makes a product asks it: the customer's tiles and drawer (customerProducts),
// plans and the upgrade screen (sellablePlanLimits), the custom plan (customPlanOptions), All
// Projects, the agency's product fees (chargesProductFee) and the server before it sells or
// makes anything (docs/product-rules.md#sell-only-what-works).
//
// "The platform" is not a second switch: an agency's product flags are written only by the
// platform's team (the superadmin agency's Agency Management); an agency cannot turn a product
// on for itself. A product is sold when its flag is on and what it needs to work is there —
// greeting videos need greeting images, the invitation card needs its site link.
import { z } from 'zod';
import type { TPlanLimits } from './plan-limits';

/** The customer products, in the order the panel lists them. */
export const CUSTOMER_PRODUCT_KEYS = [
  'digitalCard',
  'greetingImages',
  'greetingVideos',
  'pdfCard',
  'promotionalVideo',
  'invitationCard',
] as const;
export type CustomerProduct = (typeof CUSTOMER_PRODUCT_KEYS)[number];

/** The parts of an agency's configuration that switch products on. */
export interface ProductSwitches {
  imagePost: { enableImagePost: boolean; isVideoPostsIncluded: boolean };
  pdfCardConfig: { enablePdfCardProduct: boolean };
  video: { enableVideo: boolean };
  dashboardConfig: { showInvitationTileInCustomerDashboard: boolean; invitationSiteLink: string | null };
}

/** Which products the agency sells: every key, true or false. */
export const ZSellableProducts = z.object({
  digitalCard: z.boolean(),
  greetingImages: z.boolean(),
  greetingVideos: z.boolean(),
  pdfCard: z.boolean(),
  promotionalVideo: z.boolean(),
  invitationCard: z.boolean(),
});
export type SellableProducts = z.infer<typeof ZSellableProducts>;

/** Each product's rule: its flag on, and what it needs to work. */
const SOLD_WHEN: Record<CustomerProduct, (c: ProductSwitches) => boolean> = {
  // Every agency sells digital cards: the product the platform is.
  digitalCard: () => true,
  greetingImages: (c) => c.imagePost.enableImagePost,
  // Greeting videos are greeting posts: without greeting images there is nothing to open them from.
  greetingVideos: (c) => c.imagePost.enableImagePost && c.imagePost.isVideoPostsIncluded,
  pdfCard: (c) => c.pdfCardConfig.enablePdfCardProduct,
  promotionalVideo: (c) => c.video.enableVideo,
  // The tile opens the agency's invitation site: no link, nothing to open.
  invitationCard: (c) =>
    c.dashboardConfig.showInvitationTileInCustomerDashboard && Boolean(c.dashboardConfig.invitationSiteLink?.trim()),
};

/** The selling rule: which customer products this agency sells now. */
export function sellableProducts(configuration: ProductSwitches): SellableProducts {
  return {
    digitalCard: SOLD_WHEN.digitalCard(configuration),
    greetingImages: SOLD_WHEN.greetingImages(configuration),
    greetingVideos: SOLD_WHEN.greetingVideos(configuration),
    pdfCard: SOLD_WHEN.pdfCard(configuration),
    promotionalVideo: SOLD_WHEN.promotionalVideo(configuration),
    invitationCard: SOLD_WHEN.invitationCard(configuration),
  };
}

export function isProductSellable(product: CustomerProduct, configuration: ProductSwitches): boolean {
  return SOLD_WHEN[product](configuration);
}

/** The products an agency sells, in the panel's order. */
export function soldProductList(sold: SellableProducts): CustomerProduct[] {
  return CUSTOMER_PRODUCT_KEYS.filter((product) => sold[product]);
}

export const PRODUCT_NAMES: Record<CustomerProduct, string> = {
  digitalCard: 'Digital business cards',
  greetingImages: 'Greeting images',
  greetingVideos: 'Greeting videos',
  pdfCard: 'PDF ID cards',
  promotionalVideo: 'Promotional videos',
  invitationCard: 'The digital invitation card',
};

/** What the server answers (400) when asked to sell or make a product the agency does not sell. */
export const PRODUCT_NOT_SOLD_MESSAGES: Record<CustomerProduct, string> = {
  digitalCard: 'Digital business cards are not offered by this agency.',
  greetingImages: 'Greeting images are not offered by this agency.',
  greetingVideos: 'Greeting videos are not offered by this agency.',
  pdfCard: 'PDF ID cards are not enabled for this agency.',
  promotionalVideo: 'Promotional videos are not enabled for this agency.',
  invitationCard: 'The digital invitation card is not offered by this agency.',
};

// ---------------------------------------------------------------------------------------
// Plans: what a plan sells is what it includes of the products the agency sells.

/** The products a subscription plan has limits for, each with its two fields. */
export const PLAN_LIMIT_FIELDS = {
  digitalCard: ['digitalCardIncluded', 'digitalCardLimit'],
  greetingImages: ['greetingImagesIncluded', 'greetingImagesLimit'],
  greetingVideos: ['greetingVideosIncluded', 'greetingVideosLimit'],
  pdfCard: ['pdfCardIncluded', 'pdfCardLimit'],
  promotionalVideo: ['promotionalVideoIncluded', 'promotionalVideoLimit'],
} as const satisfies Partial<Record<CustomerProduct, readonly [keyof TPlanLimits, keyof TPlanLimits]>>;
export type PlanProduct = keyof typeof PLAN_LIMIT_FIELDS;
export const PLAN_PRODUCT_KEYS = Object.keys(PLAN_LIMIT_FIELDS) as PlanProduct[];

const includes = (limits: TPlanLimits, product: PlanProduct) => {
  const [included, limit] = PLAN_LIMIT_FIELDS[product];
  return limits[included] && limits[limit] !== 0;
};

/** A plan's limits as sold: a product the agency does not sell is left out (excluded, limit 0). */
export function sellablePlanLimits(limits: TPlanLimits, sold: SellableProducts): TPlanLimits {
  const out = { ...limits };
  for (const product of PLAN_PRODUCT_KEYS) {
    if (sold[product]) continue;
    const [included, limit] = PLAN_LIMIT_FIELDS[product];
    out[included] = false;
    out[limit] = 0;
  }
  return out;
}

/** The products a plan includes that the agency does not sell (a plan saved with them is refused). */
export function unsoldPlanProducts(limits: TPlanLimits, sold: SellableProducts): PlanProduct[] {
  return PLAN_PRODUCT_KEYS.filter((product) => !sold[product] && includes(limits, product));
}

/** Whether a plan still sells something: a plan of nothing but switched-off products is not sold. */
export function planSellsSomething(limits: TPlanLimits, sold: SellableProducts): boolean {
  return PLAN_PRODUCT_KEYS.some((product) => sold[product] && includes(limits, product));
}

export const PLAN_SELLING_MESSAGES = {
  /** Saving a plan that includes a product the agency does not sell. */
  notSoldInPlan: (product: PlanProduct) =>
    `${PRODUCT_NAMES[product]} are not sold by this agency, so a plan cannot include them.`,
  /** Buying a plan whose every product is switched off. */
  planSellsNothing: 'This plan has nothing this agency sells now. Choose another plan.',
} as const;

// ---------------------------------------------------------------------------------------
// The agency's fees (billing, agency → platform): a product fee is charged only while it is sold.

/** The product each product fee is for. */
export const PRODUCT_FEE_PRODUCTS = { greetings: 'greetingImages', 'pdf-card': 'pdfCard' } as const satisfies Record<
  string,
  CustomerProduct
>;
export type ProductFeeKind = keyof typeof PRODUCT_FEE_PRODUCTS;

export function chargesProductFee(kind: ProductFeeKind, configuration: ProductSwitches): boolean {
  return isProductSellable(PRODUCT_FEE_PRODUCTS[kind], configuration);
}
