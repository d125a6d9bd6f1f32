// One access-log line per request instead of Fastify's two ("incoming request" and "request
// completed", each with the whole request or reply serialised): at LOG_LEVEL=info those two
// cost a fifth to a third of the requests per second and wrote 180 MB in 24 s of load.
// The line: { reqId, method, path, status, ms }, "request". The path
// without its query string, which may carry a token or an OTP.
//
// ACCESS_LOG=sampled (the default) logs every API request, but on the hot public routes (card
// pages and their QR codes and vCards, card images and events, uploads, panel assets, health
// checks) only a failure (status >= 400), a slow answer (> SLOW_MS) and one request in
// SAMPLE_EVERY; `all` logs every request; `off` none (unhandled errors are still logged by the
// error handler).
import { type FastifyBaseLogger, LogController } from 'fastify';
import { requestPath } from './request-path';

export type AccessLogMode = 'all' | 'sampled' | 'off';

/** A hot route's answer slower than this is always logged. */
export const SLOW_MS = 500;
/** One hot request in this many is logged (with `sampled: SAMPLE_EVERY`, to scale counts back). */
export const SAMPLE_EVERY = 100;

type Request = Parameters<LogController['requestCompleted']>[1];
type Reply = Parameters<LogController['requestCompleted']>[2];

/** Public, high-volume paths whose successful answers are sampled. */
export function isHotPath(method: string, path: string): boolean {
  if (path.startsWith('/c/')) return true; // card images and the page's event beacon
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (path.startsWith('/api/') || path === '/api') return false;
  if (path === '/panel' || path.startsWith('/panel/')) return path.startsWith('/panel/assets/');
  // Card pages, their .vcf and qr.png, /uploads/*, /v/<token>, /healthz, /readyz.
  return true;
}

export class AccessLogController extends LogController {
  private hotSeen = 0;

  constructor(private readonly mode: AccessLogMode) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: Request, reply: Reply): void {
    this.record(() => reply.log, error, request.method, request.url, reply.statusCode, reply.elapsedTime);
  }

  /** The same line for a request the front door answered (lib/front-door.ts): no Fastify request or reply. */
  frontDoorCompleted(log: FastifyBaseLogger, reqId: string, method: string, url: string, status: number, ms: number) {
    this.record(() => log.child({ reqId }), null, method, url, status, ms);
  }

  /** `logger` is only asked for when a line is written (a child logger costs ~1 µs). */
  private record(
    logger: () => FastifyBaseLogger,
    error: Error | null | undefined,
    method: string,
    url: string,
    status: number,
    ms: number,
  ): void {
    if (this.mode === 'off') return;
    const path = requestPath(url);
    let sampled: number | undefined;
    if (this.mode === 'sampled' && status < 400 && ms <= SLOW_MS && !error && isHotPath(method, path)) {
      this.hotSeen = (this.hotSeen + 1) % SAMPLE_EVERY;
      if (this.hotSeen !== 0) return;
      sampled = SAMPLE_EVERY;
    }
    const line = { method, path, status, ms: Math.round(ms * 10) / 10, ...(sampled ? { sampled } : {}) };
    // A response that failed on the wire (the client went away, a stream broke).
    if (error) logger().warn({ ...line, err: error }, 'request');
    else logger().info(line, 'request');
  }
}
