// The signed-in person: the user and franchisee calls, an admin's new password for a user, and the
// account page's calls. The account page's are ours: the spec names only GET and DELETE /user.
import {
  ZAccount,
  ZChangeEmailBody,
  ZChangePasswordBody,
  ZChangePasswordResponse,
  ZLogoutOtherSessionsResponse,
  ZUpdateAccountBody,
  ZVerifyEmailChangeBody,
} from '../account';
import {
  ZDeleteUserResponse,
  ZFranchiseeSummary,
  ZOtpSent,
  ZRegenerateRandomPasswordBody,
  ZRegenerateRandomPasswordResponse,
  ZUserDetails,
  ZUserPreferenceBody,
} from '../auth';
import { ZZipResponse } from '../data-export';
import { api, type EndpointDef } from './define';

export const accountEndpoints = {
  // Users
  getUser: {
    method: 'GET',
    path: api('/user'),
    summary: 'The signed-in user, their businesses and the active one',
    tag: 'users',
    access: 'user',
    response: ZUserDetails,
  },
  updateUserPreference: {
    method: 'POST',
    path: api('/user/preference'),
    summary: 'Switch the active business',
    tag: 'users',
    access: 'user',
    body: ZUserPreferenceBody,
    response: ZUserDetails,
  },
  deleteUser: {
    method: 'DELETE',
    path: api('/user'),
    summary:
      "Delete the signed-in user and sign out (refused for the agency's last admin); businesses with recorded payments are kept for the books, anonymised",
    tag: 'users',
    access: 'user',
    response: ZDeleteUserResponse,
  },
  regenerateRandomPassword: {
    method: 'POST',
    path: api('/regenerateRandomPassword'),
    summary: 'Give a user of the agency a new random password (sent to them, and shown once to the admin)',
    tag: 'users',
    access: 'admin',
    body: ZRegenerateRandomPasswordBody,
    response: ZRegenerateRandomPasswordResponse,
  },
  getFranchisee: {
    method: 'GET',
    path: api('/franchisee'),
    summary: 'The signed-in franchisee',
    tag: 'franchisee-auth',
    access: 'franchisee',
    response: ZFranchiseeSummary,
  },
  // The account page. Every call acts on the signed-in person (user or franchisee) and nobody
  // else, so none takes an id.
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
  // docs/product-rules.md#data-export
  exportAccountData: {
    method: 'GET',
    path: api('/account/export'),
    summary:
      'Download my data: a zip of your account, your businesses, their cards, leads, feedback, payments and payment documents (one download at a time)',
    tag: 'account',
    access: 'user',
    response: ZZipResponse,
  },
} as const satisfies Record<string, EndpointDef>;
