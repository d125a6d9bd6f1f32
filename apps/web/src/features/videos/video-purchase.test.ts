import { DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE, PROMOTIONAL_VIDEO_MAX_QUANTITY } from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { testT } from '#i18n/test-i18n';
import { parseVideoQuantity, stepVideoQuantity, videoPurchaseOffer, videosLabel } from './video-purchase';

const configuration = (over: { enableVideo?: boolean; pricePerVideo?: number; online?: boolean } = {}) => ({
  video: { enableVideo: over.enableVideo ?? true, pricePerVideo: over.pricePerVideo },
  onlinePayment: { enablePaymentIntegration: over.online ?? true },
});

describe('videoPurchaseOffer', () => {
  test('offered at the agency price when an upgrade helps and the customer pays online', () => {
    expect(
      videoPurchaseOffer({
        configuration: configuration({ pricePerVideo: 14_900 }),
        businessMadeBy: 'self',
        upgradePath: '#upgrade',
      }),
    ).toEqual({ pricePaise: 14_900, maxQuantity: PROMOTIONAL_VIDEO_MAX_QUANTITY });
  });

  test('the default price when the agency set none', () => {
    expect(
      videoPurchaseOffer({ configuration: configuration(), businessMadeBy: 'self', upgradePath: '#upgrade' })
        ?.pricePaise,
    ).toBe(DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE);
  });

  test.each([
    ['no upgrade path', { configuration: configuration(), businessMadeBy: 'self' as const, upgradePath: null }],
    [
      'videos off',
      {
        configuration: configuration({ enableVideo: false }),
        businessMadeBy: 'self' as const,
        upgradePath: '#upgrade',
      },
    ],
    [
      'no online payments',
      { configuration: configuration({ online: false }), businessMadeBy: 'self' as const, upgradePath: '#upgrade' },
    ],
    [
      'a business made by staff',
      { configuration: configuration(), businessMadeBy: 'admin' as const, upgradePath: '#upgrade' },
    ],
    ['the business not known yet', { configuration: configuration(), businessMadeBy: null, upgradePath: '#upgrade' }],
  ])('not offered: %s', (_, input) => {
    expect(videoPurchaseOffer(input)).toBeNull();
  });
});

describe('quantity', () => {
  test.each([
    ['1', 1],
    [' 3 ', 3],
    [String(PROMOTIONAL_VIDEO_MAX_QUANTITY), PROMOTIONAL_VIDEO_MAX_QUANTITY],
    ['0', null],
    [String(PROMOTIONAL_VIDEO_MAX_QUANTITY + 1), null],
    ['', null],
    ['2.5', null],
    ['-1', null],
    ['abc', null],
  ])('parseVideoQuantity(%j) = %j', (text, expected) => {
    expect(parseVideoQuantity(text)).toBe(expected);
  });

  test('the stepper stays within 1…max', () => {
    expect(stepVideoQuantity('1', -1)).toBe(1);
    expect(stepVideoQuantity('1', 1)).toBe(2);
    expect(stepVideoQuantity(String(PROMOTIONAL_VIDEO_MAX_QUANTITY), 1)).toBe(PROMOTIONAL_VIDEO_MAX_QUANTITY);
    expect(stepVideoQuantity('', 1)).toBe(2);
  });

  test('videosLabel', () => {
    const t = testT('en', 'products');
    expect(videosLabel(1, t)).toBe('1 video');
    expect(videosLabel(4, t)).toBe('4 videos');
    expect(videosLabel(4, testT('hi', 'products'))).toBe('4 वीडियो');
  });
});
