// A stand-in for an error-reporting service (the host of a SENTRY_DSN): it takes Sentry's
// envelopes from the server's SDK and the panel's, as the real ingest does (any origin may post,
// gzip or not), and keeps each one parsed for a test to read. Used by the server's error-reporting
// test and the error-reporting journey.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, inflateSync } from 'node:zlib';

export interface EnvelopeItem {
  type: string;
  /** The SDK that sent it (sentry.javascript.react, sentry.javascript.node, …). */
  sdk: string;
  /** The item's JSON payload; a replay recording's is its events (decompressed when it was). */
  payload: unknown;
  /** The payload as text, as it arrived or decompressed: what a check for leaked data reads. */
  text: string;
}

export interface Envelope {
  path: string;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
  /** The whole envelope as text (replay recordings decompressed): what leak checks read. */
  text: string;
}

export interface SentryReceiver {
  port: number;
  dsn(projectId?: string): string;
  envelopes(): Envelope[];
  /** Every item of one type, over all envelopes so far. */
  items(type: string): EnvelopeItem[];
  /** Waits until `ready` holds over what has arrived (or throws after `timeoutMs`). */
  waitFor(ready: (receiver: SentryReceiver) => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A replay recording: `{"segment_id":N}\n` then its events, as JSON or deflated. */
function readRecording(bytes: Buffer): { payload: unknown; text: string } {
  const newline = bytes.indexOf(10);
  const head = bytes.subarray(0, newline).toString();
  const body = bytes.subarray(newline + 1);
  let events: string;
  try {
    events = inflateSync(body).toString();
  } catch {
    events = body.toString();
  }
  return { payload: { header: parseJson(head), events: parseJson(events) }, text: `${head}\n${events}` };
}

/** Sentry's envelope format: a header line, then per item a header line and `length` bytes (or a line). */
export function parseEnvelope(path: string, raw: Buffer): Envelope {
  let at = raw.indexOf(10);
  if (at < 0) at = raw.length;
  const header = parseJson(raw.subarray(0, at).toString()) as Record<string, unknown>;
  const texts = [raw.subarray(0, at).toString()];
  const items: EnvelopeItem[] = [];
  let offset = at + 1;
  while (offset < raw.length) {
    let end = raw.indexOf(10, offset);
    if (end < 0) end = raw.length;
    const headerText = raw.subarray(offset, end).toString();
    offset = end + 1;
    if (headerText.trim() === '') continue;
    const itemHeader = parseJson(headerText) as { type?: string; length?: number };
    let payloadEnd: number;
    if (typeof itemHeader.length === 'number') payloadEnd = offset + itemHeader.length;
    else {
      payloadEnd = raw.indexOf(10, offset);
      if (payloadEnd < 0) payloadEnd = raw.length;
    }
    const bytes = raw.subarray(offset, payloadEnd);
    offset = payloadEnd + 1;
    const type = itemHeader.type ?? 'unknown';
    const read =
      type === 'replay_recording'
        ? readRecording(bytes)
        : { payload: parseJson(bytes.toString()), text: bytes.toString() };
    const sdk =
      (read.payload as { sdk?: { name?: string } } | null)?.sdk?.name ?? (header.sdk as { name?: string })?.name ?? '';
    items.push({ type, sdk, ...read });
    texts.push(headerText, read.text);
  }
  return { path, header, items, text: texts.join('\n') };
}

export async function startSentryReceiver(): Promise<SentryReceiver> {
  const received: Envelope[] = [];
  const server: Server = createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type, sentry-trace, baggage',
      'access-control-allow-methods': 'POST, OPTIONS',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      received.push(parseEnvelope(request.url ?? '', body));
      response.writeHead(200, { 'content-type': 'application/json', ...cors }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const receiver: SentryReceiver = {
    port,
    dsn: (projectId = '42') => `http://publickey@127.0.0.1:${port}/${projectId}`,
    envelopes: () => [...received],
    items: (type) => received.flatMap((envelope) => envelope.items.filter((item) => item.type === type)),
    async waitFor(ready, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!ready(receiver)) {
        if (Date.now() > deadline)
          throw new Error(
            `no ${what} at the DSN after ${timeoutMs} ms; arrived: ${received.map((e) => e.items.map((i) => i.type).join('+')).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** What each kind of item carried: its kind, how many arrived, and the top-level fields seen. */
export function describeItems(envelopes: Envelope[]): string {
  const carried = new Map<string, { count: number; fields: Set<string> }>();
  for (const item of envelopes.flatMap((envelope) => envelope.items)) {
    const entry = carried.get(item.type) ?? { count: 0, fields: new Set<string>() };
    entry.count += 1;
    if (item.payload && typeof item.payload === 'object' && !Array.isArray(item.payload))
      for (const key of Object.keys(item.payload)) entry.fields.add(key);
    carried.set(item.type, entry);
  }
  return [...carried]
    .map(([type, { count, fields }]) => `${type} (${count}): ${[...fields].sort().join(' ')}`)
    .join('; ');
}

/**
 * Where a secret appears in any envelope, as a whole token: not inside a longer run of digits or
 * hex (a timestamp or a trace id that happens to contain the same six digits is not a leak).
 */
export function leaks(envelopes: Envelope[], secrets: readonly string[]): string[] {
  const found: string[] = [];
  for (const envelope of envelopes) {
    for (const secret of secrets) {
      const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = new RegExp(`(?<![0-9A-Fa-f])${escaped}(?![0-9A-Fa-f])`).exec(envelope.text);
      if (match)
        found.push(
          `${secret} in an envelope (${envelope.items.map((item) => item.type).join('+')}): …${envelope.text.slice(Math.max(0, match.index - 200), match.index + 60)}…`,
        );
    }
  }
  return found;
}
