import { DEFAULT_COUNTRY_CODE } from '@cardora/contract/auth';
import { z } from 'zod';
import { COMMON_COUNTRY_CODES } from '#components/form/country-codes';
import type { IdentityFormValues } from './identity';

// "Change number" on the OTP page returns to the login page with what was typed, so nobody
// types their number twice.
const ZPrefillState = z.object({ prefill: z.object({ identifier: z.string(), isForeignUser: z.boolean() }) });

export function prefillState(identifier: string, isForeignUser: boolean) {
  return { prefill: { identifier, isForeignUser } };
}

export function prefillFrom(state: unknown): Partial<IdentityFormValues> | undefined {
  const parsed = ZPrefillState.safeParse(state);
  if (!parsed.success) return undefined;
  const { identifier, isForeignUser } = parsed.data.prefill;
  if (isForeignUser) return { isForeignUser: true, email: identifier };
  const known = [...COMMON_COUNTRY_CODES]
    .sort((a, b) => b.code.length - a.code.length)
    .find((option) => identifier.startsWith(option.code));
  const countryCode = known?.code ?? DEFAULT_COUNTRY_CODE;
  return { isForeignUser: false, countryCode, phone: identifier.slice(countryCode.length) };
}
