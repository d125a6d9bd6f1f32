// Moving a paid, live card out of a month bill needs the platform's approval
// (docs/product-rules.md#bill-move-out-approval): the agency's move-out makes a pending request
// (the card stays on the bill), which an admin of the platform agency that bills it approves (the
// card leaves the bill, as a direct move-out would) or refuses. Each step notifies the other side.
import {
  BILLING_MESSAGES,
  MONTH_NAMES,
  type MoveOutRequestStatus,
  moveOutNeedsApproval,
  moveOutRefusal,
  type TMoveOutRequest,
} from '@cardora/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#db/client';
import {
  type AgencyBillCardRow,
  type AgencyBillMoveOutRequestRow,
  type AgencyBillRow,
  type AgencyRow,
  agencies,
  agencyBillCards,
  agencyBillingPrices,
  agencyBillMoveOutRequests,
  agencyBills,
  businesses,
  cards,
} from '#db/schema';
import { notifyBillMoveOut } from '#identity';
import { authorize } from '#lib/access';
import { AppError, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { allOf, firstRow } from '#lib/sql';
import { billsReach, mayReadBillsOf } from '#policies/commerce';
import type { Services } from '#services';
import { assignInvoiceIfPaid, findBillCard, lockBill, recomputeMonthDue, userLabels } from './repo';

const periodOf = (bill: Pick<AgencyBillRow, 'year' | 'month'>) =>
  bill.month && bill.year ? `${MONTH_NAMES[bill.month - 1]} ${bill.year}` : 'month';

/** Whether the card (by number, in the billed agency) is live and paid for now: its move-out needs approval. */
export async function cardNeedsApproval(tx: DbOrTx, agencyId: string, cardNo: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      publishedAt: cards.publishedAt,
      status: cards.status,
      paymentStatus: businesses.paymentStatus,
      expiry: businesses.expiryDateForCustomer,
    })
    .from(cards)
    .innerJoin(businesses, and(eq(businesses.id, cards.businessId), eq(businesses.agencyId, cards.agencyId)))
    .where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, cardNo)))
    .limit(1);
  // A card deleted since the bill was made is not live: the agency moves it out itself.
  if (!row) return false;
  return moveOutNeedsApproval({
    published: row.publishedAt !== null,
    active: row.status === 'active',
    paidUntil: row.paymentStatus === 1 ? row.expiry : null,
    now,
  });
}

/** The card numbers of a bill with a pending move-out request. */
export async function pendingMoveOutCards(db: DbOrTx, agencyId: string, billId: string): Promise<Set<number>> {
  const rows = await db
    .select({ cardNo: agencyBillMoveOutRequests.cardNo })
    .from(agencyBillMoveOutRequests)
    .where(
      and(
        eq(agencyBillMoveOutRequests.agencyId, agencyId),
        eq(agencyBillMoveOutRequests.billId, billId),
        eq(agencyBillMoveOutRequests.status, 'pending'),
      ),
    );
  return new Set(rows.map((r) => r.cardNo));
}

/** Inside moveOutCard's transaction (the bill locked): the pending request, and the platform told. */
export async function requestMoveOut(
  tx: Tx,
  input: {
    billed: AgencyRow;
    bill: AgencyBillRow;
    line: AgencyBillCardRow;
    principal: Principal;
    reason: string;
    now: Date;
  },
): Promise<void> {
  const { billed, bill, line, now } = input;
  const [prices] = await tx
    .select({ platformId: agencyBillingPrices.billedByAgencyId })
    .from(agencyBillingPrices)
    .where(eq(agencyBillingPrices.agencyId, billed.id))
    .limit(1);
  if (!prices) throw notFound();
  const [request] = await tx
    .insert(agencyBillMoveOutRequests)
    .values({
      agencyId: billed.id,
      billId: bill.id,
      cardNo: line.cardNo,
      reason: input.reason,
      requestedByUserId: input.principal.kind === 'user' ? input.principal.user.id : null,
      requestedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!request) throw new AppError('CONFLICT', BILLING_MESSAGES.moveOutAlreadyRequested, 409);
  await notifyBillMoveOut(tx, {
    agencyId: prices.platformId,
    step: 'requested',
    requestId: request.id,
    agencyName: billed.agencyName,
    businessName: line.businessName,
    cardNo: line.cardNo,
    period: periodOf(bill),
    reason: input.reason,
    note: null,
    at: now,
  });
}

// ---------------------------------------------------------------------------------------
// The list and the decision.

/**
 * Who reaches the requests: the platform's admins (billingReach 'any') those of every agency it
 * bills; an agency admin who sees Billing its own agency's; nobody else (403).
 */
function requestReach(agency: AgencyRow, principal: Principal): 'platform' | 'own' {
  const reach = billsReach(agency, principal);
  authorize(reach !== null);
  return reach === 'any' ? 'platform' : 'own';
}

const requestColumns = {
  request: agencyBillMoveOutRequests,
  agencyName: agencies.agencyName,
  year: agencyBills.year,
  month: agencyBills.month,
  businessName: agencyBillCards.businessName,
  cardId: agencyBillCards.cardId,
};

function requestsQuery(db: DbOrTx) {
  return db
    .select(requestColumns)
    .from(agencyBillMoveOutRequests)
    .innerJoin(agencies, eq(agencies.id, agencyBillMoveOutRequests.agencyId))
    .innerJoin(agencyBills, eq(agencyBills.id, agencyBillMoveOutRequests.billId))
    .innerJoin(agencyBillingPrices, eq(agencyBillingPrices.agencyId, agencyBillMoveOutRequests.agencyId))
    .leftJoin(
      agencyBillCards,
      and(
        eq(agencyBillCards.billId, agencyBillMoveOutRequests.billId),
        eq(agencyBillCards.cardNo, agencyBillMoveOutRequests.cardNo),
      ),
    );
}

type RequestRow = { request: AgencyBillMoveOutRequestRow } & Omit<
  Awaited<ReturnType<ReturnType<typeof requestsQuery>['execute']>>[number],
  'request'
>;

async function requestViews(db: DbOrTx, rows: RequestRow[]): Promise<TMoveOutRequest[]> {
  const labels = await userLabels(db, [
    ...rows.map((r) => r.request.requestedByUserId),
    ...rows.map((r) => r.request.decidedByUserId),
  ]);
  return rows.map(({ request: r, ...bill }) => ({
    requestId: r.id,
    agencyId: r.agencyId,
    agencyName: bill.agencyName,
    billId: r.billId,
    year: bill.year ?? 0,
    month: bill.month ?? 0,
    cardNo: r.cardNo,
    cardId: bill.cardId ?? null,
    businessName: bill.businessName ?? `Card ${r.cardNo}`,
    reason: r.reason,
    status: r.status,
    requestedBy: r.requestedByUserId ? (labels.get(r.requestedByUserId) ?? null) : null,
    requestedAt: r.requestedAt.toISOString(),
    decidedBy: r.decidedByUserId ? (labels.get(r.decidedByUserId) ?? null) : null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decisionNote: r.decisionNote,
  }));
}

/** GET /billing/move-out-requests: newest first. */
export async function listMoveOutRequests(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  query: { agencyId?: string | undefined; status?: MoveOutRequestStatus | undefined },
) {
  const reach = requestReach(agency, principal);
  authorize(mayReadBillsOf(reach === 'platform' ? 'any' : 'own', agency, query.agencyId));
  const rows = await requestsQuery(services.db)
    .where(
      allOf(
        reach === 'platform'
          ? eq(agencyBillingPrices.billedByAgencyId, agency.id)
          : eq(agencyBillMoveOutRequests.agencyId, agency.id),
        query.agencyId !== undefined ? eq(agencyBillMoveOutRequests.agencyId, query.agencyId) : undefined,
        query.status !== undefined ? eq(agencyBillMoveOutRequests.status, query.status) : undefined,
      ),
    )
    .orderBy(desc(agencyBillMoveOutRequests.requestedAt))
    .limit(500);
  const list = await requestViews(services.db, rows);
  return { list, total: list.length };
}

async function findRequest(db: DbOrTx, platformId: string, requestId: string): Promise<RequestRow | null> {
  return firstRow(
    requestsQuery(db).where(
      and(eq(agencyBillMoveOutRequests.id, requestId), eq(agencyBillingPrices.billedByAgencyId, platformId)),
    ),
  );
}

/**
 * POST /billing/move-out-requests/:id/approve|refuse: an admin of the platform that bills the
 * agency. Approving moves the card out as a direct move-out would (refused, 409, if the bill has
 * since been paid); either way the request is decided once and the agency is told.
 */
export async function decideMoveOutRequest(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  requestId: string,
  decision: 'approved' | 'refused',
  note: string | undefined,
) {
  authorize(requestReach(agency, principal) === 'platform');
  const found = await findRequest(services.db, agency.id, requestId);
  if (!found) throw notFound(BILLING_MESSAGES.moveOutRequestNotFound);
  const now = services.now();
  const deciderId = principal.kind === 'user' ? principal.user.id : null;
  await services.db.transaction(async (tx) => {
    // The bill's lock first, as every change of a bill takes it: the request is then read under it.
    const bill = await lockBill(tx, found.request.agencyId, found.request.billId);
    if (!bill) throw notFound(BILLING_MESSAGES.moveOutRequestNotFound);
    const [request] = await tx
      .select()
      .from(agencyBillMoveOutRequests)
      .where(eq(agencyBillMoveOutRequests.id, requestId))
      .for('update')
      .limit(1);
    if (request?.status !== 'pending') {
      throw new AppError('CONFLICT', BILLING_MESSAGES.moveOutRequestDecided, 409);
    }
    const line = await findBillCard(tx, bill.id, request.cardNo);
    if (decision === 'approved' && line && line.movedOutAt === null) {
      const refusal = moveOutRefusal({
        amountDue: bill.amountDuePaise,
        amountPaid: bill.amountPaidPaise,
        unitPricePaise: bill.unitPricePaise,
        invoiceNumber: bill.invoiceNumber,
      });
      if (refusal) throw new AppError('CONFLICT', refusal, 409);
      await tx
        .update(agencyBillCards)
        .set({ movedOutAt: now, movedOutByUserId: request.requestedByUserId, movedOutReason: request.reason })
        .where(and(eq(agencyBillCards.billId, bill.id), eq(agencyBillCards.cardNo, request.cardNo)));
      await assignInvoiceIfPaid(tx, await recomputeMonthDue(tx, bill), now);
    }
    await tx
      .update(agencyBillMoveOutRequests)
      .set({ status: decision, decidedByUserId: deciderId, decidedAt: now, decisionNote: note ?? null })
      .where(eq(agencyBillMoveOutRequests.id, request.id));
    await notifyBillMoveOut(tx, {
      agencyId: request.agencyId,
      step: decision,
      requestId: request.id,
      agencyName: found.agencyName,
      businessName: found.businessName ?? `Card ${request.cardNo}`,
      cardNo: request.cardNo,
      period: periodOf(bill),
      reason: request.reason,
      note: note ?? null,
      at: now,
    });
  });
  const decided = await findRequest(services.db, agency.id, requestId);
  if (!decided) throw notFound(BILLING_MESSAGES.moveOutRequestNotFound);
  const [view] = await requestViews(services.db, [decided]);
  if (!view) throw notFound();
  return { request: view };
}
