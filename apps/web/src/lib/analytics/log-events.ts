import { authEndpoints, MAX_LOG_EVENTS_PER_CALL, type TLogEvent } from '@cardora/contract/auth';
import { callEndpoint } from '#api/client';
import { touchAnalyticsSession } from './analytics-session';

export type AnalyticsEventName = 'SignUp' | 'Login' | 'Logout' | 'PageView' | 'SessionStart';

/** undefined until the agency is known: events raised before that wait in the queue. */
let analyticsHost: string | null | undefined;
let queue: TLogEvent[] = [];
let flushScheduled = false;
const FLUSH_DELAY_MS = 1_000;

/** Events go out only from the agency's production host. */
export function configureAnalytics(host: string | null) {
  analyticsHost = host;
  if (!enabled()) queue = [];
  else if (queue.length > 0) scheduleFlush();
}

function enabled(): boolean {
  return typeof analyticsHost === 'string' && window.location.host === analyticsHost;
}

function scheduleFlush() {
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(flush, FLUSH_DELAY_MS);
}

function flush() {
  flushScheduled = false;
  while (queue.length > 0) {
    const logEvents = queue.slice(0, MAX_LOG_EVENTS_PER_CALL);
    queue = queue.slice(MAX_LOG_EVENTS_PER_CALL);
    // Analytics must never disturb the person using the app, so failures are dropped.
    callEndpoint(authEndpoints.analyticsLog, { body: { logEvents } }).catch(() => undefined);
  }
}

export function logEvent(logEventName: AnalyticsEventName, context?: string, metaData?: Record<string, unknown>) {
  if (analyticsHost !== undefined && !enabled()) return;
  const { sessionId, started } = touchAnalyticsSession();
  const pageUrl = window.location.href.slice(0, 2000);
  if (started && logEventName !== 'SessionStart') queue.push({ logEventName: 'SessionStart', sessionId, pageUrl });
  queue.push({ logEventName, sessionId, pageUrl, context, metaData });
  if (enabled()) scheduleFlush();
}
