// The business form's own rule on top of the contract's fields: "Other" needs the typed category.
import { OTHER_CATEGORY_KEY, OTHER_CATEGORY_MESSAGES } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS_FIELDS, ZBusinessFields } from './business-form';

const fields = { ...EMPTY_BUSINESS_FIELDS, businessName: 'Mehta Opticals' };

describe('ZBusinessFields', () => {
  it('asks for the typed category under its own field when "Other" is chosen', () => {
    const parsed = ZBusinessFields.safeParse({ ...fields, category: OTHER_CATEGORY_KEY });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['otherCategory'], message: OTHER_CATEGORY_MESSAGES.required }),
    ]);
  });

  it('takes "Other" with a typed category, and a listed category without one', () => {
    expect(
      ZBusinessFields.parse({ ...fields, category: OTHER_CATEGORY_KEY, otherCategory: ' Optician ' }),
    ).toMatchObject({ category: OTHER_CATEGORY_KEY, otherCategory: 'Optician' });
    expect(ZBusinessFields.parse({ ...fields, category: 'bakery' })).toMatchObject({
      category: 'bakery',
      otherCategory: null,
    });
  });
});
