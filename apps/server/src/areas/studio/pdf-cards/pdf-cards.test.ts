// PDF cards over HTTP: create within the plan, save, read, the draft, status, delete,
// the admin list; bad input; each role; another customer and another agency change nothing.
import {
  ENTITLEMENT_MESSAGES,
  endpoints,
  PDF_CARD_MESSAGES,
  PRODUCT_PAYMENT_MESSAGES,
  UPGRADE_PATH,
  ZDeletePdfCardResponse,
  ZPdfCard,
  ZPdfCardDraft,
  ZPdfCardList,
  ZPdfCardsByBusiness,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pdfCards } from '#db/schema';
import { putOnPlan } from '#test/factories/image-posts';
import { PRODUCTS_CONFIGURATION } from '#test/factories/payments';
import {
  buySinglePurchase,
  createPdfCardVia,
  PLAN_ONLY,
  pdfCardRow,
  pdfWorld,
  planWithPdf,
  uploadFile,
  uploadPhoto,
} from '#test/factories/pdf-cards';
import { signIn, testAppPerFile } from '#test/support/app';
import { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import {
  createAgency,
  createBusiness,
  createCustomer,
  createFranchisee,
  pdfCardDetails,
} from '#test/support/factories';
import { signedIn, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

describe('creating a PDF card (updatePdfCardBasicDetails without pdfCardNo)', () => {
  it('creates an unpaid card for the customer, with the details, the default design and a verification link', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id, {
      companyName: 'Sharma Sweets',
      mails: ['a@sharma.example', 'b@sharma.example'],
      bloodGroup: 'B+',
      idNumber: 'EMP-001',
      validUntil: '2030-03-31',
    });
    expect(card).toMatchObject({
      businessId: w.business.id,
      status: 'active',
      templateCode: 'cr80-classic-portrait',
      companyName: 'Sharma Sweets',
      mails: ['a@sharma.example', 'b@sharma.example'],
      isPaid: false,
      exportsAllowed: 0,
      exportsUsed: 0,
      showSampleWatermark: true,
      version: 1,
      latestExport: null,
      hasUnexportedChanges: true,
      exportRight: { allowed: false, paidBy: null, message: PDF_CARD_MESSAGES.notPaid, upgradePath: UPGRADE_PATH },
      checkCount: 0,
    });
    expect(card.details).toMatchObject({ bloodGroup: 'B+', idNumber: 'EMP-001', validUntil: '2030-03-31' });
    expect(card.verifyUrl).toMatch(
      new RegExp(`^http://${w.agency.slug}\\.localhost:\\d+/v/[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{22}$`),
    );
  });

  it('with the single purchase on sale, one card may wait for its purchase: a second is 409 with the upgrade path, nothing made', async () => {
    const w = await pdfWorld(t);
    await createPdfCardVia(w.customer, w.business.id);
    const second = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { businessId: w.business.id, details: pdfCardDetails() },
    });
    expect(second.status).toBe(409);
    expect(second.error()).toMatchObject({
      message: ENTITLEMENT_MESSAGES.pdfCardAwaitingPurchase,
      upgradePath: UPGRADE_PATH,
      code: 'CONFLICT',
    });
    expect(await t.db.select().from(pdfCards).where(eq(pdfCards.businessId, w.business.id))).toHaveLength(1);
    const byBusiness = (
      await w.customer.call(endpoints.getPdfCardsByBusiness, { query: { businessId: w.business.id } })
    ).data(ZPdfCardsByBusiness);
    expect(byBusiness.allowance).toEqual({
      allowed: 0,
      used: 1,
      canCreate: false,
      refusal: { message: ENTITLEMENT_MESSAGES.pdfCardAwaitingPurchase, upgradePath: UPGRADE_PATH },
    });
  });

  it("a plan's pdfCardLimit counts cards: 2 on the plan, the third is 409 naming the limit", async () => {
    const w = await pdfWorld(t, PLAN_ONLY);
    await putOnPlan(t, w.business, planWithPdf(2));
    await createPdfCardVia(w.customer, w.business.id);
    await createPdfCardVia(w.customer, w.business.id);
    const third = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { businessId: w.business.id, details: pdfCardDetails() },
    });
    expect(third.status).toBe(409);
    expect(third.error()).toMatchObject({
      message: ENTITLEMENT_MESSAGES.limitReached('pdfCard', 2, 2),
      upgradePath: UPGRADE_PATH,
    });
  });

  it('an agency with PDF cards off refuses creation with 400 (no upgrade lifts it)', async () => {
    const w = await pdfWorld(t, {
      ...PRODUCTS_CONFIGURATION,
      pdfCardConfig: { enablePdfCardProduct: false, customerPlans: [] },
    });
    const res = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { businessId: w.business.id, details: pdfCardDetails() },
    });
    expectError(res, 400, PRODUCT_PAYMENT_MESSAGES.pdfCardsDisabled);
    expect(res.error().upgradePath).toBeUndefined();
  });

  it('once bought, another card may be made (the purchase counts beyond any plan)', async () => {
    const w = await pdfWorld(t);
    const first = await createPdfCardVia(w.customer, w.business.id);
    await buySinglePurchase(w.admin, first.pdfCardNo);
    await createPdfCardVia(w.customer, w.business.id);
  });
});

describe('saving, reading and the draft', () => {
  it('a save makes a new version with the new details and design; the searched fields follow the details', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const res = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: {
        pdfCardNo: card.pdfCardNo,
        templateCode: 'phone-card-modern',
        details: pdfCardDetails({
          companyName: 'New Name',
          mails: ['x@new.example'],
          registeredPhoneNumber: '+919812345678',
        }),
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZPdfCard)).toMatchObject({
      version: 2,
      templateCode: 'phone-card-modern',
      companyName: 'New Name',
      mails: ['x@new.example'],
      registeredPhoneNumber: '+919812345678',
    });
    const read = await w.customer.call(endpoints.getPdfCard, { query: { pdfCardNo: String(card.pdfCardNo) } });
    expect(read.data(ZPdfCard).details?.companyName).toBe('New Name');
  });

  it('the draft is prefilled from the business, its owner and its digital card (one profile)', async () => {
    const w = await pdfWorld(t);
    const res = await w.customer.call(endpoints.getPdfCardDraft, { query: { businessId: w.business.id } });
    expect(res.status, res.text).toBe(200);
    const draft = res.data(ZPdfCardDraft);
    expect(draft.templateCode).toBe('cr80-classic-portrait');
    expect(draft.details).toMatchObject({
      companyName: 'Sharma Sweets Pvt Ltd',
      name: 'Aarav Sharma',
      designation: 'Founder',
      address: '12 MG Road, Pune',
      registeredPhoneNumber: w.owner.phoneNumber,
    });
    expect(draft.details.phones.length).toBeGreaterThan(0);
  });

  it('missing or malformed fields answer 400 with the field message, and nothing changes', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const cases = [
      { details: { ...pdfCardDetails(), name: '' }, field: 'details.name', message: PDF_CARD_MESSAGES.nameRequired },
      {
        details: { ...pdfCardDetails(), phones: [] },
        field: 'details.phones',
        message: PDF_CARD_MESSAGES.phonesRequired,
      },
      {
        details: { ...pdfCardDetails(), validUntil: '31/03/2030' },
        field: 'details.validUntil',
        message: PDF_CARD_MESSAGES.validUntil,
      },
      {
        details: { ...pdfCardDetails(), bloodGroup: 'Z' },
        field: 'details.bloodGroup',
        message: PDF_CARD_MESSAGES.bloodGroup,
      },
    ];
    const before = await pdfCardRow(t, card.pdfCardNo);
    for (const c of cases) {
      const res = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
        body: { pdfCardNo: card.pdfCardNo, details: c.details },
      });
      expect(res.status, res.text).toBe(400);
      expect(res.error().fields?.[c.field]).toBe(c.message);
    }
    const noRef = await w.customer.call(endpoints.updatePdfCardBasicDetails, { body: { details: pdfCardDetails() } });
    expect(noRef.status).toBe(400);
    expect(noRef.error().fields?.pdfCardNo).toBe(PDF_CARD_MESSAGES.refRequired);
    const badTemplate = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { pdfCardNo: card.pdfCardNo, templateCode: 'cr80-nope', details: pdfCardDetails() },
    });
    expect(badTemplate.status).toBe(400);
    expect(await pdfCardRow(t, card.pdfCardNo)).toEqual(before);
  });

  it("a photo: a file that is not an image is 415 at upload; the upload's URL is taken; another business's upload is 400", async () => {
    const w = await pdfWorld(t);
    const notImage = await uploadFile(w.customer, w.business.id, {
      bytes: Buffer.from('%PDF-1.4 not a picture'),
      filename: 'photo.png',
      contentType: 'image/png',
    });
    expect(notImage.status).toBe(415);
    const photoUrl = await uploadPhoto(w.customer, w.business.id);
    const card = await createPdfCardVia(w.customer, w.business.id, { photoUrl });
    expect(card.details?.photoUrl).toBe(photoUrl);

    const otherBusiness = await createBusiness({ user: w.owner });
    const elsewhere = await uploadPhoto(w.customer, otherBusiness.id);
    const res = await w.customer.call(endpoints.updatePdfCardBasicDetails, {
      body: { pdfCardNo: card.pdfCardNo, details: pdfCardDetails({ photoUrl: elsewhere }) },
    });
    expect(res.status).toBe(400);
    expect(res.error().fields?.['details.photoUrl']).toBe(PDF_CARD_MESSAGES.imageNotOfBusiness);
  });
});

describe('who reaches a PDF card', () => {
  it("another customer's card and another agency's card are 404 (401 for a cookie of another agency), and nothing changes", async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const before = await pdfCardRow(t, card.pdfCardNo);
    const stranger = t.client(w.agency);
    await signIn(stranger, await createCustomer({ agency: w.agency }));
    const other = await createAgency({ configuration: PRODUCTS_CONFIGURATION });
    const otherAdmin = await signedInStaff(t, other, 'admin');
    const otherCookieHere = new TestClient(t.app, w.customer.host);
    for (const [k, v] of otherAdmin.jar) otherCookieHere.jar.set(k, v);

    const calls = [
      () => ({ e: endpoints.getPdfCard, o: { query: { pdfCardNo: String(card.pdfCardNo) } } }),
      () => ({ e: endpoints.getPdfCardsByBusiness, o: { query: { businessId: w.business.id } } }),
      () => ({ e: endpoints.getPdfCardDraft, o: { query: { businessId: w.business.id } } }),
      () => ({
        e: endpoints.updatePdfCardBasicDetails,
        o: { body: { pdfCardNo: card.pdfCardNo, details: pdfCardDetails({ name: 'Hijack' }) } },
      }),
      () => ({
        e: endpoints.updatePdfCardBasicDetails,
        o: { body: { businessId: w.business.id, details: pdfCardDetails({ name: 'Hijack' }) } },
      }),
      () => ({ e: endpoints.exportPdfCard, o: { body: { pdfCardNo: card.pdfCardNo } } }),
      () => ({ e: endpoints.downloadPdfCard, o: { query: { pdfCardNo: String(card.pdfCardNo) } } }),
      () => ({ e: endpoints.previewPdfCard, o: { query: { pdfCardNo: String(card.pdfCardNo) } } }),
    ];
    for (const make of calls) {
      const { e, o } = make();
      const res = await stranger.call(e, o);
      expect(res.status, `${e.path} by another customer: ${res.text}`).toBe(404);
      expect(res.error().code).toBe('NOT_FOUND');
      const own = await otherAdmin.call(e, o);
      expect(own.status, `${e.path} by another agency's admin: ${own.text}`).toBe(404);
      expect((await otherCookieHere.call(e, o)).status, e.path).toBe(401);
    }
    for (const e of [endpoints.updatePdfCardStatus, endpoints.deletePdfCard]) {
      const body =
        e === endpoints.deletePdfCard
          ? { pdfCardNo: card.pdfCardNo }
          : { pdfCardNo: card.pdfCardNo, status: 'revoked' };
      expect((await otherAdmin.call(e, { body })).status, e.path).toBe(404);
      expect((await stranger.call(e, { body })).status, e.path).toBe(403);
    }
    expect(await pdfCardRow(t, card.pdfCardNo)).toEqual(before);
    expect(await t.db.select().from(pdfCards).where(eq(pdfCards.businessId, w.business.id))).toHaveLength(1);
  });

  it('a franchisee writes with card:edit (403 without) and reaches only the businesses it made (404)', async () => {
    const w = await pdfWorld(t);
    const editor = await createFranchisee({ agency: w.agency, permissions: ['card:edit'] });
    const viewer = await createFranchisee({ agency: w.agency, permissions: [] });
    const made = await createBusiness({ user: w.owner, madeByFranchisee: editor });
    const byViewer = await createBusiness({ user: w.owner, madeByFranchisee: viewer });
    const editorClient = await signedIn(t.client(w.agency), editor);
    const viewerClient = await signedIn(t.client(w.agency), viewer);

    await createPdfCardVia(editorClient, made.id);
    const notMade = await editorClient.call(endpoints.updatePdfCardBasicDetails, {
      body: { businessId: w.business.id, details: pdfCardDetails() },
    });
    expect(notMade.status).toBe(404);
    const noPermission = await viewerClient.call(endpoints.updatePdfCardBasicDetails, {
      body: { businessId: byViewer.id, details: pdfCardDetails() },
    });
    expect(noPermission.status).toBe(403);
    expect(await t.db.select().from(pdfCards).where(eq(pdfCards.businessId, byViewer.id))).toEqual([]);
  });

  it('a creator (staff) makes and edits cards of the agency', async () => {
    const w = await pdfWorld(t);
    const creator = await signedInStaff(t, w.agency, 'creator');
    const card = await createPdfCardVia(creator, w.business.id);
    const res = await creator.call(endpoints.updatePdfCardBasicDetails, {
      body: { pdfCardNo: card.pdfCardNo, details: pdfCardDetails({ name: 'Edited' }) },
    });
    expect(res.status, res.text).toBe(200);
  });
});

describe('status and delete (All Projects row actions)', () => {
  it('the admin revokes and reactivates; the customer may not (403)', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    const denied = await w.customer.call(endpoints.updatePdfCardStatus, {
      body: { pdfCardNo: card.pdfCardNo, status: 'revoked' },
    });
    expect(denied.status).toBe(403);
    const revoked = await w.admin.call(endpoints.updatePdfCardStatus, {
      body: { pdfCardNo: card.pdfCardNo, status: 'revoked' },
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.data(ZPdfCard)).toMatchObject({
      status: 'revoked',
      exportRight: { allowed: false, message: PDF_CARD_MESSAGES.revoked, upgradePath: null },
    });
    const bad = await w.admin.call(endpoints.updatePdfCardStatus, {
      body: { pdfCardNo: card.pdfCardNo, status: 'inactive' },
    });
    expect(bad.status).toBe(400);
    const active = await w.admin.call(endpoints.updatePdfCardStatus, {
      body: { pdfCardNo: card.pdfCardNo, status: 'active' },
    });
    expect(active.data(ZPdfCard).status).toBe('active');
  });

  it('delete removes an unpaid card; a card with a recorded payment stays (409: delete the payment first)', async () => {
    const w = await pdfWorld(t);
    const card = await createPdfCardVia(w.customer, w.business.id);
    await buySinglePurchase(w.admin, card.pdfCardNo);
    const paid = await w.admin.call(endpoints.deletePdfCard, { body: { pdfCardNo: card.pdfCardNo } });
    expectError(paid, 409, PDF_CARD_MESSAGES.paidCardNotDeleted);
    expect(await pdfCardRow(t, card.pdfCardNo)).not.toBeNull();

    const unpaid = await createPdfCardVia(w.customer, w.business.id);
    const res = await w.admin.call(endpoints.deletePdfCard, { body: { pdfCardNo: unpaid.pdfCardNo } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeletePdfCardResponse)).toEqual({ pdfCardDeleted: true, pdfCardNo: unpaid.pdfCardNo });
    expect(await pdfCardRow(t, unpaid.pdfCardNo)).toBeNull();
    const gone = await w.admin.call(endpoints.getPdfCard, { query: { pdfCardNo: String(unpaid.pdfCardNo) } });
    expect(gone.status).toBe(404);
    const again = await w.admin.call(endpoints.deletePdfCard, { body: { pdfCardNo: unpaid.pdfCardNo } });
    expect(again.status).toBe(404);
  });
});

describe('GET /pdf-card/getPdfCardList (All Projects, pdf_id_card)', () => {
  it("lists the agency's cards with their business: search keys, filters, paging; never another agency's", async () => {
    const w = await pdfWorld(t);
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await createPdfCardVia(w.customer, w.business.id, { companyName: `Alpha ${tag}` });
    await buySinglePurchase(w.admin, a.pdfCardNo);
    const other = await createBusiness({ user: w.owner, businessName: `Beta Biz ${tag}` });
    const b = await createPdfCardVia(w.admin, other.id, { companyName: `Beta ${tag}` });
    await w.admin.call(endpoints.updatePdfCardBasicDetails, {
      body: { pdfCardNo: b.pdfCardNo, templateCode: 'phone-card-compact', details: b.details ?? pdfCardDetails() },
    });
    await w.admin.call(endpoints.updatePdfCardStatus, { body: { pdfCardNo: b.pdfCardNo, status: 'revoked' } });

    const list = async (query: Record<string, string>) => {
      const res = await w.admin.call(endpoints.getPdfCardList, { query });
      expect(res.status, res.text).toBe(200);
      return res.data(ZPdfCardList);
    };
    const all = await list({});
    expect(all.total).toBe(2);
    expect(all.list.map((c) => c.pdfCardNo)).toEqual([b.pdfCardNo, a.pdfCardNo]);
    expect(all.list[1]).toMatchObject({ business: { businessId: w.business.id }, isPaid: true, name: 'Aarav Sharma' });
    expect((await list({ searchKey: 'companyName', search: `alpha ${tag}` })).list.map((c) => c.pdfCardNo)).toEqual([
      a.pdfCardNo,
    ]);
    expect((await list({ searchKey: 'businessName', search: `Beta Biz ${tag}` })).total).toBe(1);
    expect((await list({ searchKey: 'templateCode', search: 'phone-card' })).list.map((c) => c.pdfCardNo)).toEqual([
      b.pdfCardNo,
    ]);
    const phone = w.owner.phoneNumber ?? '';
    expect((await list({ searchKey: 'registeredPhoneNumber', search: phone.slice(-6) })).total).toBe(2);
    expect((await list({ status: 'revoked' })).list.map((c) => c.pdfCardNo)).toEqual([b.pdfCardNo]);
    expect((await list({ paid: 'paid' })).list.map((c) => c.pdfCardNo)).toEqual([a.pdfCardNo]);
    expect((await list({ exported: 'exported' })).total).toBe(0);
    const page2 = await list({ pageSize: '1', page: '2' });
    expect(page2).toMatchObject({ total: 2 });
    expect(page2.list.map((c) => c.pdfCardNo)).toEqual([a.pdfCardNo]);
    expect((await list({ sortBy: 'companyName', sortOrder: 'asc' })).list.map((c) => c.pdfCardNo)).toEqual([
      a.pdfCardNo,
      b.pdfCardNo,
    ]);
    const bad = await w.admin.call(endpoints.getPdfCardList, { query: { searchKey: 'cardId' } });
    expect(bad.status).toBe(400);

    const elsewhere = await createAgency({ configuration: PRODUCTS_CONFIGURATION });
    const elsewhereAdmin = await signedInStaff(t, elsewhere, 'admin');
    const theirs = await elsewhereAdmin.call(endpoints.getPdfCardList, { query: { search: tag } });
    expect(theirs.data(ZPdfCardList)).toEqual({ list: [], total: 0 });
    expect((await w.customer.call(endpoints.getPdfCardList)).status).toBe(403);
  });
});
