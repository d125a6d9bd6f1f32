import {
  AGENCY_ROLES,
  type AgencyRole,
  agencyAppName,
  completeAgencyTheme,
  type TAgencyDetails,
} from '@cardora/contract';
import type { Config } from '#config';
import type { AgencyRow } from '#db/schema';

function isAgencyRole(role: string): role is AgencyRole {
  return AGENCY_ROLES.some((known) => known === role);
}

/**
 * Public view of the agency: theme and feature flags, never payment keys. The name is the one
 * the agency shows people: its UI customisation's app name when it set one.
 */
export function toAgencyDetails(agency: AgencyRow, config: Pick<Config, 'analyticsHost'>): TAgencyDetails {
  return {
    agencyId: agency.id,
    slug: agency.slug,
    agencyName: agencyAppName(agency),
    roles: agency.roles.filter(isAgencyRole),
    configuration: agency.configuration,
    theme: completeAgencyTheme(agency.theme),
    analyticsHost: config.analyticsHost,
  };
}
