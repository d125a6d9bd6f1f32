// Set-ups shared by the admin notification tests: reading the bell over HTTP, the stored rows,
// notifications inserted directly (for scope and paging), and an OTP sign-up.
import { type AdminNotificationKind, endpoints, ZAdminNotificationList } from '@cardora/contract';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { type AdminNotificationRow, type AgencyRow, adminNotifications } from '../../src/db/schema';

/** The reader's bell: GET /analytics/admin-notification, expected to answer 200. */
export async function bell(client: TestClient, query: { page?: number; pageSize?: number; unreadOnly?: boolean } = {}) {
  const res = await client.call(endpoints.listAdminNotifications, {
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  });
  expect(res.status, res.text).toBe(200);
  return res.data(ZAdminNotificationList);
}

/** The agency's notifications as stored, oldest first (every reader's view starts from these). */
export function storedNotifications(t: TestApp, agencyId: string, kind?: AdminNotificationKind) {
  return t.db
    .select()
    .from(adminNotifications)
    .where(and(eq(adminNotifications.agencyId, agencyId), kind ? eq(adminNotifications.kind, kind) : undefined))
    .orderBy(asc(adminNotifications.createdAt));
}

let seq = 0;

/** A notification inserted directly: for scope, read-state and paging tests that need many. */
export async function seedNotification(
  t: TestApp,
  agency: AgencyRow,
  options: { kind?: AdminNotificationKind; franchiseeId?: string | null; createdAt?: Date; title?: string } = {},
): Promise<AdminNotificationRow> {
  seq += 1;
  const [row] = await t.db
    .insert(adminNotifications)
    .values({
      agencyId: agency.id,
      kind: options.kind ?? 'new-customer',
      title: options.title ?? `Seeded ${seq}`,
      body: 'Seeded for a test.',
      link: '/admin/businesses',
      metadata: { seq },
      franchiseeId: options.franchiseeId ?? null,
      sourceKey: `test:${seq}:${Math.random()}`,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('notification not seeded');
  return row;
}

/** PUT /analytics/admin-notification/{id}/read. */
export const markRead = (client: TestClient, id: string) =>
  client.request('PUT', endpoints.markAdminNotificationRead.path.replace('{id}', id));

export const markAllRead = (client: TestClient) => client.call(endpoints.markAllAdminNotificationsRead);

/** A new customer through the real sign-up: verifyUser, the OTP from the outbox, createPassword. */
export async function signUpByOtp(
  t: TestApp,
  client: TestClient,
  identity: { phoneNumber: string } | { email: string },
) {
  const body = 'email' in identity ? { email: identity.email, isForeignUser: true } : identity;
  expect((await client.call(endpoints.verifyUser, { body })).status).toBe(200);
  const to = 'email' in identity ? identity.email : identity.phoneNumber;
  const otp = t.outbox.latestCode(to);
  if (!otp) throw new Error(`no OTP sent to ${to}`);
  expect((await client.call(endpoints.verifyOtp, { body: { otp } })).status).toBe(200);
  return client.call(endpoints.createPassword, { body: { password: 'new-password-1' } });
}
