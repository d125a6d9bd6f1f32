import type { TOtpSent } from '@cardora/contract/auth';
import { z } from 'zod';
import { createStore, useStore } from '#lib/create-store';

// "Login data" (/otp needs it) and the "OTP verified" flag (/createPassword needs it),
// kept per tab in sessionStorage so a reload on /panel/otp or /panel/createPassword still works.
const STORAGE_KEY = 'cardora.login';

const ZLoginData = z.object({
  subject: z.enum(['user', 'franchisee']),
  /** E.164 phone, or the e-mail for a foreign user. */
  identifier: z.string(),
  isForeignUser: z.boolean(),
  fromForgotPassword: z.boolean(),
  sentTo: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Epoch ms after which "Resend code" is offered. */
  resendAvailableAt: z.number(),
  /** Epoch ms after which the code has expired. */
  expiresAt: z.number(),
});
export type LoginData = z.infer<typeof ZLoginData>;

const ZLoginState = z.object({ loginData: ZLoginData.nullable(), otpVerified: z.boolean() });
export type LoginState = z.infer<typeof ZLoginState>;

const EMPTY: LoginState = { loginData: null, otpVerified: false };

function load(): LoginState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed = ZLoginState.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

function persist(state: LoginState) {
  try {
    if (state.loginData) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode may refuse storage; the flow still works until a reload.
  }
}

export const loginStore = createStore<LoginState>(load(), persist);

export function useLoginState(): LoginState {
  return useStore(loginStore);
}

export function startOtpStep(
  base: Pick<LoginData, 'subject' | 'identifier' | 'isForeignUser' | 'fromForgotPassword'>,
  otp: TOtpSent,
) {
  const now = Date.now();
  loginStore.set({
    loginData: {
      ...base,
      sentTo: otp.sentTo,
      channel: otp.channel,
      resendAvailableAt: now + otp.resendAfterSeconds * 1000,
      expiresAt: now + otp.expiresInSeconds * 1000,
    },
    otpVerified: false,
  });
}

export function otpResent(otp: TOtpSent) {
  loginStore.update((state) => {
    if (!state.loginData) return state;
    const now = Date.now();
    return {
      ...state,
      loginData: {
        ...state.loginData,
        sentTo: otp.sentTo,
        channel: otp.channel,
        resendAvailableAt: now + otp.resendAfterSeconds * 1000,
        expiresAt: now + otp.expiresInSeconds * 1000,
      },
    };
  });
}

export function markOtpVerified() {
  loginStore.update((state) => ({ ...state, otpVerified: true }));
}

export function clearLoginData() {
  loginStore.set(EMPTY);
}
