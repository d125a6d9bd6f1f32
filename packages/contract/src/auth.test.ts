import { describe, expect, it } from 'vitest';
import {
  ZCreatePasswordBody,
  ZFranchiseeVerifyPhoneBody,
  ZLoginBody,
  ZSessionState,
  ZVerifyOtpBody,
  ZVerifyUserBody,
} from './auth';
import { MESSAGES } from './messages';

/** Issues of a failed parse as [path, message] pairs (empty when it succeeds). */
function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): [string, string][] {
  if (result.success || !result.error) return [];
  return result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]);
}

describe('ZVerifyUserBody (the first sign-in step, /verifyUser)', () => {
  it('a phone number is enough; flags default to false', () => {
    expect(ZVerifyUserBody.parse({ phoneNumber: '+91 98765-43210' })).toEqual({
      phoneNumber: '+919876543210',
      isForeignUser: false,
      fromForgotPassword: false,
    });
  });

  it('requires the phone number unless the user is foreign; the error names phoneNumber', () => {
    expect(issuesOf(ZVerifyUserBody.safeParse({}))).toEqual([['phoneNumber', MESSAGES.phoneInvalid]]);
    expect(issuesOf(ZVerifyUserBody.safeParse({ email: 'a@example.com' }))).toEqual([
      ['phoneNumber', MESSAGES.phoneInvalid],
    ]);
  });

  it('a foreign user signs in with an e-mail, lowercased', () => {
    expect(ZVerifyUserBody.parse({ email: 'Demo.Foreign@Example.com', isForeignUser: true })).toEqual({
      email: 'demo.foreign@example.com',
      isForeignUser: true,
      fromForgotPassword: false,
    });
  });

  it('a foreign user without an e-mail fails on email, even with a phone number', () => {
    expect(issuesOf(ZVerifyUserBody.safeParse({ isForeignUser: true }))).toEqual([['email', MESSAGES.emailInvalid]]);
    expect(issuesOf(ZVerifyUserBody.safeParse({ isForeignUser: true, phoneNumber: '+919876543210' }))).toEqual([
      ['email', MESSAGES.emailInvalid],
    ]);
  });

  it('an invalid phone number is reported on phoneNumber with the phone rule message', () => {
    expect(issuesOf(ZVerifyUserBody.safeParse({ phoneNumber: '9876543210' }))).toEqual([
      ['phoneNumber', MESSAGES.phoneInvalid],
    ]);
    expect(issuesOf(ZVerifyUserBody.safeParse({ phoneNumber: '+911234567890' }))).toEqual([
      ['phoneNumber', MESSAGES.indianPhoneInvalid],
    ]);
  });

  it('an invalid e-mail is reported on email', () => {
    expect(issuesOf(ZVerifyUserBody.safeParse({ isForeignUser: true, email: 'junk' }))).toEqual([
      ['email', MESSAGES.emailInvalid],
    ]);
  });

  it('keeps fromForgotPassword', () => {
    expect(ZVerifyUserBody.parse({ phoneNumber: '+919876543210', fromForgotPassword: true }).fromForgotPassword).toBe(
      true,
    );
  });
});

describe('ZLoginBody', () => {
  it('needs the identity and a password', () => {
    expect(ZLoginBody.parse({ phoneNumber: '+919876543210', password: 'demo1234' })).toEqual({
      phoneNumber: '+919876543210',
      isForeignUser: false,
      password: 'demo1234',
    });
    expect(issuesOf(ZLoginBody.safeParse({ phoneNumber: '+919876543210' }))).toEqual([
      ['password', MESSAGES.passwordRequired],
    ]);
  });

  it('names the missing identity field', () => {
    expect(issuesOf(ZLoginBody.safeParse({ password: 'demo1234' }))).toEqual([['phoneNumber', MESSAGES.phoneInvalid]]);
    expect(issuesOf(ZLoginBody.safeParse({ password: 'demo1234', isForeignUser: true }))).toEqual([
      ['email', MESSAGES.emailInvalid],
    ]);
  });
});

describe('OTP and password bodies', () => {
  it('ZVerifyOtpBody names the otp field', () => {
    expect(ZVerifyOtpBody.parse({ otp: '123456' })).toEqual({ otp: '123456' });
    expect(issuesOf(ZVerifyOtpBody.safeParse({ otp: '12345' }))).toEqual([['otp', MESSAGES.otpFormat]]);
  });

  it('ZCreatePasswordBody applies the new-password bounds on password', () => {
    expect(ZCreatePasswordBody.parse({ password: 'demo1234' })).toEqual({
      password: 'demo1234',
      fromForgotPassword: false,
    });
    expect(issuesOf(ZCreatePasswordBody.safeParse({ password: 'short' }))).toEqual([
      ['password', MESSAGES.passwordTooShort],
    ]);
  });

  it('ZFranchiseeVerifyPhoneBody requires a valid phone number', () => {
    expect(ZFranchiseeVerifyPhoneBody.parse({ phoneNumber: '+919000000003' })).toEqual({
      phoneNumber: '+919000000003',
      fromForgotPassword: false,
    });
    expect(issuesOf(ZFranchiseeVerifyPhoneBody.safeParse({}))).toEqual([['phoneNumber', MESSAGES.phoneInvalid]]);
  });
});

describe('ZSessionState', () => {
  it("accepts kind 'none'", () => {
    expect(ZSessionState.parse({ kind: 'none' })).toEqual({ kind: 'none' });
  });
  it('a user session carries details and an ISO timestamp', () => {
    const state = {
      kind: 'user',
      lastInteractionTimestamp: '2025-03-10T12:00:00.000Z',
      details: {
        user: {
          userId: '3f1c2b9e-7a57-4d0a-9a43-0d5f3f0c8b11',
          name: 'Aarav Sharma',
          phoneNumber: '+919876543210',
          email: null,
          isForeignUser: false,
          roles: ['customer'],
        },
        businesses: [],
        activeBusinessId: null,
      },
    };
    expect(ZSessionState.parse(state)).toEqual(state);
    expect(ZSessionState.safeParse({ ...state, lastInteractionTimestamp: 'yesterday' }).success).toBe(false);
  });
});
