import { otherCategoryProblem, ZCreateBusinessBody } from '@cardora/contract';
import type { z } from 'zod';

/**
 * The fields a person types for a business (add page and "Edit details"), from the contract. With
 * "Other" the typed category is required (otherCategoryProblem, the server's rule too).
 */
export const ZBusinessFields = ZCreateBusinessBody.pick({
  businessName: true,
  category: true,
  otherCategory: true,
  email: true,
  phoneNumber: true,
}).superRefine((fields, ctx) => {
  const problem = otherCategoryProblem(fields.category, fields.otherCategory);
  if (problem) ctx.addIssue({ code: 'custom', path: ['otherCategory'], message: problem });
});
export type BusinessFieldsInput = z.input<typeof ZBusinessFields>;
export type BusinessFields = z.output<typeof ZBusinessFields>;

export const EMPTY_BUSINESS_FIELDS: BusinessFieldsInput = {
  businessName: '',
  category: '',
  otherCategory: '',
  email: '',
  phoneNumber: '',
};

/** Server field names map one to one onto the form's. */
export const BUSINESS_FIELD_MAP = {
  businessName: 'businessName',
  category: 'category',
  otherCategory: 'otherCategory',
  email: 'email',
  phoneNumber: 'phoneNumber',
} as const;
