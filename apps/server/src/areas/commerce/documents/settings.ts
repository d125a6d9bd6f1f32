// Who issues documents and who they are for: an agency's tax settings (its admins set their
// own; the platform's admins any agency's and the platform's), and a business's GSTIN, billing
// name, address and state (its owner, or staff within reach). docs/product-rules.md#gst-documents
import {
  defaultTaxSettings,
  type TBusinessTaxDetails,
  type TBusinessTaxDetailsResponse,
  type TTaxSettings,
  type TTaxSettingsResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { requireReachableBusiness } from '#cards';
import type { DbOrTx } from '#db/client';
import { type AgencyRow, type AgencyTaxSettingsRow, agencyTaxSettings, businessTaxDetails } from '#db/schema';
import { findAgencyById } from '#identity';
import { forbidden, notFound } from '#lib/errors';
import type { Principal } from '#lib/principal';
import { mayActForAgency } from '#policies/identity';
import type { Services } from '#services';

export async function findTaxSettings(db: DbOrTx, agencyId: string): Promise<AgencyTaxSettingsRow | null> {
  const [row] = await db.select().from(agencyTaxSettings).where(eq(agencyTaxSettings.agencyId, agencyId)).limit(1);
  return row ?? null;
}

/** What an issuer's documents say about it: its saved settings, else receipts in its name. */
export type IssuerSettings = ReturnType<typeof defaultTaxSettings>;

export function issuerSettings(
  agency: Pick<AgencyRow, 'agencyName'>,
  row: AgencyTaxSettingsRow | null,
): IssuerSettings {
  if (!row) return defaultTaxSettings(agency.agencyName);
  return {
    legalName: row.legalName,
    gstin: row.gstin,
    address: row.address,
    stateCode: row.stateCode,
    pricesIncludeTax: row.pricesIncludeTax,
    rateBasisPoints: row.rateBasisPoints,
    sacCode: row.sacCode,
    invoicePrefix: row.invoicePrefix,
  };
}

/** The agency a tax-settings call is about: the caller's own, or (the platform's admins) any. */
async function settingsAgency(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  agencyId: string | undefined,
): Promise<AgencyRow> {
  if (!agencyId || agencyId === agency.id) return agency;
  if (!mayActForAgency(agency, principal, agencyId)) throw forbidden();
  const other = await findAgencyById(services.db, agencyId);
  if (!other) throw notFound();
  return other;
}

async function settingsView(db: DbOrTx, agency: AgencyRow): Promise<TTaxSettingsResponse> {
  const row = await findTaxSettings(db, agency.id);
  return {
    agencyId: agency.id,
    agencyName: agency.agencyName,
    isSet: row !== null,
    settings: issuerSettings(agency, row),
  };
}

export async function getTaxSettings(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  agencyId: string | undefined,
): Promise<TTaxSettingsResponse> {
  return settingsView(services.db, await settingsAgency(services, agency, principal, agencyId));
}

/** Saving changes only documents issued from now on: issued ones keep the issuer as it was. */
export async function saveTaxSettings(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  agencyId: string | undefined,
  settings: TTaxSettings,
): Promise<TTaxSettingsResponse> {
  const target = await settingsAgency(services, agency, principal, agencyId);
  const values = {
    ...settings,
    updatedByUserId: principal.kind === 'user' ? principal.user.id : null,
    updatedAt: services.now(),
  };
  await services.db
    .insert(agencyTaxSettings)
    .values({ agencyId: target.id, ...values })
    .onConflictDoUpdate({ target: agencyTaxSettings.agencyId, set: values });
  return settingsView(services.db, target);
}

function detailsView(businessId: string, row: TBusinessTaxDetails | null): TBusinessTaxDetailsResponse {
  return {
    businessId,
    details: {
      gstin: row?.gstin ?? null,
      legalName: row?.legalName ?? null,
      address: row?.address ?? null,
      stateCode: row?.stateCode ?? null,
    },
  };
}

export async function getBusinessTaxDetails(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
): Promise<TBusinessTaxDetailsResponse> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const [row] = await services.db
    .select()
    .from(businessTaxDetails)
    .where(eq(businessTaxDetails.businessId, business.id))
    .limit(1);
  return detailsView(business.id, row ?? null);
}

/** A GSTIN names its state: the state saved is the GSTIN's. Later documents use these details. */
export async function saveBusinessTaxDetails(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  businessId: string,
  details: TBusinessTaxDetails,
): Promise<TBusinessTaxDetailsResponse> {
  const business = await requireReachableBusiness(services.db, agency.id, principal, businessId);
  const values = {
    gstin: details.gstin,
    legalName: details.legalName,
    address: details.address,
    stateCode: details.gstin?.slice(0, 2) ?? details.stateCode,
    updatedAt: services.now(),
  };
  await services.db
    .insert(businessTaxDetails)
    .values({ businessId: business.id, agencyId: agency.id, ...values })
    .onConflictDoUpdate({ target: businessTaxDetails.businessId, set: values });
  return detailsView(business.id, values);
}
