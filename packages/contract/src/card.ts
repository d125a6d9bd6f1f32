// Digital business cards: the nine sections, the card as
// the API returns it, and the view model the public page and the editor preview render.
import { z } from 'zod';
import { CARD_STATUSES } from './business';
import { CARD_ID_MAX_LENGTH, CARD_ID_MESSAGES, cardIdProblem } from './card-id';
import { CARD_VISIT_SOURCES } from './card-sources';
import { normalisePhoneInput, ZEmail, ZPhoneNumber, ZUuid } from './common';
import { BUSINESS_TYPES, LINK_TYPES, SALUTATIONS, STYLES, YEAR_ESTABLISHED_MIN } from './constants';
import { ZCardLanguageCode } from './languages';
import { MESSAGES } from './messages';
import { ZUploadUrl, ZWebAddress } from './web-addresses';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number, message: string) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, message).nullable()).default(null);

const nullableUpload = z.preprocess(emptyToNull, ZUploadUrl.nullable()).default(null);
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e63d6.');

// 1. Basic details
export const ZCardBasicDetails = z.object({
  salutation: z.enum(SALUTATIONS).default('none'),
  name: z.string({ error: 'Enter the name.' }).trim().min(1, 'Enter the name.').max(80, 'At most 80 characters.'),
  designation: optionalText(80, 'At most 80 characters.'),
  companyName: z
    .string({ error: 'Enter the company name.' })
    .trim()
    .min(1, 'Enter the company name.')
    .max(100, 'At most 100 characters.'),
  businessType: z.preprocess(emptyToNull, z.enum(BUSINESS_TYPES).nullable()).default(null),
  phoneNumbers: z.array(ZPhoneNumber).min(1, 'Add at least one phone number.').max(3, 'At most 3 phone numbers.'),
  whatsappNumber: z.preprocess(emptyToNull, ZPhoneNumber.nullable()).default(null),
  email: z.preprocess(emptyToNull, ZEmail.nullable()).default(null),
  address: optionalText(300, 'At most 300 characters.'),
  mapLink: z.preprocess(emptyToNull, ZWebAddress.nullable()).default(null),
  website: z.preprocess(emptyToNull, ZWebAddress.nullable()).default(null),
  logoUrl: nullableUpload,
  photoUrl: nullableUpload,
});
export type TCardBasicDetails = z.infer<typeof ZCardBasicDetails>;

// 2. Payment options
export const ZUpiId = z
  .string()
  .trim()
  .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/, 'Enter a UPI id like name@bank.');
export const ZIfsc = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'Enter an 11-character IFSC like SBIN0001234.');
export const ZCardPaymentOptions = z.object({
  upiId: z.preprocess(emptyToNull, ZUpiId.nullable()).default(null),
  upiPayeeName: optionalText(80, 'At most 80 characters.'),
  upiQrImageUrl: nullableUpload,
  bank: z
    .object({
      accountName: z.string().trim().min(1, 'Enter the account holder name.').max(100),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, 'An account number has 9 to 18 digits.'),
      ifsc: ZIfsc,
      bankName: z.string().trim().min(1, 'Enter the bank name.').max(100),
      branch: optionalText(100, 'At most 100 characters.'),
    })
    .nullable()
    .default(null),
});
export type TCardPaymentOptions = z.infer<typeof ZCardPaymentOptions>;

// 3. YouTube videos
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** The 11-character video id of a youtube.com/watch, youtu.be, /shorts or /embed URL, or null. */
export function youtubeVideoId(value: string): string | null {
  try {
    const url = new URL(value);
    const host = url.hostname.replace(/^www\.|^m\./, '');
    let id: string | null = null;
    if (host === 'youtu.be') id = url.pathname.slice(1);
    else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
      if (url.pathname === '/watch') id = url.searchParams.get('v');
      else {
        const match = url.pathname.match(/^\/(?:shorts|embed|live)\/([^/]+)/);
        id = match?.[1] ?? null;
      }
    }
    return id && YOUTUBE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}
export const ZYoutubeUrl = z
  .string()
  .trim()
  .refine((value) => youtubeVideoId(value) !== null, 'Paste a YouTube video link (youtube.com or youtu.be).');
export const ZCardYoutubeVideos = z.object({
  videos: z
    .array(z.object({ url: ZYoutubeUrl, title: optionalText(100, 'At most 100 characters.') }))
    .max(10, 'At most 10 videos.'),
});
export type TCardYoutubeVideos = z.infer<typeof ZCardYoutubeVideos>;

// 4. Template
export const CARD_TEMPLATE_IDS = ['classic', 'bold', 'minimal'] as const;
export type CardTemplateId = (typeof CARD_TEMPLATE_IDS)[number];
/** A card's colours until its owner chooses (greeting frames then read the logo's). */
export const CARD_DEFAULT_COLOURS = { primary: '#1e63d6', secondary: '#0f1b2d' } as const;
export const ZCardTemplate = z.object({
  templateId: z.enum(CARD_TEMPLATE_IDS).default('classic'),
  primaryColor: hexColour.default(CARD_DEFAULT_COLOURS.primary),
  secondaryColor: hexColour.default(CARD_DEFAULT_COLOURS.secondary),
  style: z.enum(STYLES).default('style-1'),
});
export type TCardTemplate = z.infer<typeof ZCardTemplate>;

// 5. Gallery
export const ZCardGallery = z.object({
  images: z
    .array(z.object({ url: ZUploadUrl, caption: optionalText(120, 'At most 120 characters.') }))
    .max(24, 'At most 24 images.'),
});
export type TCardGallery = z.infer<typeof ZCardGallery>;

// 6. About us: plain text; **bold**, _italic_ and line breaks are the only formatting,
// rendered by escaping first (see card-templates).
export const ZCardAboutUs = z.object({
  text: optionalText(3000, 'At most 3000 characters.'),
  yearEstablished: z
    .preprocess(
      (value) => (value === '' ? null : value),
      z.coerce
        .number()
        .int('Enter a year like 2005.')
        .min(YEAR_ESTABLISHED_MIN, `Enter a year from ${YEAR_ESTABLISHED_MIN}.`)
        .max(new Date().getFullYear(), 'The year cannot be in the future.')
        .nullable(),
    )
    .default(null),
});
export type TCardAboutUs = z.infer<typeof ZCardAboutUs>;

// 7. Products
export const ZCardProduct = z.object({
  productId: z.string().min(1).max(40),
  name: z.string({ error: 'Enter the product name.' }).trim().min(1, 'Enter the product name.').max(100),
  /** Integer paise; null hides the price. */
  priceInPaise: z.number().int().min(0, 'The price cannot be negative.').max(10_000_000_000).nullable().default(null),
  imageUrl: nullableUpload,
  description: optionalText(1000, 'At most 1000 characters.'),
  enquiryEnabled: z.boolean().default(true),
});
export type TCardProduct = z.infer<typeof ZCardProduct>;
export const ZCardProducts = z.object({ products: z.array(ZCardProduct).max(50, 'At most 50 products.') });
export type TCardProducts = z.infer<typeof ZCardProducts>;

// 8. Links (the required message per type)
const linkLabel = z.string().trim().min(1, MESSAGES.linkTextRequired).max(60, 'At most 60 characters.');
export const ZCardLink = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('tel'),
    label: linkLabel,
    value: z
      .string({ error: MESSAGES.linkTelRequired })
      .transform(normalisePhoneInput)
      .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, MESSAGES.linkTelRequired)),
  }),
  z.object({
    type: z.literal('email'),
    label: linkLabel,
    value: z
      .string({ error: MESSAGES.linkEmailRequired })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: MESSAGES.linkEmailRequired })),
  }),
  z.object({ type: z.literal('url'), label: linkLabel, value: ZWebAddress }),
  z.object({
    type: z.literal('text'),
    label: linkLabel,
    value: z.string({ error: MESSAGES.linkTextRequired }).trim().min(1, MESSAGES.linkTextRequired).max(300),
  }),
]);
export type TCardLink = z.infer<typeof ZCardLink>;
export const LINK_TYPE_OPTIONS = LINK_TYPES;
export const ZCardLinks = z.object({ links: z.array(ZCardLink).max(30, 'At most 30 links.') });
export type TCardLinks = z.infer<typeof ZCardLinks>;

// 11. Team (docs/product-rules.md#staff-cards): the business's people, each with a page under
// the card's address (/<cardId>/<slug>), a contact file and a QR code. Stored on the card, in the
// order the owner gave them; a hidden member keeps their page's address but shows nowhere.
/** Words a member's address cannot be: the card's own pages beside it (/<cardId>/lead ...). */
export const RESERVED_MEMBER_SLUGS = ['lead', 'feedback', 'thanks', 'qr', 'team', 'exchange', 'vcf'] as const;
export const TEAM_MEMBERS_MAX = 100;
export const TEAM_MESSAGES = {
  slug: 'Use 1–40 lowercase letters, digits and hyphens, like priya or ravi-kumar.',
  slugReserved: 'That address is used by the card itself. Choose another one.',
  slugTaken: 'Two members cannot have the same address. Change one of them.',
  memberTwice: 'The same member is in the list twice.',
  tooMany: `At most ${TEAM_MEMBERS_MAX} team members.`,
} as const;
export const ZTeamMemberSlug = z
  .string({ error: TEAM_MESSAGES.slug })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, TEAM_MESSAGES.slug)
  .refine((slug) => !(RESERVED_MEMBER_SLUGS as readonly string[]).includes(slug), TEAM_MESSAGES.slugReserved);
export const ZCardTeamMember = z.object({
  /** Stays when the name or address changes: the member's views and leads are kept by it. */
  memberId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'A member id is 1–40 letters, digits, _ or -.'),
  slug: ZTeamMemberSlug,
  name: z.string({ error: 'Enter the name.' }).trim().min(1, 'Enter the name.').max(80, 'At most 80 characters.'),
  designation: optionalText(80, 'At most 80 characters.'),
  photoUrl: nullableUpload,
  phoneNumber: z.preprocess(emptyToNull, ZPhoneNumber.nullable()).default(null),
  whatsappNumber: z.preprocess(emptyToNull, ZPhoneNumber.nullable()).default(null),
  email: z.preprocess(emptyToNull, ZEmail.nullable()).default(null),
  links: z.array(ZCardLink).max(10, 'At most 10 links per member.').default([]),
  hidden: z.boolean().default(false),
});
export type TCardTeamMember = z.infer<typeof ZCardTeamMember>;
export const ZCardTeam = z
  .object({ members: z.array(ZCardTeamMember).max(TEAM_MEMBERS_MAX, TEAM_MESSAGES.tooMany) })
  .superRefine((team, ctx) => {
    const slugs = new Set<string>();
    const ids = new Set<string>();
    team.members.forEach((member, index) => {
      if (slugs.has(member.slug)) {
        ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.slugTaken, path: ['members', index, 'slug'] });
      }
      if (ids.has(member.memberId)) {
        ctx.addIssue({ code: 'custom', message: TEAM_MESSAGES.memberTwice, path: ['members', index, 'memberId'] });
      }
      slugs.add(member.slug);
      ids.add(member.memberId);
    });
  });
export type TCardTeam = z.infer<typeof ZCardTeam>;

// 9. Settings
export const CARD_SECTIONS = [
  'basicDetails',
  'paymentOptions',
  'youtubeVideos',
  'gallery',
  'aboutUs',
  'products',
  'links',
  'team',
] as const;
export type CardSection = (typeof CARD_SECTIONS)[number];
export const DEFAULT_SECTION_HEADINGS: Record<CardSection, string> = {
  basicDetails: 'Contact',
  paymentOptions: 'Pay us',
  youtubeVideos: 'Videos',
  gallery: 'Gallery',
  aboutUs: 'About us',
  products: 'Products & services',
  links: 'Links',
  team: 'Our team',
};
export const ZCardSettings = z.object({
  /** Sections shown on the public page; basic details always show. */
  hiddenSections: z.array(z.enum(CARD_SECTIONS)).max(CARD_SECTIONS.length).default([]),
  /** Alternative heading titles: a renamed heading per section. */
  // A section without a custom heading may be absent or undefined (a form field left at the
  // default); either way the default heading shows.
  headings: z
    .partialRecord(z.enum(CARD_SECTIONS), z.string().trim().min(1, 'A heading cannot be empty.').max(40).optional())
    .default({}),
  seoTitle: optionalText(70, 'At most 70 characters.'),
  seoDescription: optionalText(160, 'At most 160 characters.'),
  showSaveContact: z.boolean().default(true),
  /** The language of the public page's fixed labels ("Call", "Save contact"): the owner's choice. */
  language: ZCardLanguageCode.default('en'),
});
export type TCardSettings = z.infer<typeof ZCardSettings>;

// 10. Second language (docs/product-rules.md#card-second-language): the card's words a visitor
// reads, typed again in one more language. Every translation is optional: what is left empty
// shows the primary language's text, field by field. The limits are the primary fields' own.
export const SECOND_LANGUAGE_MESSAGES = {
  sameAsPrimary: "The second language must differ from the card's language (Settings). Choose another one.",
  primaryIsSecond:
    "The card's language cannot also be its second language. Choose another one, or remove the second language first.",
} as const;
export const ZCardProductTranslation = z.object({
  productId: z.string().min(1).max(40),
  name: optionalText(100, 'At most 100 characters.'),
  description: optionalText(1000, 'At most 1000 characters.'),
});
export type TCardProductTranslation = z.infer<typeof ZCardProductTranslation>;
export const ZCardLinkTranslation = z.object({
  /** The link's label in the primary language: links have no id, so the label names the link. */
  label: z.string().trim().min(1).max(60),
  text: optionalText(60, 'At most 60 characters.'),
});
export type TCardLinkTranslation = z.infer<typeof ZCardLinkTranslation>;
export const ZCardMemberTranslation = z.object({
  memberId: z.string().min(1).max(40),
  name: optionalText(80, 'At most 80 characters.'),
  designation: optionalText(80, 'At most 80 characters.'),
});
export type TCardMemberTranslation = z.infer<typeof ZCardMemberTranslation>;
export const ZCardSecondLanguage = z.object({
  /** null: the card has one language. */
  language: z.preprocess(emptyToNull, ZCardLanguageCode.nullable()).default(null),
  name: optionalText(80, 'At most 80 characters.'),
  designation: optionalText(80, 'At most 80 characters.'),
  companyName: optionalText(100, 'At most 100 characters.'),
  aboutText: optionalText(3000, 'At most 3000 characters.'),
  products: z.array(ZCardProductTranslation).max(50, 'At most 50 products.').default([]),
  links: z.array(ZCardLinkTranslation).max(30, 'At most 30 links.').default([]),
  /** The team's names and roles (docs/product-rules.md#staff-cards); absent on translations saved before it. */
  members: z.array(ZCardMemberTranslation).max(100, 'At most 100 team members.').default([]),
});
export type TCardSecondLanguage = z.infer<typeof ZCardSecondLanguage>;

/**
 * The card's two languages, checked together: the second differs from the primary. The
 * section saves check them with this (each save holds only one of the two).
 */
export const ZCardLanguagePair = z
  .object({ primary: ZCardLanguageCode, second: ZCardLanguageCode.nullable() })
  .refine((pair) => pair.second !== pair.primary, {
    message: SECOND_LANGUAGE_MESSAGES.sameAsPrimary,
    path: ['second'],
  });

export const ZCardSections = z.object({
  basicDetails: ZCardBasicDetails.nullable(),
  paymentOptions: ZCardPaymentOptions,
  youtubeVideos: ZCardYoutubeVideos,
  template: ZCardTemplate,
  gallery: ZCardGallery,
  aboutUs: ZCardAboutUs,
  products: ZCardProducts,
  links: ZCardLinks,
  settings: ZCardSettings,
  /** Absent on cards saved before it existed: read them through withSectionsAddedLater (card-languages.ts). */
  secondLanguage: ZCardSecondLanguage,
  /** Absent on cards saved before it existed: read them through withSectionsAddedLater (card-languages.ts). */
  team: ZCardTeam,
});
export type TCardSections = z.infer<typeof ZCardSections>;

/** A card with nothing filled in yet (sections other than basic details have defaults). */
export function emptyCardSections(): TCardSections {
  return {
    basicDetails: null,
    paymentOptions: ZCardPaymentOptions.parse({}),
    youtubeVideos: { videos: [] },
    template: ZCardTemplate.parse({}),
    gallery: { images: [] },
    aboutUs: ZCardAboutUs.parse({}),
    products: { products: [] },
    links: { links: [] },
    settings: ZCardSettings.parse({}),
    secondLanguage: ZCardSecondLanguage.parse({}),
    team: { members: [] },
  };
}

/** Done = every required section is filled: basic details with a name, company and phone. */
export function isCardDone(sections: Pick<TCardSections, 'basicDetails'>): boolean {
  const basic = sections.basicDetails;
  return Boolean(basic?.name && basic.companyName && basic.phoneNumbers.length > 0);
}

export const ZCardIdValue = z
  .string()
  .trim()
  .toLowerCase()
  .max(CARD_ID_MAX_LENGTH + 10)
  .superRefine((value, ctx) => {
    const problem = cardIdProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: CARD_ID_MESSAGES[problem] });
  });

export const ZCard = z.object({
  cardNo: z.number().int(),
  cardId: z.string().nullable(),
  businessId: ZUuid,
  status: z.enum(CARD_STATUSES),
  isDone: z.boolean(),
  sections: ZCardSections,
  /** The public address when the card has a cardId, e.g. http://demo.localhost:3000/sharma-sweets */
  publicUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TCard = z.infer<typeof ZCard>;

// Requests
export const ZCardNoQuery = z.object({ cardNo: z.coerce.number().int().positive() });
export const ZCardsByBusinessQuery = z.object({ businessId: ZUuid });
export const ZCardIdAvailabilityQuery = z.object({
  cardId: z.string().max(100),
  /** The card asking (its own current cardId counts as available). */
  cardNo: z.coerce.number().int().positive().optional(),
});
export const ZCardIdAvailability = z.object({
  cardId: z.string(),
  available: z.boolean(),
  /** Why not, or that it is available: one of CARD_ID_MESSAGES. */
  message: z.string(),
});

/**
 * Every section update names the card by cardNo. updateCardBasicDetails may instead name
 * a businessId that has no card yet: it creates the card (one card per business).
 */
const cardRef = { cardNo: z.number().int().positive() };
export const ZUpdateCardBasicDetailsBody = z
  .object({
    cardNo: z.number().int().positive().optional(),
    businessId: ZUuid.optional(),
    cardId: ZCardIdValue.optional(),
    basicDetails: ZCardBasicDetails,
  })
  .refine((body) => body.cardNo !== undefined || body.businessId !== undefined, {
    message: 'Name the card (cardNo) or the business to create it for (businessId).',
    path: ['cardNo'],
  });
export type TUpdateCardBasicDetailsBody = z.input<typeof ZUpdateCardBasicDetailsBody>;
export const ZUpdateCardPaymentOptionsBody = z.object({ ...cardRef, paymentOptions: ZCardPaymentOptions });
export const ZUpdateCardYoutubeVideosBody = z.object({ ...cardRef, youtubeVideos: ZCardYoutubeVideos });
export const ZUpdateCardTemplateBody = z.object({ ...cardRef, template: ZCardTemplate });
export const ZUpdateCardGalleryBody = z.object({ ...cardRef, gallery: ZCardGallery });
export const ZUpdateCardAboutUsBody = z.object({ ...cardRef, aboutUs: ZCardAboutUs });
export const ZUpdateCardProductsBody = z.object({ ...cardRef, products: ZCardProducts });
export const ZUpdateCardLinksBody = z.object({ ...cardRef, links: ZCardLinks });
export const ZUpdateCardTeamBody = z.object({ ...cardRef, team: ZCardTeam });
export const ZUpdateCardSecondLanguageBody = z.object({ ...cardRef, secondLanguage: ZCardSecondLanguage });
export const ZUpdateCardSettingsBody = z.object({
  ...cardRef,
  cardId: ZCardIdValue.optional(),
  settings: ZCardSettings,
});

// The view model the public page and the editor's live preview both render.
export const ZCardView = z.object({
  cardId: z.string(),
  businessName: z.string(),
  categoryName: z.string(),
  agencyName: z.string(),
  /** The agency's primary colour: its mark in the footer (UI customisation; absent in old previews). */
  agencyColor: z.string().optional(),
  publicUrl: z.string(),
  sections: ZCardSections,
});
export type TCardView = z.infer<typeof ZCardView>;

// Card analytics (beyond the spec)
export const CARD_EVENT_ACTIONS = [
  'call',
  'whatsapp',
  'email',
  'map',
  'website',
  'link',
  'save-contact',
  'share',
  'upi',
  'youtube',
  'enquiry',
  'qr-download',
] as const;
export type CardEventAction = (typeof CARD_EVENT_ACTIONS)[number];
/** POST /c/events (outside /api/v1: sent by the public page with sendBeacon, no session). */
export const ZCardEventBody = z.object({
  cardId: z.string().max(100),
  action: z.enum(CARD_EVENT_ACTIONS),
  /** Which link or product, when the action has several. */
  target: z.string().max(200).optional(),
  /** On a team member's page: whose (docs/product-rules.md#staff-cards). */
  memberId: z.string().max(40).optional(),
});
export type TCardEventBody = z.infer<typeof ZCardEventBody>;

export const ZCardAnalyticsQuery = z.object({
  cardNo: z.coerce.number().int().positive(),
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export const ZCardAnalytics = z.object({
  cardNo: z.number().int(),
  /** Whose card the figures are of, so the page names it: its business and address. */
  card: z.object({ businessId: ZUuid, businessName: z.string(), cardId: z.string().nullable() }),
  days: z.number().int(),
  totals: z.object({
    views: z.number().int(),
    uniqueVisitors: z.number().int(),
    clicks: z.number().int(),
    contactSaves: z.number().int(),
  }),
  perDay: z.array(
    z.object({
      date: z.iso.date(),
      views: z.number().int(),
      uniqueVisitors: z.number().int(),
      clicks: z.number().int(),
    }),
  ),
  byAction: z.array(z.object({ action: z.enum(CARD_EVENT_ACTIONS), clicks: z.number().int() })),
  byTarget: z.array(z.object({ action: z.enum(CARD_EVENT_ACTIONS), target: z.string(), clicks: z.number().int() })),
  /** Views in the window per source (every source, in CARD_VISIT_SOURCES order; zeros included). */
  bySource: z.array(z.object({ source: z.enum(CARD_VISIT_SOURCES), views: z.number().int() })),
  /**
   * Each team member's page in the window (docs/product-rules.md#staff-cards): the card's present
   * members in its order, hidden ones too; empty when the card has no team.
   */
  byMember: z.array(
    z.object({
      memberId: z.string(),
      name: z.string(),
      slug: z.string(),
      views: z.number().int(),
      uniqueVisitors: z.number().int(),
      contactSaves: z.number().int(),
      clicks: z.number().int(),
      leads: z.number().int(),
    }),
  ),
});
export type TCardAnalytics = z.infer<typeof ZCardAnalytics>;

// The QR print kit: the card's QR as PNG or SVG, and an A4 PDF (table tent and
// counter standee) branded by the agency. The QR opens the card tagged ?src=qr (card-sources.ts).
export const QR_KIT_TAGLINE = 'Scan to save our contact';
export const QR_KIT_FORMATS = ['png', 'svg', 'pdf'] as const;
export type QrKitFormat = (typeof QR_KIT_FORMATS)[number];
export const QR_KIT_CONTENT_TYPES: Record<QrKitFormat, string> = {
  png: 'image/png',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};
export const ZCardQrKitQuery = z.object({
  cardNo: z.coerce.number().int().positive(),
  format: z.enum(QR_KIT_FORMATS, 'Choose png, svg or pdf.'),
});
export const ZQrKitFile = z.string().describe('image/png, image/svg+xml or application/pdf (attachment)');
export const QR_KIT_MESSAGES = {
  noAddress: 'Set your card address first: the QR code opens it.',
} as const;

// Uploads
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const ZUploadDocQuery = z.object({
  hierarchy1: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'hierarchy1 is a short lowercase name such as business.'),
  hierarchy2: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'hierarchy2 is an id such as the business id.'),
});
export const ZUploadedDocument = z.object({
  fileName: z.string(),
  hierarchy1: z.string(),
  hierarchy2: z.string(),
  url: ZUploadUrl,
  contentType: z.string(),
  sizeBytes: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type TUploadedDocument = z.infer<typeof ZUploadedDocument>;
