// Physical tags (docs/product-rules.md#physical-tags): NFC cards, stickers and printed QR codes an
// agency sells with a digital card. Each tag is a short unguessable code whose address
// `/t/<code>` is written to the NFC chip (an NDEF URI record) or printed as a QR code. The
// agency makes codes in batches, ties each to a business's card (or a customer claims an
// unassigned one by scanning it while signed in), moves it when a card changes hands, and turns
// it off and on. A scan opens the card with the visit source "nfc".
import { z } from 'zod';
import { ZUuid } from './common';

/** Crockford's base32 without I, L, O, U: nothing to misread when a code is typed from a sticker. */
export const TAG_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters of 32: 50 bits, so codes cannot be guessed, and the URL fits an NTAG213 easily. */
export const TAG_CODE_LENGTH = 10;
export const TAG_BATCH_MAX = 1000;
export const TAG_BATCH_NAME_MAX = 60;
export const TAG_STATUSES = ['active', 'disabled'] as const;
export type TagStatus = (typeof TAG_STATUSES)[number];
/** The NFC chip the README's record is sized for: 144 bytes of user memory. */
export const NTAG213_USER_BYTES = 144;

export const TAG_MESSAGES = {
  nameRequired: 'Name the batch (for example "Diwali print run").',
  nameTooLong: `Keep the batch name under ${TAG_BATCH_NAME_MAX} characters.`,
  countInvalid: `Make between 1 and ${TAG_BATCH_MAX} tags at a time.`,
  unknownBatch: 'There is no such batch of tags.',
  unknownTag: 'There is no tag with this code. Check the code printed on the tag.',
  unknownBusiness: 'There is no such business.',
  businessHasNoCard: 'This business has no digital card yet. Make its card first, then assign the tag.',
  alreadyClaimed: 'This tag is already in use. Ask your agency to move it if it should be yours.',
  disabled: 'This tag is turned off. Ask your agency to turn it on.',
  codeInvalid: 'Enter the tag code as printed: 10 letters and digits.',
  pickBusiness: 'Pick a business.',
  unknownMember: "This business's card has no such team member. Pick one from its team.",
} as const;

/** A code as typed or read: upper-cased, spaces and dashes dropped, I/L → 1 and O → 0 as Crockford reads them. */
export function normaliseTagCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export const ZTagCode = z
  .string({ error: TAG_MESSAGES.codeInvalid })
  .transform(normaliseTagCode)
  .pipe(z.string().regex(new RegExp(`^[${TAG_CODE_ALPHABET}]{${TAG_CODE_LENGTH}}$`), TAG_MESSAGES.codeInvalid));

export const ZTagCodeParams = z.object({ code: ZTagCode });
export const ZTagBatchIdParams = z.object({ id: ZUuid });

export const ZCreateTagBatchBody = z.object({
  name: z
    .string({ error: TAG_MESSAGES.nameRequired })
    .trim()
    .min(1, TAG_MESSAGES.nameRequired)
    .max(TAG_BATCH_NAME_MAX, TAG_MESSAGES.nameTooLong),
  count: z.coerce
    .number({ error: TAG_MESSAGES.countInvalid })
    .int(TAG_MESSAGES.countInvalid)
    .min(1, TAG_MESSAGES.countInvalid)
    .max(TAG_BATCH_MAX, TAG_MESSAGES.countInvalid),
});
export type TCreateTagBatchBody = z.input<typeof ZCreateTagBatchBody>;

export const ZTagBatch = z.object({
  id: ZUuid,
  name: z.string(),
  createdAt: z.string(),
  total: z.number().int(),
  assigned: z.number().int(),
  disabled: z.number().int(),
  scans: z.number().int(),
});
export type TTagBatch = z.infer<typeof ZTagBatch>;
export const ZTagBatchList = z.object({ list: z.array(ZTagBatch), total: z.number().int() });
export type TTagBatchList = z.infer<typeof ZTagBatchList>;

export const ZTag = z.object({
  code: z.string(),
  batchId: ZUuid,
  /** The address written to the chip or printed as a QR code. */
  url: z.string(),
  status: z.enum(TAG_STATUSES),
  businessId: ZUuid.nullable(),
  businessName: z.string().nullable(),
  cardId: z.string().nullable(),
  /** The team member whose page a scan opens (docs/product-rules.md#staff-cards); null: the business's card. */
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  scans: z.number().int(),
  lastScannedAt: z.string().nullable(),
});
export type TTag = z.infer<typeof ZTag>;

export const ZTagListQuery = z.object({
  batchId: ZUuid.optional(),
  /** A business's tags (the owner's view, and the admin's from a business). */
  businessId: ZUuid.optional(),
  /** unassigned and assigned: tags that are on, without or with a business; active, disabled: by status alone. */
  status: z.enum([...TAG_STATUSES, 'unassigned', 'assigned']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZTagList = z.object({
  list: z.array(ZTag),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TTagList = z.infer<typeof ZTagList>;

const ZTagMemberId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Pick a team member of this card.');

/**
 * Assign (businessId, and memberId for one of its card's team), move (another businessId or
 * member), take back (null), turn off and on (status). A memberId without a businessId is the
 * tag's present business's member; a new businessId without one opens that business's card.
 */
export const ZUpdateTagBody = z.object({
  businessId: ZUuid.nullable().optional(),
  memberId: ZTagMemberId.nullable().optional(),
  status: z.enum(TAG_STATUSES).optional(),
});
export type TUpdateTagBody = z.input<typeof ZUpdateTagBody>;

/** One business to tie a tag to: a customer's claim, and the panel's assign and move forms. */
export const ZClaimTagBody = z.object({
  businessId: z.uuid({ error: TAG_MESSAGES.pickBusiness }),
  /** One of the business card's team members (their page opens), or none: the business's card. */
  memberId: ZTagMemberId.nullable().optional(),
});
export type TClaimTagBody = z.input<typeof ZClaimTagBody>;
