// Agency Management: the superadmin agency's admins create and edit
// agencies, their configuration, Razorpay keys (write-only), custom domain and admins.
import { z } from 'zod';
import { ZAgencyConfiguration, ZAgencyTheme } from './agency';
import { listOf, pagingQueryFields, ZEmail, ZPhoneNumber, ZUuid } from './common';
import { AGENCY_ROLES } from './roles';
import { themeContrastIssues, UI_APP_NAME_MAX } from './ui-customisation';

export const AGENCY_MESSAGES = {
  slugInvalid: 'Use 3 to 40 lowercase letters, digits or hyphens (not at the start or end).',
  slugReserved: 'This address is reserved. Choose another.',
  slugTaken: 'Another agency already uses this address.',
  defaultSlugFixed: 'The default agency keeps its address: the bare domain serves it.',
  nameRequired: "Enter the agency's name.",
  domainInvalid: 'Enter a domain like cards.example.com (no http:// and no path).',
  domainTaken: 'Another agency already uses this domain.',
  domainUnderBase: 'Subdomains of the platform need no custom domain: the agency already has one.',
  planIdInvalid: 'Use letters, digits, hyphens or underscores (at most 40).',
  planPriceInvalid: 'Enter a price of at least ₹1, in paise.',
  planIdsRepeat: 'Each PDF card plan needs its own id.',
  pdfPlanRequired: 'Add at least one PDF card plan to sell PDF cards (the first is the single purchase).',
  invitationLinkRequired: 'Enter the invitation site link to show the tile.',
  invitationLinkInvalid: 'Enter a link starting with http:// or https://.',
  keyIdInvalid: 'Enter the Razorpay key id (rzp_live_… or rzp_test_…).',
  keySecretRequired: 'Enter the Razorpay key secret.',
  noDomain: 'This agency has no custom domain. Add one first.',
  domainNotVerified: (domain: string) =>
    `We could not find the DNS record for ${domain} yet. Add the TXT or CNAME record shown and try again (DNS changes can take a few minutes).`,
  agencyNotFound: 'This agency does not exist.',
  adminPhoneTaken: 'This agency already has a user with this phone number.',
  adminEmailTaken: 'This agency already has a user with this e-mail.',
} as const;

const RESERVED_SLUGS = ['www', 'api', 'admin', 'panel', 'app', 'mail', 'static', 'assets', 'tls'] as const;

export const ZAgencySlug = z
  .string({ error: AGENCY_MESSAGES.slugInvalid })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, { error: AGENCY_MESSAGES.slugInvalid, abort: true })
  .refine((slug) => !RESERVED_SLUGS.some((reserved) => reserved === slug), AGENCY_MESSAGES.slugReserved);

/** A host name: labels of letters, digits and hyphens, at least one dot, no scheme or port. */
export const ZDomain = z
  .string({ error: AGENCY_MESSAGES.domainInvalid })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253, AGENCY_MESSAGES.domainInvalid)
      .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/, {
        error: AGENCY_MESSAGES.domainInvalid,
      }),
  );

const ZPdfCardPlan = z.object({
  id: z
    .string({ error: AGENCY_MESSAGES.planIdInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, AGENCY_MESSAGES.planIdInvalid),
  price: z
    .number({ error: AGENCY_MESSAGES.planPriceInvalid })
    .int(AGENCY_MESSAGES.planPriceInvalid)
    .min(100, AGENCY_MESSAGES.planPriceInvalid)
    .max(100_000_000, AGENCY_MESSAGES.planPriceInvalid),
});

/** A contact number the form may leave empty ('' or null: none). */
const ZOptionalContactPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  ZPhoneNumber.nullable().default(null),
);

/** The agency's configuration as the superadmin edits it: the same shape, with the form's rules. */
export const ZAgencyConfigurationInput = ZAgencyConfiguration.extend({
  pdfCardConfig: z.object({
    enablePdfCardProduct: z.boolean(),
    /** The first plan is the single purchase. Prices in paise. */
    customerPlans: z.array(ZPdfCardPlan).max(20),
  }),
  dashboardConfig: z.object({
    showInvitationTileInCustomerDashboard: z.boolean(),
    invitationSiteLink: z
      .string()
      .trim()
      .max(500)
      .nullable()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), AGENCY_MESSAGES.invitationLinkInvalid),
  }),
  /** 'Connect with admin'; '' or null means none. */
  contact: z.object({ phoneNumber: ZOptionalContactPhone, whatsappNumber: ZOptionalContactPhone }).optional(),
}).superRefine((config, ctx) => {
  const ids = config.pdfCardConfig.customerPlans.map((plan) => plan.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) {
      ctx.addIssue({
        code: 'custom',
        message: AGENCY_MESSAGES.planIdsRepeat,
        path: ['pdfCardConfig', 'customerPlans', index, 'id'],
      });
    }
  });
  if (config.pdfCardConfig.enablePdfCardProduct && ids.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: AGENCY_MESSAGES.pdfPlanRequired,
      path: ['pdfCardConfig', 'customerPlans'],
    });
  }
  if (config.dashboardConfig.showInvitationTileInCustomerDashboard && !config.dashboardConfig.invitationSiteLink) {
    ctx.addIssue({
      code: 'custom',
      message: AGENCY_MESSAGES.invitationLinkRequired,
      path: ['dashboardConfig', 'invitationSiteLink'],
    });
  }
});
export type TAgencyConfigurationInput = z.input<typeof ZAgencyConfigurationInput>;

/** Write-only: stored encrypted, never returned (the response says only whether they are set). */
export const ZRazorpayKeysInput = z.object({
  keyId: z
    .string({ error: AGENCY_MESSAGES.keyIdInvalid })
    .trim()
    .regex(/^rzp_(live|test)_[A-Za-z0-9]{6,40}$/, AGENCY_MESSAGES.keyIdInvalid),
  keySecret: z
    .string({ error: AGENCY_MESSAGES.keySecretRequired })
    .trim()
    .min(8, AGENCY_MESSAGES.keySecretRequired)
    .max(200),
  webhookSecret: z
    .string()
    .trim()
    .max(200)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});
export type TRazorpayKeysInput = z.input<typeof ZRazorpayKeysInput>;

/**
 * The theme as Agency Management sends it. The fields UI customisation added (app name, favicon,
 * sign-in background) may be left out: an update keeps the stored ones (the service merges), so
 * an older client cannot wipe them. Unreadable colours are refused as UI customisation does.
 */
export const ZAgencyThemeInput = ZAgencyTheme.extend({
  appName: z.string().trim().max(UI_APP_NAME_MAX).nullable().optional(),
  faviconUrl: z.string().nullable().optional(),
  loginBackgroundUrl: z.string().nullable().optional(),
}).superRefine((theme, ctx) => {
  for (const issue of themeContrastIssues(theme)) {
    ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  }
});
export type TAgencyThemeInput = z.output<typeof ZAgencyThemeInput>;

export const ZAgencyInput = z.object({
  slug: ZAgencySlug,
  agencyName: z.string({ error: AGENCY_MESSAGES.nameRequired }).trim().min(1, AGENCY_MESSAGES.nameRequired).max(100),
  /** Optional; '' or null means none. Changing it starts its DNS verification again. */
  customDomain: z
    .union([z.literal(''), ZDomain])
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
  configuration: ZAgencyConfigurationInput,
  theme: ZAgencyThemeInput,
  /** Omitted: unchanged. null: removed (back to the sandbox). An object: replaced. */
  razorpayKeys: ZRazorpayKeysInput.nullable().optional(),
});
export type TAgencyInput = z.input<typeof ZAgencyInput>;

export const ZCreateAgencyBody = z.object({ agency: ZAgencyInput });
export type TCreateAgencyBody = z.input<typeof ZCreateAgencyBody>;
export const ZUpdateAgencyBody = z.object({ agency: ZAgencyInput.extend({ agencyId: ZUuid }) });
export type TUpdateAgencyBody = z.input<typeof ZUpdateAgencyBody>;

/** The DNS records that prove the agency controls its domain (either one). */
export const ZDomainStatus = z.object({
  domain: z.string(),
  verified: z.boolean(),
  verifiedAt: z.iso.datetime().nullable(),
  /** createSsl ran after verification: the edge may issue a certificate (GET /tls/ask answers 200). */
  sslEnabled: z.boolean(),
  txtRecord: z.object({ name: z.string(), value: z.string() }),
  cnameTarget: z.string(),
});
export type TDomainStatus = z.infer<typeof ZDomainStatus>;

export const ZManagedAgency = z.object({
  agencyId: ZUuid,
  slug: z.string(),
  agencyName: z.string(),
  roles: z.array(z.enum(AGENCY_ROLES)),
  /** Where the agency is always reachable: <slug>.<base domain>. */
  platformHost: z.string(),
  customDomain: z.string().nullable(),
  domainStatus: ZDomainStatus.nullable(),
  configuration: ZAgencyConfiguration,
  theme: ZAgencyTheme,
  /** Never the secrets: only whether they are stored, and the public key id. */
  paymentKeys: z.object({ keysSet: z.boolean(), keyId: z.string().nullable(), webhookSecretSet: z.boolean() }),
  adminCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TManagedAgency = z.infer<typeof ZManagedAgency>;

export const ZManagedAgencyList = listOf(ZManagedAgency);
export type TManagedAgencyList = z.infer<typeof ZManagedAgencyList>;

export const ZAgencyListQuery = z.object({
  ...pagingQueryFields(100, 20),
  /** Part of the name, the slug or the custom domain. */
  search: z.string().trim().max(100).optional(),
});
export type TAgencyListQuery = z.input<typeof ZAgencyListQuery>;

export const ZAddAgencyAdminBody = z.object({
  adminData: z.object({
    agencyId: ZUuid,
    name: z.string({ error: "Enter the admin's name." }).trim().min(1, "Enter the admin's name.").max(100),
    phoneNumber: ZPhoneNumber,
    email: z
      .union([z.literal(''), ZEmail])
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
  }),
});
export type TAddAgencyAdminBody = z.input<typeof ZAddAgencyAdminBody>;

export const ZAddAgencyAdminResponse = z.object({
  userId: ZUuid,
  agencyId: ZUuid,
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  /** Shown once to the superadmin (like regenerateRandomPassword); also sent to the new admin. */
  password: z.string(),
});
export type TAddAgencyAdminResponse = z.infer<typeof ZAddAgencyAdminResponse>;

export const ZCreateSslBody = z.object({ agencyId: ZUuid });
export type TCreateSslBody = z.infer<typeof ZCreateSslBody>;

/** The TXT record name that proves control of `domain`. */
export function domainVerificationRecordName(domain: string): string {
  return `_cardora-verify.${domain}`;
}

/** GET /tls/ask?domain= (outside /api/v1): Caddy asks before issuing a certificate. */
/** A missing domain is simply not allowed (404), like any unknown one. */
export const ZTlsAskQuery = z.object({ domain: z.string().trim().toLowerCase().max(253).default('') });
export const ZTlsAskResponse = z.object({ domain: z.string(), allowed: z.literal(true) });
