// The demo bell on its own fresh, seeded database: the demo admin has notifications (two read),
// the creator sees customers and image requests only, and the superadmin agency's admin none.
import { endpoints, ZAdminNotificationList } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDemo, type SeededDemo } from '#test/factories/seed';
import { TestClient } from '#test/support/client';
import { DEMO_PASSWORD } from './demo';

let seeded: SeededDemo;

beforeAll(async () => {
  seeded = await openSeededDemo('cardora-demo-bell-');
});
afterAll(() => seeded.close());

async function bellOf(host: string, phoneNumber: string) {
  const client = new TestClient(seeded.app, host);
  const login = await client.call(endpoints.login, { body: { phoneNumber, password: DEMO_PASSWORD } });
  expect(login.status, login.text).toBe(200);
  const res = await client.call(endpoints.listAdminNotifications);
  expect(res.status, res.text).toBe(200);
  return res.data(ZAdminNotificationList);
}

describe('the demo bell', () => {
  it('the demo admin: four notifications, newest first, the two oldest read', async () => {
    const bell = await bellOf('localhost:3000', '+919000000002');
    expect(bell.list.map((n) => [n.kind, n.read])).toEqual([
      ['image-request', false],
      ['new-customer', false],
      ['manual-payment', true],
      ['new-customer', true],
    ]);
    expect(bell.unreadCount).toBe(2);
    expect(bell.list[0]?.body).toBe(
      'Sharma Sweets asked for greeting images: Diwali. “Please add our shop timings and the new logo.”',
    );
    expect(bell.list[2]?.body).toBe('Demo Admin (admin) recorded ₹1,499 from Sharma Sweets for the Business plan.');
  });

  it('the demo creator hears of customers and image requests, none read yet', async () => {
    const bell = await bellOf('localhost:3000', '+919000000005');
    expect(bell.list.map((n) => n.kind)).toEqual(['image-request', 'new-customer', 'new-customer']);
    expect(bell.unreadCount).toBe(3);
  });

  it("Cardora HQ's admin does not see the Demo Agency's", async () => {
    const bell = await bellOf('cardora.localhost', '+919000000001');
    expect(bell.list.filter((n) => n.body.includes('Sharma Sweets'))).toEqual([]);
  });
});
