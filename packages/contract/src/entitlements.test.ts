import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIGURATION, type TAgencyConfiguration } from './agency';
import { DEFAULT_TEAM_MEMBERS_PER_CARD } from './constants';
import {
  type BusinessEntitlements,
  businessEntitlements,
  creationRefusal,
  ENTITLEMENT_MESSAGES,
  type EntitlementInput,
  type EntitlementKind,
  planIncludesFeature,
  plansForFeature,
  tagRefusal,
  UPSELL_MESSAGES,
} from './entitlements';
import type { TPlanLimits } from './plan-limits';
import { EVERY_PRODUCT, NOTHING_INCLUDED } from './plan-limits.test-support';
import { PRODUCT_PAYMENT_MESSAGES } from './product-payments';

const NOW = new Date(2025, 5, 15, 12, 0, 0);
const NEXT_YEAR = new Date(2026, 5, 15, 12, 0, 0);
const LAST_MONTH = new Date(2025, 4, 15, 12, 0, 0);

const SELLS_SINGLE_PDF: TAgencyConfiguration = {
  ...DEFAULT_AGENCY_CONFIGURATION,
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [{ id: 'pdf-single', price: 9_900 }] },
};

const BASIC: TPlanLimits = { ...EVERY_PRODUCT, promotionalVideoLimit: 1 };

const UNLIMITED_ALL: TPlanLimits = {
  ...BASIC,
  digitalCardLimit: -1,
  greetingVideosLimit: -1,
  pdfCardLimit: -1,
  promotionalVideoLimit: -1,
};

const CARDS_ONLY: TPlanLimits = { ...NOTHING_INCLUDED, digitalCardIncluded: true, digitalCardLimit: 5 };

/** An excluded product keeps whatever limit was typed: "included" decides. */
const EXCLUDED_WITH_LIMITS: TPlanLimits = {
  ...BASIC,
  digitalCardIncluded: false,
  greetingImagesIncluded: false,
  greetingVideosIncluded: false,
  pdfCardIncluded: false,
  promotionalVideoIncluded: false,
};

const FREE_TAGS = { tags: -1, tagsIncluded: 0, tagsBought: 0 };

function input(overrides: Partial<EntitlementInput>): EntitlementInput {
  return {
    planLimits: BASIC,
    paymentStatus: 1,
    expiryDateForCustomer: NEXT_YEAR,
    now: NOW,
    purchasedPromotionalVideos: 0,
    singlePurchasePdfCards: 0,
    configuration: DEFAULT_AGENCY_CONFIGURATION,
    ...overrides,
  };
}

const FREE: BusinessEntitlements = {
  onPlan: false,
  digitalCards: 1,
  pdfCards: 0,
  promotionalVideos: 0,
  greetingVideosPerDay: 0,
  greetingImages: false,
  teamMembers: 0,
  ...FREE_TAGS,
};
/** What any running plan gives that sets no team number, in an agency that sets none either. */
const ON_PLAN = { ...FREE, onPlan: true, teamMembers: DEFAULT_TEAM_MEMBERS_PER_CARD };

/** What BASIC gives while it runs. */
const BASIC_ENTITLEMENTS = { ...ON_PLAN, pdfCards: 2, promotionalVideos: 1, greetingVideosPerDay: 3 };
const BASIC_WITH_IMAGES: BusinessEntitlements = { ...BASIC_ENTITLEMENTS, greetingImages: true };
/** What UNLIMITED_ALL gives while it runs: -1 stays -1. */
const UNLIMITED_ENTITLEMENTS: BusinessEntitlements = {
  ...BASIC_WITH_IMAGES,
  digitalCards: -1,
  pdfCards: -1,
  promotionalVideos: -1,
  greetingVideosPerDay: -1,
};

describe('businessEntitlements', () => {
  it.each<[string, Partial<EntitlementInput>, Omit<BusinessEntitlements, keyof typeof FREE_TAGS>]>([
    ['paid, running plan: its limits', {}, BASIC_WITH_IMAGES],
    ['unlimited stays -1', { planLimits: UNLIMITED_ALL }, UNLIMITED_ENTITLEMENTS],
    ['a plan without products gives none of them', { planLimits: CARDS_ONLY }, { ...ON_PLAN, digitalCards: 5 }],
    [
      'an excluded product gives nothing whatever its limit; the free card stays',
      { planLimits: EXCLUDED_WITH_LIMITS },
      { ...ON_PLAN },
    ],
    ['never paid: the free allowance', { planLimits: null, paymentStatus: 0, expiryDateForCustomer: null }, FREE],
    ['unpaid with old limits: the free allowance', { paymentStatus: 0 }, FREE],
    ['paid but expired: the free allowance', { expiryDateForCustomer: LAST_MONTH }, FREE],
    ['paid without a plan on record: the free allowance', { planLimits: null }, FREE],
    [
      'paid with a fixed date not set (no expiry): the plan',
      { expiryDateForCustomer: null },
      { ...FREE, ...BASIC_WITH_IMAGES },
    ],
    [
      'bought videos add to the plan',
      { purchasedPromotionalVideos: 3 },
      {
        onPlan: true,
        digitalCards: 1,
        pdfCards: 2,
        promotionalVideos: 4,
        greetingVideosPerDay: 3,
        greetingImages: true,
        teamMembers: DEFAULT_TEAM_MEMBERS_PER_CARD,
      },
    ],
    [
      'bought videos and single-purchase PDF cards count without a plan',
      { paymentStatus: 0, purchasedPromotionalVideos: 2, singlePurchasePdfCards: 1 },
      { ...FREE, pdfCards: 1, promotionalVideos: 2 },
    ],
    [
      'bought ones change nothing when the plan is unlimited',
      { planLimits: UNLIMITED_ALL, purchasedPromotionalVideos: 2, singlePurchasePdfCards: 1 },
      UNLIMITED_ENTITLEMENTS,
    ],
    [
      'products the agency turned off give nothing, bought or planned',
      {
        purchasedPromotionalVideos: 2,
        singlePurchasePdfCards: 1,
        configuration: {
          ...DEFAULT_AGENCY_CONFIGURATION,
          imagePost: { enableImagePost: false, isVideoPostsIncluded: true, allowAgencyExclusivePosts: false },
          pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
          video: { enableVideo: false },
        },
      },
      { ...ON_PLAN },
    ],
    [
      'greeting videos need the agency to include video posts',
      {
        configuration: {
          ...DEFAULT_AGENCY_CONFIGURATION,
          imagePost: { enableImagePost: true, isVideoPostsIncluded: false, allowAgencyExclusivePosts: false },
        },
      },
      {
        onPlan: true,
        digitalCards: 1,
        pdfCards: 2,
        promotionalVideos: 1,
        greetingVideosPerDay: 0,
        greetingImages: true,
        teamMembers: DEFAULT_TEAM_MEMBERS_PER_CARD,
      },
    ],
    [
      'greeting images with a limit of 0 are not allowed',
      { planLimits: { ...BASIC, greetingImagesLimit: 0 } },
      {
        onPlan: true,
        digitalCards: 1,
        pdfCards: 2,
        promotionalVideos: 1,
        greetingVideosPerDay: 3,
        greetingImages: false,
        teamMembers: DEFAULT_TEAM_MEMBERS_PER_CARD,
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    // The default agency does not charge for tags: any number, free (docs/product-rules.md#physical-tags).
    expect(businessEntitlements(input(overrides))).toEqual({ ...expected, ...FREE_TAGS });
  });

  // docs/product-rules.md#staff-cards
  it.each<[string, Partial<EntitlementInput>, number]>([
    ["the plan's own number", { planLimits: { ...BASIC, teamMembersLimit: 12 } }, 12],
    ['unlimited on the plan', { planLimits: { ...BASIC, teamMembersLimit: -1 } }, -1],
    [
      "a plan without its own number takes the agency's",
      {
        planLimits: { ...BASIC, teamMembersLimit: null },
        configuration: { ...DEFAULT_AGENCY_CONFIGURATION, team: { membersPerCard: 2 } },
      },
      2,
    ],
    [
      "the plan's number wins over the agency's",
      {
        planLimits: { ...BASIC, teamMembersLimit: 0 },
        configuration: { ...DEFAULT_AGENCY_CONFIGURATION, team: { membersPerCard: 2 } },
      },
      0,
    ],
    ["neither sets one: the product's default", { planLimits: BASIC }, DEFAULT_TEAM_MEMBERS_PER_CARD],
    ['no running plan: none', { planLimits: { ...BASIC, teamMembersLimit: 12 }, expiryDateForCustomer: LAST_MONTH }, 0],
  ])('team members: %s', (_name, overrides, expected) => {
    expect(businessEntitlements(input(overrides)).teamMembers).toBe(expected);
  });

  // docs/product-rules.md#physical-tags
  const CHARGES_FOR_TAGS: TAgencyConfiguration = { ...DEFAULT_AGENCY_CONFIGURATION, tags: { pricePerTagPaise: 4_900 } };
  it.each<[string, Partial<EntitlementInput>, Pick<BusinessEntitlements, 'tags' | 'tagsIncluded' | 'tagsBought'>]>([
    [
      "the plan's tags and those bought",
      { planLimits: { ...BASIC, tagsIncluded: 2 }, purchasedTags: 3, configuration: CHARGES_FOR_TAGS },
      { tags: 5, tagsIncluded: 2, tagsBought: 3 },
    ],
    [
      'a plan without the number gives none',
      { planLimits: { ...BASIC, tagsIncluded: null }, configuration: CHARGES_FOR_TAGS },
      { tags: 0, tagsIncluded: 0, tagsBought: 0 },
    ],
    [
      'bought tags count without a running plan',
      {
        planLimits: { ...BASIC, tagsIncluded: 4 },
        expiryDateForCustomer: LAST_MONTH,
        purchasedTags: 1,
        configuration: CHARGES_FOR_TAGS,
      },
      { tags: 1, tagsIncluded: 0, tagsBought: 1 },
    ],
    [
      'an agency that sets no price: unlimited',
      { planLimits: { ...BASIC, tagsIncluded: 2 }, purchasedTags: 1 },
      { tags: -1, tagsIncluded: 2, tagsBought: 1 },
    ],
  ])('tags: %s', (_name, overrides, expected) => {
    expect(businessEntitlements(input(overrides))).toMatchObject(expected);
  });

  it("refuses one more tag with the plan's and the purchases' numbers", () => {
    const charged = businessEntitlements(
      input({ planLimits: { ...BASIC, tagsIncluded: 2 }, purchasedTags: 1, configuration: CHARGES_FOR_TAGS }),
    );
    expect(tagRefusal(charged, 2)).toBeNull();
    expect(tagRefusal(charged, 3)).toBe(
      "This business's plan includes 2 tags and it has bought 1; it has 3 tags. Buy more tags or upgrade the plan.",
    );
    expect(tagRefusal(businessEntitlements(input({})), 500)).toBeNull();
    // None in the plan and none bought: what to do, not a sum of noughts.
    const none = businessEntitlements(input({ planLimits: BASIC, configuration: CHARGES_FOR_TAGS }));
    expect(tagRefusal(none, 0)).toBe(
      'This business has no tags to use: its plan includes none and it has bought none. Buy tags or upgrade the plan.',
    );
  });
});

describe('creationRefusal', () => {
  const onPlan = businessEntitlements(input({}));
  const free = businessEntitlements(input({ paymentStatus: 0 }));
  const unlimited = businessEntitlements(input({ planLimits: UNLIMITED_ALL }));
  const cardsOnly = businessEntitlements(input({ planLimits: CARDS_ONLY }));

  it.each<[string, EntitlementKind, BusinessEntitlements, number, TAgencyConfiguration, string | null]>([
    ['under the limit', 'pdfCard', onPlan, 1, DEFAULT_AGENCY_CONFIGURATION, null],
    [
      'at the limit',
      'pdfCard',
      onPlan,
      2,
      DEFAULT_AGENCY_CONFIGURATION,
      "This business's plan allows 2 PDF ID cards; it has 2. Upgrade the plan to add more.",
    ],
    [
      'one promotional video, in the singular',
      'promotionalVideo',
      onPlan,
      1,
      DEFAULT_AGENCY_CONFIGURATION,
      'This business may make 1 promotional video (with its plan and the videos bought); it has made 1. Buy more videos or upgrade the plan.',
    ],
    ['unlimited', 'pdfCard', unlimited, 500, DEFAULT_AGENCY_CONFIGURATION, null],
    ['the free digital card', 'digitalCard', free, 0, DEFAULT_AGENCY_CONFIGURATION, null],
    [
      'a second card without a plan',
      'digitalCard',
      free,
      1,
      DEFAULT_AGENCY_CONFIGURATION,
      'Without an active plan this business may have 1 digital card; it has 1. Buy a plan to add more.',
    ],
    [
      'a plan without PDF cards',
      'pdfCard',
      cardsOnly,
      0,
      DEFAULT_AGENCY_CONFIGURATION,
      "This business's plan does not include PDF ID cards. Upgrade the plan to add them.",
    ],
    [
      'no plan, no promotional videos',
      'promotionalVideo',
      free,
      0,
      DEFAULT_AGENCY_CONFIGURATION,
      'This business has no active plan, and promotional videos come with a plan. Buy a plan to add them.',
    ],
    ['single purchase on sale: one PDF card may wait for it', 'pdfCard', free, 0, SELLS_SINGLE_PDF, null],
    [
      'single purchase on sale: not a second unpaid one',
      'pdfCard',
      free,
      1,
      SELLS_SINGLE_PDF,
      ENTITLEMENT_MESSAGES.pdfCardAwaitingPurchase,
    ],
    ['single purchase on sale: at the plan limit, one more may wait', 'pdfCard', onPlan, 2, SELLS_SINGLE_PDF, null],
    [
      'single purchase on sale: beyond that, refused',
      'pdfCard',
      onPlan,
      3,
      SELLS_SINGLE_PDF,
      'This business has a PDF ID card that is not paid for yet. Buy its single purchase, or upgrade the plan, to add more.',
    ],
    [
      'PDF cards turned off by the agency',
      'pdfCard',
      unlimited,
      0,
      { ...SELLS_SINGLE_PDF, pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] } },
      PRODUCT_PAYMENT_MESSAGES.pdfCardsDisabled,
    ],
    [
      'promotional videos turned off by the agency',
      'promotionalVideo',
      unlimited,
      0,
      { ...DEFAULT_AGENCY_CONFIGURATION, video: { enableVideo: false } },
      'Promotional videos are not enabled for this agency.',
    ],
  ])('%s', (_name, kind, entitlements, used, configuration, message) => {
    expect(creationRefusal(kind, entitlements, used, configuration)?.message ?? null).toBe(message);
  });

  it('says why: the agency (productDisabled), or the business (the rest)', () => {
    const off = { ...DEFAULT_AGENCY_CONFIGURATION, video: { enableVideo: false } };
    expect(creationRefusal('promotionalVideo', onPlan, 0, off)?.reason).toBe('productDisabled');
    expect(creationRefusal('pdfCard', cardsOnly, 0, DEFAULT_AGENCY_CONFIGURATION)?.reason).toBe('notIncluded');
    expect(creationRefusal('pdfCard', onPlan, 2, DEFAULT_AGENCY_CONFIGURATION)?.reason).toBe('limitReached');
    expect(creationRefusal('pdfCard', free, 1, SELLS_SINGLE_PDF)?.reason).toBe('awaitingPurchase');
  });
});

describe('planIncludesFeature (docs/product-rules.md#upsell-by-feature)', () => {
  it('says a plan includes a feature when it is ticked with a limit other than 0', () => {
    for (const feature of ['greetingImages', 'greetingVideos', 'pdfCard', 'promotionalVideo'] as const) {
      expect(planIncludesFeature(BASIC, feature), feature).toBe(true);
      expect(planIncludesFeature(CARDS_ONLY, feature), feature).toBe(false);
    }
    expect(planIncludesFeature(UNLIMITED_ALL, 'pdfCard')).toBe(true);
  });

  it('does not count a ticked feature whose limit is 0, nor a limit without the tick', () => {
    expect(planIncludesFeature({ ...BASIC, pdfCardLimit: 0 }, 'pdfCard')).toBe(false);
    expect(planIncludesFeature({ ...BASIC, greetingImagesIncluded: false }, 'greetingImages')).toBe(false);
    expect(planIncludesFeature({ ...BASIC, promotionalVideoIncluded: false }, 'promotionalVideo')).toBe(false);
    expect(planIncludesFeature({ ...BASIC, greetingVideosLimit: 0 }, 'greetingVideos')).toBe(false);
  });

  it('puts the plans with the feature first and keeps their order', () => {
    const starter = { ...CARDS_ONLY, name: 'Starter' };
    const business = { ...BASIC, pdfCardIncluded: false, pdfCardLimit: 0, name: 'Business' };
    const premium = { ...BASIC, name: 'Premium' };
    const names = (list: { name: string }[]) => list.map((plan) => plan.name);
    expect(names(plansForFeature([starter, business, premium], 'greetingImages'))).toEqual([
      'Business',
      'Premium',
      'Starter',
    ]);
    expect(names(plansForFeature([starter, business, premium], 'pdfCard'))).toEqual(['Premium', 'Starter', 'Business']);
    expect(names(plansForFeature([starter, business, premium], null))).toEqual(['Starter', 'Business', 'Premium']);
  });

  it('has a refusal per feature that names it', () => {
    expect(UPSELL_MESSAGES.greetingImages).toContain('greeting images');
    expect(UPSELL_MESSAGES.pdfCard).toContain('PDF ID cards');
    expect(new Set(Object.values(UPSELL_MESSAGES)).size).toBe(4);
  });
});
