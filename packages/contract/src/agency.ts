import { z } from 'zod';
import { ZPlanLimit } from './plan-limits';
import { AGENCY_ROLES } from './roles';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e63d6.');

/**
 * The agency's white-label theme: one place the web, the panel's HTML, e-mails, SMS and the
 * public card read colours, logo and name from. `secondaryColor` is the accent (the top bar, the
 * sign-in panel, the boot splash): it carries white text, as the primary colour does on buttons.
 * The last three fields came with UI customisation: rows saved before them lack them,
 * so they default to null (no app name: the agency's name; no favicon: the logo, else ours).
 */
export const ZAgencyTheme = z.object({
  primaryColor: hexColour,
  secondaryColor: hexColour,
  logoUrl: z.string().nullable(),
  appName: z.string().nullable().default(null),
  faviconUrl: z.string().nullable().default(null),
  loginBackgroundUrl: z.string().nullable().default(null),
});
export type TAgencyTheme = z.infer<typeof ZAgencyTheme>;
/** A theme as stored before UI customisation (or sent without the newer fields). */
export type TStoredAgencyTheme = z.input<typeof ZAgencyTheme>;

export const DEFAULT_AGENCY_THEME: TAgencyTheme = {
  primaryColor: '#1e63d6',
  secondaryColor: '#0f1b2d',
  logoUrl: null,
  appName: null,
  faviconUrl: null,
  loginBackgroundUrl: null,
};

/** A stored theme with every field (rows from before UI customisation lack the newer ones). */
export function completeAgencyTheme(theme: TStoredAgencyTheme): TAgencyTheme {
  return {
    primaryColor: theme.primaryColor,
    secondaryColor: theme.secondaryColor,
    logoUrl: theme.logoUrl,
    appName: theme.appName ?? null,
    faviconUrl: theme.faviconUrl ?? null,
    loginBackgroundUrl: theme.loginBackgroundUrl ?? null,
  };
}

/** The name the agency shows people (panel, e-mails, SMS, card footer): its app name, else its name. */
export function agencyAppName(agency: { agencyName: string; theme: TStoredAgencyTheme }): string {
  const appName = agency.theme.appName?.trim();
  return appName ? appName : agency.agencyName;
}

/** The agency's price of one physical tag: ₹1 to ₹1,00,000. */
export const ZTagPricePaise = z
  .number({ error: 'Enter the price of a tag.' })
  .int('The price is in paise, a whole number.')
  .min(100, 'A tag costs at least ₹1.')
  .max(10_000_000, 'A tag costs at most ₹1,00,000.');

/** Agency.configuration (customer-facing parts; payment keys never leave the server). */
export const ZAgencyConfiguration = z.object({
  imagePost: z.object({
    enableImagePost: z.boolean(),
    isVideoPostsIncluded: z.boolean(),
    allowAgencyExclusivePosts: z.boolean(),
  }),
  pdfCardConfig: z.object({
    enablePdfCardProduct: z.boolean(),
    customerPlans: z.array(z.object({ id: z.string(), price: z.number().int().nonnegative() })),
  }),
  video: z.object({
    enableVideo: z.boolean(),
    /**
     * Paise for one promotional video bought beyond the plan. Agencies saved before it existed
     * lack it: promotionalVideoPricePaise() then uses DEFAULT_PROMOTIONAL_VIDEO_PRICE_PAISE.
     */
    pricePerVideo: z.number().int().min(100).max(100_000_000).optional(),
  }),
  onlinePayment: z.object({ enablePaymentIntegration: z.boolean() }),
  dashboardConfig: z.object({
    showInvitationTileInCustomerDashboard: z.boolean(),
    invitationSiteLink: z.string().nullable(),
  }),
  /**
   * Ours: how customers reach the agency from 'Connect with admin' — a phone to
   * call and a WhatsApp number (E.164). Agencies saved before it lack it: no buttons then.
   */
  contact: z
    .object({
      phoneNumber: z.string().nullable(),
      whatsappNumber: z.string().nullable(),
    })
    .optional(),
  /**
   * Ours: team members a card may have on a plan that does not set its own number
   * (docs/product-rules.md#staff-cards); -1 unlimited. Agencies saved before it lack it:
   * DEFAULT_TEAM_MEMBERS_PER_CARD then.
   */
  team: z.object({ membersPerCard: ZPlanLimit }).optional(),
  /**
   * Ours: what the agency charges a customer for one physical NFC/QR tag, in paise
   * (docs/product-rules.md#physical-tags). Null or absent (agencies saved before it): tags are
   * free and a business may have any number of them, as before.
   */
  tags: z.object({ pricePerTagPaise: ZTagPricePaise.nullable() }).optional(),
});
export type TAgencyConfiguration = z.infer<typeof ZAgencyConfiguration>;

export const DEFAULT_AGENCY_CONFIGURATION: TAgencyConfiguration = {
  imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: false },
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [] },
  video: { enableVideo: true },
  onlinePayment: { enablePaymentIntegration: true },
  dashboardConfig: { showInvitationTileInCustomerDashboard: false, invitationSiteLink: null },
};

/** GET /agency-details: the agency of the request host, public (no secrets); loaded before first paint. */
export const ZAgencyDetails = z.object({
  agencyId: z.uuid(),
  slug: z.string(),
  /** The name the panel shows: the theme's app name when UI customisation set one (agencyAppName). */
  agencyName: z.string(),
  roles: z.array(z.enum(AGENCY_ROLES)),
  configuration: ZAgencyConfiguration,
  theme: ZAgencyTheme,
  /** Analytics events are sent only when the web runs on this host. */
  analyticsHost: z.string().nullable(),
});
export type TAgencyDetails = z.infer<typeof ZAgencyDetails>;

/**
 * What the server writes into the panel's HTML for its agency (a non-executable JSON block with
 * this id), so the app starts with the agency's theme before /agency-details answers: no flash
 * of the default brand.
 */
export const PANEL_BRAND_ELEMENT_ID = 'cardora-agency-brand';
export const ZPanelBrand = z.object({
  agencyId: z.uuid(),
  /** agencyAppName: the app name, else the agency's name. */
  appName: z.string(),
  theme: ZAgencyTheme,
});
export type TPanelBrand = z.infer<typeof ZPanelBrand>;

/** A #rrggbb colour mixed towards black (amount 0…1), as MUI derives a palette's dark shade. */
export function darkenHex(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const shade = (value: number) =>
    Math.round(value * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${shade((n >> 16) & 255)}${shade((n >> 8) & 255)}${shade(n & 255)}`;
}

/** The agency's price of one tag in paise, or null when it does not charge for tags (docs/product-rules.md#physical-tags). */
export function tagPricePaise(configuration: Pick<TAgencyConfiguration, 'tags'>): number | null {
  return configuration.tags?.pricePerTagPaise ?? null;
}
