// Error reporting (docs/operations.md#error-reporting), shared by the server's SDK and the
// panel's: the sample rates the product reports with, the settings the server writes into the
// panel's page (so one build serves every deployment), and the scrubbing that runs on everything
// before it leaves either of them — OTPs, passwords, cookies, session and CSRF tokens, secrets,
// and phone numbers and e-mail addresses wherever they appear (URLs, bodies, messages,
// breadcrumbs, span descriptions).
import { z } from 'zod';

/** Every trace is kept. */
export const TRACES_SAMPLE_RATE = 1.0;
/** One panel session in ten is recorded from its start. */
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
/** Every session that meets an error sends the minute before it. */
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

/** The id of the page's JSON block with the panel's settings; absent when reporting is off. */
export const PANEL_ERROR_REPORTING_ELEMENT_ID = 'cardora-error-reporting';

export const ZPanelErrorReporting = z.object({
  dsn: z.string().url(),
  environment: z.string(),
  release: z.string(),
  tracesSampleRate: z.number().min(0).max(1),
  replaysSessionSampleRate: z.number().min(0).max(1),
  replaysOnErrorSampleRate: z.number().min(0).max(1),
});
export type TPanelErrorReporting = z.infer<typeof ZPanelErrorReporting>;

/**
 * The key of a /log entry's additionalInfo that names the event the panel's own SDK already
 * reported (the log row then points at it, and the server does not report it a second time).
 */
export const REPORTED_EVENT_ID_KEY = 'errorReportId';

const FILTERED = '[Filtered]';
/** A key's last word that makes its value a credential: `sessionToken`, `x-csrf-token`, `cardora_sid`, `code`. */
const SECRET_LAST_WORDS = new Set([
  'auth',
  'authorization',
  'code',
  'cookie',
  'cookies',
  'key',
  'pass',
  'passcode',
  'password',
  'pin',
  'session',
  'sid',
  'signature',
  'token',
]);
/** Words that make a value secret wherever they stand in its key (`passwordHash`, `otpSentTo`). */
const SECRET_ANYWHERE = new Set(['csrf', 'otp', 'passcode', 'password', 'pepper', 'secret', 'token', 'xsrf']);
/** A `…code` that names a kind, not a secret: `status_code`, `countryCode`. */
const CODE_KINDS = new Set(['country', 'currency', 'error', 'exit', 'http', 'language', 'response', 'status']);

/** Whether a key's value is a credential (never sent, whatever it holds). */
export function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const last = words.at(-1) ?? '';
  if (words.some((word) => SECRET_ANYWHERE.has(word))) return true;
  if (!SECRET_LAST_WORDS.has(last)) return false;
  return !(last === 'code' && CODE_KINDS.has(words.at(-2) ?? ''));
}
/** +91 98765 43210, 9876543210, +447700900123: runs of 10 to 13 digits, with spaces or dashes. */
const PHONE = /(?:\+|%2B)?\d(?:[\s-]?\d){9,12}/g;
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** The code after "OTP", "code" or "PIN" in a text ("OTP 482913 rejected"): a word with a digit. */
const CODE_IN_TEXT = /\b(otp|code|pin)\b(\s*[:=]?\s*(?:is\s+)?)([^\s,;]*\d[^\s,;]*)/gi;
/** The word after "password" or "passcode", whatever it is. */
const PASSWORD_IN_TEXT = /\b(password|passcode)\b(\s*[:=]?\s*(?:is\s+)?)([^\s,;]+)/gi;

/** A text with phone numbers, e-mail addresses and the codes and passwords it names replaced. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(CODE_IN_TEXT, (_match, word: string, gap: string) => `${word}${gap}${FILTERED}`)
    .replace(PASSWORD_IN_TEXT, (_match, word: string, gap: string) => `${word}${gap}${FILTERED}`)
    .replace(PHONE, '[phone]');
}

/** Any value, deeply: secret keys filtered, every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) && item !== null && item !== undefined ? FILTERED : scrubValue(item, depth + 1);
  }
  return out;
}

/** The parts of a Sentry event (error or transaction) that may carry what a person typed. */
export interface ScrubbableEvent {
  request?: {
    url?: string;
    cookies?: unknown;
    headers?: Record<string, string>;
    query_string?: unknown;
    data?: unknown;
  };
  user?: { id?: string | number } & Record<string, unknown>;
  message?: string;
  logentry?: unknown;
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: unknown[];
  extra?: Record<string, unknown>;
  transaction?: string;
  contexts?: Record<string, unknown> & { trace?: { data?: Record<string, unknown> } & Record<string, unknown> };
  tags?: Record<string, unknown>;
  spans?: { description?: string; data?: Record<string, unknown> }[];
}

/** The contexts that carry what we or the SDK wrote about the request; the rest are the runtime's. */
const SCRUBBED_CONTEXTS = new Set(['request', 'panel', 'response']);
/** Tags written by us that are ids, not text a person typed. */
const KEPT_TAGS = new Set(['request_id', 'route', 'source', 'panel_source', 'transaction']);
/** The request headers that may leave (none carries a credential). */
const HARMLESS_HEADER = /^(host|user-agent|accept-language|content-type|referer)$/i;

/**
 * An event as it may leave: no cookies, only harmless headers, the user as an id, and every text
 * that may hold what a person typed scrubbed (ids and trace ids are left alone: a run of digits
 * in them is not a phone number). Changes the event and answers it.
 */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const request = event.request;
  if (request) {
    delete request.cookies;
    request.headers = Object.fromEntries(
      Object.entries(request.headers ?? {})
        .filter(([name]) => HARMLESS_HEADER.test(name))
        .map(([name, value]) => [name, scrubText(value)]),
    );
    if (typeof request.url === 'string') request.url = scrubText(request.url);
    if (request.query_string !== undefined) request.query_string = scrubValue(request.query_string);
    if (request.data !== undefined) request.data = scrubValue(request.data);
  }
  if (event.user) event.user = (event.user.id !== undefined ? { id: event.user.id } : {}) as E['user'];
  if (typeof event.message === 'string') event.message = scrubText(event.message);
  if (event.logentry) event.logentry = scrubValue(event.logentry);
  for (const exception of event.exception?.values ?? []) {
    if (typeof exception.value === 'string') exception.value = scrubText(exception.value);
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map((breadcrumb) => scrubValue(breadcrumb));
  if (event.extra) event.extra = scrubValue(event.extra) as Record<string, unknown>;
  if (typeof event.transaction === 'string') event.transaction = scrubText(event.transaction);
  for (const [name, context] of Object.entries(event.contexts ?? {})) {
    if (SCRUBBED_CONTEXTS.has(name) && event.contexts) event.contexts[name] = scrubValue(context);
  }
  for (const [name, value] of Object.entries(event.tags ?? {})) {
    if (!KEPT_TAGS.has(name) && typeof value === 'string' && event.tags) event.tags[name] = scrubText(value);
  }
  // The root span's data (the URL with its query) and the other spans' descriptions (SQL, URLs)
  // and data may hold typed values; their ids are left alone.
  const trace = event.contexts?.trace;
  if (trace?.data) trace.data = scrubValue(trace.data) as Record<string, unknown>;
  for (const span of event.spans ?? []) {
    if (typeof span.description === 'string') span.description = scrubText(span.description);
    if (span.data) span.data = scrubValue(span.data) as Record<string, unknown>;
  }
  return event;
}
