// Exports and the PDF: an export freezes the card's details and design as a new
// version, paid for by a purchase's export left or by the business's plan (else 409 with the
// upgrade path); a download gives the latest export without the watermark (what was paid for),
// or, with nothing exported, the current details with SAMPLE on every page. Staff who may move
// money by hand (admins; franchisees with payment:record) may force the current details clean.
// The preview is always SAMPLE, never counted. Rendered in the request (a PDF card is ~100 ms);
// the last renders are kept in memory per card version, design and flags.
import {
  DEFAULT_PDF_TEMPLATE,
  PDF_CARD_MESSAGES,
  type PdfTemplateCode,
  pdfCardExportRight,
  pdfDownloadSource,
  type TExportPdfCardResponse,
  type TPdfCardDetails,
  type TPdfCardDraftDetails,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { findCardByBusiness, lockBusiness, renderPdfCard, requireReachableBusiness } from '#cards';
import { requireReachablePdfCard } from '#commerce';
import { type AgencyRow, type PdfCardRow, pdfCardExports, pdfCards } from '#db/schema';
import { authorize } from '#lib/access';
import { AppError, notFound, validationFailed } from '#lib/errors';
import { Lru } from '#lib/lru';
import { cardPublicUrl, publicBaseUrl } from '#lib/public-url';
import { requirePermission } from '#policies/cards';
import { mayRecordPayment } from '#policies/commerce';
import type { Services } from '#services';
import { type Caller, pdfCardView, pdfCoverage, toExport, verifyUrlOf } from './cards';
import { checkPictures, draftFor, renderProfile } from './profile';
import { latestExport } from './service';

/** Bump when the PDF designs change, so no kept render is served again. */
const RENDER_VERSION = 'p2';
const renders = new Lru<Buffer>(48);

export interface RenderedPdf {
  pdf: Buffer;
  fileName: string;
}

interface RenderRequest {
  /** What identifies this very drawing (card, version, flags); null: not kept. */
  cacheKey: string | null;
  template: PdfTemplateCode;
  details: TPdfCardDetails | TPdfCardDraftDetails;
  verifyUrl: string;
  /** The business's digital card, which a phone visiting card's QR opens (null: none yet). */
  cardUrl: string | null;
  watermark: boolean;
  bleed: boolean;
}

async function render(services: Services, request: RenderRequest): Promise<Buffer> {
  const draw = async () =>
    renderPdfCard({
      template: request.template,
      profile: await renderProfile(services, request.details),
      verifyUrl: request.verifyUrl,
      cardUrl: request.cardUrl,
      watermark: request.watermark,
      bleed: request.bleed,
    });
  if (request.cacheKey === null) return draw();
  const key = [
    RENDER_VERSION,
    request.cacheKey,
    request.template,
    request.watermark,
    request.bleed,
    request.verifyUrl,
    request.cardUrl,
  ];
  return renders.getOrLoad(key.join('|'), draw);
}

/**
 * The public page of the business's digital card, which a phone visiting card's QR opens
 * (docs/product-rules.md#visiting-card-qr); null when the business has no card address yet.
 */
async function digitalCardUrl(services: Services, agency: AgencyRow, businessId: string): Promise<string | null> {
  const card = await findCardByBusiness(services.db, agency.id, businessId);
  return card?.cardId ? cardPublicUrl(services.config, agency, card.cardId) : null;
}

function fileName(card: Pick<PdfCardRow, 'pdfCardNo' | 'companyName'>, suffix: string): string {
  const slug =
    card.companyName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'pdf-card';
  return `${slug}-${card.pdfCardNo}${suffix}.pdf`;
}

/** A preview: the SAMPLE mark, no bleed, the business's digital card behind a phone card's QR. */
async function renderPreview(
  services: Services,
  agency: AgencyRow,
  businessId: string,
  request: Pick<RenderRequest, 'cacheKey' | 'template' | 'details' | 'verifyUrl'>,
  named: Pick<PdfCardRow, 'pdfCardNo' | 'companyName'>,
): Promise<RenderedPdf> {
  const cardUrl = await digitalCardUrl(services, agency, businessId);
  const pdf = await render(services, { ...request, cardUrl, watermark: true, bleed: false });
  return { pdf, fileName: fileName(named, '-preview') };
}

async function currentDetails(services: Services, caller: Caller, card: PdfCardRow) {
  return card.details ?? (await draftFor(services, caller.agency, caller.principal, card.businessId)).details;
}

/** POST /pdf-card/exportPdfCard */
export async function exportPdfCard(
  services: Services,
  caller: Caller,
  pdfCardNo: number,
): Promise<TExportPdfCardResponse> {
  const { agency, principal } = caller;
  const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, pdfCardNo);
  requirePermission(principal, 'card:edit');
  const now = services.now();
  const { card, exported } = await services.db.transaction(async (tx) => {
    // The business's lock orders this export after any purchase being recorded for the card.
    if (!(await lockBusiness(tx, agency.id, pdfCard.businessId))) throw notFound();
    const where = and(eq(pdfCards.agencyId, agency.id), eq(pdfCards.pdfCardNo, pdfCard.pdfCardNo));
    const [fresh] = await tx.select().from(pdfCards).where(where);
    if (!fresh) throw notFound();
    if (!fresh.details) throw validationFailed('details', PDF_CARD_MESSAGES.detailsMissing);
    const coverage = await pdfCoverage(tx, agency.id, fresh.businessId, now);
    const right = pdfCardExportRight({ ...fresh, coveredByPlan: coverage.covered.has(fresh.pdfCardNo) });
    if (!right.allowed || right.paidBy === null)
      throw new AppError(
        'CONFLICT',
        right.message ?? PDF_CARD_MESSAGES.notPaid,
        409,
        undefined,
        right.upgradePath ?? undefined,
      );
    const last = await latestExport(tx, fresh.pdfCardNo);
    const [row] = await tx
      .insert(pdfCardExports)
      .values({
        pdfCardNo: fresh.pdfCardNo,
        version: (last?.version ?? 0) + 1,
        agencyId: agency.id,
        businessId: fresh.businessId,
        templateCode: fresh.templateCode,
        details: fresh.details,
        cardVersion: fresh.version,
        paidBy: right.paidBy,
        exportedByUserId: principal.kind === 'user' ? principal.user.id : null,
        exportedByFranchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
        exportedAt: now,
      })
      .returning();
    if (!row) throw new Error('export not recorded');
    if (right.paidBy !== 'purchase') return { card: fresh, exported: row };
    const [used] = await tx
      .update(pdfCards)
      .set({ exportsUsed: fresh.exportsUsed + 1 })
      .where(where)
      .returning();
    return { card: used ?? fresh, exported: row };
  });
  return { pdfCard: await pdfCardView(services, agency, card), export: toExport(exported) };
}

/** GET /pdf-card/downloadPdfCard */
export async function downloadPdfCard(
  services: Services,
  caller: Caller,
  query: { pdfCardNo: number; forceDownloadWithoutSampleWatermark: boolean; bleed: boolean },
): Promise<RenderedPdf> {
  const { agency, principal } = caller;
  const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, query.pdfCardNo);
  const forceClean = query.forceDownloadWithoutSampleWatermark;
  // A PDF without the sample mark is money moved by hand: whoever may record a manual payment.
  if (forceClean) authorize(mayRecordPayment(principal, 'manualPayment'));
  const latest = await latestExport(services.db, pdfCard.pdfCardNo);
  const source = pdfDownloadSource({ hasExport: latest !== null, forceClean });
  const verifyUrl = verifyUrlOf(services, agency, pdfCard);
  const cardUrl = await digitalCardUrl(services, agency, pdfCard.businessId);
  if (source === 'latest-export' && latest) {
    const pdf = await render(services, {
      cacheKey: `${pdfCard.pdfCardNo}:export:${latest.version}`,
      template: latest.templateCode,
      details: latest.details,
      verifyUrl,
      cardUrl,
      watermark: false,
      bleed: query.bleed,
    });
    return { pdf, fileName: fileName(pdfCard, `-v${latest.version}`) };
  }
  const clean = source === 'current-clean';
  const pdf = await render(services, {
    cacheKey: pdfCard.details ? `${pdfCard.pdfCardNo}:card:${pdfCard.version}` : null,
    template: pdfCard.templateCode,
    details: await currentDetails(services, caller, pdfCard),
    verifyUrl,
    cardUrl,
    watermark: !clean,
    bleed: query.bleed,
  });
  return { pdf, fileName: fileName(pdfCard, clean ? '' : '-sample') };
}

/** GET /pdf-card/preview: always SAMPLE; a business without a card previews its draft. */
export async function previewPdfCard(
  services: Services,
  caller: Caller,
  query: {
    pdfCardNo?: number | undefined;
    businessId?: string | undefined;
    templateCode?: PdfTemplateCode | undefined;
  },
): Promise<RenderedPdf> {
  const { agency, principal } = caller;
  if (query.pdfCardNo !== undefined) {
    const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, query.pdfCardNo);
    return renderPreview(
      services,
      agency,
      pdfCard.businessId,
      {
        cacheKey: pdfCard.details ? `${pdfCard.pdfCardNo}:card:${pdfCard.version}` : null,
        template: query.templateCode ?? pdfCard.templateCode,
        details: await currentDetails(services, caller, pdfCard),
        verifyUrl: verifyUrlOf(services, agency, pdfCard),
      },
      pdfCard,
    );
  }
  const business = await requireReachableBusiness(services.db, agency.id, principal, query.businessId ?? '');
  const draft = await draftFor(services, agency, principal, business.id);
  return renderPreview(
    services,
    agency,
    business.id,
    {
      cacheKey: null,
      template: query.templateCode ?? DEFAULT_PDF_TEMPLATE,
      details: draft.details,
      // No card yet: the QR opens the "not a valid card" page.
      verifyUrl: `${publicBaseUrl(services.config, agency)}/v/sample`,
    },
    { pdfCardNo: 0, companyName: draft.details.companyName },
  );
}

/**
 * POST /pdf-card/preview: the details as typed in the editor, drawn like a saved card (SAMPLE,
 * never counted, never cached). The pictures pass the same check as saving them would.
 */
export async function previewPdfCardDetails(
  services: Services,
  caller: Caller,
  body: {
    pdfCardNo?: number | undefined;
    businessId?: string | undefined;
    templateCode: PdfTemplateCode;
    details: TPdfCardDraftDetails;
  },
): Promise<RenderedPdf> {
  const { agency, principal } = caller;
  if (body.pdfCardNo !== undefined) {
    const { pdfCard } = await requireReachablePdfCard(services.db, agency.id, principal, body.pdfCardNo);
    await checkPictures(services, agency, principal, pdfCard.businessId, body.details, pdfCard.details);
    return renderPreview(
      services,
      agency,
      pdfCard.businessId,
      {
        cacheKey: null,
        template: body.templateCode,
        details: body.details,
        verifyUrl: verifyUrlOf(services, agency, pdfCard),
      },
      pdfCard,
    );
  }
  const business = await requireReachableBusiness(services.db, agency.id, principal, body.businessId ?? '');
  await checkPictures(services, agency, principal, business.id, body.details, null);
  return renderPreview(
    services,
    agency,
    business.id,
    {
      cacheKey: null,
      template: body.templateCode,
      details: body.details,
      // No card yet: the QR opens the "not a valid card" page.
      verifyUrl: `${publicBaseUrl(services.config, agency)}/v/sample`,
    },
    { pdfCardNo: 0, companyName: body.details.companyName },
  );
}
