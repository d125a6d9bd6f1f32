import { DEFAULT_AGENCY_CONFIGURATION, sellableProducts, type TPlanLimits } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { testT } from '#i18n/test-i18n';
import { planFeatures, soldPlanProducts, validityLabel } from './plan-display';

const LIMITS: TPlanLimits = {
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: true,
  greetingImagesLimit: -1,
  greetingVideosIncluded: true,
  greetingVideosLimit: 3,
  pdfCardIncluded: true,
  pdfCardLimit: 5,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 0,
};

const t = testT('en', 'plans');
const hi = testT('hi', 'plans');

describe('plan display', () => {
  test('validity in years', () => {
    expect(validityLabel(1, t)).toBe('1 year');
    expect(validityLabel(2, t)).toBe('2 years');
    expect(validityLabel(-1, t)).toBe('No expiry');
    expect(validityLabel(2, hi)).toBe('2 साल');
  });

  test('each product with its limit; -1 reads Unlimited; excluded ones have no value', () => {
    expect(planFeatures(LIMITS, t).map((f) => [f.label, f.included, f.value])).toEqual([
      ['Digital business card', true, '×1'],
      ['Greeting images', true, 'Unlimited'],
      ['Greeting videos', true, '3 per day'],
      ['PDF ID cards', true, '5'],
      ['Promotional videos', false, ''],
    ]);
    expect(planFeatures({ ...LIMITS, pdfCardLimit: -1, greetingVideosLimit: -1 }, t).map((f) => f.value)).toEqual([
      '×1',
      'Unlimited',
      'Unlimited',
      'Unlimited',
      '',
    ]);
  });

  test('in Hindi: the products and limits in Hindi, the figures kept', () => {
    expect(planFeatures(LIMITS, hi).map((f) => [f.label, f.value])).toEqual([
      ['डिजिटल बिज़नेस कार्ड', '×1'],
      ['ग्रीटिंग इमेज', 'अनलिमिटेड'],
      ['ग्रीटिंग वीडियो', 'हर दिन 3'],
      ['PDF ID कार्ड', '5'],
      ['प्रमोशनल वीडियो', ''],
    ]);
  });

  test('a product the agency does not sell is not on the plan at all (docs/product-rules.md#sell-only-what-works)', () => {
    const sold = sellableProducts({
      ...DEFAULT_AGENCY_CONFIGURATION,
      imagePost: { ...DEFAULT_AGENCY_CONFIGURATION.imagePost, isVideoPostsIncluded: false },
      pdfCardConfig: { enablePdfCardProduct: false },
    });
    expect(planFeatures(LIMITS, t, sold).map((f) => f.product)).toEqual([
      'digitalCard',
      'greetingImages',
      'promotionalVideo',
    ]);
    expect(soldPlanProducts(sold)).toEqual(['digitalCard', 'greetingImages', 'promotionalVideo']);
    expect(soldPlanProducts(undefined)).toHaveLength(5);
  });
});
