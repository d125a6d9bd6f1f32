import {
  DEFAULT_CUSTOM_PLAN_FORM,
  VALIDITY_WHOLE_YEARS_MESSAGE,
  ZCustomPlanForm,
  ZValidityYears,
} from '@cardora/contract';
import { describe, expect, test } from 'vitest';
import { CUSTOM_PLAN_FIELD_LABELS, proceedReason } from './proceed-reason';

const filled = { ...DEFAULT_CUSTOM_PLAN_FORM, name: 'Gold', validity: 2, priceRupees: 999 };

describe('custom plan: validity is whole years and Proceed says why it is disabled', () => {
  test('1.5, 0 and 11 years are refused with one message; 1 and 10 pass', () => {
    for (const years of [1.5, 0, 11, 2.25]) {
      expect(ZValidityYears.safeParse(years).error?.issues[0]?.message).toBe(VALIDITY_WHOLE_YEARS_MESSAGE);
    }
    expect(ZValidityYears.safeParse(1).success).toBe(true);
    expect(ZValidityYears.safeParse(10).success).toBe(true);
  });

  test('a filled form has no reason; a fraction of a year is named as the field to correct', () => {
    expect(proceedReason(ZCustomPlanForm, filled, CUSTOM_PLAN_FIELD_LABELS)).toBeNull();
    expect(proceedReason(ZCustomPlanForm, { ...filled, validity: 1.5 }, CUSTOM_PLAN_FIELD_LABELS)).toBe(
      'To proceed, correct the validity.',
    );
  });

  test('empty fields are to fill in, wrong ones to correct, both named', () => {
    expect(
      proceedReason(
        ZCustomPlanForm,
        { ...filled, name: ' ', priceRupees: undefined, validity: 12 },
        CUSTOM_PLAN_FIELD_LABELS,
      ),
    ).toBe('To proceed, fill in the subscription name and the price; correct the validity.');
  });
});
