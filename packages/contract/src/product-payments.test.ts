import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIGURATION, ZAgencyConfiguration } from './agency';
import { DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE } from './constants';
import {
  findPdfCardPlan,
  PRODUCT_PAYMENT_MESSAGES,
  paymentAmountProblem,
  pdfCardPurchaseState,
  promotionalVideoPricePaise,
  singlePurchasePdfPlan,
  ZMakePdfCardPaymentBody,
  ZMakePromotionalVideoPaymentBody,
  ZPromotionalVideoPaymentOrderBody,
} from './product-payments';

const plans = [
  { id: 'pdf-single', price: 9_900 },
  { id: 'pdf-five', price: 39_900 },
];
const withPlans = {
  ...DEFAULT_AGENCY_CONFIGURATION,
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: plans },
};

describe('PDF plans (the first is the single purchase)', () => {
  it('the single purchase is the first plan, or none', () => {
    expect(singlePurchasePdfPlan(withPlans)).toEqual({ id: 'pdf-single', price: 9_900 });
    expect(singlePurchasePdfPlan(DEFAULT_AGENCY_CONFIGURATION)).toBeNull();
  });

  it.each([
    ['pdf-single', 9_900],
    ['pdf-five', 39_900],
    ['pdf-ten', null],
    ['', null],
  ])('plan %s -> price %s', (id, price) => {
    expect(findPdfCardPlan(withPlans, id)?.price ?? null).toBe(price);
  });
});

describe('pdfCardPurchaseState (one export and no sample watermark per purchase)', () => {
  it.each([
    [0, { isPaid: false, exportsAllowed: 0, showSampleWatermark: true }],
    [1, { isPaid: true, exportsAllowed: 1, showSampleWatermark: false }],
    [3, { isPaid: true, exportsAllowed: 3, showSampleWatermark: false }],
  ])('%i purchases', (purchases, state) => {
    expect(pdfCardPurchaseState(purchases)).toEqual(state);
  });
});

describe('promotionalVideoPricePaise', () => {
  it('uses the agency price, else the documented default of ₹299', () => {
    expect(DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE).toBe(29_900);
    expect(promotionalVideoPricePaise(DEFAULT_AGENCY_CONFIGURATION)).toBe(29_900);
    expect(promotionalVideoPricePaise({ video: { enableVideo: true, pricePerVideo: 49_900 } })).toBe(49_900);
  });

  it('an agency configuration saved before pricePerVideo existed still parses', () => {
    const stored = JSON.parse(JSON.stringify(DEFAULT_AGENCY_CONFIGURATION));
    delete stored.video.pricePerVideo;
    expect(ZAgencyConfiguration.parse(stored).video).toEqual({ enableVideo: true });
  });
});

describe('paymentAmountProblem: paymentAmount goes with a manual update, and only with one', () => {
  it.each([
    [true, 9_900, null],
    [true, undefined, PRODUCT_PAYMENT_MESSAGES.manualAmountRequired],
    [false, undefined, null],
    [false, 9_900, PRODUCT_PAYMENT_MESSAGES.amountOnlyForManual],
  ])('isManualUpdate %s, paymentAmount %s', (isManualUpdate, paymentAmount, problem) => {
    expect(paymentAmountProblem({ isManualUpdate, paymentAmount })).toBe(problem);
  });
});

describe('bodies', () => {
  it('quantity is 1 to 10 whole videos', () => {
    const businessId = '00000000-0000-4000-8000-000000000001';
    for (const quantity of [1, 10]) {
      expect(ZPromotionalVideoPaymentOrderBody.safeParse({ businessId, quantity }).success).toBe(true);
    }
    for (const [quantity, message] of [
      [0, 'Buy at least 1 video.'],
      [11, 'Buy at most 10 videos at a time.'],
      [1.5, 'Choose a whole number of videos.'],
    ] as const) {
      const parsed = ZMakePromotionalVideoPaymentBody.safeParse({ businessId, quantity });
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });

  it('a manual amount is whole paise from ₹1; isManualUpdate defaults to false', () => {
    const base = { pdfCardNo: 7, planId: 'pdf-single' };
    expect(ZMakePdfCardPaymentBody.parse(base)).toEqual({ ...base, isManualUpdate: false });
    for (const [paymentAmount, message] of [
      [99, 'The amount is at least ₹1.'],
      [100.5, 'The amount is in paise, a whole number.'],
    ] as const) {
      const parsed = ZMakePdfCardPaymentBody.safeParse({ ...base, isManualUpdate: true, paymentAmount });
      expect(parsed.error?.issues[0]?.message).toBe(message);
    }
  });
});
