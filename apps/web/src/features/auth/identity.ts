import {
  DEFAULT_COUNTRY_CODE,
  normalisePhoneInput,
  ZFranchiseeVerifyPhoneBody,
  ZVerifyUserBody,
} from '@cardora/contract/auth';
import { z } from 'zod';

/** What the person typed on the first step of a login page. */
export interface IdentityFormValues {
  countryCode: string;
  phone: string;
  email: string;
  isForeignUser: boolean;
}

/** Who is signing in, as the contract's bodies want it. */
export interface Identity {
  phoneNumber?: string;
  email?: string;
  isForeignUser: boolean;
}

export const EMPTY_IDENTITY_FORM: IdentityFormValues = {
  countryCode: DEFAULT_COUNTRY_CODE,
  phone: '',
  email: '',
  isForeignUser: false,
};

/**
 * The national number with the country code in front. People paste numbers in many shapes:
 * "+91 98765 43210", "098765 43210", "919876543210" — all mean the same Indian mobile.
 */
export function toE164(countryCode: string, phone: string): string {
  const digits = normalisePhoneInput(phone);
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const code = `+${countryCode.replace(/\D/g, '')}`;
  const codeDigits = code.slice(1);
  let national = digits.replace(/^0+/, '');
  if (national.length > 10 && national.startsWith(codeDigits)) national = national.slice(codeDigits.length);
  return `${code}${national}`;
}

const ZIdentityFields = z.object({
  countryCode: z.string(),
  phone: z.string(),
  email: z.string(),
  isForeignUser: z.boolean(),
});

type IssueList = readonly { path: readonly PropertyKey[]; message: string }[];

function reportIssues(issues: IssueList, ctx: z.RefinementCtx) {
  for (const issue of issues) {
    const field = issue.path[0] === 'email' ? 'email' : 'phone';
    ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
  }
}

/** The customer login's first step, checked by the contract's ZVerifyUserBody. */
export const ZUserIdentityForm = ZIdentityFields.transform((values, ctx): Identity => {
  const body = values.isForeignUser
    ? { email: values.email, isForeignUser: true }
    : { phoneNumber: toE164(values.countryCode, values.phone), isForeignUser: false };
  const parsed = ZVerifyUserBody.safeParse(body);
  if (!parsed.success) {
    reportIssues(parsed.error.issues, ctx);
    return z.NEVER;
  }
  const { phoneNumber, email, isForeignUser } = parsed.data;
  return isForeignUser ? { email, isForeignUser } : { phoneNumber, isForeignUser };
});

/** The franchisee login's first step, checked by the contract's ZFranchiseeVerifyPhoneBody. */
export const ZFranchiseeIdentityForm = ZIdentityFields.transform((values, ctx): Identity => {
  const parsed = ZFranchiseeVerifyPhoneBody.safeParse({ phoneNumber: toE164(values.countryCode, values.phone) });
  if (!parsed.success) {
    reportIssues(parsed.error.issues, ctx);
    return z.NEVER;
  }
  return { phoneNumber: parsed.data.phoneNumber, isForeignUser: false };
});

export function identifierOf(identity: Identity): string {
  return (identity.isForeignUser ? identity.email : identity.phoneNumber) ?? '';
}
