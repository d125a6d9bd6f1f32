// "Download my data": the zip a customer downloads holds their own account, businesses, card,
// leads, feedback, payments and payment documents, and nothing of anyone else or any secret.
// docs/product-rules.md#data-export
import { DATA_EXPORT_MESSAGES, endpoints, LEAD_CSV_COLUMNS, MESSAGES } from '@cardora/contract';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_FEEDBACK, GOOD_LEAD, visitor } from '#test/factories/feedback';
import { createPlan, payThroughSandbox } from '#test/factories/payments';
import { createTestApp, type TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import {
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createStaff,
  TEST_PASSWORD,
} from '#test/support/factories';
import { signedIn, signedInFranchisee } from '#test/support/worlds';
import { takeExportSlot } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A customer of `agency` with a business, its card, a lead, a feedback and a paid plan, signed in. */
async function customerWithData(agency: Awaited<ReturnType<typeof createAgency>>, label: string) {
  const plan = await createPlan(t, agency, { name: `${label} Plan` });
  const user = await createCustomer({ agency, name: `${label} Owner` });
  const business = await createBusiness({ user, businessName: `${label} Sweets` });
  const card = await createCard({ business, cardId: `${label.toLowerCase()}-${business.id.slice(0, 8)}` });
  const cardId = card.cardId ?? '';
  const guest = visitor(t, agency);
  expect((await guest.post(cardId, 'lead', { ...GOOD_LEAD, name: `${label} Lead` })).status).toBe(303);
  expect((await guest.post(cardId, 'feedback', { ...GOOD_FEEDBACK, message: `${label} feedback` })).status).toBe(303);
  const client = await signedIn(t.client(agency), user);
  const paid = await payThroughSandbox(t, client, business.id, plan.id);
  return { user, business, card, plan, client, paid };
}

async function download(client: TestClient) {
  const res = await client.call(endpoints.exportAccountData);
  expect(res.status, res.text).toBe(200);
  return { res, zip: await JSZip.loadAsync(res.bytes) };
}

async function readJson(zip: JSZip, name: string): Promise<unknown> {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} missing from the zip`);
  return JSON.parse(await file.async('string'));
}

async function readText(zip: JSZip, name: string): Promise<string> {
  const file = zip.file(name);
  if (!file) throw new Error(`${name} missing from the zip`);
  return file.async('string');
}

describe('GET /account/export', () => {
  it("gives a customer their own data as a zip: every file read back, nobody else's rows, no secrets", async () => {
    const agency = await createAgency({ agencyName: 'Export Agency' });
    const me = await customerWithData(agency, 'Mine');
    const neighbour = await customerWithData(agency, 'Neighbour');
    const elsewhere = await customerWithData(await createAgency(), 'Elsewhere');

    const { res, zip } = await download(me.client);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="cardora-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'businesses.json',
        'cards.json',
        'leads.json',
        'leads.csv',
        'feedback.json',
        'feedback.csv',
        'payments.json',
        'payments.csv',
        'payment-orders.json',
        'documents/documents.json',
        'pdf-cards.json',
        'videos.json',
        'greetings.json',
        'image-requests.json',
        'uploads/uploads.json',
      ]),
    );

    const readme = await readText(zip, 'README.txt');
    expect(readme).toContain('Export Agency');
    expect(readme).toMatch(/Prepared on \d{4}-\d{2}-\d{2}/);
    expect(readme).toContain('leads.csv');

    expect(await readJson(zip, 'account.json')).toEqual({
      name: 'Mine Owner',
      phoneNumber: me.user.phoneNumber,
      email: me.user.email,
      isForeignUser: false,
      roles: ['customer'],
      passwordSet: true,
      createdAt: me.user.createdAt.toISOString(),
      agency: { name: 'Export Agency', appName: expect.any(String) },
    });

    const businesses = (await readJson(zip, 'businesses.json')) as { id: string; businessName: string }[];
    expect(businesses.map((b) => [b.id, b.businessName])).toEqual([[me.business.id, 'Mine Sweets']]);

    const cards = (await readJson(zip, 'cards.json')) as { cardId: string; sections: unknown; address: string }[];
    expect(cards).toHaveLength(1);
    expect(cards[0]?.cardId).toBe(me.card.cardId);
    expect(cards[0]?.sections).toEqual(me.card.sections);
    expect(cards[0]?.address).toMatch(new RegExp(`/${me.card.cardId}$`));

    expect(await readJson(zip, 'leads.json')).toEqual([
      expect.objectContaining({
        businessId: me.business.id,
        businessName: 'Mine Sweets',
        cardId: me.card.cardId,
        name: 'Mine Lead',
        phone: '+919811122334',
        source: 'card',
      }),
    ]);
    const leadsCsv = await readText(zip, 'leads.csv');
    expect(leadsCsv.startsWith('\uFEFFReceived (IST),Name,Phone,')).toBe(true);
    // The reports' writer: the phone neutralised as a formula cell, IST time, CRLF records.
    expect(leadsCsv).toMatch(/\r\n\d{4}-\d{2}-\d{2} \d{2}:\d{2},Mine Lead,'\+919811122334,,Card link,Mine Sweets,/);

    expect(await readJson(zip, 'feedback.json')).toEqual([
      expect.objectContaining({
        businessName: 'Mine Sweets',
        rating: 5,
        message: 'Mine feedback',
        name: GOOD_FEEDBACK.name,
        contact: '+919876543210',
      }),
    ]);
    const feedbackCsv = await readText(zip, 'feedback.csv');
    expect(feedbackCsv.startsWith('\uFEFFReceived (IST),Rating,Message,Name,Contact,Business,Card address\r\n')).toBe(
      true,
    );
    expect(feedbackCsv).toContain(`,5,Mine feedback,${GOOD_FEEDBACK.name},'+919876543210,Mine Sweets,`);

    const payments = (await readJson(zip, 'payments.json')) as Record<string, unknown>[];
    expect(payments).toEqual([
      expect.objectContaining({
        kind: 'plan',
        what: 'Plan: Mine Plan',
        businessId: me.business.id,
        amountPaise: 149_900,
        gatewayPaymentId: me.paid.checkout.razorpay_payment_id,
        gatewayOrderId: me.paid.checkout.razorpay_order_id,
      }),
    ]);
    const paymentsCsv = await readText(zip, 'payments.csv');
    expect(paymentsCsv.startsWith('\uFEFFPaid (IST),What,Amount (₹),Paid through,Reference,Business,')).toBe(true);
    expect(paymentsCsv).toContain(
      `,Plan: Mine Plan,1499.00,Online (sandbox gateway),${me.paid.checkout.razorpay_payment_id},Mine Sweets,`,
    );

    expect(await readJson(zip, 'payment-orders.json')).toEqual([
      expect.objectContaining({ kind: 'card', planName: 'Mine Plan', amountPaise: 149_900, status: 'paid' }),
    ]);

    // The payment's receipt: listed, and its PDF drawn by the documents' own code.
    const documents = (await readJson(zip, 'documents/documents.json')) as { file: string; totalPaise: number }[];
    expect(documents).toHaveLength(1);
    expect(documents[0]?.totalPaise).toBe(149_900);
    const pdf = await zip.file(`documents/${documents[0]?.file}`)?.async('nodebuffer');
    expect(pdf?.subarray(0, 5).toString()).toBe('%PDF-');

    // Nothing of the neighbour, the other agency, and no secret, in any file.
    const everything = (
      await Promise.all(names.filter((n) => !n.endsWith('.pdf')).map((name) => readText(zip, name)))
    ).join('\n');
    for (const other of [neighbour, elsewhere]) {
      expect(everything).not.toContain(other.business.id);
      expect(everything).not.toContain(other.business.businessName);
      expect(everything).not.toContain(other.user.phoneNumber ?? 'no phone');
      expect(everything).not.toContain(other.paid.checkout.razorpay_payment_id);
    }
    expect(everything).not.toContain('Neighbour Lead');
    expect(everything).not.toContain('Elsewhere feedback');
    expect(everything).not.toContain(me.user.passwordHash ?? 'no hash');
    expect(everything).not.toMatch(/\$argon2|passwordHash|password_hash|sessionId|ipHash|ip_hash|codeHash|otp/i);
    expect(everything).not.toContain(TEST_PASSWORD);
  });

  it('a customer without businesses gets their account and empty lists', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, name: 'Nothing Yet' });
    const { zip } = await download(await signedIn(t.client(agency), user));
    expect(await readJson(zip, 'account.json')).toMatchObject({ name: 'Nothing Yet', roles: ['customer'] });
    for (const name of ['businesses.json', 'cards.json', 'leads.json', 'feedback.json', 'payments.json']) {
      expect(await readJson(zip, name)).toEqual([]);
    }
    expect(await readText(zip, 'leads.csv')).toBe(`\uFEFF${LEAD_CSV_COLUMNS.join(',')}\r\n`);
  });

  it("staff get their own profile only, not the agency's businesses; franchisees are refused by the access rule", async () => {
    const agency = await createAgency();
    await customerWithData(agency, 'Shop');
    const admin = await createStaff({ agency, role: 'admin', name: 'Agency Admin' });
    const { zip } = await download(await signedIn(t.client(agency), admin));
    expect(await readJson(zip, 'account.json')).toMatchObject({ name: 'Agency Admin', roles: ['admin'] });
    expect(await readJson(zip, 'businesses.json')).toEqual([]);
    expect(await readJson(zip, 'leads.json')).toEqual([]);

    const franchisee = await signedInFranchisee(t, agency);
    expectError(await franchisee.call(endpoints.exportAccountData), 403, MESSAGES.forbidden);
  });

  it('one export at a time per person: a second while the first is made is 429, then it works again', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const client = await signedIn(t.client(agency), user);
    const release = takeExportSlot(user.id);
    expectError(await client.call(endpoints.exportAccountData), 429, DATA_EXPORT_MESSAGES.alreadyRunning);
    release();
    await download(client);
    // The finished download gave the slot back.
    await download(client);
  });

  it('is 401 when signed out', async () => {
    const agency = await createAgency();
    expectError(await t.client(agency).call(endpoints.exportAccountData), 401, MESSAGES.notSignedIn);
  });
});
