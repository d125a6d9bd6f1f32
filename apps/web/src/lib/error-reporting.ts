import { authEndpoints } from '@cardora/contract/auth';
import {
  PANEL_ERROR_REPORTING_ELEMENT_ID,
  REPORTED_EVENT_ID_KEY,
  type TPanelErrorReporting,
  ZPanelErrorReporting,
} from '@cardora/contract/error-reporting';
import { callEndpoint } from '../api/client';
import type { PanelErrorReporter } from './error-reporting-sdk';
import { readPageJson } from './page-json';

// Unhandled errors and promise rejections are logged to POST /log, and, on a deployment with error
// reporting (docs/operations.md#error-reporting), reported by the panel's SDK too: the server
// writes its settings into the page, and the SDK is loaded only then.
const MAX_REPORTS_PER_PAGE = 20;
let reported = 0;
let reporter: PanelErrorReporter | null = null;

function describe(reason: unknown): { message: string; stack?: string; name?: string } {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, stack: reason.stack, name: reason.name };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? 'Unknown error' };
  } catch {
    return { message: 'Unknown error' };
  }
}

export function reportError(reason: unknown, extra: Record<string, unknown> = {}) {
  // A loop that throws on every frame must not flood the server.
  if (reported >= MAX_REPORTS_PER_PAGE) return;
  reported += 1;
  const { message, stack, name } = describe(reason);
  // Before the SDK has loaded (or without one) the server reports what /log receives.
  const eventId = reporter?.capture(reason, extra);
  callEndpoint(authEndpoints.clientLog, {
    body: {
      level: 'error',
      message: message.trim().slice(0, 2000) || 'Unknown error',
      source: 'web',
      additionalInfo: {
        ...extra,
        name,
        stack: stack?.slice(0, 4000),
        url: window.location.href,
        ...(eventId ? { [REPORTED_EVENT_ID_KEY]: eventId } : {}),
      },
    },
  }).catch(() => undefined);
}

/** The settings the server wrote into the page; null when error reporting is off. */
export function pageErrorReportingSettings(): TPanelErrorReporting | null {
  return readPageJson(PANEL_ERROR_REPORTING_ELEMENT_ID, ZPanelErrorReporting);
}

export function installGlobalErrorReporting() {
  window.addEventListener('error', (event) => {
    reportError(event.error ?? event.message, {
      kind: 'error',
      filename: event.filename,
      lineno: event.lineno,
      colno: event.colno,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { kind: 'unhandledrejection' });
  });
  const settings = pageErrorReportingSettings();
  if (settings) {
    import('./error-reporting-sdk')
      .then(({ startErrorReporting }) => {
        reporter = startErrorReporting(settings);
      })
      .catch(() => undefined);
  }
}
