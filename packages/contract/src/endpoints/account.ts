// The account page's calls. Ours: the spec names only GET and DELETE /user.
// Every one acts on the signed-in person (user or franchisee) and nobody else, so none takes an id.
import {
  ZAccount,
  ZChangeEmailBody,
  ZChangePasswordBody,
  ZChangePasswordResponse,
  ZLogoutOtherSessionsResponse,
  ZUpdateAccountBody,
  ZVerifyEmailChangeBody,
} from '../account';
import { ZOtpSent } from '../auth';
import type { EndpointDef } from '../endpoints';

const api = (path: string) => `/api/v1${path}`;

export const accountEndpoints = {
  getAccount: {
    method: 'GET',
    path: api('/account'),
    summary: 'The signed-in person (user or franchisee) as the account page shows them',
    tag: 'account',
    access: 'session',
    response: ZAccount,
  },
  updateAccount: {
    method: 'PUT',
    path: api('/account'),
    summary: 'Change your name',
    tag: 'account',
    access: 'session',
    body: ZUpdateAccountBody,
    response: ZAccount,
  },
  changePassword: {
    method: 'POST',
    path: api('/account/password'),
    summary:
      'Change your password with the current one or a code from /account/password/otp; your other sessions end, this one stays',
    tag: 'account',
    access: 'session',
    authRateLimit: true,
    body: ZChangePasswordBody,
    response: ZChangePasswordResponse,
  },
  sendPasswordOtp: {
    method: 'POST',
    path: api('/account/password/otp'),
    summary:
      'Send a code to your phone (or e-mail) to set a password without the current one (POST /resendOtp sends it again)',
    tag: 'account',
    access: 'session',
    authRateLimit: true,
    response: ZOtpSent,
  },
  logoutOtherSessions: {
    method: 'POST',
    path: api('/account/logout-others'),
    summary: 'End every other session of your account; this one stays',
    tag: 'account',
    access: 'session',
    response: ZLogoutOtherSessionsResponse,
  },
  changeEmail: {
    method: 'POST',
    path: api('/account/email'),
    summary: 'Send a code to a new contact e-mail (phone users); /account/email/verify saves it',
    tag: 'account',
    access: 'user',
    authRateLimit: true,
    body: ZChangeEmailBody,
    response: ZOtpSent,
  },
  verifyEmailChange: {
    method: 'POST',
    path: api('/account/email/verify'),
    summary: 'Save the new e-mail with the code sent to it',
    tag: 'account',
    access: 'user',
    authRateLimit: true,
    body: ZVerifyEmailChangeBody,
    response: ZAccount,
  },
} as const satisfies Record<string, EndpointDef>;
