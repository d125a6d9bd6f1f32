// Error reporting in the panel (docs/operations.md#error-reporting): a server of its own with
// SENTRY_DSN pointing at a receiver on this machine. A new customer signs up by phone, OTP and
// password, opens the account page (their number on screen), and the panel meets an error that
// carries personal data. At the DSN: the panel's error from its own SDK (scrubbed, with the
// environment and release the server wrote into the page), its page-load and navigation traces at
// a sample rate of 1, the replay of the session around the error, and the server's traces of the
// same requests. Nothing personal is in any envelope: not the phone number in any form, the OTP,
// the password, the session or CSRF cookie.
import assert from 'node:assert/strict';
import { test } from '../fixtures';
import { describeItems, type EnvelopeItem, leaks, type SentryReceiver, startSentryReceiver } from '../sentry-receiver';
import { type JourneyServer, startServer } from '../server';
import { ACTION_TIMEOUT_MS, freshIndianPhone, latestOtp, newContext, PHONE, screenshot } from '../support';

const PASSWORD = 'quiet-harbour-lantern-42';

interface ErrorEvent {
  event_id?: string;
  message?: string;
  exception?: { values: { type: string; value: string }[] };
  environment?: string;
  release?: string;
  tags?: Record<string, string>;
  sdk?: { name: string };
}

interface Transaction {
  transaction: string;
  release: string;
  contexts: { trace: { trace_id: string } };
}

/** An envelope header's trace: the sampling decision travels with it. */
interface DynamicContext {
  trace_id: string;
  sample_rate?: string;
}

interface ReplayEvent {
  replay_id: string;
  replay_type: string;
  error_ids: string[];
}

interface RecordingEvent {
  type: number;
  data?: { tag?: string; payload?: Record<string, unknown> };
}

/** The root spans (a page load, a navigation) the panel's SDK streamed, with their envelope's sample rate. */
function browserSegments(
  receiver: SentryReceiver,
): { name: string; op: string; traceId: string; sampleRate: string | undefined }[] {
  return receiver.envelopes().flatMap((envelope) =>
    envelope.items
      .filter((item) => item.type === 'span' && fromBrowser(item))
      .flatMap((item) => (item.payload as { items: StreamedSpan[] }).items)
      .filter((span) => span.is_segment)
      .map((span) => ({
        name: span.name,
        op: String(span.attributes['sentry.op']?.value),
        traceId: span.trace_id,
        sampleRate: (envelope.header.trace as DynamicContext | undefined)?.sample_rate,
      })),
  );
}

interface StreamedSpan {
  name: string;
  trace_id: string;
  is_segment: boolean;
  attributes: Record<string, { value: unknown }>;
}

const fromBrowser = (item: EnvelopeItem) => item.sdk.startsWith('sentry.javascript.react');

test.describe('error reporting', () => {
  let receiver: SentryReceiver;
  let server: JourneyServer;

  test.beforeAll(async () => {
    receiver = await startSentryReceiver();
    server = await startServer({
      SENTRY_DSN: receiver.dsn('7'),
      SENTRY_ENVIRONMENT: 'journey',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  test('a panel error reaches the DSN scrubbed, with its traces and replay; nothing personal in any envelope', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await newContext(browser, {
      viewport: PHONE,
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      baseURL: server.baseUrl,
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    try {
      // The page carries the deployment's settings; the SDK loads from them.
      await page.goto('/panel/login');
      const settings = JSON.parse(
        (await page.locator('#cardora-error-reporting').textContent({ timeout: ACTION_TIMEOUT_MS })) ?? '{}',
      );
      assert.deepEqual(settings, {
        dsn: receiver.dsn('7'),
        environment: 'journey',
        release: settings.release,
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      });
      // The release is the running build's version (the one the status page shows).
      assert.match(settings.release, /^\d+\.\d+\.\d+/);

      // A new customer signs up: the phone number, the OTP and a password are typed.
      const phone = freshIndianPhone();
      const national = phone.replace(/^\+91/, '');
      await page.getByTestId('phone').fill(national);
      await page.getByTestId('identify-submit').click();
      await page.getByTestId('otp-input').waitFor();
      const otp = await latestOtp(phone, server.baseUrl);
      await page.getByTestId('otp-input').fill(otp);
      await page.waitForURL(/\/panel\/createPassword/);
      await page.getByTestId('password').fill(PASSWORD);
      await page.getByTestId('create-password-submit').click();
      await page.getByTestId('customer-home').waitFor();

      // Their number on screen, then an error in the panel carrying it and the code.
      await page.goto('/panel/customer/account');
      await page.getByTestId('account-profile').waitFor();
      await screenshot(page, 'error-reporting-account-phone');
      await page.evaluate(
        ({ phone, otp }) => {
          setTimeout(() => {
            throw new Error(`Could not open the card of ${phone} after OTP ${otp}`);
          });
        },
        { phone, otp },
      );

      const panelErrors = () =>
        receiver
          .items('event')
          .filter((item) => fromBrowser(item) && JSON.stringify(item.payload).includes('Could not'));
      await receiver.waitFor(() => panelErrors().length > 0, "the panel's error");
      // The replay of the minute before the error follows it (on error: every session).
      await receiver.waitFor((r) => r.items('replay_recording').length > 0, 'replay recording', 60_000);
      // The traces of the pages' loads and navigations (the SDK streams their spans).
      await receiver.waitFor((r) => browserSegments(r).length >= 2, "the panel's page-load traces", 60_000);

      const error = panelErrors()[0]?.payload as ErrorEvent;
      assert.equal(error.exception?.values[0]?.type, 'Error');
      assert.equal(error.exception?.values[0]?.value, 'Could not open the card of [phone] after OTP [Filtered]');
      assert.equal(error.environment, 'journey');
      assert.equal(error.release, settings.release);
      assert.equal(error.tags?.source, 'panel');
      // The panel's /log entry names the event, so the server did not report it a second time.
      const serverCopies = receiver
        .items('event')
        .filter((item) => !fromBrowser(item) && JSON.stringify(item.payload).includes('Could not open'));
      assert.deepEqual(serverCopies, []);

      // The replay of the minute before the error (sampled on error: every session that meets one),
      // recorded with every text and input masked and media blocked, at the product's rates.
      const replays = receiver.items('replay_event').map((item) => item.payload as ReplayEvent);
      const replay = replays.find((one) => one.error_ids.includes(String(error.event_id)));
      assert.ok(replay, `the error's replay arrived: ${JSON.stringify(replays).slice(0, 500)}`);
      assert.ok(['buffer', 'session'].includes(replay.replay_type), replay.replay_type);
      const options = receiver
        .items('replay_recording')
        .flatMap((item) => (item.payload as { events: RecordingEvent[] }).events)
        .find((event) => event.type === 5 && event.data?.tag === 'options')?.data?.payload;
      assert.deepEqual(
        {
          sessionSampleRate: options?.sessionSampleRate,
          errorSampleRate: options?.errorSampleRate,
          maskAllText: options?.maskAllText,
          maskAllInputs: options?.maskAllInputs,
          blockAllMedia: options?.blockAllMedia,
        },
        { sessionSampleRate: 0.1, errorSampleRate: 1, maskAllText: true, maskAllInputs: true, blockAllMedia: true },
      );

      // Every trace is kept: each of the panel's trace envelopes says a sample rate of 1. The page
      // load and the navigation are there; a fetch that starts after a navigation's span has
      // ended (a slow machine) is a trace of its own, an http.client segment, and nothing else is.
      const segments = browserSegments(receiver);
      const ops = new Set(segments.map((segment) => segment.op));
      for (const op of ['pageload', 'navigation']) assert.ok(ops.has(op), `a ${op} trace among ${[...ops]}`);
      assert.deepEqual(
        [...ops].filter((op) => !['pageload', 'navigation', 'http.client'].includes(op)),
        [],
        'only page loads, navigations and requests',
      );
      for (const segment of segments) assert.equal(segment.sampleRate, '1', segment.name);
      // The server traced the same requests (its SDK, the same release), continuing the panel's
      // traces: its transaction of GET /api/v1/account is in a trace the panel started, kept whole.
      const serverTraces = receiver.envelopes().flatMap((envelope) =>
        envelope.items
          .filter((item) => item.type === 'transaction' && !fromBrowser(item))
          .map((item) => ({
            ...(item.payload as Transaction),
            envelopeTrace: envelope.header.trace as DynamicContext,
          })),
      );
      const accountRequest = serverTraces.find((trace) => trace.transaction.includes('/api/v1/account'));
      assert.ok(
        accountRequest,
        `the server traced GET /api/v1/account: ${serverTraces.map((t) => t.transaction).join(', ')}`,
      );
      assert.equal(accountRequest.release, settings.release);
      assert.equal(accountRequest.envelopeTrace.sample_rate, '1');
      assert.ok(
        browserSegments(receiver).some((segment) => segment.traceId === accountRequest.contexts.trace.trace_id),
        'the server continued a trace of the panel',
      );

      // Nothing personal anywhere: every envelope, every kind, recordings decompressed.
      const cookies = await context.cookies();
      const cookieValues = cookies.filter((cookie) => cookie.value.length >= 8).map((cookie) => cookie.value);
      assert.ok(cookieValues.length >= 2, `the session and CSRF cookies: ${cookies.map((c) => c.name).join(', ')}`);
      const envelopes = receiver.envelopes();
      console.log(`error reporting (journey): ${envelopes.length} envelopes; ${describeItems(envelopes)}`);
      assert.deepEqual(
        leaks(envelopes, [
          phone,
          phone.slice(1),
          national,
          `${national.slice(0, 5)} ${national.slice(5)}`,
          encodeURIComponent(phone),
          otp,
          PASSWORD,
          ...cookieValues,
        ]),
        [],
      );
      assert.deepEqual(blocked, [], 'the CSP let the SDK send');
    } finally {
      await context.close();
    }
  });
});
