// Reading the bell (GET /analytics/admin-notification, PUT …/{id}/read, PUT …/read-all): who
// sees what (the contract's audience per role), a read state per reader, the unread count,
// paging newest first, and refusals that change nothing.
import {
  endpoints,
  ZMarkAdminNotificationReadResponse,
  ZMarkAllAdminNotificationsReadResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminNotificationReads } from '#db/schema';
import { bell, markAllRead, markRead, seedNotification } from '#test/factories/admin-notifications';
import { franchiseeClient, staffClient } from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { createAgency } from '#test/support/factories';
import { roleWorld } from '#test/support/role-world';

const t = testAppPerFile();

const MINUTE = 60_000;

/** The read marks stored for a notification (a refused call must leave none). */
const readsOf = (notificationId: string) =>
  t.db.select().from(adminNotificationReads).where(eq(adminNotificationReads.notificationId, notificationId));

describe('who sees which notifications', () => {
  it('per role: admins and all-card franchisees everything, creators customers and image requests, a franchisee its own', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const creator = await staffClient(t, agency, 'creator');
    const ravi = await franchiseeClient(t, agency);
    const priya = await franchiseeClient(t, agency, { allCardAccess: true });
    const start = Date.now() - 10 * MINUTE;
    const at = (i: number) => new Date(start + i * MINUTE);
    const signUp = await seedNotification(t, agency, { kind: 'new-customer', createdAt: at(0) });
    const raviPaid = await seedNotification(t, agency, {
      kind: 'payment-received',
      franchiseeId: ravi.franchisee.id,
      createdAt: at(1),
    });
    const cash = await seedNotification(t, agency, { kind: 'manual-payment', createdAt: at(2) });
    const raviImages = await seedNotification(t, agency, {
      kind: 'image-request',
      franchiseeId: ravi.franchisee.id,
      createdAt: at(3),
    });
    const priyaCustomer = await seedNotification(t, agency, {
      kind: 'new-customer',
      franchiseeId: priya.franchisee.id,
      createdAt: at(4),
    });
    const ids = async (client: typeof admin.client) => (await bell(client)).list.map((n) => n.id);

    const everything = [priyaCustomer, raviImages, cash, raviPaid, signUp].map((n) => n.id);
    expect(await ids(admin.client)).toEqual(everything);
    expect(await ids(priya.client)).toEqual(everything);
    expect(await ids(creator.client)).toEqual([priyaCustomer.id, raviImages.id, signUp.id]);
    expect(await ids(ravi.client)).toEqual([raviImages.id, raviPaid.id]);
    expect((await bell(ravi.client)).unreadCount).toBe(2);
    expect((await bell(creator.client)).unreadCount).toBe(3);
  });

  it('a customer is 403 on every bell call; signed out is 401', async () => {
    const world = await roleWorld(t);
    const notification = await seedNotification(t, world.agency);
    const customer = world.clients.customer;
    expect((await customer.call(endpoints.listAdminNotifications)).status).toBe(403);
    expect((await markRead(customer, notification.id)).status).toBe(403);
    expect((await markAllRead(customer)).status).toBe(403);
    const signedOut = t.client(world.agency);
    expect((await signedOut.call(endpoints.listAdminNotifications)).status).toBe(401);
    expect((await markRead(signedOut, notification.id)).status).toBe(401);
    expect(await readsOf(notification.id)).toEqual([]);
  });

  it("another agency's admin sees none of them and cannot mark one read (404, nothing changes)", async () => {
    const world = await roleWorld(t);
    const notification = await seedNotification(t, world.agency);
    const otherAdmin = await staffClient(t, world.other);
    expect(await bell(otherAdmin.client)).toMatchObject({ list: [], total: 0, unreadCount: 0 });
    expect((await markRead(otherAdmin.client, notification.id)).status).toBe(404);
    expect(await markAllRead(otherAdmin.client).then((r) => r.data(ZMarkAllAdminNotificationsReadResponse))).toEqual({
      marked: 0,
      unreadCount: 0,
    });
    // Their session shown on this agency's host is no session.
    expect((await world.clients["another agency's admin"].call(endpoints.listAdminNotifications)).status).toBe(401);
    expect((await markRead(world.clients["another agency's admin"], notification.id)).status).toBe(401);
    const [own] = (await bell(world.clients.admin)).list;
    expect(own).toMatchObject({ id: notification.id, read: false });
    expect(await readsOf(notification.id)).toEqual([]);
  });

  it("outside a reader's audience is 404 too: a franchisee marking another's, a creator marking a payment", async () => {
    const agency = await createAgency();
    const ravi = await franchiseeClient(t, agency);
    const creator = await staffClient(t, agency, 'creator');
    const admin = await staffClient(t, agency);
    const payment = await seedNotification(t, agency, { kind: 'payment-received' });
    expect((await markRead(ravi.client, payment.id)).status).toBe(404);
    expect((await markRead(creator.client, payment.id)).status).toBe(404);
    expect((await bell(admin.client)).unreadCount).toBe(1);
    expect(await readsOf(payment.id)).toEqual([]);
  });
});

describe('read state per reader', () => {
  it("one admin's read leaves it unread for the other admin and for the franchisee", async () => {
    const agency = await createAgency();
    const first = await staffClient(t, agency);
    const second = await staffClient(t, agency);
    const priya = await franchiseeClient(t, agency, { allCardAccess: true });
    const older = await seedNotification(t, agency, { createdAt: new Date(Date.now() - MINUTE) });
    const newer = await seedNotification(t, agency);

    const res = await markRead(first.client, older.id);
    expect(res.status, res.text).toBe(200);
    const marked = res.data(ZMarkAdminNotificationReadResponse);
    expect(marked.unreadCount).toBe(1);
    expect(marked.notification).toMatchObject({ id: older.id, read: true, readAt: t.clock.now().toISOString() });

    expect((await bell(first.client)).list.map((n) => [n.id, n.read])).toEqual([
      [newer.id, false],
      [older.id, true],
    ]);
    expect(await bell(second.client)).toMatchObject({ unreadCount: 2, total: 2 });
    expect((await bell(priya.client)).unreadCount).toBe(2);

    // The franchisee's read is its own as well.
    expect((await markRead(priya.client, newer.id)).status).toBe(200);
    expect((await bell(priya.client)).unreadCount).toBe(1);
    expect((await bell(first.client)).unreadCount).toBe(1);
  });

  it('reading again keeps the first read time and the count', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const notification = await seedNotification(t, agency);
    const first = (await markRead(admin.client, notification.id)).data(ZMarkAdminNotificationReadResponse);
    t.clock.advance(5 * MINUTE);
    const again = (await markRead(admin.client, notification.id)).data(ZMarkAdminNotificationReadResponse);
    expect(again).toEqual(first);
    expect(await readsOf(notification.id)).toHaveLength(1);
  });

  it('mark all read: everything this reader sees, for this reader only', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const otherAdmin = await staffClient(t, agency);
    const ravi = await franchiseeClient(t, agency);
    await seedNotification(t, agency, { kind: 'payment-received', franchiseeId: ravi.franchisee.id });
    await seedNotification(t, agency, { kind: 'image-request', franchiseeId: ravi.franchisee.id });
    const alreadyRead = await seedNotification(t, agency, { kind: 'manual-payment', franchiseeId: ravi.franchisee.id });
    await seedNotification(t, agency, { kind: 'new-customer' });
    await markRead(ravi.client, alreadyRead.id);

    const res = await markAllRead(ravi.client);
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZMarkAllAdminNotificationsReadResponse)).toEqual({ marked: 2, unreadCount: 0 });
    expect((await bell(ravi.client)).list.every((n) => n.read)).toBe(true);
    expect((await bell(admin.client)).unreadCount).toBe(4);

    const all = (await markAllRead(admin.client)).data(ZMarkAllAdminNotificationsReadResponse);
    expect(all).toEqual({ marked: 4, unreadCount: 0 });
    expect((await markAllRead(admin.client)).data(ZMarkAllAdminNotificationsReadResponse)).toEqual({
      marked: 0,
      unreadCount: 0,
    });
    expect((await bell(otherAdmin.client)).unreadCount).toBe(4);

    // A notification raised after "mark all" is unread again.
    await seedNotification(t, agency);
    expect((await bell(admin.client)).unreadCount).toBe(1);
  });
});

describe('the bell polls without keeping an idle session alive (30 minutes)', () => {
  it('reading the bell is not activity: 31 idle minutes of polls end the session; any other call renews it', async () => {
    const agency = await createAgency();
    const idle = await staffClient(t, agency);
    const busy = await staffClient(t, agency);
    for (let minute = 0; minute < 20; minute += 0.5) {
      t.clock.advance(30_000);
      expect((await idle.client.call(endpoints.listAdminNotifications)).status).toBe(200);
    }
    // The busy admin did something at minute 20 (GET /user counts as activity).
    expect((await busy.client.call(endpoints.getUser)).status).toBe(200);
    t.clock.advance(11 * MINUTE);
    expect((await idle.client.call(endpoints.listAdminNotifications)).status).toBe(401);
    expect((await busy.client.call(endpoints.listAdminNotifications)).status).toBe(200);
  });
});

describe('the list: newest first, paged, unreadOnly', () => {
  it('pages of the requested size, newest first, without overlap (ties at the same instant included)', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const base = Date.now() - 60 * MINUTE;
    const seeded = [];
    for (let i = 0; i < 23; i++) {
      // Pairs share a time, so the order must break ties on the id.
      seeded.push(await seedNotification(t, agency, { createdAt: new Date(base + Math.floor(i / 2) * MINUTE) }));
    }
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await bell(admin.client, { page, pageSize: 10 }));
    expect(pages.map((p) => p.list.length)).toEqual([10, 10, 3]);
    expect(pages.map((p) => [p.total, p.unreadCount, p.page, p.pageSize])).toEqual([
      [23, 23, 1, 10],
      [23, 23, 2, 10],
      [23, 23, 3, 10],
    ]);
    const listed = pages.flatMap((p) => p.list);
    expect(new Set(listed.map((n) => n.id)).size).toBe(23);
    const times = listed.map((n) => Date.parse(n.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed[0]?.id).toBe(seeded[22]?.id);
    expect((await bell(admin.client, { page: 4, pageSize: 10 })).list).toEqual([]);
    // The default page is 20.
    expect((await bell(admin.client)).list).toHaveLength(20);
  });

  it('unreadOnly lists and counts only what this reader has not read', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const read = await seedNotification(t, agency, { createdAt: new Date(Date.now() - MINUTE) });
    const unread = await seedNotification(t, agency);
    await markRead(admin.client, read.id);
    const list = await bell(admin.client, { unreadOnly: true });
    expect(list).toMatchObject({ total: 1, unreadCount: 1 });
    expect(list.list.map((n) => n.id)).toEqual([unread.id]);
    expect(await bell(admin.client, { unreadOnly: false })).toMatchObject({ total: 2, unreadCount: 1 });
  });

  it('bad input is 400 naming the field; an unknown id is 404', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const bad: Record<string, string>[] = [
      { page: '0' },
      { pageSize: '51' },
      { pageSize: 'ten' },
      { unreadOnly: 'perhaps' },
    ];
    for (const query of bad) {
      const res = await admin.client.call(endpoints.listAdminNotifications, { query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.error().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.error().fields ?? {})).toEqual(Object.keys(query));
    }
    expect((await markRead(admin.client, 'not-a-uuid')).status).toBe(400);
    expect((await markRead(admin.client, '7a0c5f0e-1d7e-4b71-9a43-3c1c3b1f9a55')).status).toBe(404);
  });

  it('a mark without the CSRF token is refused and changes nothing', async () => {
    const agency = await createAgency();
    const admin = await staffClient(t, agency);
    const notification = await seedNotification(t, agency);
    const res = await admin.client.request(
      'PUT',
      endpoints.markAdminNotificationRead.path.replace('{id}', notification.id),
      {
        csrf: false,
      },
    );
    expect(res.status).toBe(403);
    expect((await bell(admin.client)).unreadCount).toBe(1);
  });
});
