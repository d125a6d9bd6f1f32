import { createHmac } from 'node:crypto';
import type { TWebhookDelivery } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { testT } from '#i18n/test-i18n';
import {
  attemptSummary,
  deliveryChip,
  eventLabel,
  importDataFormula,
  responseTime,
  testResult,
  verifySnippet,
} from './delivery-format';

const english = testT('en', 'customer');
const hindi = testT('hi', 'customer');

const delivery = (over: Partial<TWebhookDelivery>): TWebhookDelivery => ({
  id: '6f1c2a9e-1111-4000-8000-000000000001',
  event: 'webhook.test',
  eventId: 'evt_1',
  status: 'delivered',
  attempts: 1,
  createdAt: '2026-05-03T10:00:00.000Z',
  nextAttemptAt: null,
  log: [{ at: '2026-05-03T10:00:00.000Z', statusCode: 200, responseMs: 123, error: null }],
  ...over,
});

describe('responseTime', () => {
  it.each([
    [0, '0 ms'],
    [123, '123 ms'],
    [999, '999 ms'],
    [1000, '1 s'],
    [2449, '2.4 s'],
    [10_000, '10 s'],
  ])('%d ms → %s', (ms, words) => {
    expect(responseTime(ms, english)).toBe(words);
  });
});

describe('attemptSummary', () => {
  it('gives the HTTP status and the time of an answer', () => {
    expect(attemptSummary({ at: '', statusCode: 200, responseMs: 87, error: null }, english)).toBe('HTTP 200 · 87 ms');
  });
  it('adds the error, and says "No answer" when none came', () => {
    expect(attemptSummary({ at: '', statusCode: 500, responseMs: 320, error: 'Internal Server Error' }, english)).toBe(
      'HTTP 500 · 320 ms · Internal Server Error',
    );
    expect(attemptSummary({ at: '', statusCode: null, responseMs: 10_000, error: 'Timed out' }, english)).toBe(
      'No answer · 10 s · Timed out',
    );
  });
  it('says it in Hindi', () => {
    expect(attemptSummary({ at: '', statusCode: null, responseMs: 40, error: null }, hindi)).toBe(
      'कोई जवाब नहीं · 40 मि.से.',
    );
  });
});

describe('deliveryChip', () => {
  it('names each state with its colour; pending is "Sending" before the first try, "Retrying" after', () => {
    expect(deliveryChip({ status: 'delivered' }, english)).toEqual({ label: 'Delivered', color: 'success' });
    expect(deliveryChip({ status: 'failed' }, english)).toEqual({ label: 'Failed', color: 'error' });
    expect(deliveryChip({ status: 'pending', attempts: 0 }, english)).toEqual({ label: 'Sending', color: 'default' });
    expect(deliveryChip({ status: 'pending', attempts: 2 }, english)).toEqual({ label: 'Retrying', color: 'warning' });
    // The endpoint's last delivery carries no attempt count: pending reads as retrying.
    expect(deliveryChip({ status: 'pending' }, english).label).toBe('Retrying');
  });
});

describe('eventLabel', () => {
  it('names events for people', () => {
    expect(eventLabel('lead.created', english)).toBe('New lead');
    expect(eventLabel('feedback.created', english)).toBe('New feedback');
    expect(eventLabel('webhook.test', english)).toBe('Test event');
    expect(eventLabel('lead.created', hindi)).toBe('नई लीड');
  });
});

describe('testResult', () => {
  it('says the test arrived, with the answer', () => {
    expect(testResult(delivery({}), english)).toEqual({ ok: true, text: 'Test delivered: HTTP 200 · 123 ms' });
  });
  it('says why it did not', () => {
    const refused = delivery({
      status: 'failed',
      log: [{ at: '', statusCode: null, responseMs: 4, error: 'Connection refused' }],
    });
    expect(testResult(refused, english)).toEqual({
      ok: false,
      text: 'Test not delivered: No answer · 4 ms · Connection refused',
    });
    expect(testResult(delivery({ status: 'failed', attempts: 0, log: [] }), english).ok).toBe(false);
  });
});

describe('importDataFormula', () => {
  it('wraps the link for Google Sheets, doubling a quote inside it', () => {
    expect(importDataFormula('https://demo.localhost/lead-feed/abc.csv')).toBe(
      '=IMPORTDATA("https://demo.localhost/lead-feed/abc.csv")',
    );
    expect(importDataFormula('https://x.in/a"b.csv')).toBe('=IMPORTDATA("https://x.in/a""b.csv")');
  });
});

describe('verifySnippet', () => {
  it('is code that accepts a genuine signature and refuses a wrong one', () => {
    const secret = 'whsec_test';
    const body = '{"event":"lead.created"}';
    const t = String(Math.floor(Date.now() / 1000));
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    const check = (header: string) =>
      new Function('require', 'secret', 'body', 'header', `${verifySnippet()}\nreturn genuine;`)(
        (name: string) => (name === 'crypto' ? { createHmac } : null),
        secret,
        body,
        header,
      );
    expect(check(`t=${t},v1=${v1}`)).toBe(true);
    expect(check(`t=${t},v1=${'0'.repeat(64)}`)).toBe(false);
  });
});
