import { DEFAULT_AGENCY_CONFIGURATION, sellableProducts, type TPlanLimits } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
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

describe('plan display', () => {
  test('validity in years', () => {
    expect(validityLabel(1)).toBe('1 year');
    expect(validityLabel(2)).toBe('2 years');
  });

  test('each product with its limit; -1 reads Unlimited; excluded ones have no value', () => {
    expect(planFeatures(LIMITS).map((f) => [f.label, f.included, f.value])).toEqual([
      ['Digital business card', true, '×1'],
      ['Greeting images', true, 'Unlimited'],
      ['Greeting videos', true, '3 per day'],
      ['PDF ID cards', true, '5'],
      ['Promotional videos', false, ''],
    ]);
    expect(planFeatures({ ...LIMITS, pdfCardLimit: -1, greetingVideosLimit: -1 }).map((f) => f.value)).toEqual([
      '×1',
      'Unlimited',
      'Unlimited',
      'Unlimited',
      '',
    ]);
  });

  test('a product the agency does not sell is not on the plan at all (README "Sell only what works")', () => {
    const sold = sellableProducts({
      ...DEFAULT_AGENCY_CONFIGURATION,
      imagePost: { ...DEFAULT_AGENCY_CONFIGURATION.imagePost, isVideoPostsIncluded: false },
      pdfCardConfig: { enablePdfCardProduct: false },
    });
    expect(planFeatures(LIMITS, sold).map((f) => f.product)).toEqual([
      'digitalCard',
      'greetingImages',
      'promotionalVideo',
    ]);
    expect(soldPlanProducts(sold)).toEqual(['digitalCard', 'greetingImages', 'promotionalVideo']);
    expect(soldPlanProducts(undefined)).toHaveLength(5);
  });
});
