// A card's public address on its agency's host (PUBLIC_BASE_URL_TEMPLATE, see config).
import type { Config } from '../config';
import type { AgencyRow } from '../db/schema';

export function agencyHost(config: Pick<Config, 'baseDomain'>, agency: Pick<AgencyRow, 'slug' | 'customDomain'>) {
  return agency.customDomain ?? `${agency.slug}.${config.baseDomain}`;
}

export function publicBaseUrl(
  config: Pick<Config, 'baseDomain' | 'publicBaseUrlTemplate'>,
  agency: Pick<AgencyRow, 'slug' | 'customDomain'>,
): string {
  return config.publicBaseUrlTemplate
    .replaceAll('{host}', agencyHost(config, agency))
    .replaceAll('{slug}', agency.slug)
    .replace(/\/+$/, '');
}

export function cardPublicUrl(
  config: Pick<Config, 'baseDomain' | 'publicBaseUrlTemplate'>,
  agency: Pick<AgencyRow, 'slug' | 'customDomain'>,
  cardId: string,
): string {
  return `${publicBaseUrl(config, agency)}/${cardId}`;
}
