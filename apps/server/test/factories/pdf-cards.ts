// Test helpers for PDF cards: a world of an agency selling PDF cards (single purchase on sale),
// its customer with a business and digital card, its staff and another agency; uploads; the
// calls by name.
import { endpoints, type TPdfCard, type TPdfCardDetailsInput, ZPdfCard, ZUploadedDocument } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PDF_PLANS, PRODUCTS_CONFIGURATION } from '#test/factories/payments';
import { signIn, type TestApp } from '#test/support/app';
import { multipartBody, type TestClient } from '#test/support/client';
import {
  basicDetails,
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  pdfCardDetails,
  planLimits,
} from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';
import { type PdfCardRow, pdfCardExports, pdfCards } from '../../src/db/schema';

/** PDF cards on, no single purchase on sale: only a plan gives cards. */
export const PLAN_ONLY = {
  ...PRODUCTS_CONFIGURATION,
  pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [] },
};

/** A plan of one digital card and `pdfCardLimit` PDF cards, nothing else. */
export const planWithPdf = (pdfCardLimit: number) => planLimits({ pdfCardIncluded: true, pdfCardLimit });

export async function pdfWorld(t: TestApp, configuration = PRODUCTS_CONFIGURATION) {
  const agency = await createAgency({ configuration });
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Sharma Sweets' });
  const card = await createCard({
    business,
    sections: {
      basicDetails: basicDetails({
        name: 'Aarav Sharma',
        designation: 'Founder',
        companyName: 'Sharma Sweets Pvt Ltd',
        address: '12 MG Road, Pune',
      }),
    },
  });
  const customer = t.client(agency);
  await signIn(customer, owner);
  const admin = await signedInStaff(t, agency, 'admin');
  return { agency, owner, business, card, customer, admin };
}
export type PdfWorld = Awaited<ReturnType<typeof pdfWorld>>;

/** Creates a PDF card through the API (updatePdfCardBasicDetails without pdfCardNo). */
export async function createPdfCardVia(
  client: TestClient,
  businessId: string,
  details: Partial<TPdfCardDetailsInput> = {},
): Promise<TPdfCard> {
  const res = await client.call(endpoints.updatePdfCardBasicDetails, {
    body: { businessId, details: pdfCardDetails(details) },
  });
  expect(res.status, res.text).toBe(200);
  return res.data(ZPdfCard);
}

/** Records the single purchase by hand, as the agency's admin (the confirm step is the web's). */
export async function buySinglePurchase(admin: TestClient, pdfCardNo: number) {
  const res = await admin.call(endpoints.makePdfCardPayment, {
    body: {
      pdfCardNo,
      planId: PDF_PLANS[0]?.id,
      isManualUpdate: true,
      paymentMode: 'cash',
      paymentAmount: PDF_PLANS[0]?.price,
    },
  });
  expect(res.status, res.text).toBe(200);
}

export async function pdfCardRow(t: TestApp, pdfCardNo: number): Promise<PdfCardRow | null> {
  const [row] = await t.db.select().from(pdfCards).where(eq(pdfCards.pdfCardNo, pdfCardNo));
  return row ?? null;
}

export function exportRows(t: TestApp, pdfCardNo: number) {
  return t.db.select().from(pdfCardExports).where(eq(pdfCardExports.pdfCardNo, pdfCardNo));
}

/** Uploads a file as the client through POST /document/uploadDoc for the business. */
export async function uploadFile(
  client: TestClient,
  businessId: string,
  file: { bytes: Buffer; filename: string; contentType: string },
) {
  const { payload, contentType } = multipartBody(file);
  return client.request('POST', `${endpoints.uploadDocument.path}?hierarchy1=business&hierarchy2=${businessId}`, {
    payload,
    headers: { 'content-type': contentType },
  });
}

export async function uploadPhoto(client: TestClient, businessId: string): Promise<string> {
  const bytes = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#aa5533' } })
    .png()
    .toBuffer();
  const res = await uploadFile(client, businessId, { bytes, filename: 'photo.png', contentType: 'image/png' });
  expect(res.status, res.text).toBe(200);
  return res.data(ZUploadedDocument).url;
}
