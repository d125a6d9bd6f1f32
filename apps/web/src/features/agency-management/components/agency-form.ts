// The agency form's values and how server field names (agency.*) land on its fields.
import {
  DEFAULT_AGENCY_THEME,
  DEFAULT_TEAM_MEMBERS_PER_CARD,
  type TAgencyInput,
  type TManagedAgency,
  type ZAgencyInput,
} from '@cardora/contract';
import type { Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage, isApiError } from '#api/api-error';

export type AgencyFormInput = TAgencyInput;
export type AgencyFormOutput = z.output<typeof ZAgencyInput>;

export const EMPTY_AGENCY_FORM: AgencyFormInput = {
  slug: '',
  agencyName: '',
  customDomain: '',
  configuration: {
    imagePost: { enableImagePost: true, isVideoPostsIncluded: true, allowAgencyExclusivePosts: false },
    pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [{ id: 'single', price: 9_900 }] },
    video: { enableVideo: true, pricePerVideo: 49_900 },
    onlinePayment: { enablePaymentIntegration: true },
    dashboardConfig: { showInvitationTileInCustomerDashboard: false, invitationSiteLink: '' },
    contact: { phoneNumber: '', whatsappNumber: '' },
    team: { membersPerCard: DEFAULT_TEAM_MEMBERS_PER_CARD },
    // No price: tags are free and unlimited (docs/product-rules.md#physical-tags).
    tags: { pricePerTagPaise: null },
  },
  theme: DEFAULT_AGENCY_THEME,
  razorpayKeys: undefined,
};

export function agencyFormOf(agency: TManagedAgency): AgencyFormInput {
  const c = agency.configuration;
  return {
    slug: agency.slug,
    agencyName: agency.agencyName,
    customDomain: agency.customDomain ?? '',
    configuration: {
      ...c,
      dashboardConfig: {
        showInvitationTileInCustomerDashboard: c.dashboardConfig.showInvitationTileInCustomerDashboard,
        invitationSiteLink: c.dashboardConfig.invitationSiteLink ?? '',
      },
      contact: { phoneNumber: c.contact?.phoneNumber ?? '', whatsappNumber: c.contact?.whatsappNumber ?? '' },
      // An agency saved before the setting existed has the product's default (docs/product-rules.md#staff-cards).
      team: { membersPerCard: c.team?.membersPerCard ?? DEFAULT_TEAM_MEMBERS_PER_CARD },
      tags: { pricePerTagPaise: c.tags?.pricePerTagPaise ?? null },
    },
    theme: agency.theme,
    razorpayKeys: undefined,
  };
}

/** A server field such as `agency.configuration.pdfCardConfig.customerPlans.0.price`, as a form path. */
export function formPathOf(serverField: string): Path<AgencyFormInput> | null {
  const path = serverField.replace(/^agency\./, '');
  const known =
    /^(slug|agencyName|customDomain|theme\.(primaryColor|secondaryColor|logoUrl)|razorpayKeys\.(keyId|keySecret|webhookSecret)|configuration\.(imagePost\.\w+|pdfCardConfig\.(enablePdfCardProduct|customerPlans(\.\d+\.(id|price))?)|video\.(enableVideo|pricePerVideo)|onlinePayment\.enablePaymentIntegration|dashboardConfig\.(showInvitationTileInCustomerDashboard|invitationSiteLink)|contact\.(phoneNumber|whatsappNumber)|team\.membersPerCard|tags\.pricePerTagPaise))$/;
  return known.test(path) ? (path as Path<AgencyFormInput>) : null;
}

/** Puts each server field message on its field; returns what is left for the form's alert. */
export function applyAgencyServerError(error: unknown, setError: UseFormSetError<AgencyFormInput>): string | null {
  if (!isApiError(error)) return errorMessage(error);
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    const path = formPathOf(field);
    if (!path) continue;
    setError(path, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? null : errorMessage(error);
}
