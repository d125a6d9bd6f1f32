// Customer payments for products other than the plan: a PDF ID card's single purchase, and promotional videos and physical tags bought beyond the plan.
// They share the card payments' gateway flow (order, checkout, signed confirmation or webhook)
// and are recorded exactly once. Money is integer paise.
import { z } from 'zod';
import type { TAgencyConfiguration } from './agency';
import { ZUuid } from './common';
import { DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE, PROMOTIONAL_VIDEO_MAX_QUANTITY } from './constants';
import { checkoutCallbackFields, manualPaymentBodyFields, recordedPaymentFields } from './payments';
import { PRODUCT_NOT_SOLD_MESSAGES } from './products';

export const PRODUCT_PAYMENT_KINDS = ['pdf-card', 'promotional-video', 'tag'] as const;
export type ProductPaymentKind = (typeof PRODUCT_PAYMENT_KINDS)[number];

export const PRODUCT_PAYMENT_MESSAGES = {
  manualAmountRequired: 'Enter the amount received for a manual payment.',
  amountOnlyForManual: 'Send paymentAmount only with a manual update: a gateway payment is charged the price.',
  /** The selling rule's messages (products.ts), under the names the payments use. */
  pdfCardsDisabled: PRODUCT_NOT_SOLD_MESSAGES.pdfCard,
  promotionalVideosDisabled: PRODUCT_NOT_SOLD_MESSAGES.promotionalVideo,
  /** Buying tags from an agency that gives them free (docs/product-rules.md#physical-tags). */
  tagsFree: 'This agency does not charge for tags, so there are none to buy. Ask the agency for a tag.',
} as const;

/** What staff received for a manual payment, in paise: ₹1 to ₹10,00,000. */
export const ZPaymentAmountPaise = z
  .number({ error: PRODUCT_PAYMENT_MESSAGES.manualAmountRequired })
  .int('The amount is in paise, a whole number.')
  .min(100, 'The amount is at least ₹1.')
  .max(100_000_000, 'The amount is at most ₹10,00,000.');

/**
 * The gateway's fields (a gateway payment) or isManualUpdate with paymentAmount (staff). Which
 * of the two a body is, and who may send it, the server decides (paymentAmountProblem, 403 for
 * a customer's manual update) before anything else, so a customer always hears 403.
 */
const productPaymentFields = {
  ...checkoutCallbackFields,
  isManualUpdate: z.boolean().default(false),
  /** Paise received: required for a manual update and refused otherwise. */
  paymentAmount: ZPaymentAmountPaise.optional(),
  ...manualPaymentBodyFields,
};

/** Why a body's paymentAmount does not fit its kind of payment, or null when it fits. */
export function paymentAmountProblem(body: { isManualUpdate: boolean; paymentAmount?: number | undefined }) {
  if (body.isManualUpdate && body.paymentAmount === undefined) return PRODUCT_PAYMENT_MESSAGES.manualAmountRequired;
  if (!body.isManualUpdate && body.paymentAmount !== undefined) return PRODUCT_PAYMENT_MESSAGES.amountOnlyForManual;
  return null;
}

export const ZProductPaymentRecord = z.object({
  ...recordedPaymentFields,
  kind: z.enum(PRODUCT_PAYMENT_KINDS),
  /** The PDF card a single purchase was for; null for promotional videos. */
  pdfCardNo: z.number().int().nullable(),
  /** The agency's PDF plan id; null for promotional videos. */
  planId: z.string().nullable(),
  /** Videos or tags bought (1 for a PDF single purchase). */
  quantity: z.number().int(),
});
export type TProductPaymentRecord = z.infer<typeof ZProductPaymentRecord>;

// ---------------------------------------------------------------------------------------
// PDF ID card single purchase.

export type TPdfCardPlan = TAgencyConfiguration['pdfCardConfig']['customerPlans'][number];

/** The agency's first PDF plan is the single purchase. */
export function singlePurchasePdfPlan(configuration: Pick<TAgencyConfiguration, 'pdfCardConfig'>): TPdfCardPlan | null {
  return configuration.pdfCardConfig.customerPlans[0] ?? null;
}

/** One of the agency's PDF plans by id, or null. */
export function findPdfCardPlan(
  configuration: Pick<TAgencyConfiguration, 'pdfCardConfig'>,
  planId: string,
): TPdfCardPlan | null {
  return configuration.pdfCardConfig.customerPlans.find((plan) => plan.id === planId) ?? null;
}

export interface PdfCardPurchaseState {
  isPaid: boolean;
  exportsAllowed: number;
  showSampleWatermark: boolean;
}

/**
 * A single purchase gives a PDF ID card one export and no sample watermark. The card's
 * state is what its recorded purchases add up to, so recording and deleting agree.
 */
export function pdfCardPurchaseState(purchases: number): PdfCardPurchaseState {
  return { isPaid: purchases > 0, exportsAllowed: purchases, showSampleWatermark: purchases === 0 };
}

export const ZPdfCardNo = z.number().int().positive('Give a PDF card number.');
const ZPdfPlanId = z.string().trim().min(1, 'Choose a plan.').max(100);

/** POST /pdf-card/pdf-card-payment/order */
export const ZPdfCardPaymentOrderBody = z.object({ pdfCardNo: ZPdfCardNo, planId: ZPdfPlanId });
export type TPdfCardPaymentOrderBody = z.infer<typeof ZPdfCardPaymentOrderBody>;

/** POST /pdf-card/pdf-card-payment: a gateway payment, or (staff) a manual one with paymentAmount. */
export const ZMakePdfCardPaymentBody = ZPdfCardPaymentOrderBody.extend(productPaymentFields);
export type TMakePdfCardPaymentBody = z.input<typeof ZMakePdfCardPaymentBody>;

const ZPdfCardPurchaseState = z.object({
  pdfCardNo: z.number().int(),
  isPaid: z.boolean(),
  exportsAllowed: z.number().int(),
  showSampleWatermark: z.boolean(),
});

/** The payment result (planId, recordNo), with the PDF card as the payment left it. */
export const ZPdfCardPaymentResult = ZPdfCardPurchaseState.extend({
  planId: z.string(),
  recordNo: z.number().int(),
  /** true when this payment had already been recorded (a replay): nothing changed. */
  alreadyRecorded: z.boolean(),
});
export type TPdfCardPaymentResult = z.infer<typeof ZPdfCardPaymentResult>;

/** GET /pdf-card/pdf-card-payment?businessId: the single purchases of the business's PDF cards. */
export const ZPdfCardPaymentList = z.object({ list: z.array(ZProductPaymentRecord), total: z.number().int() });

/** DELETE /pdf-card/pdf-card-payment: the PDF card recomputed from the purchases that remain. */
export const ZDeletePdfCardPaymentResponse = ZPdfCardPurchaseState.extend({ deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------
// Promotional videos beyond the plan (/video/user-video-payment).

/** The agency's price for one promotional video, in paise. */
export function promotionalVideoPricePaise(configuration: Pick<TAgencyConfiguration, 'video'>): number {
  return configuration.video.pricePerVideo ?? DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE;
}

export const ZPromotionalVideoQuantity = z
  .number({ error: 'Choose how many videos to buy.' })
  .int('Choose a whole number of videos.')
  .min(1, 'Buy at least 1 video.')
  .max(PROMOTIONAL_VIDEO_MAX_QUANTITY, `Buy at most ${PROMOTIONAL_VIDEO_MAX_QUANTITY} videos at a time.`);

/** POST /video/user-video-payment/order */
export const ZPromotionalVideoPaymentOrderBody = z.object({ businessId: ZUuid, quantity: ZPromotionalVideoQuantity });
export type TPromotionalVideoPaymentOrderBody = z.infer<typeof ZPromotionalVideoPaymentOrderBody>;

/** POST /video/user-video-payment: a gateway payment, or (staff) a manual one with paymentAmount. */
export const ZMakePromotionalVideoPaymentBody = ZPromotionalVideoPaymentOrderBody.extend(productPaymentFields);
export type TMakePromotionalVideoPaymentBody = z.input<typeof ZMakePromotionalVideoPaymentBody>;

/** The promotional videos a business has bought, from the purchases recorded now. */
const purchasedVideos = { businessId: ZUuid, purchasedPromotionalVideos: z.number().int() };

export const ZPromotionalVideoPaymentResult = z.object({
  ...purchasedVideos,
  recordNo: z.number().int(),
  quantity: z.number().int(),
  alreadyRecorded: z.boolean(),
});
export type TPromotionalVideoPaymentResult = z.infer<typeof ZPromotionalVideoPaymentResult>;

export const ZPromotionalVideoPaymentList = z.object({
  ...purchasedVideos,
  list: z.array(ZProductPaymentRecord),
  total: z.number().int(),
});

/** DELETE /video/user-video-payment: the purchased videos recomputed from the purchases that remain. */
export const ZDeletePromotionalVideoPaymentResponse = z.object({ ...purchasedVideos, deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------
// Physical tags beyond the plan (/tag-payment, docs/product-rules.md#physical-tags): sold only
// while the agency charges for tags, at its price per tag.

export const TAG_PURCHASE_MAX_QUANTITY = 100;

export const ZTagQuantity = z
  .number({ error: 'Choose how many tags to buy.' })
  .int('Choose a whole number of tags.')
  .min(1, 'Buy at least 1 tag.')
  .max(TAG_PURCHASE_MAX_QUANTITY, `Buy at most ${TAG_PURCHASE_MAX_QUANTITY} tags at a time.`);

/** POST /tag-payment/order */
export const ZTagPaymentOrderBody = z.object({ businessId: ZUuid, quantity: ZTagQuantity });
export type TTagPaymentOrderBody = z.infer<typeof ZTagPaymentOrderBody>;

/** POST /tag-payment: a gateway payment, or (staff) a manual one with paymentAmount. */
export const ZMakeTagPaymentBody = ZTagPaymentOrderBody.extend(productPaymentFields);
export type TMakeTagPaymentBody = z.input<typeof ZMakeTagPaymentBody>;

/** The tags a business has bought, from the purchases recorded now. */
const purchasedTagsFields = { businessId: ZUuid, purchasedTags: z.number().int() };

export const ZTagPaymentResult = z.object({
  ...purchasedTagsFields,
  recordNo: z.number().int(),
  quantity: z.number().int(),
  alreadyRecorded: z.boolean(),
});
export type TTagPaymentResult = z.infer<typeof ZTagPaymentResult>;

export const ZTagPaymentList = z.object({
  ...purchasedTagsFields,
  list: z.array(ZProductPaymentRecord),
  total: z.number().int(),
});

/** DELETE /tag-payment: the bought tags recomputed from the purchases that remain. */
export const ZDeleteTagPaymentResponse = z.object({ ...purchasedTagsFields, deleted: z.literal(true) });
