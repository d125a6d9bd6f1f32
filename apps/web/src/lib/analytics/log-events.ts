import { endpoints, MAX_LOG_EVENTS_PER_CALL, type TLogEvent } from '@cardora/contract';
import { callEndpoint } from '../../api/client';
import { touchAnalyticsSession } from './analytics-session';

export type AnalyticsEventName = 'SignUp' | 'Login' | 'Logout' | 'PageView' | 'SessionStart';

let analyticsHost: string | null = null;
let queue: TLogEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | undefined;
const FLUSH_DELAY_MS = 1_000;

/** Spec 7: events go out only from the agency's production host. */
export function configureAnalytics(host: string | null) {
  analyticsHost = host;
}

function enabled(): boolean {
  return analyticsHost !== null && window.location.host === analyticsHost;
}

function flush() {
  flushTimer = undefined;
  while (queue.length > 0) {
    const logEvents = queue.slice(0, MAX_LOG_EVENTS_PER_CALL);
    queue = queue.slice(MAX_LOG_EVENTS_PER_CALL);
    // Analytics must never disturb the person using the app, so failures are dropped.
    callEndpoint(endpoints.analyticsLog, { body: { logEvents } }).catch(() => undefined);
  }
}

export function logEvent(logEventName: AnalyticsEventName, context?: string, metaData?: Record<string, unknown>) {
  if (!enabled()) return;
  const { sessionId, started } = touchAnalyticsSession();
  const pageUrl = window.location.href.slice(0, 2000);
  if (started && logEventName !== 'SessionStart') queue.push({ logEventName: 'SessionStart', sessionId, pageUrl });
  queue.push({ logEventName, sessionId, pageUrl, context, metaData });
  flushTimer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

export function flushAnalytics() {
  if (flushTimer) clearTimeout(flushTimer);
  flush();
}
