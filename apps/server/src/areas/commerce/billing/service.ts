// Billing, agency → platform (docs/product-rules.md#billing-of-agencies): who reaches which agency's billing, the
// superadmin's prices, bills generated on read (a month's active cards, the annual fee, the
// product fees), their cards moved out and added, and the views. Payments: bill-payments.ts.
import {
  BILLING_MESSAGES,
  billTotals,
  chargesProductFee,
  compareYearMonth,
  istMonthOf,
  monthsBetween,
  moveOutRefusal,
  outstandingAmount,
  type TAgencyBill,
  type TBillingPrices,
  type TMonthBill,
  type TMonthPaymentsResponse,
  type TOutstandingAmount,
  type YearMonth,
  type ZAddCardInBillBody,
  type ZMoveOutCardBody,
  type ZSetBillingPricesBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#db/client';
import {
  type AgencyBillCardRow,
  type AgencyBillingPricesRow,
  type AgencyBillKind,
  type AgencyBillPaymentRow,
  type AgencyBillRow,
  type AgencyRow,
  agencyBillCards,
} from '#db/schema';
import { findAgencyById } from '#identity';
import { authorize } from '#lib/access';
import { AppError, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { billsReach, mayActAsBiller, mayPayBill, mayReadBillsOf } from '#policies/commerce';
import type { Services } from '#services';
import { cardNeedsApproval, pendingMoveOutCards, requestMoveOut } from './move-out-requests';
import {
  addActiveCards,
  assignInvoiceIfPaid,
  billCards,
  billPayments,
  countTagsMade,
  findAgencyCard,
  findBill,
  findBillCard,
  findPrices,
  insertBillIfMissing,
  listBills,
  lockBill,
  recomputeMonthDue,
  updateBill,
  upsertPrices,
  userLabels,
} from './repo';

export const billingRefused = (message: string) => new AppError('VALIDATION_FAILED', message, 400);

export interface BillingTarget {
  /** The agency billed. */
  billed: AgencyRow;
  /** The caller is an admin of the superadmin agency (may record payments and set prices). */
  isPlatformAdmin: boolean;
}

/**
 * The agency a billing call is about. The superadmin's admins name any agency but their own
 * (the platform is not billed); an agency admin who sees Billing reaches only their own (another
 * agencyId: 403); nobody else reaches billing (403).
 */
export async function billingTarget(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  agencyId: string | undefined,
): Promise<BillingTarget> {
  const reach = billsReach(agency, principal);
  authorize(reach !== null && mayReadBillsOf(reach, agency, agencyId));
  if (reach === 'own') {
    return { billed: agency, isPlatformAdmin: false };
  }
  if (agencyId === undefined || agencyId === agency.id) throw billingRefused(BILLING_MESSAGES.platformNotBilled);
  const billed = await findAgencyById(services.db, agencyId);
  if (!billed) throw notFound();
  if (billed.roles.includes('superadmin')) throw billingRefused(BILLING_MESSAGES.platformNotBilled);
  return { billed, isPlatformAdmin: true };
}

export function requirePlatformAdmin(target: BillingTarget): void {
  authorize(mayActAsBiller(target));
}

/** Paying a bill through the platform's gateway: the billed agency, never the payee (policies/commerce.ts). */
export function requireAgencyPayer(target: BillingTarget): void {
  authorize(mayPayBill(target));
}

// ---------------------------------------------------------------------------------------
// Prices.

function pricesView(row: AgencyBillingPricesRow): TBillingPrices {
  return {
    agencyId: row.agencyId,
    perCardMonthlyPaise: row.perCardMonthlyPaise,
    annualFeePaise: row.annualFeePaise,
    greetingsFeePaise: row.greetingsFeePaise,
    pdfCardFeePaise: row.pdfCardFeePaise,
    tagFeePaise: row.tagFeePaise,
    billingFromYear: row.billingFromYear,
    billingFromMonth: row.billingFromMonth,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getPrices(services: Services, target: BillingTarget) {
  const row = await findPrices(services.db, target.billed.id);
  return { prices: row ? pricesView(row) : null };
}

/** PUT /billing/prices (superadmin): bills already made keep their prices, except those that follow them (README). */
export async function setPrices(
  services: Services,
  platform: AgencyRow,
  principal: Principal,
  target: BillingTarget,
  body: z.output<typeof ZSetBillingPricesBody>,
) {
  requirePlatformAdmin(target);
  const now = services.now();
  const existing = await findPrices(services.db, target.billed.id);
  const current = istMonthOf(now);
  const row = await upsertPrices(services.db, {
    agencyId: target.billed.id,
    billedByAgencyId: platform.id,
    perCardMonthlyPaise: body.perCardMonthlyPaise,
    annualFeePaise: body.annualFeePaise,
    greetingsFeePaise: body.greetingsFeePaise,
    pdfCardFeePaise: body.pdfCardFeePaise,
    tagFeePaise: body.tagFeePaise ?? existing?.tagFeePaise ?? 0,
    billingFromYear: body.billingFromYear ?? existing?.billingFromYear ?? current.year,
    billingFromMonth: body.billingFromMonth ?? existing?.billingFromMonth ?? current.month,
    updatedByUserId: principal.kind === 'user' ? principal.user.id : null,
    updatedAt: now,
  });
  return { prices: pricesView(row) };
}

export async function requirePrices(services: Services, billed: AgencyRow): Promise<AgencyBillingPricesRow> {
  const prices = await findPrices(services.db, billed.id);
  if (!prices) throw billingRefused(BILLING_MESSAGES.pricesNotSet);
  return prices;
}

// ---------------------------------------------------------------------------------------
// Bills, generated on read.

const billingFrom = (prices: AgencyBillingPricesRow): YearMonth => ({
  year: prices.billingFromYear,
  month: prices.billingFromMonth,
});

/** Why a month has no bill, or null when it is billed. */
export function monthNotBilledReason(prices: AgencyBillingPricesRow | null, ym: YearMonth, now: Date): string | null {
  if (!prices) return BILLING_MESSAGES.pricesNotSet;
  if (compareYearMonth(ym, istMonthOf(now)) > 0) return BILLING_MESSAGES.monthNotStarted;
  const from = billingFrom(prices);
  if (compareYearMonth(ym, from) < 0) return BILLING_MESSAGES.beforeBillingStart(from.month, from.year);
  return null;
}

/**
 * The month's bill, made on its first read with the agency's cards active in that month. The
 * current month's bill, while nothing is paid on it, also takes cards made since and the price
 * as it is now; otherwise its cards change only by move-out-card and add-card-in-bill.
 */
export async function ensureMonthBill(
  db: Db,
  billed: AgencyRow,
  prices: AgencyBillingPricesRow,
  ym: YearMonth,
  now: Date,
): Promise<AgencyBillRow> {
  return db.transaction(async (tx) => {
    const made = await insertBillIfMissing(tx, {
      agencyId: billed.id,
      kind: 'month',
      year: ym.year,
      month: ym.month,
      unitPricePaise: prices.perCardMonthlyPaise,
      tagUnitPricePaise: prices.tagFeePaise,
      amountDuePaise: 0,
      createdAt: now,
    });
    const bill = await lockBill(tx, billed.id, made.bill.id);
    if (!bill) throw notFound();
    const current = compareYearMonth(ym, istMonthOf(now)) === 0;
    if (!made.inserted && !(current && bill.amountPaidPaise === 0)) return bill;
    await addActiveCards(tx, billed.id, bill.id, ym, now);
    const follows = current && bill.amountPaidPaise === 0;
    const price = follows ? prices.perCardMonthlyPaise : bill.unitPricePaise;
    // The tags made in the month, a line beside the cards (docs/product-rules.md#physical-tags).
    const tags = {
      count: await countTagsMade(tx, billed.id, ym),
      unitPricePaise: follows ? prices.tagFeePaise : bill.tagUnitPricePaise,
    };
    return recomputeMonthDue(tx, bill, price, tags);
  });
}

/**
 * A fee bill (annual for `year`, or a product fee): made when the fee applies; while nothing is
 * paid on it and `follows` (the current year; always for product fees) its fee follows the price.
 */
async function ensureFeeBill(
  db: Db,
  billed: AgencyRow,
  kind: Exclude<AgencyBillKind, 'month'>,
  year: number | null,
  feePaise: number,
  follows: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (feePaise <= 0) {
      // No fee now: nothing to make; a bill nothing was paid on (and that follows) charges nothing.
      const existing = await listBills(tx, billed.id, kind);
      const bill = existing.find((b) => b.year === year);
      if (bill && follows && bill.amountPaidPaise === 0 && bill.amountDuePaise !== 0) {
        const locked = await lockBill(tx, billed.id, bill.id);
        if (locked && locked.amountPaidPaise === 0)
          await updateBill(tx, locked, { unitPricePaise: 0, amountDuePaise: 0 });
      }
      return;
    }
    const made = await insertBillIfMissing(tx, {
      agencyId: billed.id,
      kind,
      year,
      month: null,
      unitPricePaise: feePaise,
      amountDuePaise: feePaise,
      createdAt: now,
    });
    if (made.inserted || !follows || made.bill.amountDuePaise === feePaise) return;
    const bill = await lockBill(tx, billed.id, made.bill.id);
    if (bill && bill.amountPaidPaise === 0)
      await updateBill(tx, bill, { unitPricePaise: feePaise, amountDuePaise: feePaise });
  });
}

export async function ensureAnnualBills(db: Db, billed: AgencyRow, prices: AgencyBillingPricesRow, now: Date) {
  const currentYear = istMonthOf(now).year;
  for (let year = prices.billingFromYear; year <= currentYear; year++) {
    await ensureFeeBill(db, billed, 'annual', year, prices.annualFeePaise, year === currentYear, now);
  }
}

/** A product's fee is charged once, while the agency sells the product (chargesProductFee, the selling rule). */
export async function ensureProductBill(
  db: Db,
  billed: AgencyRow,
  prices: AgencyBillingPricesRow,
  kind: 'greetings' | 'pdf-card',
  now: Date,
) {
  const fee = kind === 'greetings' ? prices.greetingsFeePaise : prices.pdfCardFeePaise;
  await ensureFeeBill(db, billed, kind, null, chargesProductFee(kind, billed.configuration) ? fee : 0, true, now);
}

/** Every bill the agency should have by now. */
export async function ensureAllBills(db: Db, billed: AgencyRow, prices: AgencyBillingPricesRow, now: Date) {
  const current = istMonthOf(now);
  if (compareYearMonth(billingFrom(prices), current) <= 0) {
    // Past months already made do not change on read: only the missing ones and this month are visited.
    const made = new Set((await listBills(db, billed.id, 'month')).map((b) => `${b.year}-${b.month}`));
    for (const ym of monthsBetween(billingFrom(prices), current)) {
      if (compareYearMonth(ym, current) === 0 || !made.has(`${ym.year}-${ym.month}`)) {
        await ensureMonthBill(db, billed, prices, ym, now);
      }
    }
    await ensureAnnualBills(db, billed, prices, now);
  }
  await ensureProductBill(db, billed, prices, 'greetings', now);
  await ensureProductBill(db, billed, prices, 'pdf-card', now);
}

// ---------------------------------------------------------------------------------------
// Views.

function paymentView(p: AgencyBillPaymentRow, labels: Map<string, string>) {
  return {
    recordNo: p.recordNo,
    amount: p.amountPaise,
    provider: p.provider,
    providerPaymentId: p.providerPaymentId,
    providerOrderId: p.providerOrderId,
    isManualUpdate: p.isManualUpdate,
    recordedBy: p.recordedByUserId ? (labels.get(p.recordedByUserId) ?? null) : null,
    note: p.note,
    paidAt: p.paidAt.toISOString(),
    paymentMode: p.paymentMode,
    paymentReference: p.paymentReference,
  };
}

function billSummary(bill: AgencyBillRow): Omit<TAgencyBill, 'payments'> {
  return {
    billId: bill.id,
    agencyId: bill.agencyId,
    kind: bill.kind,
    year: bill.year,
    month: bill.month,
    unitPricePaise: bill.unitPricePaise,
    cardCount: bill.cardCount,
    tagCount: bill.tagCount,
    tagUnitPricePaise: bill.tagUnitPricePaise,
    ...billTotals(bill.amountDuePaise, bill.amountPaidPaise),
    invoiceNumber: bill.invoiceNumber,
    invoiceDate: bill.invoiceDate?.toISOString() ?? null,
  };
}

export async function billViews(db: Db, agencyId: string, bills: AgencyBillRow[]): Promise<TAgencyBill[]> {
  const payments = await billPayments(
    db,
    agencyId,
    bills.map((b) => b.id),
  );
  const labels = await userLabels(
    db,
    payments.map((p) => p.recordedByUserId),
  );
  return bills.map((bill) => ({
    ...billSummary(bill),
    payments: payments.filter((p) => p.billId === bill.id).map((p) => paymentView(p, labels)),
  }));
}

export async function billView(db: Db, bill: AgencyBillRow): Promise<TAgencyBill> {
  const [view] = await billViews(db, bill.agencyId, [bill]);
  if (!view) throw new Error('bill view missing');
  return view;
}

function cardView(c: AgencyBillCardRow, labels: Map<string, string>, pending: Set<number>) {
  return {
    cardNo: c.cardNo,
    cardId: c.cardId,
    businessId: c.businessId,
    businessName: c.businessName,
    addedManually: c.addedManually,
    addedBy: c.addedByUserId ? (labels.get(c.addedByUserId) ?? null) : null,
    movedOut: c.movedOutAt !== null,
    movedOutAt: c.movedOutAt?.toISOString() ?? null,
    movedOutBy: c.movedOutByUserId ? (labels.get(c.movedOutByUserId) ?? null) : null,
    movedOutReason: c.movedOutReason,
    moveOutPending: c.movedOutAt === null && pending.has(c.cardNo),
  };
}

export async function monthBillView(db: Db, bill: AgencyBillRow): Promise<TMonthBill> {
  const lines = await billCards(db, bill.agencyId, bill.id);
  const labels = await userLabels(db, [...lines.map((l) => l.addedByUserId), ...lines.map((l) => l.movedOutByUserId)]);
  const pending = await pendingMoveOutCards(db, bill.agencyId, bill.id);
  return { ...(await billView(db, bill)), cards: lines.map((l) => cardView(l, labels, pending)) };
}

/** The month payments answer for a billed month: its bill, with the cards on it. */
async function monthAnswer(
  db: Db,
  billed: AgencyRow,
  ym: YearMonth,
  bill: AgencyBillRow,
): Promise<TMonthPaymentsResponse> {
  return {
    agencyId: billed.id,
    month: ym.month,
    year: ym.year,
    bill: await monthBillView(db, bill),
    notBilledReason: null,
  };
}

/** GET /month-payments */
export async function getMonthPayments(services: Services, target: BillingTarget, ym: YearMonth) {
  const { billed } = target;
  const now = services.now();
  const prices = await findPrices(services.db, billed.id);
  const reason = monthNotBilledReason(prices, ym, now);
  if (reason !== null || !prices) {
    return { agencyId: billed.id, month: ym.month, year: ym.year, bill: null, notBilledReason: reason };
  }
  return monthAnswer(services.db, billed, ym, await ensureMonthBill(services.db, billed, prices, ym, now));
}

/** GET /month-payments/getOutstandingAmount: every bill made up to now, what is left on each, summed. */
export async function getOutstanding(services: Services, target: BillingTarget): Promise<TOutstandingAmount> {
  const { billed } = target;
  const prices = await findPrices(services.db, billed.id);
  if (prices) await ensureAllBills(services.db, billed, prices, services.now());
  const bills = await listBills(services.db, billed.id);
  const unpaid = bills.filter((b) => billTotals(b.amountDuePaise, b.amountPaidPaise).outstanding > 0);
  return {
    agencyId: billed.id,
    outstandingAmount: outstandingAmount(
      bills.map((b) => ({ amountDue: b.amountDuePaise, amountPaid: b.amountPaidPaise })),
    ),
    bills: unpaid.map(billSummary),
  };
}

/** GET /annual-payment, /agency-image-payment, /agency-pdf-card-payment */
export async function getFeeBills(services: Services, target: BillingTarget, kind: Exclude<AgencyBillKind, 'month'>) {
  const { billed } = target;
  const prices = await findPrices(services.db, billed.id);
  const now = services.now();
  if (prices) {
    if (kind === 'annual') await ensureAnnualBills(services.db, billed, prices, now);
    else await ensureProductBill(services.db, billed, prices, kind, now);
  }
  // A product the agency does not sell has no fee: its bills show only for money paid on them.
  const sold = kind === 'annual' || chargesProductFee(kind, billed.configuration);
  const bills = (await listBills(services.db, billed.id, kind)).filter((b) => sold || b.amountPaidPaise > 0);
  const list = await billViews(services.db, billed.id, bills);
  let notBilledReason: string | null = null;
  if (!prices) notBilledReason = BILLING_MESSAGES.pricesNotSet;
  else if (list.length === 0)
    notBilledReason = kind === 'annual' ? BILLING_MESSAGES.yearNotBilled : BILLING_MESSAGES.productNotBilled;
  return { agencyId: billed.id, list, total: list.length, notBilledReason };
}

// ---------------------------------------------------------------------------------------
// Moving cards out and adding them.

/** The month's bill for a change: made if need be; refused with the reason when the month is not billed. */
export async function monthBillFor(services: Services, billed: AgencyRow, ym: YearMonth): Promise<AgencyBillRow> {
  const now = services.now();
  const prices = await findPrices(services.db, billed.id);
  const reason = monthNotBilledReason(prices, ym, now);
  if (reason !== null || !prices) throw billingRefused(reason ?? BILLING_MESSAGES.pricesNotSet);
  return ensureMonthBill(services.db, billed, prices, ym, now);
}

const userIdOf = (principal: Principal) => (principal.kind === 'user' ? principal.user.id : null);

/**
 * POST /month-payments/move-out-card: refused on a paid bill (and below what was paid), with the
 * reason. An agency moving out a paid, live card only asks: the request waits for the platform's
 * approval and the card stays on the bill (docs/product-rules.md#bill-move-out-approval).
 */
export async function moveOutCard(
  services: Services,
  target: BillingTarget,
  principal: Principal,
  body: z.output<typeof ZMoveOutCardBody>,
): Promise<TMonthPaymentsResponse> {
  const { billed } = target;
  const made = await monthBillFor(services, billed, body);
  const now = services.now();
  const bill = await services.db.transaction(async (tx) => {
    const locked = await lockBill(tx, billed.id, made.id);
    if (!locked) throw notFound();
    const line = await findBillCard(tx, locked.id, body.cardNo);
    if (!line) throw billingRefused(BILLING_MESSAGES.cardNotInBill);
    if (line.movedOutAt !== null) throw billingRefused(BILLING_MESSAGES.cardAlreadyMovedOut);
    const refusal = moveOutRefusal({
      amountDue: locked.amountDuePaise,
      amountPaid: locked.amountPaidPaise,
      unitPricePaise: locked.unitPricePaise,
      invoiceNumber: locked.invoiceNumber,
    });
    if (refusal) throw new AppError('CONFLICT', refusal, 409);
    if (!target.isPlatformAdmin && (await cardNeedsApproval(tx, billed.id, body.cardNo, now))) {
      await requestMoveOut(tx, { billed, bill: locked, line, principal, reason: body.reason, now });
      return locked;
    }
    await tx
      .update(agencyBillCards)
      .set({ movedOutAt: now, movedOutByUserId: userIdOf(principal), movedOutReason: body.reason })
      .where(and(eq(agencyBillCards.billId, locked.id), eq(agencyBillCards.cardNo, body.cardNo)));
    // Moving a card out of a partly paid bill may leave it exactly paid: it then gets its invoice.
    return assignInvoiceIfPaid(tx, await recomputeMonthDue(tx, locked), now);
  });
  return monthAnswer(services.db, billed, body, bill);
}

/** POST /month-payments/add-card-in-bill: one of the agency's cards, or a moved-out one brought back. Not on a paid bill. */
export async function addCardInBill(
  services: Services,
  target: BillingTarget,
  principal: Principal,
  body: z.output<typeof ZAddCardInBillBody>,
): Promise<TMonthPaymentsResponse> {
  const { billed } = target;
  const card = await findAgencyCard(services.db, billed.id, { cardNo: body.cardNo, cardId: body.cardId });
  if (!card) throw notFound(BILLING_MESSAGES.cardNotFound);
  const made = await monthBillFor(services, billed, body);
  const now = services.now();
  const bill = await services.db.transaction(async (tx) => {
    const locked = await lockBill(tx, billed.id, made.id);
    if (!locked) throw notFound();
    if (billTotals(locked.amountDuePaise, locked.amountPaidPaise).status === 'paid') {
      throw new AppError('CONFLICT', BILLING_MESSAGES.addToPaidBill(locked.invoiceNumber ?? '—'), 409);
    }
    const line = await findBillCard(tx, locked.id, card.cardNo);
    const added = { addedManually: true, addedByUserId: userIdOf(principal), addedAt: now };
    if (line && line.movedOutAt === null) throw billingRefused(BILLING_MESSAGES.cardAlreadyInBill);
    if (line) {
      await tx
        .update(agencyBillCards)
        .set({ ...added, movedOutAt: null, movedOutByUserId: null, movedOutReason: null })
        .where(and(eq(agencyBillCards.billId, locked.id), eq(agencyBillCards.cardNo, card.cardNo)));
    } else {
      await tx.insert(agencyBillCards).values({
        billId: locked.id,
        agencyId: billed.id,
        cardNo: card.cardNo,
        cardId: card.cardId,
        businessId: card.businessId,
        businessName: card.businessName,
        ...added,
      });
    }
    return recomputeMonthDue(tx, locked);
  });
  return monthAnswer(services.db, billed, body, bill);
}

/** A fee bill to pay or order: made if it applies now; 404 with the reason otherwise. */
export async function requireFeeBill(
  services: Services,
  billed: AgencyRow,
  kind: Exclude<AgencyBillKind, 'month'>,
  year: number | null,
): Promise<AgencyBillRow> {
  const prices = await requirePrices(services, billed);
  const now = services.now();
  if (kind === 'annual') await ensureAnnualBills(services.db, billed, prices, now);
  else await ensureProductBill(services.db, billed, prices, kind, now);
  const bill = await findBill(services.db, billed.id, kind, year, null);
  if (!bill) throw notFound(kind === 'annual' ? BILLING_MESSAGES.yearNotBilled : BILLING_MESSAGES.productNotBilled);
  return bill;
}
