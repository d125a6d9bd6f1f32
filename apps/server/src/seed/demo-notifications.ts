// The demo bell: notifications of what the demo world holds (its customers signing up, the cash
// payment of Sharma Sweets, an image request), raised through the same functions as real events.
// The demo admin has read the two oldest, so the bell shows both states.
import { and, eq, inArray } from 'drizzle-orm';
import {
  notifyImageRequest,
  notifyNewCustomer,
  notifyPaymentRecorded,
} from '../areas/identity/admin-notifications/service';
import type { Tx } from '../db/client';
import {
  adminNotificationReads,
  adminNotifications,
  businesses,
  cardPayments,
  imageRequests,
  users,
} from '../db/schema';

const DAY_MS = 24 * 3_600_000;

export async function seedDemoNotifications(tx: Tx, agencyId: string, now: Date): Promise<void> {
  const inAgency = await tx.select().from(users).where(eq(users.agencyId, agencyId));
  const aarav = inAgency.find((u) => u.phoneNumber === '+919876543210');
  const foreign = inAgency.find((u) => u.email === 'demo.foreign@example.com');
  const admin = inAgency.find((u) => u.phoneNumber === '+919000000002');
  const [sweets] = await tx
    .select()
    .from(businesses)
    .where(and(eq(businesses.agencyId, agencyId), eq(businesses.businessName, 'Sharma Sweets')));
  const [cash] = sweets
    ? await tx.select().from(cardPayments).where(eq(cardPayments.businessId, sweets.id)).limit(1)
    : [];
  if (!aarav || !foreign || !admin || !sweets || !cash)
    throw new Error('the demo world is missing what its bell tells');

  await notifyNewCustomer(tx, {
    agencyId,
    user: aarav,
    registeredBy: null,
    at: new Date(cash.paidAt.getTime() - DAY_MS),
  });
  await notifyPaymentRecorded(tx, {
    ...cash,
    business: sweets,
    table: 'card',
    purchase: { kind: 'plan', planName: cash.planSnapshot.name },
    at: cash.paidAt,
  });
  await notifyNewCustomer(tx, {
    agencyId,
    user: foreign,
    registeredBy: null,
    at: new Date(now.getTime() - 2 * DAY_MS),
  });
  const [request] = await tx
    .insert(imageRequests)
    .values({
      agencyId,
      businessId: sweets.id,
      requestedByUserId: aarav.id,
      category: 'Diwali',
      message: 'Please add our shop timings and the new logo.',
      createdAt: new Date(now.getTime() - 25 * 60_000),
    })
    .returning();
  if (!request) throw new Error('demo image request not created');
  await notifyImageRequest(tx, { agencyId, business: sweets, request });

  const oldest = await tx
    .select({ id: adminNotifications.id })
    .from(adminNotifications)
    .where(
      and(
        eq(adminNotifications.agencyId, agencyId),
        inArray(adminNotifications.sourceKey, [`user:${aarav.id}`, `card-payment:${cash.recordNo}`]),
      ),
    );
  await tx.insert(adminNotificationReads).values(
    oldest.map(({ id }) => ({
      notificationId: id,
      agencyId,
      readerUserId: admin.id,
      readAt: new Date(cash.paidAt.getTime() + DAY_MS),
    })),
  );
}
