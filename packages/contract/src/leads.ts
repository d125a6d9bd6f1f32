// Leads from the public card: "Exchange contact" on the card, WhatsApp-first.
// A visitor leaves their name and mobile number (or shares their own card's link) through a
// plain HTML form: POST /<cardId>/lead, application/x-www-form-urlencoded, with the visit's
// source in a hidden field (card-sources.ts: a greeting's QR, the printed QR, a PDF ID card's QR,
// or the card link). The owner sees each lead with its source, calls or WhatsApps back in one
// tap and downloads them as CSV (the reports' safe CSV: BOM, formula cells neutralised).
// The shared visitor-text rules, spam limits and the unread count are in ./feedback.ts.
import { z } from 'zod';
import { ZReportFormat } from './admin-projects';
import { CARD_VISIT_SOURCE_LABELS, CARD_VISIT_SOURCES, type CardVisitSource } from './card-sources';
import { pageOf } from './common';
import {
  ENQUIRY_MESSAGES,
  emptyToUndefined,
  VISITOR_FORM_LIMITS,
  visitorConsentFields,
  ZEnquiryListQuery,
  ZVisitorConsent,
  ZVisitorName,
  ZVisitorPhone,
} from './feedback';
import { ZHttpUrl } from './web-addresses';

/** Their own card's link: http(s) only (the card's ZHttpUrl rule), never javascript: or data:. */
export const ZVisitorCardLink = z
  .string({ error: ENQUIRY_MESSAGES.cardLinkInvalid })
  .trim()
  .max(VISITOR_FORM_LIMITS.cardLinkMax, ENQUIRY_MESSAGES.cardLinkInvalid)
  .refine((value) => ZHttpUrl.safeParse(value).success, ENQUIRY_MESSAGES.cardLinkInvalid);

/**
 * The hidden field a team member's page adds to its lead form: the member's memberId
 * (docs/product-rules.md#staff-cards). One the card's team does not show is ignored.
 */
export const MEMBER_FIELD = 'member';

/** The lead form as the card posts it; a missing source is a plain card visit. */
export const ZLeadForm = z
  .object({
    name: ZVisitorName,
    phone: z.preprocess(emptyToUndefined, ZVisitorPhone.optional()),
    cardLink: z.preprocess(emptyToUndefined, ZVisitorCardLink.optional()),
    source: z.preprocess(
      (value) => emptyToUndefined(value) ?? 'card',
      z.enum(CARD_VISIT_SOURCES, { error: ENQUIRY_MESSAGES.sourceInvalid }),
    ),
    ...visitorConsentFields,
    [MEMBER_FIELD]: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  })
  .superRefine((form, ctx) => {
    if (form.phone === undefined && form.cardLink === undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: ENQUIRY_MESSAGES.phoneOrCardLink });
    }
  });
export type TLeadForm = z.output<typeof ZLeadForm>;
export type TLeadFormInput = z.input<typeof ZLeadForm>;

export const ZLeadListQuery = ZEnquiryListQuery;
export type TLeadListQuery = z.input<typeof ZLeadListQuery>;

export const ZLead = z.object({
  leadNo: z.number().int(),
  businessId: z.uuid(),
  businessName: z.string(),
  cardId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  cardLink: z.string().nullable(),
  source: z.enum(CARD_VISIT_SOURCES),
  createdAt: z.string(),
  ...ZVisitorConsent.shape,
  /** Written to a team member from their page (docs/product-rules.md#staff-cards), named as they were then. */
  teamMember: z.object({ memberId: z.string(), name: z.string() }).nullable(),
});
export type TLead = z.infer<typeof ZLead>;

export const ZLeadList = pageOf(ZLead);
export type TLeadList = z.infer<typeof ZLeadList>;

export const ZDeleteLeadQuery = z.object({ leadNo: z.coerce.number().int().min(1) });
export type TDeleteLeadQuery = z.input<typeof ZDeleteLeadQuery>;
export const ZDeleteLeadResponse = z.object({ deleted: z.literal(true), leadNo: z.number().int() });

/** GET /leads/csv: one business the caller reaches, or every business in reach. */
export const ZLeadCsvQuery = z.object({ businessId: z.uuid().optional(), format: ZReportFormat.optional() });
export type TLeadCsvQuery = z.input<typeof ZLeadCsvQuery>;

/** The CSV's columns, in order. */
export const LEAD_CSV_COLUMNS = [
  'Received (IST)',
  'Name',
  'Phone',
  'Their card link',
  'Source',
  'Business',
  'Card address',
  'Consent',
  'Team member',
] as const;

export const LEAD_MESSAGES = {
  unknownLead: (leadNo: number) => `There is no lead ${leadNo}.`,
  confirmDeleteLead: 'Delete this lead? It cannot be brought back.',
  noLeadsYet: 'No leads yet. Visitors who tap "Exchange contact" on your card show up here.',
} as const;

export const leadSourceLabel = (source: CardVisitSource): string => CARD_VISIT_SOURCE_LABELS[source];

/** One-tap call back: `tel:+<digits>`, or null without a phone. */
export function leadTelHref(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? `tel:+${digits}` : null;
}

/** One-tap WhatsApp back: https://wa.me/<digits>?text=…, greeting the lead by name. */
export function leadWhatsappHref(lead: Pick<TLead, 'phone' | 'name'>, businessName: string): string | null {
  const digits = lead.phone?.replace(/\D/g, '') ?? '';
  if (digits.length < 8) return null;
  const text = `Hello ${lead.name}, thank you for sharing your contact on the ${businessName} card. How can we help you?`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
