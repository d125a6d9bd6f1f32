import { ZCreateBusinessBody } from '@cardora/contract';
import type { z } from 'zod';

/** The fields a person types for a business (add page and "Edit details"), from the contract. */
export const ZBusinessFields = ZCreateBusinessBody.pick({
  businessName: true,
  category: true,
  email: true,
  phoneNumber: true,
});
export type BusinessFieldsInput = z.input<typeof ZBusinessFields>;
export type BusinessFields = z.output<typeof ZBusinessFields>;

export const EMPTY_BUSINESS_FIELDS: BusinessFieldsInput = {
  businessName: '',
  category: '',
  email: '',
  phoneNumber: '',
};

/** Server field names map one to one onto the form's. */
export const BUSINESS_FIELD_MAP = {
  businessName: 'businessName',
  category: 'category',
  email: 'email',
  phoneNumber: 'phoneNumber',
} as const;
