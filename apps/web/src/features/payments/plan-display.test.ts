import {
  DEFAULT_AGENCY_CONFIGURATION,
  DEFAULT_TEAM_MEMBERS_PER_CARD,
  sellableProducts,
  type TPlanLimits,
} from '@cardora/contract';
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
      ['Team members', true, 'As your agency sets'],
      ['Greeting images', true, 'Unlimited'],
      ['Greeting videos', true, '3 per day'],
      ['PDF ID cards', true, '5'],
      ['Promotional videos', false, ''],
    ]);
    expect(planFeatures({ ...LIMITS, pdfCardLimit: -1, greetingVideosLimit: -1 }, t).map((f) => f.value)).toEqual([
      '×1',
      'As your agency sets',
      'Unlimited',
      'Unlimited',
      'Unlimited',
      '',
    ]);
  });

  test('in Hindi: the products and limits in Hindi, the figures kept', () => {
    expect(planFeatures(LIMITS, hi).map((f) => [f.label, f.value])).toEqual([
      ['डिजिटल बिज़नेस कार्ड', '×1'],
      ['टीम सदस्य', 'आपकी एजेंसी जितने तय करे'],
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
      'teamMembers',
      'greetingImages',
      'promotionalVideo',
    ]);
    expect(soldPlanProducts(sold)).toEqual(['digitalCard', 'greetingImages', 'promotionalVideo']);
    expect(soldPlanProducts(undefined)).toHaveLength(5);
  });

  // docs/product-rules.md#staff-cards
  describe('the team members a plan gives, after the digital card', () => {
    const team = (limits: TPlanLimits, agency?: Parameters<typeof planFeatures>[3]) =>
      planFeatures(limits, t, undefined, agency).find((f) => f.product === 'teamMembers');

    test("the plan's own number, or Unlimited, whatever the agency sets", () => {
      const agency = { team: { membersPerCard: 2 } };
      expect(team({ ...LIMITS, teamMembersLimit: 12 }, agency)?.value).toBe('×12');
      expect(team({ ...LIMITS, teamMembersLimit: -1 })?.value).toBe('Unlimited');
    });

    test("a plan that sets none: the agency's number when its configuration is at hand, else its words", () => {
      expect(team({ ...LIMITS, teamMembersLimit: null }, { team: { membersPerCard: 3 } })?.value).toBe('×3');
      expect(team({ ...LIMITS, teamMembersLimit: null }, { team: { membersPerCard: -1 } })?.value).toBe('Unlimited');
      // An agency saved before the setting existed: the product's default.
      expect(team(LIMITS, {})?.value).toBe(`×${DEFAULT_TEAM_MEMBERS_PER_CARD}`);
      expect(team(LIMITS)?.value).toBe('As your agency sets');
    });

    test('none is not included; no digital card, no team line', () => {
      expect(team({ ...LIMITS, teamMembersLimit: 0 })).toMatchObject({ included: false, value: '' });
      expect(team({ ...LIMITS, digitalCardIncluded: false, teamMembersLimit: 5 })).toBeUndefined();
    });
  });

  // docs/product-rules.md#physical-tags
  test('physical tags: a line after the team when the plan gives some, none otherwise', () => {
    const lines = (limits: TPlanLimits, tr = t) => planFeatures(limits, tr).map((f) => [f.product, f.label, f.value]);
    expect(lines({ ...LIMITS, tagsIncluded: 3 }).slice(0, 3)).toEqual([
      ['digitalCard', 'Digital business card', '×1'],
      ['teamMembers', 'Team members', 'As your agency sets'],
      ['tags', 'NFC/QR tags', '×3'],
    ]);
    expect(lines({ ...LIMITS, tagsIncluded: 3 }, hi)[2]).toEqual(['tags', 'NFC/QR टैग', '×3']);
    for (const limits of [LIMITS, { ...LIMITS, tagsIncluded: 0 }, { ...LIMITS, tagsIncluded: null }]) {
      expect(lines(limits).map(([product]) => product)).not.toContain('tags');
    }
    expect(lines({ ...LIMITS, digitalCardIncluded: false, tagsIncluded: 3 }).map(([p]) => p)).not.toContain('tags');
  });
});
