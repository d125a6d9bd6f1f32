// Answering byte ranges (206/416): Safari plays a <video> only from a server that does.
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The one byte range asked for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clipped to the body:
 * null to send it all (no Range, several ranges or one we do not read: RFC 9110 lets a server
 * ignore it), 'unsatisfiable' for a range that starts past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** Sends bytes whole (200) or the range the request asks for (206; 416 past the end), with accept-ranges. */
export function sendBytes(request: FastifyRequest, reply: FastifyReply, body: Buffer, contentType: string) {
  reply.header('accept-ranges', 'bytes').type(contentType);
  const header = request.headers.range;
  const range = byteRange(typeof header === 'string' ? header : undefined, body.length);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${body.length}`).send();
  }
  if (!range) return reply.send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
    .send(body.subarray(range.start, range.end + 1));
}
