// Error reporting (docs/operations.md#error-reporting): Sentry's SDK, or any service that speaks
// its protocol (GlitchTip, a self-hosted Sentry), off unless SENTRY_DSN is set. Traces are
// sampled at 100%. What leaves the server is scrubbed first: OTPs, passwords, cookies, session
// and CSRF tokens, secrets, and phone numbers and e-mail addresses wherever they appear (URLs,
// bodies, messages, breadcrumbs).
import * as Sentry from '@sentry/node';

/** The product's sampling (every trace; the panel adds its session replays). */
export const TRACES_SAMPLE_RATE = 1.0;

export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  release: string;
}

const FILTERED = '[Filtered]';
/** Keys whose values never leave: credentials, codes, tokens, cookies. */
const SECRET_KEY = /pass(word)?|otp|code|token|secret|csrf|cookie|session|authorization|auth|signature|pepper|key/i;
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
    out[key] = SECRET_KEY.test(key) && item !== null && item !== undefined ? FILTERED : scrubValue(item, depth + 1);
  }
  return out;
}

/** The contexts that carry what we or the SDK wrote about the request; the rest are the runtime's. */
const SCRUBBED_CONTEXTS = new Set(['request', 'panel', 'response']);
/** Tags written by us that are ids, not text a person typed. */
const KEPT_TAGS = new Set(['request_id', 'route', 'source', 'panel_source', 'transaction']);

/**
 * An event (error or transaction) as it may leave: no cookies, only harmless headers, the user as
 * an id, and every text that may hold what a person typed scrubbed (ids and trace ids are left
 * alone: a run of digits in them is not a phone number).
 */
export function scrubEvent<E extends Sentry.Event>(event: E): E {
  const request = event.request;
  if (request) {
    delete request.cookies;
    const headers = request.headers ?? {};
    request.headers = Object.fromEntries(
      Object.entries(headers).filter(([name]) => /^(host|user-agent|accept-language|content-type)$/i.test(name)),
    );
    if (typeof request.url === 'string') request.url = scrubText(request.url);
    if (typeof request.query_string === 'string') request.query_string = scrubText(request.query_string);
    else if (request.query_string)
      request.query_string = scrubValue(request.query_string) as typeof request.query_string;
    if (request.data !== undefined) request.data = scrubValue(request.data);
  }
  if (event.user) event.user = event.user.id ? { id: event.user.id } : {};
  if (typeof event.message === 'string') event.message = scrubText(event.message);
  if (event.logentry) event.logentry = scrubValue(event.logentry) as typeof event.logentry;
  for (const exception of event.exception?.values ?? []) {
    if (typeof exception.value === 'string') exception.value = scrubText(exception.value);
  }
  if (event.breadcrumbs) event.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.extra) event.extra = scrubValue(event.extra) as typeof event.extra;
  if (typeof event.transaction === 'string') event.transaction = scrubText(event.transaction);
  for (const [name, context] of Object.entries(event.contexts ?? {})) {
    if (SCRUBBED_CONTEXTS.has(name) && event.contexts) event.contexts[name] = scrubValue(context) as typeof context;
  }
  for (const [name, value] of Object.entries(event.tags ?? {})) {
    if (!KEPT_TAGS.has(name) && typeof value === 'string' && event.tags) event.tags[name] = scrubText(value);
  }
  // The root span's data (the URL with its query) and the other spans' descriptions (SQL, URLs)
  // and data may hold typed values; their ids are left alone.
  const trace = event.contexts?.trace;
  if (trace?.data) trace.data = scrubValue(trace.data) as typeof trace.data;
  for (const span of event.spans ?? []) {
    if (typeof span.description === 'string') span.description = scrubText(span.description);
    if (span.data) span.data = scrubValue(span.data) as typeof span.data;
  }
  return event;
}

function scrubBreadcrumb(breadcrumb: Sentry.Breadcrumb): Sentry.Breadcrumb {
  return scrubValue(breadcrumb) as Sentry.Breadcrumb;
}

let reporting = false;

/** Starts reporting once per process (the SDK is global); a second call with the same settings is nothing. */
export function initErrorReporting(settings: ErrorReportingSettings | null): boolean {
  if (!settings || reporting) return reporting;
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Whole transactions (scrubbed by beforeSendTransaction), not spans streamed one by one.
    traceLifecycle: 'static',
    debug: process.env.SENTRY_DEBUG === 'true',
    // Collected as little as the SDK allows; beforeSend scrubs the rest.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['host', 'user-agent', 'accept-language', 'content-type'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    // Fastify's requests are traced, but its errors are ours to report (reportServerError):
    // only a 500 is a bug; a 4xx is a refusal and a 503 an outage, logged, not reported.
    integrations: [Sentry.fastifyIntegration({ shouldHandleError: () => false })],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  reporting = true;
  return true;
}

/** A server error (an answer 500): its exception, the route and the request id. */
export function reportServerError(
  error: unknown,
  request: { method: string; url: string; id: string; routeOptions?: { url?: string } },
): void {
  if (!reporting) return;
  Sentry.withScope((scope) => {
    scope.setTag('source', 'server');
    scope.setTag('route', request.routeOptions?.url ?? '*');
    scope.setTag('request_id', request.id);
    scope.setContext('request', { method: request.method, url: scrubText(request.url) });
    Sentry.captureException(error);
  });
}

/** An error the panel posted to /log, reported as the panel's. */
export function reportClientError(entry: {
  message: string;
  source: string;
  additionalInfo?: Record<string, unknown>;
}): void {
  if (!reporting) return;
  Sentry.withScope((scope) => {
    scope.setTag('source', 'panel');
    scope.setTag('panel_source', entry.source);
    if (entry.additionalInfo) scope.setContext('panel', entry.additionalInfo);
    scope.setLevel('error');
    Sentry.captureMessage(entry.message);
  });
}

/** Sends what is queued (tests; a stopping server). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<boolean> {
  return reporting ? Sentry.flush(timeoutMs) : true;
}
