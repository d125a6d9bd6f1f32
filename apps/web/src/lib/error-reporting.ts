import { authEndpoints } from '@cardora/contract/auth';
import { callEndpoint } from '../api/client';

// Unhandled errors and promise rejections are logged to POST /log.
const MAX_REPORTS_PER_PAGE = 20;
let reported = 0;

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
  callEndpoint(authEndpoints.clientLog, {
    body: {
      level: 'error',
      message: message.trim().slice(0, 2000) || 'Unknown error',
      source: 'web',
      additionalInfo: { ...extra, name, stack: stack?.slice(0, 4000), url: window.location.href },
    },
  }).catch(() => undefined);
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
}
