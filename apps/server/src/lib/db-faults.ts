// The database being down or stalled is not a bug in a request: such
// errors answer 503 "temporarily unavailable, try again" instead of 500, and are logged once
// per interval with a count instead of once per request (60,300 stack traces in 20 s before).

/** SQLSTATE classes and codes that mean "the database cannot serve now", not "this query is wrong". */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled (our statement_timeout)
  '53300', // too_many_connections
  '53100', // disk_full
  '55P03', // lock_not_available (lock_timeout)
]);
const UNAVAILABLE_NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres's own messages for a pool or connection that gave up. */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'connection timeout',
  'Client has encountered a connection error',
  'the database system is shutting down',
  'the database system is starting up',
];

function* causes(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** The database has not answered since the server started: answered like one that went down (503). */
export function databaseStarting(): Error {
  return Object.assign(new Error('the database has not answered since the server started'), { code: '57P03' });
}

/** Whether an error (or one of its causes: Drizzle wraps the driver's) says the database is unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_NET_CODES.has(code)) return true;
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (UNAVAILABLE_MESSAGES.some((known) => message.includes(known))) return true;
  }
  return false;
}

/** A short key for "the same error": its code and message, without the SQL Drizzle prefixes. */
export function faultKey(error: unknown): string {
  const parts: string[] = [];
  for (const cause of causes(error)) {
    const code = typeof cause.code === 'string' ? cause.code : '';
    const message = typeof cause.message === 'string' ? cause.message.replace(/^Failed query:[\s\S]*?\n/, '') : '';
    parts.push(`${code} ${message}`.trim());
  }
  return parts.at(-1) ?? 'unknown';
}

/**
 * Logs each distinct fault once per interval: the first at once, the rest counted and reported
 * with the next one after the interval ("… and 1,234 more like it").
 */
export class FaultLogSampler {
  private readonly seen = new Map<string, { since: number; suppressed: number }>();

  constructor(
    private readonly intervalMs = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** null: say nothing now; else how many identical faults were kept quiet since the last line. */
  shouldLog(key: string): { suppressed: number } | null {
    const at = this.now();
    const entry = this.seen.get(key);
    if (entry && at - entry.since < this.intervalMs) {
      entry.suppressed += 1;
      return null;
    }
    const suppressed = entry?.suppressed ?? 0;
    this.seen.set(key, { since: at, suppressed: 0 });
    if (this.seen.size > 1_000) {
      const oldest = this.seen.keys().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    return { suppressed };
  }
}

/** Rejects after `ms` unless the promise settles first (a stalled database never answers). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(message), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
