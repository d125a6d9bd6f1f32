// Subscription plans, the custom plan, upgrade eligibility and customer payments.
// Money is integer paise.
import { z } from 'zod';
import type { TBusiness } from './business';
import { listOf, ZUuid } from './common';
import {
  CUSTOM_PLAN_DAILY_GREETING_VIDEOS,
  CUSTOM_PLAN_DIGITAL_CARD_LIMIT,
  CUSTOM_PLAN_ID,
  SELF_SERVICE_ORIGINS,
  UNLIMITED,
} from './constants';
import { MESSAGES } from './messages';
import { type TFrameVisibility, type TPlanLimits, ZFrameVisibility, ZPlanLimits } from './plan-limits';
import { type CustomerProduct, type ProductSwitches, sellableProducts, ZSellableProducts } from './products';

/** Price in paise: ₹1 to ₹10,00,000. */
export const ZPricePaise = z
  .number({ error: MESSAGES.priceRequired })
  .int('The price is in paise, a whole number.')
  .min(100, 'The price is at least ₹1.')
  .max(100_000_000, 'The price is at most ₹10,00,000.');

/** Validity in whole years, 1 to 10. */
/** The longest validity a plan may have, in years. */
export const MAX_VALIDITY_YEARS = 10;
/** docs/product-rules.md#plan-validity-whole-years: one message for a fraction, 0 or too many years. */
export const VALIDITY_WHOLE_YEARS_MESSAGE = `Validity is a whole number of years, 1 to ${MAX_VALIDITY_YEARS}.`;
export const ZValidityYears = z
  .number({ error: MESSAGES.validityRequired })
  .int(VALIDITY_WHOLE_YEARS_MESSAGE)
  .min(1, VALIDITY_WHOLE_YEARS_MESSAGE)
  .max(MAX_VALIDITY_YEARS, VALIDITY_WHOLE_YEARS_MESSAGE);

export const ZPlanName = z
  .string({ error: MESSAGES.subscriptionNameRequired })
  .trim()
  .min(1, MESSAGES.subscriptionNameRequired)
  .max(80, 'Keep the name under 80 characters.');

export const ZSubscriptionPlan = z.object({
  subscriptionPlanId: z.string(),
  agencyId: ZUuid,
  name: z.string(),
  /** Paise. */
  price: z.number().int(),
  /** Years. */
  validity: z.number().int(),
  ...ZPlanLimits.shape,
  frameVisibility: ZFrameVisibility,
  createdAt: z.iso.datetime(),
});
export type TSubscriptionPlan = z.infer<typeof ZSubscriptionPlan>;

/**
 * GET /business/subscription-plan: the plans as sold — a product the agency does not sell is left
 * out of every plan (sellablePlanLimits), and a customer is not shown a plan that sells nothing —
 * with the products that agency sells, so the web shows only those (the superadmin may be
 * looking at another agency's plans).
 */
export const ZSubscriptionPlanList = listOf(ZSubscriptionPlan).extend({
  products: ZSellableProducts,
  /**
   * The agency quotes prices without GST: this rate (basis points) is added at checkout, and the
   * plans say so. null: prices include everything. docs/product-rules.md#prices-and-gst
   */
  gstOnTopBasisPoints: z.number().int().nullable(),
});
export type TSubscriptionPlanList = z.infer<typeof ZSubscriptionPlanList>;

/** GET / POST /business/subscription-plan: the superadmin may name another agency. */
export const ZPlanAgencyQuery = z.object({ agencyId: ZUuid.optional() });

/** POST /business/subscription-plan: create, or edit when subscriptionPlanId is given. */
export const ZSaveSubscriptionPlanBody = z.object({
  subscriptionPlanId: ZUuid.optional(),
  name: ZPlanName,
  price: ZPricePaise,
  validity: ZValidityYears,
  ...ZPlanLimits.shape,
  frameVisibility: ZFrameVisibility,
});
export type TSaveSubscriptionPlanBody = z.infer<typeof ZSaveSubscriptionPlanBody>;

export const ZSubscriptionPlanIdParams = z.object({ subscriptionPlanId: ZUuid });
export const ZDeletedResponse = z.object({ deleted: z.literal(true) });

// ---------------------------------------------------------------------------------------
// Custom plan: the admin's form, and the plan it composes.

/**
 * The custom plan form as the admin fills it. name, validity and price are required with
 * the spec's messages; the product switches follow the composition rules in composeCustomPlan.
 */
export const ZCustomPlanForm = z.object({
  name: ZPlanName,
  validity: ZValidityYears,
  /** Rupees as typed (the form); converted to paise by composeCustomPlan. */
  priceRupees: z
    .number({ error: MESSAGES.priceRequired })
    .min(1, 'The price is at least ₹1.')
    .max(1_000_000, 'The price is at most ₹10,00,000.')
    .multipleOf(0.01, 'Use at most two decimals.'),
  greetingImages: z.boolean(),
  greetingVideos: z.boolean(),
  pdfCard: z.boolean(),
  pdfCardLimit: z.number().int('Enter a whole number.').min(1, 'At least 1.').max(10_000, 'At most 10,000.'),
  promotionalVideo: z.boolean(),
  promotionalVideoLimit: z.number().int('Enter a whole number.').min(1, 'At least 1.').max(10_000, 'At most 10,000.'),
  showRegularFrame: z.boolean(),
  showProductFrame: z.boolean(),
  showPoliticalFrame: z.boolean(),
});
export type TCustomPlanForm = z.infer<typeof ZCustomPlanForm>;

export const DEFAULT_CUSTOM_PLAN_FORM: Omit<TCustomPlanForm, 'name' | 'validity' | 'priceRupees'> = {
  greetingImages: false,
  greetingVideos: false,
  pdfCard: false,
  pdfCardLimit: 1,
  promotionalVideo: false,
  promotionalVideoLimit: 1,
  showRegularFrame: true,
  showProductFrame: true,
  showPoliticalFrame: true,
};

/** Which custom plan products an agency may offer: the ones it sells (products.ts). */
export function customPlanOptions(configuration: ProductSwitches) {
  const sold = sellableProducts(configuration);
  return {
    greetingImages: sold.greetingImages,
    greetingVideos: sold.greetingVideos,
    pdfCard: sold.pdfCard,
    promotionalVideo: sold.promotionalVideo,
  };
}

/** The products a custom plan form ticks that the agency does not sell (the server refuses them). */
export function customPlanUnsold(
  form: Pick<TCustomPlanForm, 'greetingImages' | 'greetingVideos' | 'pdfCard' | 'promotionalVideo'>,
  configuration: ProductSwitches,
): Extract<CustomerProduct, keyof ReturnType<typeof customPlanOptions>>[] {
  const offered = customPlanOptions(configuration);
  return (['greetingImages', 'greetingVideos', 'pdfCard', 'promotionalVideo'] as const).filter(
    (product) => form[product] && !offered[product],
  );
}

export interface ComposedCustomPlan {
  name: string;
  price: number;
  validity: number;
  limits: TPlanLimits;
  frameVisibility: TFrameVisibility;
}

/**
 * Plan composition in the custom plan: digital card always 1; greeting images
 * unlimited; greeting videos 3 a day and only with image and video posts; PDF card and
 * promotional video as the admin set them (default 1) and only when the agency has them;
 * frame switches count only with greeting images. Products the agency lacks are dropped,
 * so a forged form cannot sell them.
 */
export function composeCustomPlan(form: TCustomPlanForm, configuration: ProductSwitches): ComposedCustomPlan {
  const offered = customPlanOptions(configuration);
  const images = offered.greetingImages && form.greetingImages;
  const videos = offered.greetingVideos && form.greetingVideos;
  const pdf = offered.pdfCard && form.pdfCard;
  const promo = offered.promotionalVideo && form.promotionalVideo;
  return {
    name: form.name.trim(),
    price: Math.round(form.priceRupees * 100),
    validity: form.validity,
    limits: {
      digitalCardIncluded: true,
      digitalCardLimit: CUSTOM_PLAN_DIGITAL_CARD_LIMIT,
      greetingImagesIncluded: images,
      greetingImagesLimit: images ? UNLIMITED : 0,
      greetingVideosIncluded: videos,
      greetingVideosLimit: videos ? CUSTOM_PLAN_DAILY_GREETING_VIDEOS : 0,
      pdfCardIncluded: pdf,
      pdfCardLimit: pdf ? form.pdfCardLimit : 0,
      promotionalVideoIncluded: promo,
      promotionalVideoLimit: promo ? form.promotionalVideoLimit : 0,
    },
    frameVisibility: images
      ? {
          hideRegularFrame: !form.showRegularFrame,
          hideProductFrame: !form.showProductFrame,
          hidePoliticalFrame: !form.showPoliticalFrame,
        }
      : { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
  };
}

/**
 * The upgrade opens for an admin, or when the agency takes online payments and the
 * business was made by 'self' (or another SELF_SERVICE_ORIGINS value). Else 'Connect with admin'.
 */
export function canOpenUpgrade(input: {
  isAdmin: boolean;
  enablePaymentIntegration: boolean;
  businessMadeBy: TBusiness['businessMadeBy'];
}): boolean {
  if (input.isAdmin) return true;
  return input.enablePaymentIntegration && SELF_SERVICE_ORIGINS.includes(input.businessMadeBy);
}

// ---------------------------------------------------------------------------------------
// How a payment recorded by hand was paid: docs/product-rules.md#manual-payment-mode

export const MANUAL_PAYMENT_MODES = ['cash', 'upi', 'bank-transfer', 'cheque'] as const;
export type ManualPaymentMode = (typeof MANUAL_PAYMENT_MODES)[number];
export const MANUAL_PAYMENT_MODE_LABELS: Record<ManualPaymentMode, string> = {
  cash: 'Cash',
  upi: 'UPI',
  'bank-transfer': 'Bank transfer',
  cheque: 'Cheque',
};
export const PAYMENT_REFERENCE_MAX = 100;
export const MANUAL_PAYMENT_MESSAGES = {
  modeRequired: 'Choose how the payment was made: cash, UPI, bank transfer or cheque.',
  modeOnlyForManual: 'A payment mode and reference are only for a payment recorded by hand.',
  referenceTooLong: `The reference is at most ${PAYMENT_REFERENCE_MAX} characters.`,
  recorded: 'Payment recorded.',
} as const;

export const ZManualPaymentMode = z.enum(MANUAL_PAYMENT_MODES, { error: MANUAL_PAYMENT_MESSAGES.modeRequired });
/** UPI ref, cheque number or bank ref: trimmed; blank is no reference. */
export const ZPaymentReference = z
  .string()
  .trim()
  .max(PAYMENT_REFERENCE_MAX, MANUAL_PAYMENT_MESSAGES.referenceTooLong)
  .transform((v) => (v === '' ? undefined : v));

/** What a manual payment body adds: required mode (checked by the server, see manualPaymentModeProblem), optional reference. */
export const manualPaymentBodyFields = {
  paymentMode: ZManualPaymentMode.optional(),
  paymentReference: ZPaymentReference.optional(),
};

/** Why a body's mode and reference do not fit its kind of payment, or null when they fit. */
export function manualPaymentModeProblem(body: {
  isManualUpdate: boolean;
  paymentMode?: ManualPaymentMode | undefined;
  paymentReference?: string | undefined;
}): string | null {
  if (body.isManualUpdate && body.paymentMode === undefined) return MANUAL_PAYMENT_MESSAGES.modeRequired;
  if (!body.isManualUpdate && (body.paymentMode !== undefined || body.paymentReference !== undefined))
    return MANUAL_PAYMENT_MESSAGES.modeOnlyForManual;
  return null;
}

/** The manual payment dialog's fields (react-hook-form): the mode is required here. */
export const ZManualPaymentForm = z.object({
  paymentMode: ZManualPaymentMode,
  paymentReference: z.string().trim().max(PAYMENT_REFERENCE_MAX, MANUAL_PAYMENT_MESSAGES.referenceTooLong),
});
export type TManualPaymentForm = z.infer<typeof ZManualPaymentForm>;

/** "Cash", "UPI" … for a manual payment; "Online (Razorpay)" for a gateway's; "Not recorded" for an old manual one. */
export function paymentModeLabel(p: { provider: string; paymentMode: ManualPaymentMode | null }): string {
  if (p.provider === 'manual') return p.paymentMode ? MANUAL_PAYMENT_MODE_LABELS[p.paymentMode] : 'Not recorded';
  return p.provider === 'razorpay' ? 'Online (Razorpay)' : 'Online (sandbox gateway)';
}

// ---------------------------------------------------------------------------------------
// Card payments.

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** Who took a recorded payment: a gateway, or staff by hand. */
export const ZRecordedProvider = z.enum([...PAYMENT_PROVIDERS, 'manual']);

/** The plan a payment is for: one of the agency's plans, or CUSTOM_PLAN with its form. */
const planChoice = {
  businessId: ZUuid,
  subscriptionPlanId: z.string().min(1, 'Choose a plan.'),
  /** Required when subscriptionPlanId is CUSTOM_PLAN (admins only). */
  customPlan: ZCustomPlanForm.optional(),
};

function requireCustomPlanFields<T extends { subscriptionPlanId: string; customPlan?: unknown }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.subscriptionPlanId === CUSTOM_PLAN_ID && !value.customPlan) {
    ctx.addIssue({ code: 'custom', path: ['customPlan'], message: 'Fill in the custom plan.' });
  }
}

/**
 * The locked features a customer can be sent to the plans from (docs/product-rules.md#upsell-by-feature).
 * planIncludesFeature (entitlements.ts) says whether a plan includes one.
 */
export const UPSELL_FEATURES = ['greetingImages', 'greetingVideos', 'pdfCard', 'promotionalVideo'] as const;
export type UpsellFeature = (typeof UPSELL_FEATURES)[number];
export const ZUpsellFeature = z.enum(UPSELL_FEATURES);

/**
 * POST /card-payment/order. forFeature: the purchase started from that feature's lock; a plan
 * without the feature is then refused (docs/product-rules.md#upsell-by-feature).
 */
export const ZCardPaymentOrderBody = z
  .object({ ...planChoice, forFeature: ZUpsellFeature.optional() })
  .superRefine(requireCustomPlanFields);
export type TCardPaymentOrderBody = z.infer<typeof ZCardPaymentOrderBody>;

/** The payment order response: the provider key id and the order; plus what checkout shows. */
export const ZPaymentOrderResponse = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The key id checkout is opened with (never the secret). */
  key: z.string(),
  /** Where the web loads the checkout script from. */
  checkoutScriptUrl: z.string(),
  merchantName: z.string(),
  description: z.string(),
  order: z.object({ amount: z.number().int(), id: z.string(), currency: z.literal('INR') }),
  prefill: z.object({ contact: z.string().nullable(), email: z.string().nullable() }),
});
export type TPaymentOrderResponse = z.infer<typeof ZPaymentOrderResponse>;

/** The payment confirmation, as the checkout handler returns it. */
export const ZProviderPaymentFields = z.object({
  razorpayPaymentId: z.string().min(1).max(64),
  razorpayOrderId: z.string().min(1).max(64),
  razorpaySignature: z.string().regex(/^[0-9a-f]{64}$/, 'The payment signature is malformed.'),
});

/**
 * What a payment body carries from checkout: our order id and the provider's three fields.
 * Optional in the schema, checked by the server for gateway payments (so a manual body needs none).
 */
export const checkoutCallbackFields = {
  orderCreationId: z.string().max(64).optional(),
  razorpayPaymentId: z.string().max(64).optional(),
  razorpayOrderId: z.string().max(64).optional(),
  razorpaySignature: z.string().max(128).optional(),
};

/**
 * The make-payment body. Gateway payments (POST /card-payment/gateway) carry the
 * order and the provider's fields with throughGateway true; manual ones (POST /card-payment,
 * staff only) carry isManualUpdate true and nothing from a provider.
 */
export const ZMakeCardPaymentBody = z
  .object({
    ...planChoice,
    renew: z.boolean().default(false),
    ...checkoutCallbackFields,
    throughGateway: z.boolean().default(false),
    isManualUpdate: z.boolean().default(false),
    ...manualPaymentBodyFields,
  })
  .superRefine(requireCustomPlanFields);
export type TMakeCardPaymentBody = z.input<typeof ZMakeCardPaymentBody>;

/** The payment result. */
export const ZPaymentResult = z.object({
  planId: z.string(),
  recordNo: z.number().int(),
  /** The business after the payment: paid, with its new expiry. */
  expiryDateForCustomer: z.iso.datetime().nullable(),
  paymentStatus: z.number().int(),
  /** true when this payment had already been recorded (a replay): nothing changed. */
  alreadyRecorded: z.boolean(),
});
export type TPaymentResult = z.infer<typeof ZPaymentResult>;

/**
 * What every recorded payment says of its money: how much, through what, by whom, when. A
 * customer's payment (recordedPaymentFields) and an agency's bill payment (billing.ts) both.
 */
export const paymentMoneyFields = {
  /** Paise. */
  amount: z.number().int(),
  provider: ZRecordedProvider,
  providerPaymentId: z.string().nullable(),
  providerOrderId: z.string().nullable(),
  isManualUpdate: z.boolean(),
  /** Who recorded a manual payment: a user or franchisee name with its kind. */
  recordedBy: z.string().nullable(),
  paidAt: z.iso.datetime(),
  /** Manual payments: how it was paid (null for a gateway payment, or one recorded before modes were kept). */
  paymentMode: ZManualPaymentMode.nullable(),
  paymentReference: z.string().nullable(),
};

/** A customer's recorded payment: its number, its business and its money. */
export const recordedPaymentFields = { recordNo: z.number().int(), businessId: ZUuid, ...paymentMoneyFields };

export const ZCardPaymentRecord = z.object({
  ...recordedPaymentFields,
  planId: z.string(),
  planName: z.string(),
  validity: z.number().int(),
  limits: ZPlanLimits,
  frameVisibility: ZFrameVisibility,
  /** The expiry this payment gave the business. */
  validUntil: z.iso.datetime(),
});
export type TCardPaymentRecord = z.infer<typeof ZCardPaymentRecord>;

export const ZCardPaymentList = z.object({ list: z.array(ZCardPaymentRecord), total: z.number().int() });
export const ZBusinessIdQuery = z.object({ businessId: ZUuid });
export const ZRecordNoQuery = z.object({ recordNo: z.coerce.number().int().positive('Give a record number.') });

/** GET /card-payment/last-active: the plan the business is on now, or null. */
export const ZLastActivePlan = z.object({ record: ZCardPaymentRecord.nullable() });

/**
 * GET /business/entitlements: what the business may do now (contract businessEntitlements) and
 * what it has. The panel's one source of the plan's effect: every payment refreshes it, and it is
 * re-read while a payment is pending (docs/product-rules.md#entitlements-refresh).
 */
export const ZBusinessEntitlementsView = z.object({
  businessId: ZUuid,
  paymentStatus: z.number().int(),
  expiryDateForCustomer: z.iso.datetime().nullable(),
  entitlements: z.object({
    onPlan: z.boolean(),
    digitalCards: z.number().int(),
    pdfCards: z.number().int(),
    promotionalVideos: z.number().int(),
    greetingVideosPerDay: z.number().int(),
    greetingImages: z.boolean(),
    teamMembers: z.number().int(),
    /** Physical tags (docs/product-rules.md#physical-tags): -1 when the agency does not charge for them. */
    tags: z.number().int(),
    tagsIncluded: z.number().int(),
    tagsBought: z.number().int(),
  }),
  usage: z.object({
    digitalCard: z.number().int(),
    pdfCard: z.number().int(),
    promotionalVideo: z.number().int(),
    teamMember: z.number().int(),
    /** Tags tied to the business now. */
    tag: z.number().int(),
  }),
  /** The agency's price of one tag in paise; null: tags are free (docs/product-rules.md#physical-tags). */
  tagPricePaise: z.number().int().nullable(),
});
export type TBusinessEntitlementsView = z.infer<typeof ZBusinessEntitlementsView>;

/** DELETE /card-payment: the business state recomputed from the payments that remain. */
export const ZDeleteCardPaymentResponse = z.object({
  deleted: z.literal(true),
  expiryDateForCustomer: z.iso.datetime().nullable(),
  paymentStatus: z.number().int(),
});

/** POST /payments/webhook answer (Razorpay only needs a 2xx). */
export const ZWebhookResponse = z.object({ received: z.literal(true), recorded: z.boolean() });
