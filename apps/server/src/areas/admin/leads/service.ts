// Leads: contacts visitors leave with "Exchange contact" on a card, stored with
// the visit's source under the same spam limits as feedback; the owner's and staff's reading,
// deleting and CSV; and the customer's unread count of feedback and leads. Reach and permissions
// as feedback (../feedback/service.ts).
import type { Readable } from 'node:stream';
import {
  LEAD_CSV_COLUMNS,
  LEAD_MESSAGES,
  leadSourceLabel,
  type TEnquiryUnread,
  type TLead,
  type TLeadForm,
  type TLeadList,
  teamMemberById,
  type ZDeleteLeadQuery,
  type ZLeadCsvQuery,
  type ZLeadListQuery,
} from '@cardora/contract';
import { and, count, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { EnquiryCaller, StoreOutcome, VisitedCard } from '#cards';
import {
  consentOf,
  consentView,
  deleteEnquiry,
  enquiryBusinesses,
  queueNewDeliveries,
  recordEnquiryEvent,
  storeUnderLimits,
} from '#cards';
import { businesses, type CardLeadRow, cardFeedback, cardLeads, enquiryReads } from '#db/schema';
import { csvRow, istDateTime } from '#lib/csv';
import type { UserPrincipal } from '#lib/principal';
import { readPage } from '#lib/sql';
import type { Services } from '#services';
import { csvLine, dateTime, phone, reportColumns, text } from '../reports/columns';
import { type KeysetSource, keysetBatches } from '../reports/repo';
import { xlsxStream } from '../reports/xlsx';

/**
 * Stores a visitor's contact on the card when the visitor and the card are under the limits, with
 * the moment they ticked the notice and its version (docs/product-rules.md#visitor-consent), and
 * its webhook deliveries (docs/product-rules.md#lead-webhooks), queued once committed.
 */
export async function submitLead(
  services: Services,
  card: VisitedCard,
  form: TLeadForm,
  ipHash: string,
): Promise<StoreOutcome> {
  let deliveryIds: string[] = [];
  // Sent from a member's page: the lead is theirs while the card shows them (docs/product-rules.md#staff-cards).
  const member = form.member ? teamMemberById(card.view, form.member) : null;
  const outcome = await storeUnderLimits(
    services.db,
    'lead',
    cardLeads,
    card,
    { ipHash, now: services.now() },
    async (tx, sent) => {
      const [row] = await tx
        .insert(cardLeads)
        .values({
          ...sent,
          name: form.name,
          phone: form.phone ?? null,
          cardLink: form.cardLink ?? null,
          source: form.source,
          ...consentOf(form, sent.createdAt),
          memberId: member?.memberId ?? null,
          memberName: member?.name ?? null,
        })
        .returning();
      if (!row) return;
      deliveryIds = await recordEnquiryEvent(services, tx, {
        event: 'lead.created',
        agencyId: row.agencyId,
        businessId: row.businessId,
        cardId: row.cardId,
        at: row.createdAt,
        data: (businessName) => ({ ...toLead(row, businessName), sourceLabel: leadSourceLabel(row.source) }),
      });
    },
  );
  await queueNewDeliveries(services, deliveryIds);
  return outcome;
}

function toLead(row: CardLeadRow, businessName: string): TLead {
  return {
    leadNo: row.leadNo,
    businessId: row.businessId,
    businessName,
    cardId: row.cardId,
    name: row.name,
    phone: row.phone,
    cardLink: row.cardLink,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    ...consentView(row),
    teamMember: row.memberId && row.memberName ? { memberId: row.memberId, name: row.memberName } : null,
  };
}

/**
 * The CSV's Consent cell: "Agreed 2026-12-06 15:45 IST (notice v2026-12)", or empty for a lead
 * sent before the form had a notice (docs/product-rules.md#visitor-consent).
 */
export function consentCell(lead: Pick<CardLeadRow, 'consentedAt' | 'noticeVersion'>): string | null {
  if (!lead.consentedAt || !lead.noticeVersion) return null;
  return `Agreed ${istDateTime(lead.consentedAt)} IST (notice v${lead.noticeVersion})`;
}

/** GET /leads: newest first, a page at a time, with the total. */
export async function listLeads(
  services: Services,
  caller: EnquiryCaller,
  query: z.output<typeof ZLeadListQuery>,
): Promise<TLeadList> {
  const where = and(
    eq(cardLeads.agencyId, caller.agencyId),
    await enquiryBusinesses(services, caller, query.businessId),
  );
  const { rows, total } = await readPage(
    services.db
      .select({ lead: cardLeads, businessName: businesses.businessName })
      .from(cardLeads)
      .innerJoin(businesses, eq(businesses.id, cardLeads.businessId))
      .where(where)
      .orderBy(desc(cardLeads.leadNo)),
    services.db
      .select({ total: count() })
      .from(cardLeads)
      .innerJoin(businesses, eq(businesses.id, cardLeads.businessId))
      .where(where),
    query,
  );
  return {
    list: rows.map((row) => toLead(row.lead, row.businessName)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** DELETE /leads: one lead of a business in reach (404 otherwise); franchisees need card:edit. */
export async function deleteLead(
  services: Services,
  caller: EnquiryCaller,
  query: z.output<typeof ZDeleteLeadQuery>,
): Promise<{ deleted: true; leadNo: number }> {
  await deleteEnquiry(
    services,
    caller,
    { table: cardLeads, agencyId: cardLeads.agencyId, businessId: cardLeads.businessId, no: cardLeads.leadNo },
    query.leadNo,
    LEAD_MESSAGES.unknownLead(query.leadNo),
  );
  return { deleted: true, leadNo: query.leadNo };
}

const CSV_BATCH = 2_000;

/** A lead as its files read it: the row and its business's name. */
export interface LeadFileRow {
  lead: CardLeadRow;
  businessName: string;
}

/** The leads' columns: the CSV, the Excel workbook and "Download my data" write the same. */
export const LEAD_COLUMNS = reportColumns<LeadFileRow, typeof LEAD_CSV_COLUMNS>(LEAD_CSV_COLUMNS, {
  'Received (IST)': dateTime((r) => r.lead.createdAt),
  Name: text((r) => r.lead.name),
  Phone: phone((r) => r.lead.phone),
  'Their card link': text((r) => r.lead.cardLink),
  Source: text((r) => leadSourceLabel(r.lead.source)),
  Business: text((r) => r.businessName),
  'Card address': text((r) => r.lead.cardId),
  Consent: text((r) => consentCell(r.lead)),
  'Team member': text((r) => r.lead.memberName),
});

/**
 * The leads newest first, read in keyset batches (by lead number) so an agency's whole list
 * never sits in memory, and their columns: one definition for the CSV and the Excel workbook
 * (docs/product-rules.md#reports-as-spreadsheets).
 */
function leadFileSource(services: Services, agencyId: string, inReach: SQL) {
  const fetch = (before: number | null) =>
    services.db
      .select({ lead: cardLeads, businessName: businesses.businessName })
      .from(cardLeads)
      .innerJoin(businesses, eq(businesses.id, cardLeads.businessId))
      .where(and(eq(cardLeads.agencyId, agencyId), inReach, before === null ? undefined : lt(cardLeads.leadNo, before)))
      .orderBy(desc(cardLeads.leadNo))
      .limit(CSV_BATCH);
  type Row = Awaited<ReturnType<typeof fetch>>[number];
  return {
    columns: LEAD_COLUMNS,
    batchSize: CSV_BATCH,
    fetch,
    cursorOf: (r: Row) => r.lead.leadNo,
  } satisfies KeysetSource<Row, number>;
}

/**
 * GET /leads/csv as text chunks: the header, then the leads newest first. The reach is checked
 * before the first chunk, so a refusal is still the JSON error.
 */
export async function leadCsvChunks(
  services: Services,
  caller: EnquiryCaller,
  query: z.output<typeof ZLeadCsvQuery>,
): Promise<AsyncGenerator<string>> {
  const inReach: SQL = await enquiryBusinesses(services, caller, query.businessId);
  return leadCsvOf(services, caller.agencyId, inReach, { bom: true });
}

/**
 * The CSV's lines (header first) of the agency's leads that `inReach` selects; with the BOM that
 * tells Excel it is UTF-8 (a spreadsheet's import from a link shows it as a stray character).
 */
export function leadCsvOf(
  services: Services,
  agencyId: string,
  inReach: SQL,
  options: { bom: boolean },
): AsyncGenerator<string> {
  const source = leadFileSource(services, agencyId, inReach);
  async function* chunks(): AsyncGenerator<string> {
    yield `${options.bom ? '\uFEFF' : ''}${csvRow(LEAD_CSV_COLUMNS)}`;
    for await (const lines of keysetBatches(source, (rows) =>
      rows.map((row) => csvLine(source.columns, row)).join(''),
    )) {
      if (lines !== '') yield lines;
    }
  }
  return chunks();
}

/** GET /leads/csv?format=xlsx: the same leads and columns as an Excel workbook, streamed. */
export async function leadXlsx(
  services: Services,
  caller: EnquiryCaller,
  query: z.output<typeof ZLeadCsvQuery>,
): Promise<Readable> {
  const inReach: SQL = await enquiryBusinesses(services, caller, query.businessId);
  const source = leadFileSource(services, caller.agencyId, inReach);
  return xlsxStream({ sheetName: 'Leads', columns: source.columns, batches: keysetBatches(source, (rows) => rows) });
}

/** The customer's feedback and leads on their own businesses since they last opened the page. */
export async function enquiryUnread(
  services: Services,
  agencyId: string,
  principal: UserPrincipal,
): Promise<TEnquiryUnread> {
  const [read] = await services.db
    .select({ seenAt: enquiryReads.seenAt })
    .from(enquiryReads)
    .where(and(eq(enquiryReads.userId, principal.user.id), eq(enquiryReads.agencyId, agencyId)));
  const owned = and(eq(businesses.agencyId, agencyId), eq(businesses.userId, principal.user.id));
  const [feedback] = await services.db
    .select({ unread: count() })
    .from(cardFeedback)
    .innerJoin(businesses, eq(businesses.id, cardFeedback.businessId))
    .where(and(eq(cardFeedback.agencyId, agencyId), owned, read ? gt(cardFeedback.createdAt, read.seenAt) : undefined));
  const [leads] = await services.db
    .select({ unread: count() })
    .from(cardLeads)
    .innerJoin(businesses, eq(businesses.id, cardLeads.businessId))
    .where(and(eq(cardLeads.agencyId, agencyId), owned, read ? gt(cardLeads.createdAt, read.seenAt) : undefined));
  const feedbackCount = feedback?.unread ?? 0;
  const leadCount = leads?.unread ?? 0;
  return { feedback: feedbackCount, leads: leadCount, total: feedbackCount + leadCount };
}

/** The customer opened Feedback & leads: nothing is unread from now on. */
export async function markEnquiriesSeen(
  services: Services,
  agencyId: string,
  principal: UserPrincipal,
): Promise<TEnquiryUnread> {
  const seenAt = services.now();
  await services.db
    .insert(enquiryReads)
    .values({ userId: principal.user.id, agencyId, seenAt })
    .onConflictDoUpdate({ target: enquiryReads.userId, set: { seenAt, agencyId } });
  return { feedback: 0, leads: 0, total: 0 };
}
