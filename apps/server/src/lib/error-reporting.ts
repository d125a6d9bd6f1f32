// Error reporting (docs/operations.md#error-reporting): Sentry's SDK, or any service that speaks
// its protocol (GlitchTip, a self-hosted Sentry), off unless SENTRY_DSN is set. Traces are
// sampled at 100%. What leaves the server is scrubbed first by the contract's scrubbing, the same
// the panel's SDK runs (OTPs, passwords, cookies, session and CSRF tokens, secrets, and phone
// numbers and e-mail addresses wherever they appear). The panel gets its own settings from here,
// written into its page (panelErrorReporting).
import {
  REPLAYS_ON_ERROR_SAMPLE_RATE,
  REPLAYS_SESSION_SAMPLE_RATE,
  scrubEvent,
  scrubText,
  scrubValue,
  type TPanelErrorReporting,
  TRACES_SAMPLE_RATE,
} from '@cardora/contract';
import * as Sentry from '@sentry/node';
import { SERVER_VERSION } from './server-version';

export interface ErrorReportingSettings {
  dsn: string;
  environment: string;
  release: string;
}

/** The deployment's settings (SENTRY_DSN, SENTRY_ENVIRONMENT, the build's release), null when off. */
export function errorReportingSettings(config: {
  errorReporting: { dsn: string; environment: string } | null;
}): ErrorReportingSettings | null {
  return config.errorReporting ? { ...config.errorReporting, release: SERVER_VERSION } : null;
}

/** What the panel's page carries so its SDK reports to the same place (null: reporting off). */
export function panelErrorReporting(settings: ErrorReportingSettings | null): TPanelErrorReporting | null {
  if (!settings) return null;
  return {
    ...settings,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
  };
}

/** The origin the panel's SDK sends to (its CSP must allow it). */
export function reportingOrigin(settings: ErrorReportingSettings | null): string | null {
  return settings ? new URL(settings.dsn).origin : null;
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
