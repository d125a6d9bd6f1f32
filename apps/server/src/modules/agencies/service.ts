import { AGENCY_ROLES, type AgencyRole, type TAgencyDetails } from '@cardora/contract';
import type { Config } from '../../config';
import type { AgencyRow } from '../../db/schema';

function isAgencyRole(role: string): role is AgencyRole {
  return AGENCY_ROLES.some((known) => known === role);
}

/** Public view of the agency: theme and feature flags, never payment keys. */
export function toAgencyDetails(agency: AgencyRow, config: Pick<Config, 'analyticsHost'>): TAgencyDetails {
  return {
    agencyId: agency.id,
    slug: agency.slug,
    agencyName: agency.agencyName,
    roles: agency.roles.filter(isAgencyRole),
    configuration: agency.configuration,
    theme: agency.theme,
    analyticsHost: config.analyticsHost,
  };
}
