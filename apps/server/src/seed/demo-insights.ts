// A year of history for an agency of the demo world, so Insights has
// something to show: customers, businesses made on most days (more lately), the cards made for
// most of them, plan payments with their subscriptions (some expired, some expiring soon),
// promotional video purchases, and franchisees who made a share of the businesses. Generated
// from a fixed seed relative to `now`, and written in a few bulk inserts, so seeding stays fast.
import { randomUUID } from 'node:crypto';
import {
  emptyCardSections,
  IST_OFFSET_MINUTES,
  isCardDone,
  istDateOf,
  istDayStart,
  type TCardSections,
  ZCardBasicDetails,
} from '@cardora/contract';
import { addYears } from '../areas/commerce/payments/card-payment-record';
import { planSnapshot } from '../areas/commerce/plans/service';
import type { Tx } from '../db/client';
import {
  businesses,
  cardPayments,
  cards,
  franchisees,
  productPayments,
  type SubscriptionPlanRow,
  users,
} from '../db/schema';

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * 60_000;
const HISTORY_DAYS = 400;
const CUSTOMERS = 150;
const CHUNK = 500;

/** mulberry32: a small seeded generator, so every seeding makes the same history. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const FIRST_NAMES = ['Aditi', 'Rahul', 'Sneha', 'Vikram', 'Pooja', 'Arjun', 'Kavya', 'Rohan', 'Neha', 'Sanjay'];
const LAST_NAMES = ['Gupta', 'Iyer', 'Reddy', 'Patel', 'Singh', 'Nair', 'Mehta', 'Das', 'Kulkarni', 'Khan'];
/** Business category keys (migration 0002) with the words a shop of that kind is named by. */
const KINDS: readonly [string, string][] = [
  ['sweet-shop', 'Sweets'],
  ['electronics', 'Electronics'],
  ['bakery', 'Bakers'],
  ['boutique', 'Boutique'],
  ['clinic', 'Clinic'],
  ['coaching-classes', 'Classes'],
  ['grocery', 'General Store'],
  ['gym-fitness', 'Fitness'],
  ['jewellery', 'Jewellers'],
  ['mobile-shop', 'Mobiles'],
  ['pharmacy', 'Medicals'],
  ['photography', 'Studio'],
  ['real-estate', 'Realty'],
  ['restaurant', 'Kitchen'],
  ['salon-spa', 'Salon'],
  ['travel-agency', 'Travels'],
];
const PLACES = ['Jaipur', 'Pune', 'Indore', 'Kochi', 'Surat', 'Nagpur', 'Mysuru', 'Lucknow'];

export interface InsightsHistoryInput {
  agencyId: string;
  /** Makes the card addresses unique per agency ('<prefix>-1', …). */
  cardIdPrefix: string;
  /** The agency's plans: payments buy them. */
  plans: SubscriptionPlanRow[];
  /** Who recorded the cash payments. */
  adminUserId: string;
  now: Date;
}

/** Seeds the history; returns how many businesses it made. */
export async function seedInsightsHistory(tx: Tx, input: InsightsHistoryInput): Promise<number> {
  const random = generator(0xca4d0a);
  const now = input.now.getTime();
  const { agencyId } = input;

  const partners = await tx
    .insert(franchisees)
    .values(
      ['Anil Sales', 'Meera Partners', 'Kiran Digital', 'Zoya Agencies'].map((name, i) => ({
        agencyId,
        name,
        phoneNumber: `+9180000000${String(i + 1).padStart(2, '0')}`,
        roles: ['franchisee'],
        permissions: ['business:create', 'business:edit', 'card:edit'],
        configuration: { hideBilling: false },
      })),
    )
    .returning();
  // Some partners sell far more than others: the ranking has a shape.
  const partnerWeights = [0.45, 0.3, 0.17, 0.08];

  const customers = await tx
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        agencyId,
        name: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]}`,
        phoneNumber: `+9170001${String(i).padStart(5, '0')}`,
        roles: ['customer'],
      })),
    )
    .returning({ id: users.id, phoneNumber: users.phoneNumber });

  const plans = [...input.plans].sort((a, b) => a.pricePaise - b.pricePaise);
  const businessRows: (typeof businesses.$inferInsert)[] = [];
  const cardRows: (typeof cards.$inferInsert)[] = [];
  const paymentRows: (typeof cardPayments.$inferInsert)[] = [];
  const productRows: (typeof productPayments.$inferInsert)[] = [];
  // The IST day that starts today.
  const todayStart = istDayStart(istDateOf(new Date(now))).getTime();

  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    const dayStart = todayStart - daysAgo * DAY_MS;
    const weekday = new Date(dayStart + IST_OFFSET_MS).getUTCDay();
    // Growing from about one a day a year ago to four now, quieter on Sundays.
    const trend = 0.8 + 3.2 * ((HISTORY_DAYS - daysAgo) / HISTORY_DAYS);
    const expected = trend * (weekday === 0 ? 0.4 : 1) * (0.6 + random.next() * 0.8);
    const count = Math.floor(expected) + (random.chance(expected % 1) ? 1 : 0);
    for (let i = 0; i < count; i++) {
      // Business hours, 09:00 to 21:00 IST; today's only up to now.
      const createdAt = Math.min(dayStart + (9 + random.next() * 12) * 3_600_000, now - (count - i) * 60_000);
      const index = businessRows.length + 1;
      const [category, word] = random.pick(KINDS);
      const owner = customers[index % customers.length];
      if (!owner?.phoneNumber) continue;
      const surname = random.pick(LAST_NAMES);
      const id = randomUUID();
      const byPartner = random.chance(0.38);
      let partner = partners[partners.length - 1];
      if (byPartner) {
        let roll = random.next();
        for (const [p, weight] of partnerWeights.entries()) {
          roll -= weight;
          if (roll <= 0) {
            partner = partners[p];
            break;
          }
        }
      }
      const business: typeof businesses.$inferInsert = {
        id,
        agencyId,
        userId: owner.id,
        businessName: `${surname} ${word}${random.chance(0.3) ? ` ${random.pick(PLACES)}` : ''}`,
        category,
        phoneNumber: owner.phoneNumber,
        businessMadeBy: byPartner ? 'franchisee' : random.chance(0.2) ? 'admin' : 'self',
        madeByFranchiseeId: byPartner ? (partner?.id ?? null) : null,
        createdAt: new Date(createdAt),
      };

      if (random.chance(0.78)) {
        const cardAt = Math.min(createdAt + random.next() * 2 * DAY_MS, now);
        const sections: TCardSections = {
          ...emptyCardSections(),
          basicDetails: ZCardBasicDetails.parse({
            name: `${random.pick(FIRST_NAMES)} ${surname}`,
            companyName: business.businessName,
            phoneNumbers: [owner.phoneNumber],
          }),
        };
        cardRows.push({
          agencyId,
          businessId: id,
          cardId: `${input.cardIdPrefix}-${index}`,
          status: random.chance(0.08) ? 'inactive' : 'active',
          sections,
          isDone: isCardDone(sections),
          createdAt: new Date(cardAt),
          updatedAt: new Date(cardAt),
        });
      }

      if (random.chance(0.46)) {
        const roll = random.next();
        const plan = plans[roll < 0.4 ? 0 : roll < 0.87 ? 1 : 2] ?? plans[0];
        if (plan) {
          const paidAt = new Date(Math.min(createdAt + random.next() * 6 * DAY_MS, now - 60_000));
          const validUntil = addYears(paidAt, plan.validityYears);
          const snapshot = planSnapshot(plan);
          paymentRows.push({
            agencyId,
            businessId: id,
            planId: plan.id,
            planSnapshot: snapshot,
            amountPaise: plan.pricePaise,
            provider: 'manual',
            isManualUpdate: true,
            recordedByUserId: input.adminUserId,
            paidAt,
            validFrom: paidAt,
            validUntil,
            createdAt: paidAt,
          });
          Object.assign(business, {
            paymentStatus: 1,
            isSubscriptionActive: validUntil.getTime() > now,
            expiryDateForCustomer: validUntil,
            planLimits: snapshot.limits,
            frameVisibility: snapshot.frameVisibility,
          });
          if (random.chance(0.12)) {
            const quantity = random.int(1, 2);
            const boughtAt = new Date(Math.min(paidAt.getTime() + random.next() * 20 * DAY_MS, now - 60_000));
            productRows.push({
              agencyId,
              businessId: id,
              kind: 'promotional-video',
              quantity,
              amountPaise: quantity * 29_900,
              provider: 'manual',
              isManualUpdate: true,
              recordedByUserId: input.adminUserId,
              paidAt: boughtAt,
              createdAt: boughtAt,
            });
          }
        }
      }
      businessRows.push(business);
    }
  }

  const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
  };
  await inChunks(businessRows, (chunk) => tx.insert(businesses).values(chunk));
  await inChunks(cardRows, (chunk) => tx.insert(cards).values(chunk));
  await inChunks(paymentRows, (chunk) => tx.insert(cardPayments).values(chunk));
  await inChunks(productRows, (chunk) => tx.insert(productPayments).values(chunk));
  return businessRows.length;
}
