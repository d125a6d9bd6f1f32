// The endpoint table: method, path, schemas and who may call it. It drives Fastify
// route registration, the web's typed client and OpenAPI, so nothing is typed twice.
import type { z } from 'zod';
import { ZAgencyDetails } from './agency';
import {
  ZCreatePasswordBody,
  ZCreatePasswordResponse,
  ZDeleteUserResponse,
  ZFranchiseeCreatePasswordBody,
  ZFranchiseeCreatePasswordResponse,
  ZFranchiseeLoginBody,
  ZFranchiseeLoginResponse,
  ZFranchiseeLogoutResponse,
  ZFranchiseeSummary,
  ZFranchiseeVerifyPhoneBody,
  ZFranchiseeVerifyPhoneResponse,
  ZLoginBody,
  ZLoginResponse,
  ZLogoutResponse,
  ZRegenerateRandomPasswordBody,
  ZRegenerateRandomPasswordResponse,
  ZResendOtpResponse,
  ZSessionState,
  ZSessionTouchResponse,
  ZUserDetails,
  ZUserPreferenceBody,
  ZVerifyOtpBody,
  ZVerifyOtpResponse,
  ZVerifyUserBody,
  ZVerifyUserResponse,
} from './auth';
import { ZAnalyticsLogBody, ZAnalyticsLogResponse, ZClientLogBody, ZClientLogResponse } from './logging';
import type { AdminMenuItem, FranchiseePermission } from './roles';

export const API_PREFIX = '/api/v1';

/**
 * Who may call an endpoint. The server enforces it; the web uses it only to hide.
 * - public: anyone (the agency still comes from the host)
 * - session: anyone signed in (user or franchisee)
 * - user / franchisee: that kind of session
 * - staff: the admin area (admin or creator users, franchisees)
 * - admin: a user with the admin role
 * - menu: staff who can see that admin menu item (spec 6), optionally a franchisee permission
 */
export type Access =
  | 'public'
  | 'session'
  | 'user'
  | 'franchisee'
  | 'staff'
  | 'admin'
  | { menu: AdminMenuItem; franchiseePermission?: FranchiseePermission };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  method: HttpMethod;
  /** Full path; /api/v1 paths include the prefix. */
  path: string;
  summary: string;
  tag: string;
  access: Access;
  /** Auth endpoints get the stricter per-IP rate limit. */
  authRateLimit?: boolean;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The payload inside `{ data: ... }`. */
  response: z.ZodType;
}

const api = (path: string) => `${API_PREFIX}${path}`;

export const endpoints = {
  // Authentication and users (spec 7)
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
    summary: 'Delete the signed-in user with their businesses, and sign out',
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
  getFranchisee: {
    method: 'GET',
    path: api('/franchisee'),
    summary: 'The signed-in franchisee',
    tag: 'franchisee-auth',
    access: 'franchisee',
    response: ZFranchiseeSummary,
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

  // Ours: session state and activity (spec 4 "Session", issue 2)
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

  // Agency of the request host
  getAgencyDetails: {
    method: 'GET',
    path: api('/agency-details'),
    summary: 'The agency of the request host: name, theme and feature flags (no secrets)',
    tag: 'agencies',
    access: 'public',
    response: ZAgencyDetails,
  },

  // Analytics and logging (spec 7)
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

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : never;
/** What a caller sends (before defaults and transforms). */
export type EndpointBody<E extends EndpointDef> = E extends { body: infer B } ? InferInput<B> : undefined;
export type EndpointQuery<E extends EndpointDef> = E extends { query: infer Q } ? InferInput<Q> : undefined;
export type EndpointParams<E extends EndpointDef> = E extends { params: infer P } ? InferInput<P> : undefined;
/** What the caller gets inside `{ data: ... }`. */
export type EndpointResponse<E extends EndpointDef> = Infer<E['response']>;
