// The panel's error reporting (docs/operations.md#error-reporting): Sentry's browser SDK,
// loaded only on a deployment that set SENTRY_DSN (error-reporting.ts imports this module then,
// after the page has started, so the sign-in screens never wait for it). Traces at 100%, session
// replay at 10% and on error at 100%, as the page's settings say. Replays mask every text and
// input and block media; events, transactions, breadcrumbs and the replay's own breadcrumbs and
// network spans are scrubbed by the same rules as the server's before they leave.
import { scrubEvent, scrubValue, type TPanelErrorReporting } from '@cardora/contract/error-reporting';
import * as Sentry from '@sentry/react';

export interface PanelErrorReporter {
  /** Reports an error; answers the event's id (written into the /log entry). */
  capture(reason: unknown, extra: Record<string, unknown>): string;
}

/** The SDK's own ways of catching uncaught errors (ours report them instead). */
const SDK_CATCHERS = new Set(['GlobalHandlers', 'BrowserApiErrors']);

/** rrweb's custom events (type 5) carry the replay's breadcrumbs and network spans: URLs, messages. */
const CUSTOM_RECORDING_EVENT = 5;

export function startErrorReporting(settings: TPanelErrorReporting): PanelErrorReporter {
  Sentry.init({
    dsn: settings.dsn,
    environment: settings.environment,
    release: settings.release,
    tracesSampleRate: settings.tracesSampleRate,
    replaysSessionSampleRate: settings.replaysSessionSampleRate,
    replaysOnErrorSampleRate: settings.replaysOnErrorSampleRate,
    // Collected as little as the SDK allows (the server's settings); beforeSend scrubs the rest.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: false, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    integrations: (defaults) => [
      // The window's errors and rejections are taken by our own listeners (error-reporting.ts),
      // which report them here and log them to /log with the event's id: not twice (the SDK's
      // global handlers and its wrapping of timers and event listeners would catch them too).
      ...defaults.filter((integration) => !SDK_CATCHERS.has(integration.name)),
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        beforeAddRecordingEvent: (event) =>
          event.type === CUSTOM_RECORDING_EVENT ? (scrubValue(event) as typeof event) : event,
      }),
    ],
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb) as Sentry.Breadcrumb,
  });
  Sentry.setTag('source', 'panel');
  return {
    capture: (reason, extra) => Sentry.captureException(reason, { extra }),
  };
}
