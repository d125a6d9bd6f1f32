// The account page: name and e-mail, password change (with the current
// password or a code by OTP), signing out other devices, and deleting the account (DELETE /user).
// Customers, foreign customers, staff and franchisees all have one.
import { z } from 'zod';
import { requiredText, ZEmail, ZNewPassword, ZOtp, ZPassword } from './common';
import { FRANCHISEE_ROLES, USER_ROLES } from './roles';

export const ACCOUNT_NAME_MAX = 100;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Enter your name.',
  nameTooLong: `The name must be at most ${ACCOUNT_NAME_MAX} characters.`,
  nameSaved: 'Your name was saved.',
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordYet: 'Your account has no password yet. Get a code by OTP to set one.',
  currentPasswordOrCode: 'Enter your current password, or the code we sent you.',
  passwordChanged: 'Your password was changed. Your other devices were signed out.',
  otherSessionsEnded: (count: number) =>
    count === 0
      ? 'No other device was signed in.'
      : `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`,
  emailIsSignIn: 'You sign in with this e-mail, so it cannot be changed here.',
  emailSame: 'This is already your e-mail.',
  emailTaken: 'Another account already uses this e-mail.',
  emailChanged: 'Your e-mail was saved.',
  lastAdmin:
    'You are the only admin of this agency, so your account cannot be deleted. Another admin must be added first.',
  franchiseeDelete: 'Your franchisee account is managed by your agency. Ask them to remove it.',
  accountDeleted: 'Your account was deleted.',
  deleteConfirmMismatch: 'Type it exactly as shown above.',
  /** What an account deleted while its paid businesses are kept is called (see deleteUser). */
  deletedAccountName: 'Deleted account',
} as const;

export const ACCOUNT_ROLES = [...USER_ROLES, ...FRANCHISEE_ROLES] as const;

/** GET /account: the signed-in person, user or franchisee, as the account page shows them. */
export const ZAccount = z.object({
  kind: z.enum(['user', 'franchisee']),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  isForeignUser: z.boolean(),
  roles: z.array(z.enum(ACCOUNT_ROLES)),
  /** What the person signs in with: their phone, or their e-mail (foreign users). */
  signInWith: z.enum(['phone', 'email']),
  /** False for an account made by staff that never set one: the change goes through a code. */
  passwordSet: z.boolean(),
  /** A phone user may add or change a contact e-mail (verified by a code); franchisees have none. */
  emailEditable: z.boolean(),
  /** Other live sessions of this account (other browsers or devices). */
  otherSessions: z.number().int().nonnegative(),
  /** null: the person may delete the account; else why not (ACCOUNT_MESSAGES). */
  deleteRefusal: z.string().nullable(),
});
export type TAccount = z.infer<typeof ZAccount>;

export const ZUpdateAccountBody = z.object({
  name: requiredText(ACCOUNT_NAME_MAX, ACCOUNT_MESSAGES.nameRequired, ACCOUNT_MESSAGES.nameTooLong),
});
export type TUpdateAccountBody = z.input<typeof ZUpdateAccountBody>;

/**
 * POST /account/password: the new password with the current one, or with the code sent by
 * POST /account/password/otp (no password yet, or forgotten). Exactly one of the two.
 */
export const ZChangePasswordBody = z
  .object({
    currentPassword: ZPassword.optional(),
    otp: ZOtp.optional(),
    password: ZNewPassword,
  })
  .superRefine((body, ctx) => {
    if ((body.currentPassword === undefined) === (body.otp === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: ACCOUNT_MESSAGES.currentPasswordOrCode });
    }
  });
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;

export const ZChangePasswordResponse = z.object({
  passwordChanged: z.literal(true),
  /** This session stays; every other one of the account ended. */
  otherSessionsEnded: z.number().int().nonnegative(),
});
export type TChangePasswordResponse = z.infer<typeof ZChangePasswordResponse>;

export const ZLogoutOtherSessionsResponse = z.object({
  otherSessionsEnded: z.number().int().nonnegative(),
});
export type TLogoutOtherSessionsResponse = z.infer<typeof ZLogoutOtherSessionsResponse>;

export const ZChangeEmailBody = z.object({ email: ZEmail });
export type TChangeEmailBody = z.input<typeof ZChangeEmailBody>;

export const ZVerifyEmailChangeBody = z.object({ otp: ZOtp });
export type TVerifyEmailChangeBody = z.infer<typeof ZVerifyEmailChangeBody>;

/** What the delete confirmation asks the person to type: how they sign in, as stored. */
export function deleteConfirmationText(account: Pick<TAccount, 'signInWith' | 'phoneNumber' | 'email'>): string {
  return (account.signInWith === 'email' ? account.email : account.phoneNumber) ?? '';
}

/**
 * The typed confirmation matches: an e-mail ignoring letter case and spaces; a phone number by its
 * digits, with or without the country code (at least the 10 national digits).
 */
export function deleteConfirmationMatches(expected: string, typed: string): boolean {
  if (expected === '') return false;
  if (expected.includes('@')) return expected.trim().toLowerCase() === typed.replace(/\s/g, '').toLowerCase();
  const want = expected.replace(/\D/g, '');
  const got = typed.replace(/\D/g, '');
  return got.length >= Math.min(10, want.length) && want.endsWith(got);
}
