import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contactKindOf,
  ENQUIRY_MESSAGES,
  normaliseVisitorPhone,
  VISITOR_NOTICE_VERSION,
  VISITOR_NOTICE_WORDS_SHA256,
  ZFeedbackForm,
  ZVisitorContact,
} from './feedback';
import { firstIssue } from './first-issue.test-support';
import en from './locales/en/card.json';

const agreed = { consent: 'yes', noticeVersion: VISITOR_NOTICE_VERSION };
const good = { rating: '4', message: 'Lovely sweets', name: 'Priya', ...agreed };
const firstError = (value: unknown) => firstIssue(ZFeedbackForm, value);

describe('normaliseVisitorPhone', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['(+44) 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
  ])('%s → %s', (raw, phone) => {
    expect(normaliseVisitorPhone(raw)).toBe(phone);
  });

  it.each(['12345', '+91 58765 43210', '+91 98765 4321', 'call me', '+0123456789'])('refuses %s', (raw) => {
    expect(normaliseVisitorPhone(raw)).toBeNull();
  });
});

describe('ZFeedbackForm', () => {
  it('takes the form as posted: a rating of 1–5, cleaned text, an optional contact', () => {
    expect(
      ZFeedbackForm.parse({ ...good, name: '  Priya \t Nair ', message: ' a\r\n\r\n\r\n\r\nb ', contact: '' }),
    ).toEqual({
      rating: 4,
      message: 'a\n\nb',
      name: 'Priya Nair',
      contact: undefined,
      ...agreed,
    });
    expect(ZFeedbackForm.parse({ ...good, contact: 'Priya@Example.com' }).contact).toBe('priya@example.com');
  });

  it.each([
    [{ rating: '0' }, 'rating', ENQUIRY_MESSAGES.ratingRequired],
    [{ rating: '4.5' }, 'rating', ENQUIRY_MESSAGES.ratingRequired],
    [{ rating: undefined }, 'rating', ENQUIRY_MESSAGES.ratingRequired],
    [{ message: 'x' }, 'message', ENQUIRY_MESSAGES.messageRequired],
    [{ message: 'y'.repeat(1001) }, 'message', ENQUIRY_MESSAGES.messageTooLong],
    [{ name: '\u0007' }, 'name', ENQUIRY_MESSAGES.nameRequired],
    [{ name: '<svg onload=alert(1)>' }, 'name', ENQUIRY_MESSAGES.noMarkup],
    [{ message: 'see < /script>' }, 'message', ENQUIRY_MESSAGES.noMarkup],
    [{ contact: '<a@b.co>' }, 'contact', ENQUIRY_MESSAGES.contactInvalid],
  ])('refuses %o on its field with its message', (change, field, message) => {
    expect(firstError({ ...good, ...change })).toEqual({ field, message });
  });

  it('keeps text that only looks like markup to a person (a < b, <3)', () => {
    expect(ZFeedbackForm.parse({ ...good, message: 'Prices < 100, love it <3' }).message).toBe(
      'Prices < 100, love it <3',
    );
  });
});

describe('the notice and its tick (docs/product-rules.md#visitor-consent)', () => {
  it.each([
    [{ consent: undefined }, 'consent', ENQUIRY_MESSAGES.consentRequired],
    [{ consent: '' }, 'consent', ENQUIRY_MESSAGES.consentRequired],
    [{ consent: 'no' }, 'consent', ENQUIRY_MESSAGES.consentRequired],
    [{ noticeVersion: undefined }, 'noticeVersion', ENQUIRY_MESSAGES.noticeChanged],
    [{ noticeVersion: '2020-01' }, 'noticeVersion', ENQUIRY_MESSAGES.noticeChanged],
  ])('refuses %o: no send without the box ticked under the current words', (change, field, message) => {
    expect(firstError({ ...good, ...change })).toEqual({ field, message });
  });

  it('has a new version whenever the English notice words change', () => {
    // Changed the words under "notice" in locales/en/card.json? Then bump VISITOR_NOTICE_VERSION
    // and put this hash beside it: the version stored with each send must name the words shown.
    const words = createHash('sha256').update(JSON.stringify(en.notice)).digest('hex');
    expect({ version: VISITOR_NOTICE_VERSION, words }).toEqual({
      version: VISITOR_NOTICE_VERSION,
      words: VISITOR_NOTICE_WORDS_SHA256,
    });
  });
});

describe('contacts', () => {
  it('tells a phone from an e-mail', () => {
    expect(contactKindOf(ZVisitorContact.parse('98765 43210'))).toBe('phone');
    expect(contactKindOf(ZVisitorContact.parse('a@b.co'))).toBe('email');
    expect(contactKindOf(null)).toBeNull();
  });
});
