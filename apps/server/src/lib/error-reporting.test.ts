// Error reporting (docs/operations.md#error-reporting): what is scrubbed before anything leaves,
// and what arrives at a receiver standing in for the DSN's host when the real app (in a process of
// its own: the SDK is global) answers a server error and takes an error from the panel.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Event } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText, scrubValue } from './error-reporting';

const NEVER_SENT = [
  '482913',
  'hunter2-secret',
  'SESSIONSECRET123',
  'CSRFSECRET456',
  '+919876543210',
  '919876543210',
  '9876543210',
  '98765 43210',
  'priya@example.com',
  'priya%40example.com',
];

describe('scrubbing', () => {
  it('takes phone numbers, e-mail addresses and named codes out of any text', () => {
    expect(scrubText('OTP 482913 was refused for +91 98765 43210 (priya@example.com)')).toBe(
      'OTP [Filtered] was refused for [phone] ([email])',
    );
    expect(scrubText('/api/v1/x?phone=%2B919876543210&email=priya%40example.com')).toBe(
      '/api/v1/x?phone=[phone]&email=[email]',
    );
    expect(scrubText('password: hunter2 and passwords in general')).toBe(
      'password: [Filtered] and passwords in general',
    );
    // Ids, amounts and short numbers stay.
    expect(scrubText('card 1234 paid ₹499 on 2026-12-06')).toBe('card 1234 paid ₹499 on 2026-12-06');
  });

  it('filters secret keys wherever they are, and scrubs the other strings', () => {
    expect(
      scrubValue({
        otp: '482913',
        nested: { password: 'x', sessionToken: 'y', name: 'Call 9876543210' },
        list: ['priya@example.com'],
      }),
    ).toEqual({
      otp: '[Filtered]',
      nested: { password: '[Filtered]', sessionToken: '[Filtered]', name: 'Call [phone]' },
      list: ['[email]'],
    });
  });

  it('leaves the request with harmless headers only, the user as an id, and trace ids alone', () => {
    const traceId = '12345678901234567890123456789012';
    const event = scrubEvent({
      message: 'failed for 9876543210',
      request: {
        url: 'https://demo.cardora.app/api/v1/login?phoneNumber=9876543210',
        cookies: { cardora_session: 'S' },
        headers: { cookie: 'cardora_session=S', 'x-csrf-token': 'C', authorization: 'Bearer T', 'user-agent': 'Phone' },
        data: { phoneNumber: '+919876543210', password: 'p' },
      },
      user: { id: 'u1', email: 'priya@example.com', ip_address: '1.2.3.4' },
      contexts: { trace: { trace_id: traceId, span_id: '1234567890123456' } },
      breadcrumbs: [{ message: 'sent OTP to +919876543210', data: { otp: '482913' } }],
    } satisfies Event);
    expect(event.message).toBe('failed for [phone]');
    expect(event.request?.cookies).toBeUndefined();
    expect(event.request?.headers).toEqual({ 'user-agent': 'Phone' });
    expect(event.request?.url).toBe('https://demo.cardora.app/api/v1/login?phoneNumber=[phone]');
    expect(event.request?.data).toEqual({ phoneNumber: '[phone]', password: '[Filtered]' });
    expect(event.user).toEqual({ id: 'u1' });
    expect(event.contexts?.trace?.trace_id).toBe(traceId);
    expect(event.breadcrumbs?.[0]).toEqual({ message: 'sent OTP to [phone]', data: { otp: '[Filtered]' } });
  });
});

interface Item {
  type: string;
  payload: Record<string, unknown>;
}

/** Sentry's envelope: a header line, then an item header and its payload per item. */
function parseEnvelope(text: string): { header: Record<string, unknown>; items: Item[] } {
  const lines = text.split('\n').filter((line) => line !== '');
  const header = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
  const items: Item[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const itemHeader = JSON.parse(lines[i] ?? '{}') as { type: string };
    items.push({ type: itemHeader.type, payload: JSON.parse(lines[i + 1] ?? '{}') as Record<string, unknown> });
  }
  return { header, items };
}

describe('reports at the DSN', () => {
  it('receives the server error and the panel error, scrubbed, with the environment and release', async () => {
    const received: { path: string; body: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        received.push({ path: request.url ?? '', body: body.toString() });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    try {
      const fixture = join(import.meta.dirname, '../../test/fixtures/error-reporting-app.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, `http://publickey@127.0.0.1:${port}/42`], {
        cwd: join(import.meta.dirname, '../..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, output).toBe(0);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }

    expect(received.length, 'envelopes received').toBeGreaterThan(0);
    for (const { path } of received)
      expect(path).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey&/);
    const envelopes = received.map(({ body }) => parseEnvelope(body));
    const events = envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'event'));
    const kinds = envelopes.flatMap((envelope) => envelope.items.map((item) => item.type));
    // What each kind of envelope item carried (printed for the record; asserted below).
    const carried = new Map<string, Set<string>>();
    for (const item of envelopes.flatMap((envelope) => envelope.items)) {
      const fields = carried.get(item.type) ?? new Set<string>();
      for (const key of Object.keys(item.payload)) fields.add(key);
      carried.set(item.type, fields);
    }
    console.log(
      `error reporting: ${received.length} envelopes; ${[...carried].map(([type, fields]) => `${type} (${kinds.filter((kind) => kind === type).length}): ${[...fields].sort().join(' ')}`).join('; ')}`,
    );

    const serverError = events.find((event) => (event.payload.tags as Record<string, string>)?.source === 'server');
    if (!serverError) throw new Error(`no server error arrived: ${JSON.stringify(events).slice(0, 2000)}`);
    const exception = (serverError.payload.exception as { values: { type: string; value: string }[] }).values[0];
    expect(exception?.type).toBe('TypeError');
    expect(exception?.value).toBe('Cannot read the photo of [phone] ([email]): body is undefined');
    expect(serverError.payload).toMatchObject({ environment: 'ci-test', release: 'cardora@test', level: 'error' });
    expect((serverError.payload.tags as Record<string, string>).route).toBe('/uploads/*');

    const panelError = events.find((event) => (event.payload.tags as Record<string, string>)?.source === 'panel');
    if (!panelError) throw new Error('no panel error arrived');
    expect(panelError.payload.message).toBe('OTP [Filtered] was refused for [phone] ([email])');
    expect((panelError.payload.tags as Record<string, string>).panel_source).toBe('sign-in/otp');
    expect((panelError.payload.contexts as Record<string, unknown>).panel).toEqual({
      otp: '[Filtered]',
      password: '[Filtered]',
      phoneNumber: '[phone]',
      note: 'typed [phone]',
    });
    // Every request is traced (the traces' sample rate is 1), its URL scrubbed like the rest.
    const transactions = envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'transaction'));
    expect(transactions.length).toBeGreaterThanOrEqual(3);
    for (const transaction of transactions) {
      const trace = (transaction.payload.contexts as { trace: { data: Record<string, unknown> } }).trace;
      expect(trace.data['sentry.sample_rate']).toBe(1);
    }
    const failedRequest = transactions.find((item) => String(item.payload.transaction).includes('/uploads'));
    if (!failedRequest) throw new Error('no transaction of the failed request');
    expect(
      (failedRequest.payload.contexts as { trace: { data: Record<string, unknown> } }).trace.data['url.path'],
    ).toBe('/uploads/business/b1/photo.webp?phone=[phone]&email=[email]');
    // The warning was logged, not reported.
    expect(events.filter((event) => JSON.stringify(event).includes('a slow image'))).toEqual([]);

    // Nothing that must stay here is in any envelope, whatever its kind.
    for (const { body } of received) {
      for (const secret of NEVER_SENT) {
        const at = body.indexOf(secret);
        expect(at, `an envelope carries ${secret}: …${body.slice(Math.max(0, at - 300), at + 50)}…`).toBe(-1);
      }
    }
  }, 60_000);
});
