// The endpoints the panel calls before anyone is signed in, and on every page while booting:
// sign-in (customer and franchisee), the session, the agency of the host, analytics and error
// logging. With only these, the login route loads none of the signed-in areas' schemas
// (issue 16); `@cardora/contract/auth` exports them.
//
// The one table (../endpoints) still holds its own copies of these entries; endpoints/auth.test.ts
// checks they are the same, entry by entry. Spreading this table into it, as it does
// imagePostEndpoints, removes the copies.

import { ZAgencyDetails } from '../agency';
import {
  ZCreatePasswordBody,
  ZCreatePasswordResponse,
  ZFranchiseeCreatePasswordBody,
  ZFranchiseeCreatePasswordResponse,
  ZFranchiseeLoginBody,
  ZFranchiseeLoginResponse,
  ZFranchiseeLogoutResponse,
  ZFranchiseeVerifyPhoneBody,
  ZFranchiseeVerifyPhoneResponse,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutResponse,
  ZResendOtpResponse,
  ZSessionState,
  ZSessionTouchResponse,
  ZVerifyOtpBody,
  ZVerifyOtpResponse,
  ZVerifyUserBody,
  ZVerifyUserResponse,
} from '../auth';
import type { EndpointDef } from '../endpoints';
import { ZAnalyticsLogBody, ZAnalyticsLogResponse, ZClientLogBody, ZClientLogResponse } from '../logging';

// Not imported from ../endpoints: that module is the whole table, which is what this one avoids.
const api = (path: string) => `/api/v1${path}`;

export const authEndpoints = {
  verifyUser: {
    method: 'POST',
    path: api('/verifyUser'),
    summary: 'Start sign-in: tells whether the user exists; sends an OTP to new users and on forgot-password',
    tag: 'auth',
    access: 'public',
    authRateLimit: true,
    body: ZVerifyUserBody,
    response: ZVerifyUserResponse,
  },
  login: {
    method: 'POST',
    path: api('/login'),
    summary: 'Sign in with phone (or e-mail) and password',
    tag: 'auth',
    access: 'public',
    authRateLimit: true,
    body: ZLoginBody,
    response: ZLoginResponse,
  },
  logout: {
    method: 'POST',
    path: api('/logout'),
    summary: 'Sign out and end the session',
    tag: 'auth',
    access: 'public',
    response: ZLogoutResponse,
  },
  verifyOtp: {
    method: 'POST',
    path: api('/verifyOtp'),
    summary: 'Verify the OTP of the current sign-up or reset',
    tag: 'auth',
    access: 'public',
    authRateLimit: true,
    body: ZVerifyOtpBody,
    response: ZVerifyOtpResponse,
  },
  resendOtp: {
    method: 'POST',
    path: api('/resendOtp'),
    summary: 'Send a new OTP for the current sign-up or reset',
    tag: 'auth',
    access: 'public',
    authRateLimit: true,
    response: ZResendOtpResponse,
  },
  createPassword: {
    method: 'POST',
    path: api('/createPassword'),
    summary: 'Set the password after a verified OTP; creates the account on sign-up and signs in',
    tag: 'auth',
    access: 'public',
    authRateLimit: true,
    body: ZCreatePasswordBody,
    response: ZCreatePasswordResponse,
  },
  franchiseeVerifyPhoneNumber: {
    method: 'POST',
    path: api('/franchisee/verifyPhoneNumber'),
    summary: 'Start franchisee sign-in; sends an OTP on forgot-password or when no password is set yet',
    tag: 'franchisee-auth',
    access: 'public',
    authRateLimit: true,
    body: ZFranchiseeVerifyPhoneBody,
    response: ZFranchiseeVerifyPhoneResponse,
  },
  franchiseeLogin: {
    method: 'POST',
    path: api('/franchisee/login'),
    summary: 'Franchisee sign-in with phone and password',
    tag: 'franchisee-auth',
    access: 'public',
    authRateLimit: true,
    body: ZFranchiseeLoginBody,
    response: ZFranchiseeLoginResponse,
  },
  franchiseeLogout: {
    method: 'POST',
    path: api('/franchisee/logout'),
    summary: 'Franchisee sign-out',
    tag: 'franchisee-auth',
    access: 'public',
    response: ZFranchiseeLogoutResponse,
  },
  franchiseeCreatePassword: {
    method: 'POST',
    path: api('/franchisee/createPassword'),
    summary: 'Set the franchisee password after a verified OTP and sign in',
    tag: 'franchisee-auth',
    access: 'public',
    authRateLimit: true,
    body: ZFranchiseeCreatePasswordBody,
    response: ZFranchiseeCreatePasswordResponse,
  },
  getSession: {
    method: 'GET',
    path: api('/session'),
    summary: 'Who is signed in on this browser, if anyone (200 either way)',
    tag: 'auth',
    access: 'public',
    response: ZSessionState,
  },
  touchSession: {
    method: 'POST',
    path: api('/session/touch'),
    summary: 'Report user activity (the web throttles it to 5 s) to keep the session alive',
    tag: 'auth',
    access: 'session',
    response: ZSessionTouchResponse,
  },
  getAgencyDetails: {
    method: 'GET',
    path: api('/agency-details'),
    summary: 'The agency of the request host: name, theme and feature flags (no secrets)',
    tag: 'agencies',
    access: 'public',
    response: ZAgencyDetails,
  },
  analyticsLog: {
    method: 'POST',
    path: api('/analytics/log'),
    summary: 'Record analytics events (sent by the web only on the production host)',
    tag: 'analytics',
    access: 'public',
    body: ZAnalyticsLogBody,
    response: ZAnalyticsLogResponse,
  },
  clientLog: {
    method: 'POST',
    path: '/log',
    summary: 'Record a client-side error or message',
    tag: 'logging',
    access: 'public',
    body: ZClientLogBody,
    response: ZClientLogResponse,
  },
} as const satisfies Record<string, EndpointDef>;
