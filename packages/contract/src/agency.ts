import { z } from 'zod';
import { AGENCY_ROLES } from './roles';

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e63d6.');

/** The agency's white-label theme: one place the web reads colours, logo and name from. */
export const ZAgencyTheme = z.object({
  primaryColor: hexColour,
  secondaryColor: hexColour,
  logoUrl: z.string().nullable(),
});
export type TAgencyTheme = z.infer<typeof ZAgencyTheme>;

export const DEFAULT_AGENCY_THEME: TAgencyTheme = {
  primaryColor: '#1e63d6',
  secondaryColor: '#0f1b2d',
  logoUrl: null,
};

/** Spec 3 Agency.configuration (customer-facing parts; payment keys never leave the server). */
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
  agencyName: z.string(),
  roles: z.array(z.enum(AGENCY_ROLES)),
  configuration: ZAgencyConfiguration,
  theme: ZAgencyTheme,
  /** Analytics events are sent only when the web runs on this host (spec 7). */
  analyticsHost: z.string().nullable(),
});
export type TAgencyDetails = z.infer<typeof ZAgencyDetails>;
