import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES, VISITOR_NOTICE_VERSION } from './feedback';
import { firstIssue } from './first-issue.test-support';
import { leadTelHref, leadWhatsappHref, ZLeadForm } from './leads';

const agreed = { consent: 'yes', noticeVersion: VISITOR_NOTICE_VERSION };
const issue = (value: object) => firstIssue(ZLeadForm, { ...agreed, ...value });

describe('ZLeadForm', () => {
  it('takes a name and a phone, the source from the card (a plain visit when missing)', () => {
    expect(ZLeadForm.parse({ name: 'Rohan', phone: '98111 22334', cardLink: '', source: 'qr', ...agreed })).toEqual({
      name: 'Rohan',
      phone: '+919811122334',
      cardLink: undefined,
      source: 'qr',
      ...agreed,
    });
    expect(ZLeadForm.parse({ name: 'Rohan', phone: '98111 22334', ...agreed }).source).toBe('card');
    expect(ZLeadForm.parse({ name: 'Rohan', cardLink: ' https://cards.example.in/rohan ', ...agreed }).cardLink).toBe(
      'https://cards.example.in/rohan',
    );
  });

  it.each([
    [{ name: 'R' }, 'phone', ENQUIRY_MESSAGES.phoneOrCardLink],
    [{ name: 'R', phone: '123' }, 'phone', ENQUIRY_MESSAGES.phoneInvalid],
    [{ name: 'R', cardLink: 'javascript:alert(1)' }, 'cardLink', ENQUIRY_MESSAGES.cardLinkInvalid],
    [{ name: 'R', cardLink: 'data:text/html;base64,PHNjcmlwdD4=' }, 'cardLink', ENQUIRY_MESSAGES.cardLinkInvalid],
    [{ name: 'R', cardLink: 'ftp://files.example.in' }, 'cardLink', ENQUIRY_MESSAGES.cardLinkInvalid],
    [{ name: 'R', phone: '9811122334', source: 'ads' }, 'source', ENQUIRY_MESSAGES.sourceInvalid],
    [{ name: '', phone: '9811122334' }, 'name', ENQUIRY_MESSAGES.nameRequired],
    [{ name: 'R', phone: '9811122334', consent: undefined }, 'consent', ENQUIRY_MESSAGES.consentRequired],
  ])('refuses %o on its field', (value, field, message) => {
    expect(issue(value)).toEqual({ field, message });
  });
});

describe('calling a lead back', () => {
  it('builds tel: and a WhatsApp link greeting the lead, or nothing without a phone', () => {
    expect(leadTelHref('+919811122334')).toBe('tel:+919811122334');
    expect(leadTelHref(null)).toBeNull();
    const href = leadWhatsappHref({ name: 'Rohan & Co', phone: '+919811122334' }, 'Sharma Sweets');
    expect(href?.startsWith('https://wa.me/919811122334?text=')).toBe(true);
    expect(decodeURIComponent(href?.split('?text=')[1] ?? '')).toContain('Hello Rohan & Co');
    expect(leadWhatsappHref({ name: 'Kabir', phone: null }, 'Sharma Sweets')).toBeNull();
  });
});
