// Cookie names and options from the shared decisions, in one place.
import type { CookieSerializeOptions } from '@fastify/cookie';

export const SESSION_COOKIE = 'cardora_sid';
export const FLOW_COOKIE = 'cardora_flow';
export const CSRF_COOKIE = 'cardora_csrf';
export const AGENCY_COOKIE = 'cardora_agency';
export const CSRF_HEADER = 'x-csrf-token';

export function sessionCookieOptions(isProduction: boolean): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isProduction };
}

export function flowCookieOptions(isProduction: boolean): CookieSerializeOptions {
  // The flow lives at most as long as a pending OTP flow on the server.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: isProduction, maxAge: 30 * 60 };
}

/** Readable by the web's JavaScript on purpose: it echoes the value in the x-csrf-token header. */
export function csrfCookieOptions(isProduction: boolean): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure: isProduction };
}

export function agencyCookieOptions(): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/' };
}
