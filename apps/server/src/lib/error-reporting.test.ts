// Error reporting (docs/operations.md#error-reporting): what arrives at a receiver standing in
// for the DSN's host when the real app (in a process of its own: the SDK is global) answers a
// server error and takes an error from the panel (the scrubbing itself: the contract's tests).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeItems, leaks, startSentryReceiver } from '../../../../e2e/sentry-receiver';

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

describe('reports at the DSN', () => {
  it('receives the server error and the panel error, scrubbed, with the environment and release', async () => {
    const receiver = await startSentryReceiver();
    try {
      const fixture = join(import.meta.dirname, '../../test/fixtures/error-reporting-app.ts');
      const child = spawn(process.execPath, ['--import', 'tsx', fixture, receiver.dsn('42')], {
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
      await receiver.close();
    }

    const envelopes = receiver.envelopes();
    expect(envelopes.length, 'envelopes received').toBeGreaterThan(0);
    for (const { path } of envelopes)
      expect(path).toMatch(/^\/api\/42\/envelope\/\?sentry_version=7&sentry_key=publickey&/);
    const events = receiver.items('event') as { payload: Record<string, unknown> }[];
    // What each kind of envelope item carried (printed for the record; asserted below).
    console.log(`error reporting (server): ${envelopes.length} envelopes; ${describeItems(envelopes)}`);

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
    const transactions = receiver.items('transaction') as { payload: Record<string, unknown> }[];
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
    // The warning was logged, not reported; nor was the error the panel's SDK had sent itself.
    expect(events.filter((event) => JSON.stringify(event).includes('a slow image'))).toEqual([]);
    expect(events.filter((event) => JSON.stringify(event).includes('already sent by the panel'))).toEqual([]);

    // Nothing that must stay here is in any envelope, whatever its kind.
    expect(leaks(envelopes, NEVER_SENT)).toEqual([]);
  }, 60_000);
});
