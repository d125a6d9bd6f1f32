// Authentication and users: sign-in, OTP, sign-up and the session.
import { z } from 'zod';
import { ZEmail, ZNewPassword, ZOtp, ZPassword, ZPhoneNumber, ZUuid } from './common';
import { MESSAGES } from './messages';
import { FRANCHISEE_ROLES, USER_ROLES } from './roles';

/** Phone is required, or e-mail for foreign users; the error names the missing field. */
function requireIdentity(body: { isForeignUser: boolean; phoneNumber?: string; email?: string }, ctx: z.RefinementCtx) {
  if (body.isForeignUser && !body.email) {
    ctx.addIssue({ code: 'custom', path: ['email'], message: MESSAGES.emailInvalid });
  }
  if (!body.isForeignUser && !body.phoneNumber) {
    ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: MESSAGES.phoneInvalid });
  }
}

const identityFields = {
  phoneNumber: ZPhoneNumber.optional(),
  email: ZEmail.optional(),
  isForeignUser: z.boolean().default(false),
};

export const ZVerifyUserBody = z
  .object({ ...identityFields, fromForgotPassword: z.boolean().default(false) })
  .superRefine(requireIdentity);
export type TVerifyUserBody = z.input<typeof ZVerifyUserBody>;

/** Where the person goes next: password, or an OTP was sent (the sign-in's first step). */
export const ZOtpSent = z.object({
  /** Masked destination, e.g. "+91 ••••••3210" or "a••••@example.com". */
  sentTo: z.string(),
  channel: z.enum(['sms', 'email']),
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type TOtpSent = z.infer<typeof ZOtpSent>;

export const ZVerifyUserResponse = z.object({
  userExist: z.boolean(),
  /** False for an account made by staff that has no password yet: it goes through OTP. */
  passwordSet: z.boolean(),
  otp: ZOtpSent.nullable(),
});
export type TVerifyUserResponse = z.infer<typeof ZVerifyUserResponse>;

export const ZLoginBody = z.object({ ...identityFields, password: ZPassword }).superRefine(requireIdentity);
export type TLoginBody = z.input<typeof ZLoginBody>;

export const ZVerifyOtpBody = z.object({ otp: ZOtp });
export type TVerifyOtpBody = z.infer<typeof ZVerifyOtpBody>;
export const ZVerifyOtpResponse = z.object({ otpVerified: z.literal(true), subject: z.enum(['user', 'franchisee']) });

export const ZResendOtpResponse = ZOtpSent;

export const ZCreatePasswordBody = z.object({
  password: ZNewPassword,
  fromForgotPassword: z.boolean().default(false),
});
export type TCreatePasswordBody = z.input<typeof ZCreatePasswordBody>;

export const ZFranchiseeCreatePasswordBody = z.object({ password: ZNewPassword });
export type TFranchiseeCreatePasswordBody = z.infer<typeof ZFranchiseeCreatePasswordBody>;

export const ZUserSummary = z.object({
  userId: ZUuid,
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  isForeignUser: z.boolean(),
  roles: z.array(z.enum(USER_ROLES)),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

export const ZBusinessSummary = z.object({
  businessId: ZUuid,
  businessName: z.string(),
  category: z.string(),
  categoryName: z.string(),
});
export type TBusinessSummary = z.infer<typeof ZBusinessSummary>;

/** GET /user and the result of sign-in: the user, their businesses and the active one. */
export const ZUserDetails = z.object({
  user: ZUserSummary,
  businesses: z.array(ZBusinessSummary),
  activeBusinessId: ZUuid.nullable(),
});
export type TUserDetails = z.infer<typeof ZUserDetails>;

export const ZLoginResponse = z.object({
  userLoggedIn: z.literal(true),
  details: ZUserDetails,
  /**
   * Signed in with a password the server made for them: the session can do nothing but set a new
   * one (POST /replaceTemporaryPassword). docs/product-rules.md#single-use-passwords
   */
  passwordMustChange: z.boolean(),
});
export const ZReplaceTemporaryPasswordBody = z.object({ password: ZNewPassword });
export type TReplaceTemporaryPasswordBody = z.infer<typeof ZReplaceTemporaryPasswordBody>;
export const ZReplaceTemporaryPasswordResponse = z.object({
  passwordCreated: z.literal(true),
  userLoggedIn: z.literal(true),
  details: ZUserDetails,
});
export const ZCreatePasswordResponse = z.object({
  passwordCreated: z.literal(true),
  userLoggedIn: z.literal(true),
  /** True when this created a new account (the web fires SignUp only then). */
  signedUp: z.boolean(),
  details: ZUserDetails,
});
export const ZLogoutResponse = z.object({ userLoggedOut: z.literal(true) });

export const ZUserPreferenceBody = z.object({ activeBusinessId: ZUuid });
export type TUserPreferenceBody = z.infer<typeof ZUserPreferenceBody>;

export const ZDeleteUserResponse = z.object({ userDeleted: z.literal(true) });

export const ZRegenerateRandomPasswordBody = z.object({ userId: ZUuid });
export const ZRegenerateRandomPasswordResponse = z.object({
  userId: ZUuid,
  /** Shown once to the admin; also sent to the user by SMS or e-mail. */
  password: z.string(),
});

// Franchisees
export const ZFranchiseeVerifyPhoneBody = z.object({
  phoneNumber: ZPhoneNumber,
  fromForgotPassword: z.boolean().default(false),
});
export type TFranchiseeVerifyPhoneBody = z.input<typeof ZFranchiseeVerifyPhoneBody>;
export const ZFranchiseeVerifyPhoneResponse = z.object({
  franchiseeExist: z.boolean(),
  passwordSet: z.boolean(),
  otp: ZOtpSent.nullable(),
});

export const ZFranchiseeLoginBody = z.object({ phoneNumber: ZPhoneNumber, password: ZPassword });
export type TFranchiseeLoginBody = z.input<typeof ZFranchiseeLoginBody>;

export const ZFranchiseeSummary = z.object({
  franchiseeId: ZUuid,
  name: z.string(),
  phoneNumber: z.string(),
  roles: z.array(z.enum(FRANCHISEE_ROLES)),
  permissions: z.array(z.string()),
  configuration: z.object({ hideBilling: z.boolean() }),
});
export type TFranchiseeSummary = z.infer<typeof ZFranchiseeSummary>;

export const ZFranchiseeLoginResponse = z.object({
  franchiseeLoggedIn: z.literal(true),
  franchisee: ZFranchiseeSummary,
});
export const ZFranchiseeCreatePasswordResponse = z.object({
  passwordCreated: z.literal(true),
  franchiseeLoggedIn: z.literal(true),
  franchisee: ZFranchiseeSummary,
});
export const ZFranchiseeLogoutResponse = z.object({ franchiseeLoggedOut: z.literal(true) });

/** GET /session (ours): who is signed in, if anyone; 200 either way, so a fresh visit raises no dialog. */
export const ZSessionState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('user'),
    details: ZUserDetails,
    lastInteractionTimestamp: z.iso.datetime(),
    /** As on ZLoginResponse: the web shows only the create-password screen until it is set. */
    passwordMustChange: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal('franchisee'),
    franchisee: ZFranchiseeSummary,
    lastInteractionTimestamp: z.iso.datetime(),
  }),
]);
export type TSessionState = z.infer<typeof ZSessionState>;

export const ZSessionTouchResponse = z.object({ lastInteractionTimestamp: z.iso.datetime() });
