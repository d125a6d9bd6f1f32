// "Download my data" (GET /account/export): everything the agency keeps about the signed-in user
// and the businesses they own, as one zip. It lives in the admin area because it reads every
// area before it (identity, cards, commerce, studio) and reuses the reports' CSV writer.
// Every query names the agency and the user's own businesses; nothing of another customer or
// another agency can reach the zip. docs/product-rules.md#data-export
import { Readable } from 'node:stream';
import {
  agencyAppName,
  DATA_EXPORT_MESSAGES,
  dataExportFileName,
  FEEDBACK_CSV_COLUMNS,
  IST_OFFSET_MINUTES,
  istDateOf,
  LEAD_CSV_COLUMNS,
  PAYMENT_CSV_COLUMNS,
  paymentModeLabel,
} from '@cardora/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { documentsOfBusinesses, type OwnerDocument } from '#commerce';
import { categoryNameSql } from '#db/category-name';
import {
  type AgencyRow,
  businesses,
  businessTaxDetails,
  cardFeedback,
  cardLeads,
  cardPayments,
  cards,
  documents,
  imagePostDownloads,
  imagePosts,
  imageRequests,
  paymentOrders,
  pdfCards,
  productPayments,
  type UserRow,
  userVideos,
} from '#db/schema';
import { BOM, csvRow } from '#lib/csv';
import { AppError } from '#lib/errors';
import type { UserPrincipal } from '#lib/principal';
import { userRoles } from '#lib/principal';
import { cardPublicUrl } from '#lib/public-url';
import type { Services } from '#services';
import { LEAD_COLUMNS, type LeadFileRow } from '../leads/service';
import { csvLine, dateTime, integer, money, phone, type ReportColumn, reportColumns, text } from '../reports/columns';

/**
 * Users whose export is being made in this process. One at a time per person: each export draws
 * every payment document's PDF, so a second click (or a script) waits for the first to finish.
 * Per process, not per cluster: with several replicas a person could run one export on each,
 * which is still a small, bounded cost.
 */
const running = new Set<string>();

/** Takes the user's export slot, or refuses (429) while their other export is still being made. */
export function takeExportSlot(userId: string): () => void {
  if (running.has(userId)) throw new AppError('RATE_LIMITED', DATA_EXPORT_MESSAGES.alreadyRunning, 429);
  running.add(userId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running.delete(userId);
  };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A zip entry's time is a wall-clock time with no zone; JSZip writes a Date's UTC fields. */
const istWallClock = (at: Date) => new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000);

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function csvFile<Row>(headers: readonly string[], columns: readonly ReportColumn<Row>[], rows: readonly Row[]) {
  return BOM + csvRow(headers) + rows.map((row) => csvLine(columns, row)).join('');
}

/** The person, without anything that is the system's and not theirs (password hash, sessions, codes). */
function accountFile(user: UserRow, agency: AgencyRow) {
  return {
    name: user.name,
    phoneNumber: user.phoneNumber,
    email: user.email,
    isForeignUser: user.isForeignUser,
    roles: userRoles(user),
    passwordSet: user.passwordHash !== null,
    createdAt: iso(user.createdAt),
    agency: { name: agency.agencyName, appName: agencyAppName(agency) },
  };
}

async function ownedBusinesses(services: Services, agencyId: string, userId: string) {
  return services.db
    .select({
      id: businesses.id,
      businessName: businesses.businessName,
      category: businesses.category,
      categoryName: categoryNameSql,
      otherCategory: businesses.otherCategory,
      email: businesses.email,
      phoneNumber: businesses.phoneNumber,
      madeBy: businesses.businessMadeBy,
      subscriptionActive: businesses.isSubscriptionActive,
      expiresAt: businesses.expiryDateForCustomer,
      planLimits: businesses.planLimits,
      greetingsEnabled: businesses.imagePostEnabled,
      createdAt: businesses.createdAt,
      taxGstin: businessTaxDetails.gstin,
      taxLegalName: businessTaxDetails.legalName,
      taxAddress: businessTaxDetails.address,
      taxStateCode: businessTaxDetails.stateCode,
    })
    .from(businesses)
    .leftJoin(
      businessTaxDetails,
      and(eq(businessTaxDetails.businessId, businesses.id), eq(businessTaxDetails.agencyId, agencyId)),
    )
    .where(and(eq(businesses.agencyId, agencyId), eq(businesses.userId, userId)))
    .orderBy(asc(businesses.createdAt), asc(businesses.id));
}

type PaymentLine = {
  kind: 'plan' | 'pdf-card' | 'promotional-video' | 'tag';
  what: string;
  businessId: string;
  businessName: string;
  amountPaise: number;
  paidThrough: string;
  gatewayPaymentId: string | null;
  gatewayOrderId: string | null;
  reference: string | null;
  paidAt: Date;
  validFrom: Date | null;
  validUntil: Date | null;
};

const PAYMENT_COLUMNS = reportColumns<PaymentLine, typeof PAYMENT_CSV_COLUMNS>(PAYMENT_CSV_COLUMNS, {
  'Paid (IST)': dateTime((p) => p.paidAt),
  What: text((p) => p.what),
  'Amount (₹)': money((p) => p.amountPaise),
  'Paid through': text((p) => p.paidThrough),
  Reference: text((p) => p.reference ?? p.gatewayPaymentId),
  Business: text((p) => p.businessName),
  'Valid until (IST)': dateTime((p) => p.validUntil),
});

type FeedbackLine = {
  feedback: typeof cardFeedback.$inferSelect;
  businessName: string;
};

const FEEDBACK_COLUMNS = reportColumns<FeedbackLine, typeof FEEDBACK_CSV_COLUMNS>(FEEDBACK_CSV_COLUMNS, {
  'Received (IST)': dateTime((r) => r.feedback.createdAt),
  Rating: integer((r) => r.feedback.rating),
  Message: text((r) => r.feedback.message),
  Name: text((r) => r.feedback.name),
  Contact: phone((r) => r.feedback.contact),
  Business: text((r) => r.businessName),
  'Card address': text((r) => r.feedback.cardId),
});

/** Everything of the user's businesses, read before the first byte (a failure is still the JSON error). */
async function gather(services: Services, agency: AgencyRow, user: UserRow) {
  const agencyId = agency.id;
  const owned = await ownedBusinesses(services, agencyId, user.id);
  const ids = owned.map((b) => b.id);
  const names = new Map(owned.map((b) => [b.id, b.businessName]));
  const nameOf = (businessId: string) => names.get(businessId) ?? '';
  const none = ids.length === 0;
  // inArray with no ids is refused by drizzle; with no business there is nothing to read.
  const ofBusinesses = <T>(read: () => Promise<T[]>): Promise<T[]> => (none ? Promise.resolve([]) : read());

  const [
    cardRows,
    leadRows,
    feedbackRows,
    planRows,
    productRows,
    orderRows,
    pdfCardRows,
    videoRows,
    greetingRows,
    requestRows,
    uploadRows,
  ] = await Promise.all([
    ofBusinesses(() =>
      services.db
        .select()
        .from(cards)
        .where(and(eq(cards.agencyId, agencyId), inArray(cards.businessId, ids)))
        .orderBy(asc(cards.cardNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(cardLeads)
        .where(and(eq(cardLeads.agencyId, agencyId), inArray(cardLeads.businessId, ids)))
        .orderBy(asc(cardLeads.leadNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(cardFeedback)
        .where(and(eq(cardFeedback.agencyId, agencyId), inArray(cardFeedback.businessId, ids)))
        .orderBy(asc(cardFeedback.feedbackNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(cardPayments)
        .where(and(eq(cardPayments.agencyId, agencyId), inArray(cardPayments.businessId, ids)))
        .orderBy(asc(cardPayments.paidAt), asc(cardPayments.recordNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(productPayments)
        .where(and(eq(productPayments.agencyId, agencyId), inArray(productPayments.businessId, ids)))
        .orderBy(asc(productPayments.paidAt), asc(productPayments.recordNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.agencyId, agencyId), inArray(paymentOrders.businessId, ids)))
        .orderBy(asc(paymentOrders.createdAt)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(pdfCards)
        .where(and(eq(pdfCards.agencyId, agencyId), inArray(pdfCards.businessId, ids)))
        .orderBy(asc(pdfCards.pdfCardNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(userVideos)
        .where(and(eq(userVideos.agencyId, agencyId), inArray(userVideos.businessId, ids)))
        .orderBy(asc(userVideos.videoNo)),
    ),
    ofBusinesses(() =>
      services.db
        .select({ download: imagePostDownloads, title: imagePosts.title })
        .from(imagePostDownloads)
        .innerJoin(imagePosts, eq(imagePosts.id, imagePostDownloads.imagePostId))
        .where(and(eq(imagePostDownloads.agencyId, agencyId), inArray(imagePostDownloads.businessId, ids)))
        .orderBy(asc(imagePostDownloads.createdAt)),
    ),
    ofBusinesses(() =>
      services.db
        .select()
        .from(imageRequests)
        .where(and(eq(imageRequests.agencyId, agencyId), inArray(imageRequests.businessId, ids)))
        .orderBy(asc(imageRequests.createdAt)),
    ),
    // What the person uploaded themselves (their card's pictures, a logo…), whatever it is used for.
    services.db
      .select()
      .from(documents)
      .where(and(eq(documents.agencyId, agencyId), eq(documents.uploadedByUserId, user.id)))
      .orderBy(asc(documents.createdAt)),
  ]);
  const ownerDocuments = await documentsOfBusinesses(services, agencyId, ids);

  const payments: PaymentLine[] = [
    ...planRows.map(
      (p): PaymentLine => ({
        kind: 'plan',
        what: `Plan: ${p.planSnapshot.name}`,
        businessId: p.businessId,
        businessName: nameOf(p.businessId),
        amountPaise: p.amountPaise,
        paidThrough: paymentModeLabel(p),
        gatewayPaymentId: p.providerPaymentId,
        gatewayOrderId: p.providerOrderId,
        reference: p.paymentReference,
        paidAt: p.paidAt,
        validFrom: p.validFrom,
        validUntil: p.validUntil,
      }),
    ),
    ...productRows.map(
      (p): PaymentLine => ({
        kind: p.kind,
        what:
          p.kind === 'pdf-card'
            ? 'PDF ID card'
            : p.kind === 'tag'
              ? `NFC/QR tags × ${p.quantity}`
              : `Promotional videos × ${p.quantity}`,
        businessId: p.businessId,
        businessName: nameOf(p.businessId),
        amountPaise: p.amountPaise,
        paidThrough: paymentModeLabel(p),
        gatewayPaymentId: p.providerPaymentId,
        gatewayOrderId: p.providerOrderId,
        reference: p.paymentReference,
        paidAt: p.paidAt,
        validFrom: null,
        validUntil: null,
      }),
    ),
  ].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());

  const leads: LeadFileRow[] = leadRows.map((lead) => ({ lead, businessName: nameOf(lead.businessId) }));
  const feedback: FeedbackLine[] = feedbackRows.map((row) => ({ feedback: row, businessName: nameOf(row.businessId) }));

  return {
    owned,
    nameOf,
    cardRows,
    leads,
    feedback,
    payments,
    orderRows,
    pdfCardRows,
    videoRows,
    greetingRows,
    requestRows,
    uploads: uploadRows,
    ownerDocuments,
  };
}

type Gathered = Awaited<ReturnType<typeof gather>>;

function readme(agency: AgencyRow, user: UserRow, now: Date, data: Gathered): string {
  const app = agencyAppName(agency);
  const lines = [
    app === agency.agencyName ? `Your data from ${app}` : `Your data from ${app} (${agency.agencyName})`,
    `Prepared on ${istDateOf(now)} (India time) for ${user.name ?? user.phoneNumber ?? user.email ?? 'you'}.`,
    '',
    'This is what we keep about you and the businesses you own. Dates in the JSON files are UTC',
    '(ISO 8601); dates in the CSV files are India time (IST). Amounts are in paise in the JSON',
    'files (100 paise = 1 rupee) and in rupees in the CSV files.',
    '',
    'account.json          You: name, phone, e-mail, roles and when the account was made.',
    `businesses.json       Your businesses (${data.owned.length}), with their billing details for invoices.`,
    `cards.json            Each business's digital card (${data.cardRows.length}) with its sections as saved.`,
    `leads.json, leads.csv Contacts visitors left on your cards (${data.leads.length}).`,
    `feedback.json, feedback.csv  Feedback visitors left on your cards (${data.feedback.length}).`,
    `payments.json, payments.csv  Payments recorded for your businesses (${data.payments.length}): plans, PDF ID cards, videos.`,
    'payment-orders.json   Every online payment started (paid, failed or left unfinished).',
    `documents/            Your tax invoices, receipts and credit notes as PDF (${data.ownerDocuments.length}), and documents.json.`,
    'pdf-cards.json        Your PDF ID cards and their details.',
    'videos.json           Videos made for your businesses (the video files stay in the app).',
    'greetings.json        Greeting posters downloaded for your businesses.',
    'image-requests.json   Greeting images you asked the agency for.',
    'uploads/              Pictures you uploaded yourself, and uploads.json.',
    '',
    'Not included: your password (we keep only a one-way scramble of it), your sign-in sessions and',
    "one-time codes, and visitors' network details, which we keep only as unreadable hashes.",
    `Questions about your data: contact ${agency.agencyName}.`,
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name inside the zip: letters, digits, dots, dashes; nothing that climbs out of uploads/. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '_');

/**
 * The zip, streamed while it is made: JSON and CSV are deflated; PDFs and pictures (already
 * compressed) are stored, each drawn or read only when the zip reaches it, so memory holds one at
 * a time. `done` runs when the stream ends, fails or is abandoned.
 */
function zipOf(services: Services, agency: AgencyRow, user: UserRow, data: Gathered, done: () => void): Readable {
  const now = services.now();
  const date = istWallClock(now);
  const zip = new JSZip();
  const add = (name: string, content: string) => zip.file(name, content, { date, compression: 'DEFLATE' });

  add('README.txt', readme(agency, user, now, data));
  add('account.json', json(accountFile(user, agency)));
  add(
    'businesses.json',
    json(
      data.owned.map((b) => ({
        id: b.id,
        businessName: b.businessName,
        category: b.category,
        categoryName: b.categoryName,
        otherCategory: b.otherCategory,
        email: b.email,
        phoneNumber: b.phoneNumber,
        madeBy: b.madeBy,
        subscriptionActive: b.subscriptionActive,
        expiresAt: iso(b.expiresAt),
        planLimits: b.planLimits,
        greetingsEnabled: b.greetingsEnabled,
        createdAt: iso(b.createdAt),
        taxDetails:
          b.taxGstin || b.taxLegalName || b.taxAddress || b.taxStateCode
            ? { gstin: b.taxGstin, legalName: b.taxLegalName, address: b.taxAddress, stateCode: b.taxStateCode }
            : null,
      })),
    ),
  );
  add(
    'cards.json',
    json(
      data.cardRows.map((c) => ({
        businessId: c.businessId,
        businessName: data.nameOf(c.businessId),
        cardId: c.cardId,
        address: c.cardId ? cardPublicUrl(services.config, agency, c.cardId) : null,
        status: c.status,
        finished: c.isDone,
        sections: c.sections,
        publishedAt: iso(c.publishedAt),
        createdAt: iso(c.createdAt),
        updatedAt: iso(c.updatedAt),
      })),
    ),
  );
  add(
    'leads.json',
    json(
      data.leads.map(({ lead, businessName }) => ({
        leadNo: lead.leadNo,
        businessId: lead.businessId,
        businessName,
        cardId: lead.cardId,
        name: lead.name,
        phone: lead.phone,
        cardLink: lead.cardLink,
        source: lead.source,
        createdAt: iso(lead.createdAt),
      })),
    ),
  );
  add('leads.csv', csvFile(LEAD_CSV_COLUMNS, LEAD_COLUMNS, data.leads));
  add(
    'feedback.json',
    json(
      data.feedback.map(({ feedback, businessName }) => ({
        feedbackNo: feedback.feedbackNo,
        businessId: feedback.businessId,
        businessName,
        cardId: feedback.cardId,
        rating: feedback.rating,
        message: feedback.message,
        name: feedback.name,
        contact: feedback.contact,
        createdAt: iso(feedback.createdAt),
      })),
    ),
  );
  add('feedback.csv', csvFile(FEEDBACK_CSV_COLUMNS, FEEDBACK_COLUMNS, data.feedback));
  add(
    'payments.json',
    json(
      data.payments.map((p) => ({
        ...p,
        paidAt: iso(p.paidAt),
        validFrom: iso(p.validFrom),
        validUntil: iso(p.validUntil),
      })),
    ),
  );
  add('payments.csv', csvFile(PAYMENT_CSV_COLUMNS, PAYMENT_COLUMNS, data.payments));
  add(
    'payment-orders.json',
    json(
      data.orderRows.map((o) => ({
        businessId: o.businessId,
        businessName: o.businessId ? data.nameOf(o.businessId) : null,
        kind: o.kind,
        planName: o.planSnapshot?.name ?? null,
        quantity: o.quantity,
        amountPaise: o.amountPaise,
        currency: o.currency,
        gateway: o.provider,
        gatewayOrderId: o.providerOrderId,
        status: o.status,
        createdAt: iso(o.createdAt),
        paidAt: iso(o.paidAt),
      })),
    ),
  );
  add('documents/documents.json', json(data.ownerDocuments.map((d) => ({ file: d.fileName, ...withoutLinks(d) }))));
  for (const owned of data.ownerDocuments) {
    const pdf = async function* () {
      yield await owned.pdf();
    };
    zip.file(`documents/${owned.fileName}`, Readable.from(pdf()), {
      binary: true,
      date: istWallClock(owned.issuedAt),
      compression: 'STORE',
    });
  }
  add(
    'pdf-cards.json',
    json(
      data.pdfCardRows.map((p) => ({
        businessId: p.businessId,
        businessName: data.nameOf(p.businessId),
        companyName: p.companyName,
        registeredPhoneNumber: p.registeredPhoneNumber,
        mails: p.mails,
        status: p.status,
        paid: p.isPaid,
        template: p.templateCode,
        details: p.details,
        exportsAllowed: p.exportsAllowed,
        exportsUsed: p.exportsUsed,
        createdAt: iso(p.createdAt),
        updatedAt: iso(p.updatedAt),
      })),
    ),
  );
  add(
    'videos.json',
    json(
      data.videoRows.map((v) => ({
        businessId: v.businessId,
        businessName: data.nameOf(v.businessId),
        kind: v.kind,
        layout: v.layout,
        details: v.details,
        status: v.renderStatus,
        durationSec: v.durationSec,
        video: v.outputKey ? services.storage.url(v.outputKey) : null,
        createdAt: iso(v.createdAt),
        readyAt: iso(v.readyAt),
      })),
    ),
  );
  add(
    'greetings.json',
    json(
      data.greetingRows.map(({ download, title }) => ({
        businessId: download.businessId,
        businessName: data.nameOf(download.businessId),
        post: title,
        day: download.istDay,
        frame: download.frame,
        kind: download.kind,
        createdAt: iso(download.createdAt),
      })),
    ),
  );
  add(
    'image-requests.json',
    json(
      data.requestRows.map((r) => ({
        businessId: r.businessId,
        businessName: data.nameOf(r.businessId),
        category: r.category,
        message: r.message,
        status: r.status,
        createdAt: iso(r.createdAt),
      })),
    ),
  );
  const uploadNames = data.uploads.map((u) => {
    const key = u.storageKey;
    return `uploads/${safeName(key.slice(key.lastIndexOf('/') + 1))}`;
  });
  add(
    'uploads/uploads.json',
    json(
      data.uploads.map((u, index) => ({
        file: uploadNames[index]?.slice('uploads/'.length),
        originalName: u.originalName,
        contentType: u.contentType,
        sizeBytes: u.sizeBytes,
        address: services.storage.url(u.storageKey),
        uploadedAt: iso(u.createdAt),
      })),
    ),
  );
  data.uploads.forEach((u, index) => {
    const file = async function* () {
      // A file gone from storage leaves its line in uploads.json and an empty entry, not a failed download.
      const stored = await services.storage.get(u.storageKey);
      yield stored?.body ?? Buffer.alloc(0);
    };
    zip.file(uploadNames[index] ?? `uploads/${index}`, Readable.from(file()), {
      binary: true,
      date: istWallClock(u.createdAt),
      compression: 'STORE',
    });
  });

  const generated = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true });
  // JSZip's stream is an older kind of stream: wrapped, it waits for the response as it fills,
  // and an error drawing a PDF ends the download with it.
  const stream = new Readable().wrap(generated);
  stream.once('close', done);
  stream.once('error', done);
  return stream;
}

/** A document as documents.json lists it: the API's view without the panel's own paths. */
function withoutLinks(owned: OwnerDocument) {
  const { checkPath: _check, downloadPath: _download, refundablePaise: _refundable, ...rest } = owned.view;
  return rest;
}

/** GET /account/export: the zip, or 429 while the same person's other export is being made. */
export async function exportAccountData(
  services: Services,
  agency: AgencyRow,
  principal: UserPrincipal,
): Promise<{ body: Readable; fileName: string }> {
  const release = takeExportSlot(principal.user.id);
  try {
    const data = await gather(services, agency, principal.user);
    return {
      body: zipOf(services, agency, principal.user, data, release),
      fileName: dataExportFileName(istDateOf(services.now())),
    };
  } catch (error) {
    release();
    throw error;
  }
}
