// Set-ups shared by the dashboard tests: payments and cards at chosen instants, written straight
// to the tables (the payment flows have their own tests; here only the sums and days matter).
import { eq } from 'drizzle-orm';
import type { TestApp } from '#test/support/app';
import { getTestDb } from '#test/support/database';
import { createCard, planLimits } from '#test/support/factories';
import type { DbOrTx } from '../../src/db/client';
import { type BusinessRow, cardPayments, cards, productPayments } from '../../src/db/schema';

/** An instant given as IST wall time, e.g. ist('2026-06-15T12:00'). */
export const ist = (wall: string) => new Date(`${wall}:00+05:30`);

export const DAY_MS = 86_400_000;

/** A plan payment of `amountPaise` for the business, taken at `paidAt` (recorded by hand; in `db` if given). */
export async function paidPlan(
  t: TestApp,
  business: BusinessRow,
  amountPaise: number,
  paidAt: Date,
  db: DbOrTx = t.db,
) {
  await db.insert(cardPayments).values({
    agencyId: business.agencyId,
    businessId: business.id,
    planId: 'CUSTOM_PLAN',
    planSnapshot: {
      name: 'Test plan',
      pricePaise: amountPaise,
      validityYears: 1,
      limits: planLimits(),
      frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
    },
    amountPaise,
    provider: 'manual',
    isManualUpdate: true,
    paidAt,
    validFrom: paidAt,
    validUntil: new Date(paidAt.getTime() + 365 * DAY_MS),
  });
}

/** A product purchase (promotional videos) of `amountPaise` for the business, taken at `paidAt`. */
export async function paidProduct(t: TestApp, business: BusinessRow, amountPaise: number, paidAt: Date) {
  await t.db.insert(productPayments).values({
    agencyId: business.agencyId,
    businessId: business.id,
    kind: 'promotional-video',
    quantity: 1,
    amountPaise,
    provider: 'manual',
    isManualUpdate: true,
    paidAt,
  });
}

/** A card for the business, made at `createdAt`. */
export async function cardMadeAt(business: BusinessRow, createdAt: Date, status: 'active' | 'inactive' = 'active') {
  const card = await createCard({ business, status });
  const db = await getTestDb();
  await db.update(cards).set({ createdAt }).where(eq(cards.cardNo, card.cardNo));
  return card;
}
