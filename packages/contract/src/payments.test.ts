import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIGURATION, type TAgencyConfiguration } from './agency';
import { BUSINESS_MADE_BY } from './constants';
import { MESSAGES } from './messages';
import {
  canOpenUpgrade,
  composeCustomPlan,
  customPlanOptions,
  DEFAULT_CUSTOM_PLAN_FORM,
  type TCustomPlanForm,
  ZCardPaymentOrderBody,
  ZCustomPlanForm,
  ZSaveSubscriptionPlanBody,
} from './payments';
import { NOTHING_INCLUDED } from './plan-limits.test-support';

function agency(overrides: {
  images?: boolean;
  videoPosts?: boolean;
  pdf?: boolean;
  video?: boolean;
}): TAgencyConfiguration {
  return {
    ...DEFAULT_AGENCY_CONFIGURATION,
    imagePost: {
      enableImagePost: overrides.images ?? true,
      isVideoPostsIncluded: overrides.videoPosts ?? true,
      allowAgencyExclusivePosts: false,
    },
    pdfCardConfig: { enablePdfCardProduct: overrides.pdf ?? true, customerPlans: [] },
    video: { enableVideo: overrides.video ?? true },
  };
}

const everything: TCustomPlanForm = {
  ...DEFAULT_CUSTOM_PLAN_FORM,
  name: 'Diwali special',
  validity: 1,
  priceRupees: 999.5,
  greetingImages: true,
  greetingVideos: true,
  pdfCard: true,
  pdfCardLimit: 4,
  promotionalVideo: true,
  promotionalVideoLimit: 2,
  showRegularFrame: true,
  showProductFrame: false,
  showPoliticalFrame: true,
};

describe('customPlanOptions (what the custom plan may offer)', () => {
  it.each([
    // images, video posts, pdf, video  ->  images, videos, pdf, promo
    [true, true, true, true, { greetingImages: true, greetingVideos: true, pdfCard: true, promotionalVideo: true }],
    [true, false, true, true, { greetingImages: true, greetingVideos: false, pdfCard: true, promotionalVideo: true }],
    [false, true, true, true, { greetingImages: false, greetingVideos: false, pdfCard: true, promotionalVideo: true }],
    [true, true, false, true, { greetingImages: true, greetingVideos: true, pdfCard: false, promotionalVideo: true }],
    [true, true, true, false, { greetingImages: true, greetingVideos: true, pdfCard: true, promotionalVideo: false }],
    [
      false,
      false,
      false,
      false,
      { greetingImages: false, greetingVideos: false, pdfCard: false, promotionalVideo: false },
    ],
  ])('images=%s videoPosts=%s pdf=%s video=%s', (images, videoPosts, pdf, video, expected) => {
    expect(customPlanOptions(agency({ images, videoPosts, pdf, video }))).toEqual(expected);
  });
});

describe('composeCustomPlan (plan composition)', () => {
  it('always includes exactly one digital card, whatever else is ticked', () => {
    for (const form of [everything, { ...everything, greetingImages: false, pdfCard: false }]) {
      const { limits } = composeCustomPlan(form, agency({}));
      expect(limits.digitalCardIncluded).toBe(true);
      expect(limits.digitalCardLimit).toBe(1);
    }
  });

  it.each([
    ['greeting images ticked -> unlimited (-1)', { greetingImages: true }, 'greetingImagesLimit', -1],
    ['greeting images not ticked -> 0', { greetingImages: false }, 'greetingImagesLimit', 0],
    ['greeting videos ticked -> 3 per day', { greetingVideos: true }, 'greetingVideosLimit', 3],
    ['greeting videos not ticked -> 0', { greetingVideos: false }, 'greetingVideosLimit', 0],
    ['pdf card ticked -> the limit the admin set', { pdfCard: true, pdfCardLimit: 4 }, 'pdfCardLimit', 4],
    ['pdf card ticked with the default -> 1', { pdfCard: true, pdfCardLimit: 1 }, 'pdfCardLimit', 1],
    ['pdf card not ticked -> 0 even with a limit typed', { pdfCard: false, pdfCardLimit: 9 }, 'pdfCardLimit', 0],
    ['promotional video ticked -> the limit set', { promotionalVideo: true }, 'promotionalVideoLimit', 2],
    ['promotional video not ticked -> 0', { promotionalVideo: false }, 'promotionalVideoLimit', 0],
  ] as const)('%s', (_name, change, limit, expected) => {
    expect(composeCustomPlan({ ...everything, ...change }, agency({})).limits[limit]).toBe(expected);
  });

  it.each([
    ['greeting videos without video posts', { videoPosts: false }, 'greetingVideosIncluded'],
    ['greeting videos without image posts', { images: false }, 'greetingVideosIncluded'],
    ['greeting images without image posts', { images: false }, 'greetingImagesIncluded'],
    ['pdf cards without the pdf product', { pdf: false }, 'pdfCardIncluded'],
    ['promotional videos without the video product', { video: false }, 'promotionalVideoIncluded'],
  ] as const)('drops %s, even when a forged form ticks them', (_name, config, included) => {
    const { limits } = composeCustomPlan(everything, agency(config));
    expect(limits[included]).toBe(false);
  });

  it('keeps frame switches only with greeting images (hide = not show)', () => {
    expect(composeCustomPlan(everything, agency({})).frameVisibility).toEqual({
      hideRegularFrame: false,
      hideProductFrame: true,
      hidePoliticalFrame: false,
    });
    const noImages = { ...everything, greetingImages: false, showRegularFrame: false, showPoliticalFrame: false };
    expect(composeCustomPlan(noImages, agency({})).frameVisibility).toEqual({
      hideRegularFrame: false,
      hideProductFrame: false,
      hidePoliticalFrame: false,
    });
  });

  it('turns the rupee price into paise exactly, and trims the name', () => {
    const plan = composeCustomPlan({ ...everything, name: '  Diwali special ', priceRupees: 1234.56 }, agency({}));
    expect(plan.price).toBe(123_456);
    expect(plan.name).toBe('Diwali special');
    expect(composeCustomPlan({ ...everything, priceRupees: 0.29 * 100 }, agency({})).price).toBe(2_900);
  });
});

describe('ZCustomPlanForm (the three required messages)', () => {
  const messagesFor = (input: Record<string, unknown>) => {
    const result = ZCustomPlanForm.safeParse({ ...DEFAULT_CUSTOM_PLAN_FORM, ...input });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it.each([
    ['an empty name', { name: '', validity: 1, priceRupees: 10 }, 'name', MESSAGES.subscriptionNameRequired],
    ['a blank name', { name: '   ', validity: 1, priceRupees: 10 }, 'name', MESSAGES.subscriptionNameRequired],
    ['no name', { validity: 1, priceRupees: 10 }, 'name', MESSAGES.subscriptionNameRequired],
    ['no validity', { name: 'A', priceRupees: 10 }, 'validity', MESSAGES.validityRequired],
    ['no price', { name: 'A', validity: 1 }, 'priceRupees', MESSAGES.priceRequired],
  ])('%s -> its message', (_name, input, field, message) => {
    expect(messagesFor(input)[field]).toBe(message);
  });

  it('all three missing give all three messages', () => {
    expect(messagesFor({})).toMatchObject({
      name: MESSAGES.subscriptionNameRequired,
      validity: MESSAGES.validityRequired,
      priceRupees: MESSAGES.priceRequired,
    });
  });

  it.each([999.5, 1234.56, 19.99, 0.29 * 100, 1_000_000])('a filled form with ₹%s passes', (priceRupees) => {
    expect(ZCustomPlanForm.safeParse({ ...everything, priceRupees }).success).toBe(true);
  });

  it.each([
    ['a zero price', { priceRupees: 0 }],
    ['three decimals', { priceRupees: 10.005 }],
    ['zero years', { validity: 0 }],
    ['half a year', { validity: 0.5 }],
    ['a PDF limit of 0', { pdfCardLimit: 0 }],
  ])('refuses %s', (_name, change) => {
    expect(ZCustomPlanForm.safeParse({ ...everything, ...change }).success).toBe(false);
  });
});

describe('canOpenUpgrade (eligibility)', () => {
  const cases = BUSINESS_MADE_BY.flatMap((businessMadeBy) =>
    [true, false].flatMap((isAdmin) =>
      [true, false].map((enablePaymentIntegration) => ({
        isAdmin,
        enablePaymentIntegration,
        businessMadeBy,
        expected: isAdmin || (enablePaymentIntegration && businessMadeBy === 'self'),
      })),
    ),
  );

  it.each(cases)(
    'admin=$isAdmin online=$enablePaymentIntegration madeBy=$businessMadeBy -> $expected',
    ({ expected, ...input }) => {
      expect(canOpenUpgrade(input)).toBe(expected);
    },
  );
});

describe('payment bodies', () => {
  const businessId = '2b0c6c2e-3b1a-4c51-9a43-1f7b1f0d5a11';

  it('a CUSTOM_PLAN order needs the custom plan form', () => {
    const result = ZCardPaymentOrderBody.safeParse({ businessId, subscriptionPlanId: 'CUSTOM_PLAN' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['customPlan']);
    expect(
      ZCardPaymentOrderBody.safeParse({ businessId, subscriptionPlanId: 'CUSTOM_PLAN', customPlan: everything })
        .success,
    ).toBe(true);
  });

  it('a plan refuses a limit below -1 and a price under ₹1', () => {
    const plan = {
      name: 'Starter',
      price: 49_900,
      validity: 1,
      ...NOTHING_INCLUDED,
      digitalCardIncluded: true,
      digitalCardLimit: 1,
      frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
    };
    expect(ZSaveSubscriptionPlanBody.safeParse(plan).success).toBe(true);
    expect(ZSaveSubscriptionPlanBody.safeParse({ ...plan, greetingImagesLimit: -2 }).success).toBe(false);
    expect(ZSaveSubscriptionPlanBody.safeParse({ ...plan, price: 99 }).success).toBe(false);
    expect(ZSaveSubscriptionPlanBody.safeParse({ ...plan, name: '' }).error?.issues[0]?.message).toBe(
      MESSAGES.subscriptionNameRequired,
    );
  });
});
