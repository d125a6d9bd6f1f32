// The demo's feedback and leads: Aarav sees them on Sharma Sweets, with the badge counting them.
import { endpoints, VISITOR_NOTICE_VERSION, ZEnquiryUnread, ZFeedbackList, ZLeadList } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemo, type SeededDemo } from '#test/factories/seed';
import { TestClient } from '#test/support/client';
import { DEMO_PASSWORD } from './demo';

let seeded: SeededDemo;
beforeAll(async () => {
  seeded = await openSeededDemo('cardora-demo-enquiries-');
});
afterAll(() => seeded.close());

describe('demo feedback and leads', () => {
  it('are on Sharma Sweets for its owner, unread until the page is opened', async () => {
    const aarav = new TestClient(seeded.app, 'demo.localhost');
    await aarav.call(endpoints.login, { body: { phoneNumber: '+919876543210', password: DEMO_PASSWORD } });
    const feedback = (await aarav.call(endpoints.listFeedback, { query: {} })).data(ZFeedbackList);
    expect(feedback.total).toBe(3);
    expect(feedback.list[0]).toMatchObject({ name: 'Priya Nair', rating: 5, cardId: 'sharma-sweets' });
    const leads = (await aarav.call(endpoints.listLeads, { query: {} })).data(ZLeadList);
    expect(leads.list.map((lead) => [lead.name, lead.source])).toEqual([
      ['Rohan Mehta', 'greeting'],
      ['Anjali Desai', 'qr'],
      ['Kabir Khan', 'card'],
    ]);
    // Sent through the forms' notice, ticked as they were sent.
    for (const sent of [...feedback.list, ...leads.list]) {
      expect(sent).toMatchObject({ consentedAt: sent.createdAt, noticeVersion: VISITOR_NOTICE_VERSION });
    }
    expect((await aarav.call(endpoints.getEnquiryUnread)).data(ZEnquiryUnread)).toEqual({
      feedback: 3,
      leads: 3,
      total: 6,
    });
  });
});
