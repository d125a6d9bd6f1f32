// The spreadsheet link (docs/product-rules.md#lead-feed): made by the owner or an admin, read
// without a session as CSV of that business's leads only, made again (the old link stops) and
// turned off; refused to a creator (403) and another customer (404).
import { endpoints, LEAD_CSV_COLUMNS, WEBHOOK_MESSAGES, ZLeadFeed } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { GOOD_LEAD, visitor } from '#test/factories/feedback';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createBusiness, createCard } from '#test/support/factories';
import { cardOwnerWorld, signedInAs, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();
const feedPath = (businessId: string) => endpoints.getLeadFeed.path.replace('{businessId}', businessId);

/** The link's path on the agency's host. */
const pathOf = (url: string) => new URL(url).pathname;

describe('the spreadsheet link of a business', () => {
  it("serves the business's leads as CSV to anyone with the link, and only them", async () => {
    const w = await cardOwnerWorld(t, { businessName: 'Sharma Sweets' });
    const cardId = w.card.cardId ?? '';
    const sibling = await createBusiness({ user: w.owner, businessName: 'Sharma Namkeen' });
    const siblingCard = await createCard({ business: sibling });
    await visitor(t, w.agency).post(cardId, 'lead', GOOD_LEAD);
    await visitor(t, w.agency).post(siblingCard.cardId ?? '', 'lead', { ...GOOD_LEAD, name: 'Other Shop Lead' });

    expect((await w.client.get(feedPath(w.business.id))).data(ZLeadFeed)).toEqual({ url: null, createdAt: null });
    const made = (await w.client.post(feedPath(w.business.id))).data(ZLeadFeed);
    expect(made.url).toMatch(/\/api\/v1\/lead-feed\/[A-Za-z0-9_-]{32}\.csv$/);
    expect((await w.client.get(feedPath(w.business.id))).data(ZLeadFeed)).toEqual(made);

    const sheet = await t.client(w.agency).get(pathOf(made.url ?? ''));
    expect(sheet.status, sheet.text).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sheet.text.charCodeAt(0)).not.toBe(0xfeff);
    const lines = sheet.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Rohan Mehta');
    expect(sheet.text).not.toContain('Other Shop Lead');
  });

  it('stops the old link when made again, and every link when turned off', async () => {
    const w = await cardOwnerWorld(t, { businessName: 'Gupta Mobiles' });
    const admin = await signedInStaff(t, w.agency, 'admin');
    const first = (await w.client.post(feedPath(w.business.id))).data(ZLeadFeed);
    const second = (await admin.post(feedPath(w.business.id))).data(ZLeadFeed);
    expect(second.url).not.toBe(first.url);
    expectError(await t.client(w.agency).get(pathOf(first.url ?? '')), 404, WEBHOOK_MESSAGES.feedUnknown);
    expect((await t.client(w.agency).get(pathOf(second.url ?? ''))).status).toBe(200);
    const off = await w.client.request('DELETE', feedPath(w.business.id));
    expect(off.data(ZLeadFeed)).toEqual({ url: null, createdAt: null });
    expectError(await t.client(w.agency).get(pathOf(second.url ?? '')), 404, WEBHOOK_MESSAGES.feedUnknown);
    // Not a token at all.
    expect((await t.client(w.agency).get('/api/v1/lead-feed/short.csv')).status).toBe(400);
  });

  it("is its owner's and the admins': 403 for a creator, 404 for another customer and another agency's host", async () => {
    const w = await cardOwnerWorld(t, { businessName: 'Iyer Pharmacy' });
    const made = (await w.client.post(feedPath(w.business.id))).data(ZLeadFeed);
    const creator = await signedInStaff(t, w.agency, 'creator');
    expectError(await creator.post(feedPath(w.business.id)), 403, WEBHOOK_MESSAGES.ownerOrAdminOnly);
    const stranger = await signedInAs(t, w.agency, 'customer');
    expectError(await stranger.get(feedPath(w.business.id)), 404, WEBHOOK_MESSAGES.unknownBusiness);
    const other = await cardOwnerWorld(t, { businessName: 'Elsewhere' });
    expectError(await t.client(other.agency).get(pathOf(made.url ?? '')), 404, WEBHOOK_MESSAGES.feedUnknown);
  });
});
