// PDF cards' calls: read one, a business's (with whether it may add one),
// the draft, save (create without pdfCardNo), status and delete. Reach goes through the business
// (404 outside it); a franchisee writes with card:edit (403 without), deletes with
// business:delete.
import {
  creationRefusal,
  DEFAULT_PDF_TEMPLATE,
  PDF_CARD_MESSAGES,
  type PdfCardStatus,
  pdfCardExportRight,
  pdfCardsCoveredByPlan,
  type TPdfCard,
  type TPdfCardAllowance,
  type TPdfCardExport,
  type TPdfCardsByBusiness,
  UPGRADE_PATH,
  type ZUpdatePdfCardBasicDetailsBody,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { lockBusiness, requireReachableBusiness } from '#cards';
import { countPdfCardPurchases, countPdfCards, entitlementsFor, requireReachablePdfCard } from '#commerce';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, type PdfCardExportRow, type PdfCardRow, pdfCards } from '#db/schema';
import { AppError, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { publicBaseUrl } from '#lib/public-url';
import { requirePermission } from '#policies/cards';
import type { Services } from '#services';
import { createPdfCard } from './create';
import { checkPictures } from './profile';
import { latestExport, latestExports, pdfCardsOfBusiness } from './service';
import { verifyToken } from './verify-token';

export interface Caller {
  agency: AgencyRow;
  principal: Principal;
}

type SaveBody = z.output<typeof ZUpdatePdfCardBasicDetailsBody>;

/** What the business's plan and purchases give its PDF cards now. */
export interface BusinessPdfCoverage {
  /** Unpaid cards the running plan covers (exportable while it runs). */
  covered: Set<number>;
  allowance: TPdfCardAllowance;
}

export async function pdfCoverage(
  db: DbOrTx,
  agencyId: string,
  businessId: string,
  now: Date,
): Promise<BusinessPdfCoverage> {
  const report = await entitlementsFor(db, agencyId, businessId, now);
  const { singlePurchased } = await countPdfCards(db, agencyId, businessId);
  const { entitlements } = report;
  const total = entitlements.pdfCards;
  const planPart = !entitlements.onPlan ? 0 : total === -1 ? -1 : Math.max(0, total - singlePurchased);
  const unpaid = (await pdfCardsOfBusiness(db, agencyId, businessId)).filter((c) => !c.isPaid).map((c) => c.pdfCardNo);
  const refusal = creationRefusal('pdfCard', entitlements, report.usage.pdfCard, report.configuration);
  return {
    covered: pdfCardsCoveredByPlan(unpaid, planPart),
    allowance: {
      allowed: total,
      used: report.usage.pdfCard,
      canCreate: refusal === null,
      refusal: refusal
        ? {
            message: refusal.message,
            upgradePath: refusal.reason === 'productDisabled' ? null : UPGRADE_PATH,
          }
        : null,
    },
  };
}

export function toExport(row: PdfCardExportRow): TPdfCardExport {
  return {
    pdfCardNo: row.pdfCardNo,
    version: row.version,
    templateCode: row.templateCode,
    paidBy: row.paidBy,
    exportedAt: row.exportedAt.toISOString(),
  };
}

export function verifyUrlOf(services: Services, agency: AgencyRow, card: Pick<PdfCardRow, 'verifyId'>): string {
  return `${publicBaseUrl(services.config, agency)}/v/${verifyToken(services.config.pdfCards.verifySecret, card.verifyId)}`;
}

export function toPdfCard(
  services: Services,
  agency: AgencyRow,
  card: PdfCardRow,
  latest: PdfCardExportRow | null,
  coverage: Pick<BusinessPdfCoverage, 'covered'>,
): TPdfCard {
  return {
    pdfCardNo: card.pdfCardNo,
    businessId: card.businessId,
    status: card.status === 'revoked' ? 'revoked' : 'active',
    templateCode: card.templateCode,
    details: card.details,
    companyName: card.companyName,
    registeredPhoneNumber: card.registeredPhoneNumber,
    mails: card.mails,
    isPaid: card.isPaid,
    exportsAllowed: card.exportsAllowed,
    exportsUsed: card.exportsUsed,
    showSampleWatermark: card.showSampleWatermark,
    version: card.version,
    latestExport: latest ? toExport(latest) : null,
    hasUnexportedChanges: latest === null || latest.cardVersion !== card.version,
    exportRight: pdfCardExportRight({
      status: card.status,
      isPaid: card.isPaid,
      exportsAllowed: card.exportsAllowed,
      exportsUsed: card.exportsUsed,
      coveredByPlan: coverage.covered.has(card.pdfCardNo),
    }),
    verifyUrl: verifyUrlOf(services, agency, card),
    checkCount: card.checkCount,
    lastCheckedAt: card.lastCheckedAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

/** The card as the API shows it (the caller has checked reach). */
export async function pdfCardView(services: Services, agency: AgencyRow, card: PdfCardRow): Promise<TPdfCard> {
  const coverage = await pdfCoverage(services.db, agency.id, card.businessId, services.now());
  return toPdfCard(services, agency, card, await latestExport(services.db, card.pdfCardNo), coverage);
}

export async function getPdfCard(services: Services, { agency, principal }: Caller, pdfCardNo: number) {
  const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, pdfCardNo);
  return pdfCardView(services, agency, pdfCard);
}

export async function getPdfCardsByBusiness(
  services: Services,
  { agency, principal }: Caller,
  businessId: string,
): Promise<TPdfCardsByBusiness> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const rows = await pdfCardsOfBusiness(services.db, agency.id, business.id);
  const coverage = await pdfCoverage(services.db, agency.id, business.id, services.now());
  const latest = await latestExports(
    services.db,
    rows.map((row) => row.pdfCardNo),
  );
  return {
    list: rows.map((row) => toPdfCard(services, agency, row, latest.get(row.pdfCardNo) ?? null, coverage)),
    total: rows.length,
    allowance: coverage.allowance,
  };
}

/**
 * POST /pdf-card/updatePdfCardBasicDetails: saves the details and design of a card (a new
 * version), or, without pdfCardNo, creates one for businessId within its plan.
 */
export async function savePdfCard(services: Services, caller: Caller, body: SaveBody): Promise<TPdfCard> {
  const { agency, principal } = caller;
  const { db } = services;
  const now = services.now();
  if (body.pdfCardNo === undefined) {
    const business = await requireReachableBusiness(db, agency.id, principal, body.businessId ?? '');
    requirePermission(principal, 'card:edit');
    await checkPictures(services, agency, principal, business.id, body.details, null);
    const created = await createPdfCard(
      db,
      agency.id,
      business.id,
      { details: body.details, templateCode: body.templateCode ?? DEFAULT_PDF_TEMPLATE },
      now,
    );
    return pdfCardView(services, agency, created);
  }
  const { pdfCard } = await requireReachablePdfCard(db, agency.id, principal, body.pdfCardNo);
  requirePermission(principal, 'card:edit');
  await checkPictures(services, agency, principal, pdfCard.businessId, body.details, pdfCard.details);
  const [saved] = await db
    .update(pdfCards)
    .set({
      details: body.details,
      companyName: body.details.companyName,
      registeredPhoneNumber: body.details.registeredPhoneNumber,
      mails: body.details.mails,
      templateCode: body.templateCode ?? pdfCard.templateCode,
      version: pdfCard.version + 1,
      updatedAt: now,
    })
    .where(and(eq(pdfCards.agencyId, agency.id), eq(pdfCards.pdfCardNo, pdfCard.pdfCardNo)))
    .returning();
  if (!saved) throw notFound();
  return pdfCardView(services, agency, saved);
}

/** POST /pdf-card/updatePdfCardStatus: revoking shows on the verification page at once. */
export async function updatePdfCardStatus(
  services: Services,
  { agency, principal }: Caller,
  pdfCardNo: number,
  status: PdfCardStatus,
): Promise<TPdfCard> {
  const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, pdfCardNo);
  requirePermission(principal, 'card:edit');
  const [saved] = await services.db
    .update(pdfCards)
    .set({ status, updatedAt: services.now() })
    .where(and(eq(pdfCards.agencyId, agency.id), eq(pdfCards.pdfCardNo, pdfCard.pdfCardNo)))
    .returning();
  if (!saved) throw notFound();
  return pdfCardView(services, agency, saved);
}

/**
 * POST /pdf-card/deletePdfCard: the card, its exports and its verification go; a card with a
 * recorded payment stays (409): deleting it would take the payment record with it, and money
 * records are deleted only through DELETE /pdf-card/pdf-card-payment, which audits it.
 */
export async function deletePdfCard(services: Services, { agency, principal }: Caller, pdfCardNo: number) {
  const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, pdfCardNo);
  requirePermission(principal, 'business:delete');
  await services.db.transaction(async (tx) => {
    if (!(await lockBusiness(tx, agency.id, pdfCard.businessId))) throw notFound();
    if ((await countPdfCardPurchases(tx, agency.id, pdfCard.pdfCardNo)) > 0)
      throw new AppError('CONFLICT', PDF_CARD_MESSAGES.paidCardNotDeleted, 409);
    await tx.delete(pdfCards).where(and(eq(pdfCards.agencyId, agency.id), eq(pdfCards.pdfCardNo, pdfCard.pdfCardNo)));
  });
  return { pdfCardDeleted: true as const, pdfCardNo: pdfCard.pdfCardNo };
}
