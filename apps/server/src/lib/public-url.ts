// A card's public address on its agency's host (PUBLIC_BASE_URL_TEMPLATE, see config).
import type { Config } from '../config';
import type { AgencyRow } from '../db/schema';

type HostFields = Pick<AgencyRow, 'slug' | 'customDomain'> & Partial<Pick<AgencyRow, 'domainVerifiedAt'>>;

/** The custom domain once DNS verified it (absent field: treated as verified), else `<slug>.<base>`. */
export function agencyHost(config: Pick<Config, 'baseDomain'>, agency: HostFields) {
  const verified = agency.domainVerifiedAt !== null;
  return (verified ? agency.customDomain : null) ?? `${agency.slug}.${config.baseDomain}`;
}

export function publicBaseUrl(
  config: Pick<Config, 'baseDomain' | 'publicBaseUrlTemplate'>,
  agency: HostFields,
): string {
  return config.publicBaseUrlTemplate
    .replaceAll('{host}', agencyHost(config, agency))
    .replaceAll('{slug}', agency.slug)
    .replace(/\/+$/, '');
}

export function cardPublicUrl(
  config: Pick<Config, 'baseDomain' | 'publicBaseUrlTemplate'>,
  agency: HostFields,
  cardId: string,
): string {
  return `${publicBaseUrl(config, agency)}/${cardId}`;
}
