// Physical NFC and QR tags (docs/product-rules.md#physical-tags): a batch made and downloaded (CSV
// for the NFC writer, a printed sheet whose QR codes read back); a tag assigned, scanned (the
// scan counted on the tag and the card's view under "nfc"), turned off and on, moved and taken
// back; a customer's claim; and who may do what, another agency's tags being no tags at all.
import {
  endpoints,
  NTAG213_USER_BYTES,
  TAG_CODE_ALPHABET,
  TAG_CODE_LENGTH,
  TAG_MESSAGES,
  type TTag,
  ZCardAnalytics,
  ZTag,
  ZTagBatch,
  ZTagBatchList,
  ZTagList,
} from '@cardora/contract';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { decodeQr, pdfPagesAsPng } from '#test/support/pdf-read-back';
import { signedIn, signedInStaff } from '#test/support/worlds';
import { ndefBytes } from './service';
import { printedCode } from './sheet';

const t = testAppPerFile();
const CODE = new RegExp(`^[${TAG_CODE_ALPHABET}]{${TAG_CODE_LENGTH}}$`);
const tagPath = (template: string, code: string) => template.replace('{code}', code);

async function world() {
  const agency = await createAgency({ agencyName: 'Acme Cards' });
  const ownerRow = await createCustomer({ agency });
  const business = await createBusiness({ user: ownerRow, businessName: 'Sharma Sweets' });
  const card = await createCard({ business });
  const otherOwnerRow = await createCustomer({ agency });
  const otherBusiness = await createBusiness({ user: otherOwnerRow, businessName: 'Gupta Mobiles' });
  const otherCard = await createCard({ business: otherBusiness });
  return {
    agency,
    business,
    cardId: card.cardId ?? '',
    card,
    otherBusiness,
    otherCardId: otherCard.cardId ?? '',
    admin: await signedInStaff(t, agency, 'admin'),
    creator: await signedInStaff(t, agency, 'creator'),
    owner: await signedIn(t.client(agency), ownerRow),
    otherOwner: await signedIn(t.client(agency), otherOwnerRow),
  };
}

async function batchOf(admin: TestClient, count: number) {
  const made = await admin.call(endpoints.createTagBatch, { body: { name: 'Diwali print run', count } });
  expect(made.status, made.text).toBe(200);
  const batch = made.data(ZTagBatch);
  const tags = (await admin.call(endpoints.listTags, { query: { batchId: batch.id } })).data(ZTagList).list;
  return { batch, tags };
}

async function assign(admin: TestClient, code: string, body: { businessId?: string | null; status?: string }) {
  const res = await admin.request('PUT', tagPath(endpoints.updateTag.path, code), { body });
  expect(res.status, res.text).toBe(200);
  return res.data(ZTag);
}

describe('batches', () => {
  it('makes unguessable codes, unassigned and on, and lists the batch with its figures', async () => {
    const w = await world();
    const { batch, tags } = await batchOf(w.admin, 25);
    expect(batch).toMatchObject({ name: 'Diwali print run', total: 25, assigned: 0, disabled: 0, scans: 0 });
    expect(tags).toHaveLength(25);
    expect(new Set(tags.map((tag) => tag.code)).size).toBe(25);
    for (const tag of tags) {
      expect(tag.code).toMatch(CODE);
      expect(tag).toMatchObject({ status: 'active', businessId: null, scans: 0 });
      expect(tag.url).toMatch(new RegExp(`/t/${tag.code}$`));
      expect(ndefBytes(tag.url)).toBeLessThanOrEqual(NTAG213_USER_BYTES);
    }
    const listed = (await w.admin.call(endpoints.listTagBatches)).data(ZTagBatchList);
    expect(listed.list.map((one) => one.id)).toEqual([batch.id]);
  });

  it('refuses bad input, creators and customers; another agency sees none of it', async () => {
    const w = await world();
    for (const body of [
      { name: '', count: 5 },
      { name: 'Run', count: 0 },
      { name: 'Run', count: 1001 },
    ]) {
      expect((await w.admin.call(endpoints.createTagBatch, { body })).status).toBe(400);
    }
    expect((await w.creator.call(endpoints.createTagBatch, { body: { name: 'Run', count: 1 } })).status).toBe(403);
    expect((await w.owner.call(endpoints.listTagBatches)).status).toBe(403);
    const { tags } = await batchOf(w.admin, 1);
    const code = tags[0]?.code ?? '';
    const other = await world();
    expect((await other.admin.call(endpoints.listTagBatches)).data(ZTagBatchList).list).toEqual([]);
    expectError(
      await other.admin.request('PUT', tagPath(endpoints.updateTag.path, code), { body: { status: 'disabled' } }),
      404,
      TAG_MESSAGES.unknownTag,
    );
    // The owner lists only their business's tags, and never without naming it.
    expect((await w.owner.call(endpoints.listTags)).status).toBe(404);
    expect((await w.owner.call(endpoints.listTags, { query: { businessId: w.otherBusiness.id } })).status).toBe(404);
  });

  it('downloads as CSV for the NFC writer and as a printed sheet whose QR codes read back', async () => {
    const w = await world();
    const { batch, tags } = await batchOf(w.admin, 30);
    const first = tags.at(-1) as TTag;
    const csv = await w.admin.get(endpoints.tagBatchCsv.path.replace('{id}', batch.id));
    expect(csv.status, csv.text).toBe(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(31);
    expect(lines[0]).toContain('Code,');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      expect.arrayContaining(tags.map((tag) => tag.code)),
    );
    expect(lines.find((line) => line.startsWith(first.code))).toContain(
      `${first.url},${ndefBytes(first.url)},Not assigned`,
    );

    const sheet = await w.admin.get(endpoints.tagBatchSheet.path.replace('{id}', batch.id));
    expect(sheet.status).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPagesAsPng(sheet.bytes, 200);
    expect(pages).toHaveLength(2);
    // The first label of the first page: its QR code is the tag's address.
    const scale = 200 / 72;
    const label = await sharp(pages[0])
      .extract({
        left: Math.round(28 * scale),
        top: Math.round(28 * scale),
        width: Math.round(180 * scale),
        height: Math.round(98 * scale),
      })
      .png()
      .toBuffer();
    const decoded = await decodeQr(label);
    const onSheet = tags.find((tag) => tag.url === decoded);
    expect(onSheet, `decoded ${decoded}`).toBeDefined();
    expect(printedCode('ABCDE12345')).toBe('ABCDE 12345');
  });
});

describe('a tag in use', () => {
  it('opens its card marked as a tag visit, counted on the tag and in the card analytics', async () => {
    const w = await world();
    const { tags } = await batchOf(w.admin, 2);
    const code = tags[0]?.code ?? '';
    const assigned = await assign(w.admin, code, { businessId: w.business.id });
    expect(assigned).toMatchObject({ businessId: w.business.id, businessName: 'Sharma Sweets', cardId: w.cardId });
    expect(assigned.assignedAt).not.toBeNull();

    const visitor = t.client(w.agency);
    const scan = await visitor.get(`/t/${code}`);
    expect(scan.status).toBe(302);
    expect(scan.headers['cache-control']).toBe('no-store');
    const target = new URL(String(scan.headers.location));
    expect(target.pathname).toBe(`/${w.cardId}`);
    expect(target.searchParams.get('src')).toBe('nfc');
    // Typed from the sticker: lower case, a space and O for 0 all find the same tag.
    const typed = `${code.slice(0, 5).toLowerCase()} ${code.slice(5)}`.replaceAll('0', 'o');
    expect((await visitor.get(`/t/${encodeURIComponent(typed)}`)).status).toBe(302);

    expect(
      (await visitor.get(`${target.pathname}${target.search}`, { headers: { 'user-agent': 'tag phone' } })).status,
    ).toBe(200);
    const owner = w.owner;
    await vi.waitFor(
      async () => {
        const analytics = (
          await owner.call(endpoints.getCardAnalytics, { query: { cardNo: String(w.card.cardNo) } })
        ).data(ZCardAnalytics);
        expect(analytics.bySource.find((row) => row.source === 'nfc')?.views).toBe(1);
      },
      { timeout: 5_000 },
    );
    const mine = (await owner.call(endpoints.listTags, { query: { businessId: w.business.id } })).data(ZTagList);
    // The second tap was the same visitor's, moments later: one scan.
    expect(mine.list.map((tag) => [tag.code, tag.scans])).toEqual([[code, 1]]);
    await t.client(w.agency).get(`/t/${code}`, { headers: { 'user-agent': 'another phone' } });
    const again = (await owner.call(endpoints.listTags, { query: { businessId: w.business.id } })).data(ZTagList);
    expect(again.list[0]?.scans).toBe(2);
    expect(mine.list[0]?.lastScannedAt).not.toBeNull();
    // The admin's filters: the tag is on and assigned; its batch-mate on and not assigned.
    const codesWith = async (status: 'assigned' | 'unassigned' | 'disabled') =>
      (await w.admin.call(endpoints.listTags, { query: { batchId: assigned.batchId, status } }))
        .data(ZTagList)
        .list.map((tag) => tag.code);
    expect(await codesWith('assigned')).toEqual([code]);
    expect(await codesWith('unassigned')).toEqual([tags[1]?.code]);
    expect(await codesWith('disabled')).toEqual([]);
  });

  it('turns off and on, moves to another card, and is taken back', async () => {
    const w = await world();
    const { tags } = await batchOf(w.admin, 1);
    const code = tags[0]?.code ?? '';
    await assign(w.admin, code, { businessId: w.business.id });
    await assign(w.admin, code, { status: 'disabled' });
    const off = await t.client(w.agency).get(`/t/${code}`, { headers: { 'accept-language': 'hi-IN,hi;q=0.9' } });
    expect(off.status).toBe(410);
    expect(off.text).toContain('यह टैग बंद है');
    await assign(w.admin, code, { status: 'active' });
    expect((await t.client(w.agency).get(`/t/${code}`)).status).toBe(302);

    await assign(w.admin, code, { businessId: w.otherBusiness.id });
    const moved = await t.client(w.agency).get(`/t/${code}`);
    expect(new URL(String(moved.headers.location)).pathname).toBe(`/${w.otherCardId}`);

    const back = await assign(w.admin, code, { businessId: null });
    expect(back).toMatchObject({ businessId: null, assignedAt: null });
    const unassigned = await t.client(w.agency).get(`/t/${code}`);
    expect(unassigned.status).toBe(200);
    expect(unassigned.text).toContain('This tag is ready to use');
    expect(unassigned.text).toContain(`href="/panel/customer/tags/claim?code=${code}"`);

    const other = await world();
    const elsewhere = await t.client(other.agency).get(`/t/${code}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.text).toContain('We could not find this tag');
    expect((await t.client(w.agency).get('/t/NOT-A-CODE')).status).toBe(404);
  });

  it('refuses to assign a business without a card, or of another agency', async () => {
    const w = await world();
    const { tags } = await batchOf(w.admin, 1);
    const code = tags[0]?.code ?? '';
    const bare = await createBusiness({
      user: await createCustomer({ agency: w.agency }),
      businessName: 'No Card Yet',
    });
    expectError(
      await w.admin.request('PUT', tagPath(endpoints.updateTag.path, code), { body: { businessId: bare.id } }),
      409,
      TAG_MESSAGES.businessHasNoCard,
    );
    const other = await world();
    expectError(
      await w.admin.request('PUT', tagPath(endpoints.updateTag.path, code), {
        body: { businessId: other.business.id },
      }),
      404,
      TAG_MESSAGES.unknownBusiness,
    );
  });
});

describe("a customer's claim", () => {
  it('ties an unassigned tag to their own business, once; never one that is taken or turned off', async () => {
    const w = await world();
    const { tags } = await batchOf(w.admin, 2);
    const [first, second] = tags.map((tag) => tag.code);
    const claimPath = (code: string) => tagPath(endpoints.claimTag.path, code);
    const claimed = await w.owner.post(claimPath(first ?? ''), { businessId: w.business.id });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.data(ZTag)).toMatchObject({ businessId: w.business.id, cardId: w.cardId });
    expect((await w.owner.post(claimPath(first ?? ''), { businessId: w.business.id })).status).toBe(200);
    expectError(
      await w.otherOwner.post(claimPath(first ?? ''), { businessId: w.otherBusiness.id }),
      409,
      TAG_MESSAGES.alreadyClaimed,
    );
    // Someone else's business is no business of theirs.
    expectError(
      await w.otherOwner.post(claimPath(second ?? ''), { businessId: w.business.id }),
      404,
      TAG_MESSAGES.unknownBusiness,
    );
    await assign(w.admin, second ?? '', { status: 'disabled' });
    expectError(
      await w.otherOwner.post(claimPath(second ?? ''), { businessId: w.otherBusiness.id }),
      409,
      TAG_MESSAGES.disabled,
    );
    expectError(
      await w.owner.post(claimPath('ZZZZZZZZZZ'), { businessId: w.business.id }),
      404,
      TAG_MESSAGES.unknownTag,
    );
  });
});
