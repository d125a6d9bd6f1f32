// Words the "send leads to other apps" section shows, kept pure so they are tested without a DOM:
// an attempt's answer, a delivery's state, the spreadsheet formula and the signature check.
import {
  type TWebhookAttempt,
  type TWebhookDelivery,
  WEBHOOK_SIGNATURE_HEADER,
  type WebhookDeliveryEvent,
  type WebhookDeliveryStatus,
} from '@cardora/contract';
import type { TFunction } from 'i18next';

/** "120 ms" under a second, then "2.4 s" (a timeout reads "10 s"). `t` of the 'customer' area. */
export function responseTime(ms: number, t: TFunction): string {
  if (ms < 1000) return t('leadDelivery.ms', { ms: Math.max(0, Math.round(ms)) });
  const seconds = Math.round(ms / 100) / 10;
  return t('leadDelivery.seconds', { seconds: Number.isInteger(seconds) ? String(seconds) : seconds.toFixed(1) });
}

/** What the receiver answered: "HTTP 200", or "No answer" when none came (refused, timed out). */
export function attemptAnswer(attempt: Pick<TWebhookAttempt, 'statusCode'>, t: TFunction): string {
  return attempt.statusCode === null
    ? t('leadDelivery.noAnswer')
    : t('leadDelivery.http', { code: attempt.statusCode });
}

/** One attempt on a line: "HTTP 500 · 320 ms · Internal Server Error" (the error only when there is one). */
export function attemptSummary(attempt: TWebhookAttempt, t: TFunction): string {
  const parts = [attemptAnswer(attempt, t), responseTime(attempt.responseMs, t)];
  if (attempt.error) parts.push(attempt.error);
  return parts.join(' · ');
}

/** Whether an attempt's answer was a 2xx. */
export function attemptSucceeded(attempt: Pick<TWebhookAttempt, 'statusCode'>): boolean {
  return attempt.statusCode !== null && attempt.statusCode >= 200 && attempt.statusCode < 300;
}

export type ChipColour = 'success' | 'error' | 'warning' | 'default';

/**
 * A delivery's state as a chip: delivered, failed (given up after a day), or still pending —
 * "Sending" before the first attempt, "Retrying" after one failed.
 */
export function deliveryChip(
  delivery: Pick<TWebhookDelivery, 'status'> & Partial<Pick<TWebhookDelivery, 'attempts'>>,
  t: TFunction,
): { label: string; color: ChipColour } {
  const status: WebhookDeliveryStatus = delivery.status;
  if (status === 'delivered') return { label: t('leadDelivery.status.delivered'), color: 'success' };
  if (status === 'failed') return { label: t('leadDelivery.status.failed'), color: 'error' };
  return delivery.attempts === 0
    ? { label: t('leadDelivery.status.sending'), color: 'default' }
    : { label: t('leadDelivery.status.retrying'), color: 'warning' };
}

/** An event's name for people: "New lead", "New feedback", "Test event". */
export function eventLabel(event: WebhookDeliveryEvent, t: TFunction): string {
  if (event === 'lead.created') return t('leadDelivery.events.lead');
  if (event === 'feedback.created') return t('leadDelivery.events.feedback');
  return t('leadDelivery.events.test');
}

/** What a test event's answer says: delivered with its HTTP status and time, or why not. */
export function testResult(delivery: TWebhookDelivery, t: TFunction): { ok: boolean; text: string } {
  const attempt = delivery.log[0];
  if (!attempt) return { ok: false, text: t('leadDelivery.testNoAttempt') };
  const ok = delivery.status === 'delivered' || attemptSucceeded(attempt);
  const detail = attemptSummary(attempt, t);
  return { ok, text: ok ? t('leadDelivery.testDelivered', { detail }) : t('leadDelivery.testFailed', { detail }) };
}

/**
 * The Google Sheets formula that imports the CSV: `=IMPORTDATA("url")`, a quote inside the
 * address doubled as a spreadsheet string wants it (our links have none; a pasted one might).
 */
export function importDataFormula(url: string): string {
  return `=IMPORTDATA("${url.replaceAll('"', '""')}")`;
}

/** How a receiver checks the signature, in Node (the header, the secret and the raw body). */
export function verifySnippet(): string {
  const header = WEBHOOK_SIGNATURE_HEADER.toLowerCase();
  return [
    "const crypto = require('crypto');",
    `// header: req.headers['${header}']`,
    '// body: the raw request body, as text',
    'const { t, v1 } = Object.fromEntries(',
    "  header.split(',').map((part) => part.split('=')));",
    "const expected = crypto.createHmac('sha256', secret)",
    "  .update(t + '.' + body).digest('hex');",
    '// genuine: the same, and sent in the last 5 minutes',
    'const genuine = expected === v1 &&',
    '  Math.abs(Date.now() / 1000 - Number(t)) < 300;',
  ].join('\n');
}
