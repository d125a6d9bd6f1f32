import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIGURATION, type TAgencyConfiguration } from './agency';
import { visibleCustomerMenu } from './customer-menu';
import { businessEntitlements, creationRefusal } from './entitlements';
import { customPlanOptions, customPlanUnsold } from './payments';
import type { TPlanLimits } from './plan-limits';
import { EVERY_PRODUCT, NOTHING_INCLUDED } from './plan-limits.test-support';
import {
  CUSTOMER_PRODUCT_KEYS,
  type CustomerProduct,
  chargesProductFee,
  isProductSellable,
  PLAN_PRODUCT_KEYS,
  planSellsSomething,
  sellablePlanLimits,
  sellableProducts,
  soldProductList,
  unsoldPlanProducts,
} from './products';
import { customerProducts } from './roles';

interface Flags {
  images: boolean;
  videos: boolean;
  pdf: boolean;
  promo: boolean;
  tile: boolean;
  link: string | null;
}

const ON: Flags = {
  images: true,
  videos: true,
  pdf: true,
  promo: true,
  tile: true,
  link: 'https://invite.example.com',
};

function configuration(flags: Partial<Flags> = {}): TAgencyConfiguration {
  const f = { ...ON, ...flags };
  return {
    ...DEFAULT_AGENCY_CONFIGURATION,
    imagePost: { enableImagePost: f.images, isVideoPostsIncluded: f.videos, allowAgencyExclusivePosts: false },
    pdfCardConfig: { enablePdfCardProduct: f.pdf, customerPlans: [{ id: 'single', price: 9_900 }] },
    video: { enableVideo: f.promo },
    dashboardConfig: { showInvitationTileInCustomerDashboard: f.tile, invitationSiteLink: f.link },
  };
}

const ALL_SOLD: Record<CustomerProduct, boolean> = {
  digitalCard: true,
  greetingImages: true,
  greetingVideos: true,
  pdfCard: true,
  promotionalVideo: true,
  invitationCard: true,
};

describe('sellableProducts: the selling rule (per-agency feature flags)', () => {
  it.each<[string, Partial<Flags>, CustomerProduct[]]>([
    ['every flag on', {}, []],
    [
      'enableImagePost off: no greeting images, and so no greeting videos',
      { images: false },
      ['greetingImages', 'greetingVideos'],
    ],
    ['isVideoPostsIncluded off: no greeting videos', { videos: false }, ['greetingVideos']],
    ['enablePdfCardProduct off', { pdf: false }, ['pdfCard']],
    ['enableVideo off', { promo: false }, ['promotionalVideo']],
    ['the invitation tile off', { tile: false }, ['invitationCard']],
    ['the invitation tile on without a link', { link: null }, ['invitationCard']],
    ['the invitation tile on with a blank link', { link: '   ' }, ['invitationCard']],
    [
      'every flag off: only the digital card',
      { images: false, videos: false, pdf: false, promo: false, tile: false, link: null },
      ['greetingImages', 'greetingVideos', 'pdfCard', 'promotionalVideo', 'invitationCard'],
    ],
  ])('%s', (_name, flags, off) => {
    const sold = sellableProducts(configuration(flags));
    const expected = { ...ALL_SOLD };
    for (const product of off) expected[product] = false;
    expect(sold).toEqual(expected);
    for (const product of CUSTOMER_PRODUCT_KEYS) {
      expect(isProductSellable(product, configuration(flags))).toBe(expected[product]);
    }
    expect(soldProductList(sold)).toEqual(CUSTOMER_PRODUCT_KEYS.filter((product) => expected[product]));
  });
});

/** Every combination of the six switches: the places that gate products agree with the rule. */
const COMBINATIONS: Flags[] = Array.from({ length: 64 }, (_, n) => ({
  images: Boolean(n & 1),
  videos: Boolean(n & 2),
  pdf: Boolean(n & 4),
  promo: Boolean(n & 8),
  tile: Boolean(n & 16),
  link: n & 32 ? 'https://invite.example.com' : null,
}));

describe('every place that offers a product asks the one rule', () => {
  it.each(COMBINATIONS)('images $images, videos $videos, pdf $pdf, promo $promo, tile $tile, link $link', (flags) => {
    const config = configuration(flags);
    const sold = sellableProducts(config);
    // The customer's drawer and tiles.
    const customer = customerProducts(config);
    expect(customer).toMatchObject({
      imagePosts: sold.greetingImages,
      videoPosts: sold.greetingVideos,
      pdfCard: sold.pdfCard,
      promotionalVideo: sold.promotionalVideo,
      invitationCard: sold.invitationCard,
    });
    const menu = visibleCustomerMenu(customer);
    expect(menu.includes('createGreetings')).toBe(sold.greetingImages);
    expect(menu.includes('createPdfCard')).toBe(sold.pdfCard);
    expect(menu.includes('myPdfCard')).toBe(sold.pdfCard);
    expect(menu.includes('createPromotionalVideo')).toBe(sold.promotionalVideo);
    expect(menu.includes('myPromotionalVideos')).toBe(sold.promotionalVideo);
    expect(menu.includes('createInvitationCard')).toBe(sold.invitationCard);
    // The custom plan's switches.
    expect(customPlanOptions(config)).toEqual({
      greetingImages: sold.greetingImages,
      greetingVideos: sold.greetingVideos,
      pdfCard: sold.pdfCard,
      promotionalVideo: sold.promotionalVideo,
    });
    // The agency's product fees.
    expect(chargesProductFee('greetings', config)).toBe(sold.greetingImages);
    expect(chargesProductFee('pdf-card', config)).toBe(sold.pdfCard);
    // What a business gets from a plan of everything.
    const entitlements = businessEntitlements({
      planLimits: EVERYTHING,
      paymentStatus: 1,
      expiryDateForCustomer: '2099-01-01T00:00:00.000Z',
      now: new Date('2026-06-01T00:00:00.000Z'),
      purchasedPromotionalVideos: 0,
      singlePurchasePdfCards: 0,
      configuration: config,
    });
    expect(entitlements.greetingImages).toBe(sold.greetingImages);
    expect(entitlements.greetingVideosPerDay > 0).toBe(sold.greetingVideos);
    expect(entitlements.pdfCards > 0).toBe(sold.pdfCard);
    expect(entitlements.promotionalVideos > 0).toBe(sold.promotionalVideo);
    // Making one: refused as not sold exactly when it is not.
    expect(creationRefusal('pdfCard', entitlements, 0, config)?.reason === 'productDisabled').toBe(!sold.pdfCard);
    expect(creationRefusal('promotionalVideo', entitlements, 0, config)?.reason === 'productDisabled').toBe(
      !sold.promotionalVideo,
    );
  });
});

const EVERYTHING: TPlanLimits = EVERY_PRODUCT;

describe('plans as sold', () => {
  it('leaves out of a plan every product the agency does not sell, and keeps the rest as they are', () => {
    const sold = sellableProducts(configuration({ images: false, pdf: false }));
    expect(sellablePlanLimits(EVERYTHING, sold)).toEqual({
      ...NOTHING_INCLUDED,
      digitalCardIncluded: true,
      digitalCardLimit: 1,
      promotionalVideoIncluded: true,
      promotionalVideoLimit: 5,
    });
    expect(unsoldPlanProducts(EVERYTHING, sold)).toEqual(['greetingImages', 'greetingVideos', 'pdfCard']);
  });

  it('changes nothing when every product is sold', () => {
    const sold = sellableProducts(configuration());
    expect(sellablePlanLimits(EVERYTHING, sold)).toEqual(EVERYTHING);
    expect(unsoldPlanProducts(EVERYTHING, sold)).toEqual([]);
  });

  it('does not count an excluded product (or a limit of 0) as included', () => {
    const sold = sellableProducts(configuration({ pdf: false }));
    expect(unsoldPlanProducts({ ...EVERYTHING, pdfCardIncluded: false, pdfCardLimit: 4 }, sold)).toEqual([]);
    expect(unsoldPlanProducts({ ...EVERYTHING, pdfCardLimit: 0 }, sold)).toEqual([]);
  });

  it('a plan of only switched-off products sells nothing; one sold product is enough', () => {
    const pdfOnly: TPlanLimits = { ...NOTHING_INCLUDED, pdfCardIncluded: true, pdfCardLimit: EVERYTHING.pdfCardLimit };
    expect(planSellsSomething(pdfOnly, sellableProducts(configuration({ pdf: false })))).toBe(false);
    expect(planSellsSomething(pdfOnly, sellableProducts(configuration()))).toBe(true);
    expect(planSellsSomething(EVERYTHING, sellableProducts(configuration({ pdf: false, images: false })))).toBe(true);
    expect(PLAN_PRODUCT_KEYS).not.toContain('invitationCard');
  });
});

describe('customPlanUnsold: a custom plan may not tick a product the agency does not sell', () => {
  const ticked = { greetingImages: true, greetingVideos: true, pdfCard: true, promotionalVideo: true };
  it.each<[string, Partial<Flags>, string[]]>([
    ['every product sold', {}, []],
    ['promotional videos off', { promo: false }, ['promotionalVideo']],
    ['greeting images off', { images: false }, ['greetingImages', 'greetingVideos']],
    ['video posts off', { videos: false }, ['greetingVideos']],
    ['pdf off', { pdf: false }, ['pdfCard']],
  ])('%s', (_name, flags, expected) => {
    expect(customPlanUnsold(ticked, configuration(flags))).toEqual(expected);
  });

  it('an unticked product is never a problem', () => {
    const none = { greetingImages: false, greetingVideos: false, pdfCard: false, promotionalVideo: false };
    expect(customPlanUnsold(none, configuration({ images: false, pdf: false, promo: false }))).toEqual([]);
  });
});
