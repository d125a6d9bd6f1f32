import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { MESSAGES } from './messages';

/** Strip spaces, dashes and brackets people type into phone numbers. */
export function normalisePhoneInput(raw: string): string {
  return raw.replace(/[\s\-()]/g, '');
}

/** E.164 phone number; Indian numbers (+91) must be 10 digits starting 6–9. */
export const ZPhoneNumber = z
  .string({ error: MESSAGES.phoneInvalid })
  .transform(normalisePhoneInput)
  .pipe(
    z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, { error: MESSAGES.phoneInvalid, abort: true })
      .refine((value) => !value.startsWith('+91') || /^\+91[6-9]\d{9}$/.test(value), MESSAGES.indianPhoneInvalid),
  );

export const ZEmail = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.emailInvalid }).max(254, MESSAGES.emailInvalid));

export const ZOtp = z
  .string({ error: MESSAGES.otpFormat })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpFormat);

export const ZNewPassword = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const ZPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong);

export const ZUuid = z.uuid();

/** Text a person must type: trimmed, at least one character and at most `max`; `required` when missing or empty. */
export function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** A list answer: the rows and how many match in all. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() });
}

/** A list answer one page at a time: the rows, how many match in all, and which page of what size. */
export function pageOf<T extends z.ZodType>(item: T) {
  return listOf(item).extend({ page: z.number().int(), pageSize: z.number().int() });
}

/**
 * The paging fields of a list's query (spread into its object): a page from 1, and from 1 to
 * `maxPageSize` rows a page, `defaultPageSize` when the query leaves it out.
 */
export function pagingQueryFields(maxPageSize: number, defaultPageSize: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
  };
}

/** Error body inside the envelope: `{ data: { message, code, fields? } }`. */
export const ZErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  /** A refusal the plan can lift (greetings): where the web opens the upgrade screen ('#upgrade'). */
  upgradePath: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'OTP_ATTEMPTS_EXHAUSTED',
  'OTP_FLOW_MISSING',
  'OTP_NOT_VERIFIED',
  'OTP_RESEND_TOO_SOON',
  'OTP_HOURLY_LIMIT',
  'ACCOUNT_LOCKED',
  'PASSWORD_EXPIRED',
  'PASSWORD_CHANGE_REQUIRED',
  'ACCOUNT_NOT_FOUND',
  'RATE_LIMITED',
  'CSRF_REJECTED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'UNKNOWN_AGENCY',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Wrap a payload schema in the `{ data: ... }` envelope every JSON response uses. */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
