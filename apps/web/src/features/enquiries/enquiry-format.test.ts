import type { TLead } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '#i18n/format';
import { testT } from '#i18n/test-i18n';
import { contactHref, leadActions, receivedAgo } from './enquiry-format';

const lead: TLead = {
  leadNo: 1,
  businessId: '6f1c2a9e-1111-4000-8000-000000000000',
  businessName: 'Sharma Sweets',
  cardId: 'sharma-sweets',
  name: 'Rohan',
  phone: '+919811122334',
  cardLink: null,
  source: 'qr',
  createdAt: '2026-05-01T10:00:00.000Z',
  consentedAt: '2026-05-01T10:00:00.000Z',
  noticeVersion: '2026-12',
  teamMember: null,
};

const english = { t: testT('en', 'customer'), date: formattersFor('en-IN').date };
const hindi = { t: testT('hi', 'customer'), date: formattersFor('hi-IN').date };

describe('receivedAgo', () => {
  const now = new Date('2026-05-03T10:00:00.000Z');
  it.each([
    ['2026-05-03T09:59:40.000Z', 'just now'],
    ['2026-05-03T09:55:00.000Z', '5 min ago'],
    ['2026-05-03T09:59:00.000Z', '1 min ago'],
    ['2026-05-03T07:00:00.000Z', '3 h ago'],
    ['2026-05-02T08:00:00.000Z', 'yesterday'],
  ])('%s → %s', (createdAt, words) => {
    expect(receivedAgo(createdAt, english, now)).toBe(words);
  });
  it('gives the date past two days', () => {
    expect(receivedAgo('2026-04-20T10:00:00.000Z', english, now)).toMatch(/^20 Apr 2026$/);
  });
  it('says it in Hindi, the date in Hindi too', () => {
    expect(receivedAgo('2026-05-03T09:55:00.000Z', hindi, now)).toBe('5 मिनट पहले');
    expect(receivedAgo('2026-05-02T08:00:00.000Z', hindi, now)).toBe('कल');
    expect(receivedAgo('2026-04-20T10:00:00.000Z', hindi, now)).toBe('20 अप्रैल 2026');
  });
});

describe('leadActions', () => {
  it('calls and WhatsApps a lead with a phone', () => {
    const actions = leadActions(lead);
    expect(actions.call).toBe('tel:+919811122334');
    expect(actions.whatsapp).toMatch(/^https:\/\/wa\.me\/919811122334\?text=Hello%20Rohan/);
  });
  it('offers no call without a phone, and never a link that is not http(s)', () => {
    const actions = leadActions({ ...lead, phone: null, cardLink: 'javascript:alert(1)' });
    expect([actions.call, actions.whatsapp, actions.cardLink]).toEqual([null, null, null]);
    expect(leadActions({ ...lead, cardLink: 'https://cards.example.in/rohan' }).cardLink).toBe(
      'https://cards.example.in/rohan',
    );
  });
});

describe('contactHref', () => {
  it('links a phone with tel: and an e-mail with mailto:', () => {
    expect(contactHref({ contact: '+919811122334', contactKind: 'phone' })).toBe('tel:+919811122334');
    expect(contactHref({ contact: 'a@b.co', contactKind: 'email' })).toBe('mailto:a@b.co');
    expect(contactHref({ contact: null, contactKind: null })).toBeNull();
  });
});
