// Visitor feedback on the public card (GET /feedback (params),
// DELETE /feedback (params)), and what it shares with leads (./leads.ts): the
// rules for what a visitor types, the spam limits and the owner's unread count.
//
// A visitor leaves feedback through a plain HTML form on the card (no JavaScript needed):
// POST /<cardId>/feedback, application/x-www-form-urlencoded, answered with 303 to a thank-you
// page; a refusal re-renders the form with the field's message (400), too many sends answer a
// friendly 429 page. The owner reads it in pages that append with the total, and deletes; staff
// read their reach's (admins every business of the agency, a franchisee the ones it made unless
// it has all-card access).
import { z } from 'zod';
import { pageOf, ZEmail } from './common';

// ---------------------------------------------------------------------------------------
// Limits

/** Field lengths of the visitor forms (the server enforces them; the card's inputs carry maxlength). */
export const VISITOR_FORM_LIMITS = {
  nameMax: 60,
  messageMin: 2,
  messageMax: 1000,
  contactMax: 120,
  cardLinkMax: 300,
} as const;

/**
 * Spam limits, each for feedback and for leads separately: a visitor (one IP) may send 5 in any
 * 10 minutes, and a card takes at most 50 a day (the last 24 hours). Counted in the database,
 * so every replica sees the same counts.
 */
export const ENQUIRY_RATE_LIMITS = {
  perIp: { max: 5, windowMinutes: 10 },
  perCard: { max: 50, windowHours: 24 },
} as const;

/**
 * The honeypot: an input people never see (off-screen, aria-hidden, not in the tab order) that
 * form-filling bots do fill. A filled one is answered as a success and nothing is stored.
 */
export const HONEYPOT_FIELD = 'website';

// ---------------------------------------------------------------------------------------
// The notice and the visitor's consent (docs/product-rules.md#visitor-consent)

/**
 * The version of the notice the visitor forms show (the words under "notice" in the card's
 * locales, locales/<code>/card.json). Stored with each lead and feedback beside the moment the
 * box was ticked, so the owner can tell which words a visitor agreed to. Change the words, change
 * the version: feedback.test.ts fails while VISITOR_NOTICE_WORDS_SHA256 still names the old
 * English words.
 */
export const VISITOR_NOTICE_VERSION = '2026-12';
/** sha256 of JSON.stringify of the English "notice" words that VISITOR_NOTICE_VERSION stands for. */
export const VISITOR_NOTICE_WORDS_SHA256 = 'cb4c903fb15395313fb2b432a0cdf321d67addf98d2f399e457042cd8c136cc9';

/** The checkbox ("I agree …") and the value a ticked one sends. */
export const CONSENT_FIELD = 'consent';
export const CONSENT_VALUE = 'yes';
/** The hidden field carrying the notice version the form was shown with. */
export const NOTICE_VERSION_FIELD = 'noticeVersion';

export const ENQUIRY_PAGE_SIZE_DEFAULT = 20;
export const ENQUIRY_PAGE_SIZE_MAX = 50;

export const ENQUIRY_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameTooLong: `Please keep your name under ${VISITOR_FORM_LIMITS.nameMax} characters.`,
  noMarkup: 'Please write plain text: tags like <b> or <script> are not accepted.',
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  messageRequired: 'Please write a few words of feedback.',
  messageTooLong: `Please keep your feedback under ${VISITOR_FORM_LIMITS.messageMax} characters.`,
  contactInvalid: 'Enter a mobile number or an e-mail address, or leave this empty.',
  phoneInvalid: 'Enter your mobile number, e.g. 98765 43210 (with the country code outside India).',
  phoneOrCardLink: "Enter your mobile number, or share your own card's link.",
  cardLinkInvalid: "Share your card's link starting with https:// (javascript: and data: links are not accepted).",
  sourceInvalid: 'This form is out of date. Open the card again and send it once more.',
  otherSite: 'This form was sent from another website. Open the card itself and send it there.',
  tooManyFromYou: `You have sent a few messages in the last ${ENQUIRY_RATE_LIMITS.perIp.windowMinutes} minutes. Please wait a little and try again.`,
  tooManyForCard:
    'This card has received a lot of messages today. Please try again tomorrow, or call or WhatsApp directly.',
  consentRequired: 'Please tick the box to agree before sending.',
  noticeChanged: 'The notice above has changed. Please read it and tick the box again.',
  unknownFeedback: (feedbackNo: number) => `There is no feedback ${feedbackNo}.`,
  unknownBusiness: 'There is no such business.',
  confirmDeleteFeedback: 'Delete this feedback? It cannot be brought back.',
} as const;

// ---------------------------------------------------------------------------------------
// What a visitor types

/** Markup a browser would read as a tag: refused rather than stored (it is escaped on output anyway). */
const MARKUP = /<\s*[a-z!/?]/i;
/** Control characters other than tab and line breaks (NUL is refused earlier by the input guard). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROL = /[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Trims, drops control characters; names and one-line fields also fold runs of spaces. */
function cleanText(raw: string, multiline: boolean): string {
  const text = raw.replace(CONTROL, '').replace(/\r\n?/g, '\n');
  return multiline ? text.trim().replace(/\n{3,}/g, '\n\n') : text.replace(/\s+/g, ' ').trim();
}

/** Required visitor text: cleaned, within `max`, no markup; each refusal names the field. */
export function visitorText(options: {
  max: number;
  min?: number;
  required: string;
  tooLong: string;
  multiline?: boolean;
}) {
  return z
    .string({ error: options.required })
    .transform((raw) => cleanText(raw, options.multiline === true))
    .pipe(
      z
        .string()
        .min(options.min ?? 1, options.required)
        .max(options.max, options.tooLong)
        .refine((text) => !MARKUP.test(text), ENQUIRY_MESSAGES.noMarkup),
    );
}

/**
 * A visitor's mobile number as people type it in India: "98765 43210", "098765-43210",
 * "+91 98765 43210", "919876543210"; other countries with their + code. E.164, or null.
 */
export function normaliseVisitorPhone(raw: string): string | null {
  let text = raw.replace(/[\s\-().]/g, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  if (/^0?[6-9]\d{9}$/.test(text)) text = `+91${text.slice(-10)}`;
  else if (/^91[6-9]\d{9}$/.test(text)) text = `+${text}`;
  if (!/^\+[1-9]\d{6,14}$/.test(text)) return null;
  if (text.startsWith('+91') && !/^\+91[6-9]\d{9}$/.test(text)) return null;
  return text;
}

export const ZVisitorPhone = z
  .string({ error: ENQUIRY_MESSAGES.phoneInvalid })
  .max(40, ENQUIRY_MESSAGES.phoneInvalid)
  .transform((raw, ctx) => {
    const phone = normaliseVisitorPhone(raw);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.phoneInvalid });
      return z.NEVER;
    }
    return phone;
  });

/** An empty form field is "not given". */
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Feedback's optional contact: a mobile number (normalised to E.164) or an e-mail address. */
export const ZVisitorContact = z
  .string({ error: ENQUIRY_MESSAGES.contactInvalid })
  .max(VISITOR_FORM_LIMITS.contactMax, ENQUIRY_MESSAGES.contactInvalid)
  .transform((raw, ctx) => {
    const text = raw.trim();
    if (text.includes('@')) {
      const email = ZEmail.safeParse(text);
      if (email.success && !MARKUP.test(email.data)) return email.data;
    } else {
      const phone = normaliseVisitorPhone(text);
      if (phone) return phone;
    }
    ctx.addIssue({ code: 'custom', message: ENQUIRY_MESSAGES.contactInvalid });
    return z.NEVER;
  });

export type ContactKind = 'phone' | 'email';
export const contactKindOf = (contact: string | null): ContactKind | null =>
  contact === null ? null : contact.includes('@') ? 'email' : 'phone';

export const ZVisitorName = visitorText({
  max: VISITOR_FORM_LIMITS.nameMax,
  required: ENQUIRY_MESSAGES.nameRequired,
  tooLong: ENQUIRY_MESSAGES.nameTooLong,
});

/**
 * The fields every visitor form carries for the notice: the box, ticked (a browser sends nothing
 * for an unticked one), and the version of the words shown beside it, which must be the current
 * one: a page opened before the words changed is shown again with the new notice.
 */
export const visitorConsentFields = {
  [CONSENT_FIELD]: z.literal(CONSENT_VALUE, { error: ENQUIRY_MESSAGES.consentRequired }),
  [NOTICE_VERSION_FIELD]: z.literal(VISITOR_NOTICE_VERSION, { error: ENQUIRY_MESSAGES.noticeChanged }),
};

/** The feedback form as the card posts it (every value a string of the URL-encoded body). */
export const ZFeedbackForm = z.object({
  rating: z
    .string({ error: ENQUIRY_MESSAGES.ratingRequired })
    .trim()
    .regex(/^[1-5]$/, ENQUIRY_MESSAGES.ratingRequired)
    .transform(Number),
  message: visitorText({
    min: VISITOR_FORM_LIMITS.messageMin,
    max: VISITOR_FORM_LIMITS.messageMax,
    required: ENQUIRY_MESSAGES.messageRequired,
    tooLong: ENQUIRY_MESSAGES.messageTooLong,
    multiline: true,
  }),
  name: ZVisitorName,
  contact: z.preprocess(emptyToUndefined, ZVisitorContact.optional()),
  ...visitorConsentFields,
});
export type TFeedbackForm = z.output<typeof ZFeedbackForm>;
export type TFeedbackFormInput = z.input<typeof ZFeedbackForm>;

// ---------------------------------------------------------------------------------------
// The owner's and staff's reading

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(ENQUIRY_PAGE_SIZE_MAX).default(ENQUIRY_PAGE_SIZE_DEFAULT);

/** businessId: one business the caller reaches (404 otherwise); without it, every business in reach. */
export const ZEnquiryListQuery = z.object({
  businessId: z.uuid().optional(),
  page,
  pageSize,
});
export type TEnquiryListQuery = z.input<typeof ZEnquiryListQuery>;

export const ZFeedbackListQuery = ZEnquiryListQuery;

/**
 * When the visitor ticked the notice's box and which version of the notice it was; both null for
 * what was sent before the forms had a notice.
 */
export const ZVisitorConsent = z.object({
  consentedAt: z.string().nullable(),
  noticeVersion: z.string().nullable(),
});
export type TVisitorConsent = z.infer<typeof ZVisitorConsent>;
export type TFeedbackListQuery = TEnquiryListQuery;

export const ZFeedback = z.object({
  feedbackNo: z.number().int(),
  businessId: z.uuid(),
  businessName: z.string(),
  /** The card's address the feedback was left on (kept if the card later changes address). */
  cardId: z.string(),
  rating: z.number().int().min(1).max(5),
  message: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  contactKind: z.enum(['phone', 'email']).nullable(),
  createdAt: z.string(),
  ...ZVisitorConsent.shape,
});
export type TFeedback = z.infer<typeof ZFeedback>;

/** Feedback: a list and a total; the average is over every feedback in the query's reach. */
export const ZFeedbackList = pageOf(ZFeedback).extend({ averageRating: z.number().nullable() });
export type TFeedbackList = z.infer<typeof ZFeedbackList>;

export const ZDeleteFeedbackQuery = z.object({ feedbackNo: z.coerce.number().int().min(1) });
export type TDeleteFeedbackQuery = z.input<typeof ZDeleteFeedbackQuery>;
export const ZDeleteFeedbackResponse = z.object({ deleted: z.literal(true), feedbackNo: z.number().int() });

// ---------------------------------------------------------------------------------------
// The owner's unread count (the customer's menu badge): feedback and leads that arrived on
// their businesses since they last opened "Feedback & leads".

export const ZEnquiryUnread = z.object({
  feedback: z.number().int(),
  leads: z.number().int(),
  total: z.number().int(),
});
export type TEnquiryUnread = z.infer<typeof ZEnquiryUnread>;

/** What a visitor form answers when it is documented in OpenAPI: an HTML page or a redirect. */
export const ZVisitorFormResponse = z.string().describe('303 to the thank-you page; 400/429 an HTML page');
