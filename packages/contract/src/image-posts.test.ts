// The greetings rules, table by table (docs/product-rules.md#greetings).
import { describe, expect, it } from 'vitest';
import { DEFAULT_AGENCY_CONFIGURATION } from './agency';
import {
  frameChoice,
  type GreetingAllowanceInput,
  greetingAllowance,
  greetingCardUrl,
  IMAGE_POST_MESSAGES,
  imagePostOwner,
  imagePostReadScope,
  referenceDataOwner,
  visibleFrameKinds,
  ZImagePostFields,
  ZImagePostListQuery,
} from './image-posts';

const imagePost = (over: Partial<typeof DEFAULT_AGENCY_CONFIGURATION.imagePost>) => ({
  imagePost: { ...DEFAULT_AGENCY_CONFIGURATION.imagePost, ...over },
});
const AGENCY = 'a0000000-0000-4000-8000-000000000001';

describe('who reads which posts (imagePostReadScope)', () => {
  it.each([
    [
      'superadmin agency, customer',
      ['superadmin'],
      { enableImagePost: false },
      'customer',
      { platform: true, own: false },
    ],
    ['greetings on, customer', [], { enableImagePost: true }, 'customer', { platform: true, own: true }],
    ['greetings off, customer', [], { enableImagePost: false }, 'customer', null],
    ['greetings off, staff', [], { enableImagePost: false }, 'staff', { platform: true, own: true }],
  ] as const)('%s', (_, roles, flags, reader, expected) => {
    expect(imagePostReadScope({ roles, configuration: imagePost(flags) }, reader)).toEqual(expected);
  });
});

describe('who owns what managers make', () => {
  it("the superadmin agency's posts are the platform's; others need allowAgencyExclusivePosts", () => {
    expect(imagePostOwner({ id: AGENCY, roles: ['superadmin'], configuration: imagePost({}) })).toEqual({
      ok: true,
      agencyId: null,
    });
    expect(
      imagePostOwner({ id: AGENCY, roles: [], configuration: imagePost({ allowAgencyExclusivePosts: true }) }),
    ).toEqual({ ok: true, agencyId: AGENCY });
    expect(
      imagePostOwner({ id: AGENCY, roles: [], configuration: imagePost({ allowAgencyExclusivePosts: false }) }),
    ).toEqual({ ok: false, message: IMAGE_POST_MESSAGES.exclusiveNotAllowed });
  });

  it('categories and tags need no flag', () => {
    expect(referenceDataOwner({ id: AGENCY, roles: ['superadmin'] })).toBeNull();
    expect(referenceDataOwner({ id: AGENCY, roles: [] })).toBe(AGENCY);
  });
});

describe('frames (visibleFrameKinds, frameChoice)', () => {
  it.each([
    [null, ['regular', 'product', 'political']],
    [
      { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
      ['regular', 'product', 'political'],
    ],
    [{ hideRegularFrame: true, hideProductFrame: false, hidePoliticalFrame: false }, ['product', 'political']],
    [{ hideRegularFrame: false, hideProductFrame: true, hidePoliticalFrame: true }, ['regular']],
    [{ hideRegularFrame: true, hideProductFrame: true, hidePoliticalFrame: true }, []],
  ] as const)('%j offers %j', (visibility, kinds) => {
    expect(visibleFrameKinds(visibility)).toEqual(kinds);
  });

  it('asked beats saved beats the defaults; a saved kind the plan hides falls back to one it offers', () => {
    expect(frameChoice({}, null, ['regular', 'product'])).toEqual({ frame: 'frame7', kind: 'regular' });
    expect(frameChoice({}, { frame: 'frame3', frameKind: 'product' }, ['regular', 'product'])).toEqual({
      frame: 'frame3',
      kind: 'product',
    });
    expect(frameChoice({}, { frameKind: 'political' }, ['product'])).toEqual({ frame: 'frame7', kind: 'product' });
    expect(frameChoice({ frame: 'frame2', kind: 'political' }, { frame: 'frame3' }, ['regular'])).toEqual({
      frame: 'frame2',
      kind: 'political',
    });
    expect(frameChoice({}, null, [])).toEqual({ frame: 'frame7', kind: null });
  });
});

describe('the daily allowance (greetingAllowance)', () => {
  const base: GreetingAllowanceInput = {
    greetingImagesIncluded: true,
    onPlan: true,
    planLimit: 3,
    override: null,
    businessEnabled: true,
    usedToday: 0,
  };
  it.each([
    ['within the plan', {}, { dailyLimit: 3, remainingToday: 3, refusal: null }],
    ['one left', { usedToday: 2 }, { dailyLimit: 3, remainingToday: 1, refusal: null }],
    [
      'used up',
      { usedToday: 3 },
      {
        dailyLimit: 3,
        remainingToday: 0,
        refusal: { reason: 'limitReached', message: IMAGE_POST_MESSAGES.dailyLimitReached(3) },
      },
    ],
    ['unlimited plan', { planLimit: -1, usedToday: 500 }, { dailyLimit: -1, remainingToday: -1, refusal: null }],
    ['staff override wins', { override: 10, usedToday: 5 }, { dailyLimit: 10, remainingToday: 5, refusal: null }],
    ['override unlimited', { override: -1 }, { dailyLimit: -1, refusal: null }],
    [
      'override 0',
      { override: 0 },
      { dailyLimit: 0, refusal: { reason: 'notIncluded', message: IMAGE_POST_MESSAGES.notIncluded } },
    ],
    [
      'not in the plan',
      { greetingImagesIncluded: false },
      { refusal: { reason: 'notIncluded', message: IMAGE_POST_MESSAGES.notIncluded } },
    ],
    [
      'no running plan',
      { greetingImagesIncluded: false, onPlan: false },
      { refusal: { reason: 'notIncluded', message: IMAGE_POST_MESSAGES.needsPlan } },
    ],
    [
      'turned off for the business (before anything else)',
      { businessEnabled: false, greetingImagesIncluded: false },
      { refusal: { reason: 'turnedOff', message: IMAGE_POST_MESSAGES.greetingsTurnedOff } },
    ],
  ] as const)('%s', (_, over, expected) => {
    expect(greetingAllowance({ ...base, ...over })).toMatchObject(expected);
  });

  it("says the limit in words: 'a day', one image or many", () => {
    expect(IMAGE_POST_MESSAGES.dailyLimitReached(1)).toBe(
      "This business's plan allows 1 greeting image a day, and today's are used. Upgrade the plan for more, or come back tomorrow.",
    );
    expect(IMAGE_POST_MESSAGES.dailyLimitReached(5)).toContain('5 greeting images a day');
  });
});

describe('schemas', () => {
  it('form fields arrive as text: tags comma-separated or repeated, an empty date or title is none', () => {
    const id = 'b0000000-0000-4000-8000-000000000002';
    const tag = 'c0000000-0000-4000-8000-000000000003';
    expect(
      ZImagePostFields.parse({ imageSubcategoryId: id, imageTagIds: `${tag}, ${tag}`, date: '', title: ' ' }),
    ).toEqual({
      imageSubcategoryId: id,
      mediaType: 'IMAGE',
      layout: 'SQUARE',
      language: 'en',
      date: null,
      festivalKey: null,
      title: null,
      imageTagIds: [tag, tag],
    });
    expect(ZImagePostFields.parse({ imageSubcategoryId: id, imageTagIds: [tag] }).imageTagIds).toEqual([tag]);
    expect(ZImagePostFields.safeParse({ imageSubcategoryId: id, date: '2026-02-30' }).success).toBe(false);
  });

  it("a list's range must run forwards", () => {
    expect(ZImagePostListQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(false);
    expect(ZImagePostListQuery.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
  });

  it('the card address a greeting carries names the post', () => {
    expect(greetingCardUrl('https://acme.cardora.app/sharma-sweets', 'abc')).toBe(
      'https://acme.cardora.app/sharma-sweets?g=abc',
    );
  });
});
