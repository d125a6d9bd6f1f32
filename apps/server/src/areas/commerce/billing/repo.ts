// Billing queries. Every query names the billed agency; the bill row lock (lockBill) orders
// every change to a bill's cards, due and payments.
import {
  billTotals,
  financialYearOf,
  invoiceNumber,
  istMonthEnd,
  istMonthStart,
  type YearMonth,
} from '@cardora/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#db/client';
import {
  type AgencyBillCardRow,
  type AgencyBillingPricesRow,
  type AgencyBillKind,
  type AgencyBillPaymentRow,
  type AgencyBillRow,
  agencyBillCards,
  agencyBillingPrices,
  agencyBillPayments,
  agencyBills,
  businesses,
  cards,
  cardTags,
  invoiceCounters,
  users,
} from '#db/schema';
import { allOf, findOne, firstRow } from '#lib/sql';

export async function findPrices(db: DbOrTx, agencyId: string): Promise<AgencyBillingPricesRow | null> {
  return findOne(db, agencyBillingPrices, eq(agencyBillingPrices.agencyId, agencyId));
}

export async function upsertPrices(
  db: DbOrTx,
  row: typeof agencyBillingPrices.$inferInsert,
): Promise<AgencyBillingPricesRow> {
  const { agencyId: _agencyId, createdAt: _createdAt, ...update } = row;
  const [saved] = await db
    .insert(agencyBillingPrices)
    .values(row)
    .onConflictDoUpdate({ target: agencyBillingPrices.agencyId, set: update })
    .returning();
  if (!saved) throw new Error('prices not saved');
  return saved;
}

const period = (agencyId: string, kind: AgencyBillKind, year: number | null, month: number | null) =>
  allOf(
    eq(agencyBills.agencyId, agencyId),
    eq(agencyBills.kind, kind),
    year === null ? isNull(agencyBills.year) : eq(agencyBills.year, year),
    month === null ? isNull(agencyBills.month) : eq(agencyBills.month, month),
  );

export async function findBill(
  db: DbOrTx,
  agencyId: string,
  kind: AgencyBillKind,
  year: number | null,
  month: number | null,
): Promise<AgencyBillRow | null> {
  return findOne(db, agencyBills, period(agencyId, kind, year, month));
}

export async function findBillById(db: DbOrTx, billId: string): Promise<AgencyBillRow | null> {
  return findOne(db, agencyBills, eq(agencyBills.id, billId));
}

/** Locks the bill row for the rest of the transaction. */
export async function lockBill(tx: Tx, agencyId: string, billId: string): Promise<AgencyBillRow | null> {
  return firstRow(
    tx
      .select()
      .from(agencyBills)
      .where(and(eq(agencyBills.agencyId, agencyId), eq(agencyBills.id, billId)))
      .for('update'),
  );
}

/** Inserts the bill unless it exists (concurrent readers wait on the unique constraint); answers whether this call made it. */
export async function insertBillIfMissing(
  tx: Tx,
  bill: typeof agencyBills.$inferInsert,
): Promise<{ bill: AgencyBillRow; inserted: boolean }> {
  const [inserted] = await tx.insert(agencyBills).values(bill).onConflictDoNothing().returning();
  if (inserted) return { bill: inserted, inserted: true };
  const existing = await findBill(tx, bill.agencyId, bill.kind, bill.year ?? null, bill.month ?? null);
  if (!existing) throw new Error('bill neither inserted nor found');
  return { bill: existing, inserted: false };
}

export async function listBills(db: DbOrTx, agencyId: string, kind?: AgencyBillKind): Promise<AgencyBillRow[]> {
  return db
    .select()
    .from(agencyBills)
    .where(allOf(eq(agencyBills.agencyId, agencyId), kind ? eq(agencyBills.kind, kind) : undefined))
    .orderBy(desc(agencyBills.year), desc(agencyBills.month), asc(agencyBills.kind));
}

/**
 * Puts the agency's cards that are active now and were published before the month ended into the
 * bill (cards already there stay as they are). A card not published yet — no address or no basic
 * details, so its address shows "coming soon" — is not billed; it counts from
 * the month it is published in (cards.published_at, kept by the trigger of migration 0025).
 */
export async function addActiveCards(tx: Tx, agencyId: string, billId: string, ym: YearMonth, now: Date) {
  await tx.execute(sql`
    insert into ${agencyBillCards} (bill_id, agency_id, card_no, card_id, business_id, business_name, added_at)
    select ${billId}::uuid, c.agency_id, c.card_no, c.card_id, c.business_id, b.business_name, ${now.toISOString()}::timestamptz
    from ${cards} c join ${businesses} b on b.id = c.business_id and b.agency_id = c.agency_id
    where c.agency_id = ${agencyId}::uuid and c.status = 'active'
      and c.published_at < ${istMonthEnd(ym).toISOString()}::timestamptz
    on conflict do nothing`);
}

/** The physical tags the agency made in the IST month (docs/product-rules.md#physical-tags). */
export async function countTagsMade(tx: DbOrTx, agencyId: string, ym: YearMonth): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(cardTags)
    .where(
      and(
        eq(cardTags.agencyId, agencyId),
        sql`${cardTags.createdAt} >= ${istMonthStart(ym).toISOString()}::timestamptz`,
        sql`${cardTags.createdAt} < ${istMonthEnd(ym).toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sets a month bill's card count and due from its cards still in the bill (and its price when
 * given). The tags line (count × fee) is the bill's own unless `tags` gives it anew.
 */
export async function recomputeMonthDue(
  tx: Tx,
  bill: AgencyBillRow,
  unitPricePaise: number = bill.unitPricePaise,
  tags: { count: number; unitPricePaise: number } = { count: bill.tagCount, unitPricePaise: bill.tagUnitPricePaise },
): Promise<AgencyBillRow> {
  const [row] = await tx
    .select({ n: count() })
    .from(agencyBillCards)
    .where(and(eq(agencyBillCards.billId, bill.id), isNull(agencyBillCards.movedOutAt)));
  const cardCount = row?.n ?? 0;
  return updateBill(tx, bill, {
    unitPricePaise,
    cardCount,
    tagCount: tags.count,
    tagUnitPricePaise: tags.unitPricePaise,
    amountDuePaise: cardCount * unitPricePaise + tags.count * tags.unitPricePaise,
  });
}

export async function updateBill(
  tx: Tx,
  bill: AgencyBillRow,
  set: Partial<
    Pick<
      AgencyBillRow,
      'unitPricePaise' | 'cardCount' | 'tagCount' | 'tagUnitPricePaise' | 'amountDuePaise' | 'amountPaidPaise'
    >
  >,
): Promise<AgencyBillRow> {
  const [row] = await tx
    .update(agencyBills)
    .set(set)
    .where(and(eq(agencyBills.agencyId, bill.agencyId), eq(agencyBills.id, bill.id)))
    .returning();
  if (!row) throw new Error('bill gone');
  return row;
}

/**
 * Gives a paid bill its invoice number, in the caller's transaction (which holds the bill's lock):
 * the financial year's counter row is incremented under its own row lock, so concurrent payments
 * take numbers one after the other, and a rolled-back payment gives its number back — no gaps.
 */
export async function assignInvoiceIfPaid(tx: Tx, bill: AgencyBillRow, now: Date): Promise<AgencyBillRow> {
  if (bill.invoiceNumber !== null) return bill;
  if (billTotals(bill.amountDuePaise, bill.amountPaidPaise).status !== 'paid') return bill;
  const financialYear = financialYearOf(now);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning();
  if (!counter) throw new Error('invoice counter not updated');
  const [row] = await tx
    .update(agencyBills)
    .set({ invoiceNumber: invoiceNumber(financialYear, counter.lastNumber), invoiceDate: now })
    .where(eq(agencyBills.id, bill.id))
    .returning();
  if (!row) throw new Error('bill gone');
  return row;
}

export async function billCards(db: DbOrTx, agencyId: string, billId: string): Promise<AgencyBillCardRow[]> {
  return db
    .select()
    .from(agencyBillCards)
    .where(and(eq(agencyBillCards.agencyId, agencyId), eq(agencyBillCards.billId, billId)))
    .orderBy(asc(agencyBillCards.cardNo));
}

export async function findBillCard(tx: Tx, billId: string, cardNo: number): Promise<AgencyBillCardRow | null> {
  return findOne(tx, agencyBillCards, and(eq(agencyBillCards.billId, billId), eq(agencyBillCards.cardNo, cardNo)));
}

export async function billPayments(db: DbOrTx, agencyId: string, billIds: string[]): Promise<AgencyBillPaymentRow[]> {
  if (billIds.length === 0) return [];
  return db
    .select()
    .from(agencyBillPayments)
    .where(and(eq(agencyBillPayments.agencyId, agencyId), inArray(agencyBillPayments.billId, billIds)))
    .orderBy(desc(agencyBillPayments.paidAt), desc(agencyBillPayments.recordNo));
}

/** "Name (role)" of the users who recorded, added or moved out something. */
export async function userLabels(db: DbOrTx, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, phone: users.phoneNumber, email: users.email, roles: users.roles })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((u) => {
      const who = u.name ?? u.phone ?? u.email ?? 'Unknown';
      const role = u.roles.find((r) => r === 'admin' || r === 'creator');
      return [u.id, role ? `${who} (${role})` : who];
    }),
  );
}

/** One card of the agency by number or address, with its business's name. */
export async function findAgencyCard(
  db: DbOrTx,
  agencyId: string,
  ref: { cardNo?: number | undefined; cardId?: string | undefined },
) {
  return firstRow(
    db
      .select({
        cardNo: cards.cardNo,
        cardId: cards.cardId,
        businessId: cards.businessId,
        businessName: businesses.businessName,
      })
      .from(cards)
      .innerJoin(businesses, and(eq(businesses.id, cards.businessId), eq(businesses.agencyId, cards.agencyId)))
      .where(
        allOf(
          eq(cards.agencyId, agencyId),
          ref.cardNo !== undefined ? eq(cards.cardNo, ref.cardNo) : undefined,
          ref.cardId !== undefined ? eq(cards.cardId, ref.cardId) : undefined,
        ),
      ),
  );
}
