// Set-ups shared by the tax document tests: an issuer's settings, a business's GSTIN and state,
// and the documents of a business as the API lists them.
import { endpoints, type TBusinessTaxDetailsInput, type TTaxSettingsInput, ZTaxDocumentList } from '@cardora/contract';
import { expect } from 'vitest';
import type { TestClient } from '#test/support/client';

/** Valid GSTINs (check characters computed by the GSTN rule) of four states. */
export const GSTINS = {
  maharashtra: '27AAPFU0939F1ZV',
  karnataka: '29AAGCB7383J1Z4',
  delhi: '07AAGFF2194N1Z1',
  gujarat: '24AAACC1206D1ZM',
} as const;

export const MAHARASHTRA_SETTINGS: TTaxSettingsInput = {
  legalName: 'Demo Agency Private Limited',
  gstin: GSTINS.maharashtra,
  address: '12 Linking Road, Bandra West, Mumbai 400050',
  stateCode: '27',
  pricesIncludeTax: true,
  rateBasisPoints: 1800,
  sacCode: '998314',
  invoicePrefix: 'INV',
};

export async function saveTaxSettings(
  client: TestClient,
  overrides: Partial<TTaxSettingsInput> = {},
  agencyId?: string,
) {
  const res = await client.call(endpoints.saveTaxSettings, {
    body: { ...MAHARASHTRA_SETTINGS, ...overrides },
    ...(agencyId ? { query: { agencyId } } : {}),
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

export async function saveBusinessDetails(client: TestClient, businessId: string, details: TBusinessTaxDetailsInput) {
  const res = await client.call(endpoints.saveBusinessTaxDetails, { body: { businessId, details } });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** The business's documents, oldest first. */
export async function businessDocuments(client: TestClient, businessId: string) {
  const res = await client.call(endpoints.listTaxDocuments, { query: { businessId } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZTaxDocumentList).list.slice().reverse();
}
