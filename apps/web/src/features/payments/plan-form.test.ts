import { describe, expect, test } from 'vitest';
import { EMPTY_PLAN_FORM, planBodyOf, planFormOf, ZPlanForm } from './plan-form';

describe('plan form', () => {
  test('rupees become paise; products left out get limit 0; frames reset without greeting images', () => {
    const form = ZPlanForm.parse({
      ...EMPTY_PLAN_FORM,
      name: ' Gold ',
      priceRupees: 1999.5,
      validity: 2,
      greetingVideosIncluded: false,
      pdfCardIncluded: true,
      pdfCardLimit: 5,
      frameVisibility: { hideRegularFrame: true, hideProductFrame: false, hidePoliticalFrame: true },
    });
    expect(planBodyOf(form, '7d0c8f7e-2c1a-4d7b-9a55-5c0f7b0d2e11')).toMatchObject({
      subscriptionPlanId: '7d0c8f7e-2c1a-4d7b-9a55-5c0f7b0d2e11',
      name: 'Gold',
      price: 199_950,
      validity: 2,
      digitalCardLimit: 1,
      greetingImagesIncluded: false,
      greetingImagesLimit: 0,
      greetingVideosLimit: 0,
      pdfCardLimit: 5,
      promotionalVideoLimit: 0,
      frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
    });
    expect(planBodyOf(form)).not.toHaveProperty('subscriptionPlanId');
  });

  test("the contract's messages for a missing name, price and validity; an included product needs a limit", () => {
    const result = ZPlanForm.safeParse({
      ...EMPTY_PLAN_FORM,
      validity: undefined,
      pdfCardIncluded: true,
      pdfCardLimit: 0,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      name: 'Subscription name is Required',
      priceRupees: 'Price is Required',
      validity: 'Validity is Required',
    });
  });

  test('an included product with limit 0 is refused once the rest is valid', () => {
    const result = ZPlanForm.safeParse({
      ...EMPTY_PLAN_FORM,
      name: 'Basic',
      priceRupees: 499,
      pdfCardIncluded: true,
      pdfCardLimit: 0,
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['pdfCardLimit']);
  });

  // docs/product-rules.md#staff-cards
  test("team members: a count or Unlimited as typed; left empty, null (the agency's setting)", () => {
    const base = { ...EMPTY_PLAN_FORM, name: 'Gold', priceRupees: 999 };
    expect(planBodyOf(ZPlanForm.parse({ ...base, teamMembersLimit: 8 })).teamMembersLimit).toBe(8);
    expect(planBodyOf(ZPlanForm.parse({ ...base, teamMembersLimit: -1 })).teamMembersLimit).toBe(-1);
    expect(planBodyOf(ZPlanForm.parse({ ...base, teamMembersLimit: 0 })).teamMembersLimit).toBe(0);
    expect(planBodyOf(ZPlanForm.parse({ ...base, teamMembersLimit: undefined })).teamMembersLimit).toBeNull();
    expect(planBodyOf(ZPlanForm.parse(base)).teamMembersLimit).toBeNull();
    expect(ZPlanForm.safeParse({ ...base, teamMembersLimit: 2.5 }).success).toBe(false);
  });

  // docs/product-rules.md#physical-tags
  test('physical tags: 0 to 1,000 as typed; empty, or no digital card, null (none)', () => {
    const base = { ...EMPTY_PLAN_FORM, name: 'Gold', priceRupees: 999 };
    expect(planBodyOf(ZPlanForm.parse({ ...base, tagsIncluded: 5 })).tagsIncluded).toBe(5);
    expect(planBodyOf(ZPlanForm.parse({ ...base, tagsIncluded: 0 })).tagsIncluded).toBe(0);
    expect(planBodyOf(ZPlanForm.parse({ ...base, tagsIncluded: undefined })).tagsIncluded).toBeNull();
    expect(planBodyOf(ZPlanForm.parse(base)).tagsIncluded).toBeNull();
    const noCard = { ...base, digitalCardIncluded: false, pdfCardIncluded: true, tagsIncluded: 5 };
    expect(planBodyOf(ZPlanForm.parse(noCard)).tagsIncluded).toBeNull();
    for (const tagsIncluded of [1001, -1, 2.5]) {
      expect(ZPlanForm.safeParse({ ...base, tagsIncluded }).success, String(tagsIncluded)).toBe(false);
    }
  });

  test('an old plan without the team number opens with it empty', () => {
    const form = planFormOf({
      subscriptionPlanId: '7d0c8f7e-2c1a-4d7b-9a55-5c0f7b0d2e11',
      agencyId: '6f1c2a9e-1111-4000-8000-000000000000',
      name: 'Basic',
      price: 49_900,
      validity: 1,
      digitalCardIncluded: true,
      digitalCardLimit: 1,
      greetingImagesIncluded: false,
      greetingImagesLimit: 0,
      greetingVideosIncluded: false,
      greetingVideosLimit: 0,
      pdfCardIncluded: false,
      pdfCardLimit: 0,
      promotionalVideoIncluded: false,
      promotionalVideoLimit: 0,
      frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(form.teamMembersLimit).toBeNull();
    expect(form.tagsIncluded).toBeNull();
  });
});
