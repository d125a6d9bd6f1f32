// POST /image-post/request-images: a customer asks the agency for greeting images for one of
// their businesses; the request is stored and raises one admin notification, or neither.
import {
  DEFAULT_AGENCY_CONFIGURATION,
  endpoints,
  IMAGE_REQUEST_MESSAGES,
  IMAGE_REQUESTS_PER_BUSINESS_PER_DAY,
  MESSAGES,
  type TRequestImagesBody,
  ZImageRequest,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { imageRequests } from '#db/schema';
import { bell, storedNotifications } from '#test/factories/admin-notifications';
import { franchiseeClient, staffClient } from '#test/factories/payments';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { customerWorld } from '#test/support/worlds';

const t = testAppPerFile();

const ask = (client: TestClient, body: TRequestImagesBody | Record<string, unknown>) =>
  client.call(endpoints.requestImages, { body });

const storedRequests = (businessId: string) =>
  t.db.select().from(imageRequests).where(eq(imageRequests.businessId, businessId));

describe('POST /image-post/request-images', () => {
  it('stores the request and raises one notification with the occasion and the message', async () => {
    const { agency, business, client, owner } = await customerWorld(t, 'Sharma Sweets');
    const admin = await staffClient(t, agency);
    const creator = await staffClient(t, agency, 'creator');
    const res = await ask(client, {
      businessId: business.id,
      category: '  Diwali ',
      message: 'Please put our logo\nin the corner.',
    });
    expect(res.status, res.text).toBe(200);
    const request = res.data(ZImageRequest);
    expect(request).toEqual({
      requestId: expect.any(String),
      businessId: business.id,
      category: 'Diwali',
      message: 'Please put our logo\nin the corner.',
      status: 'open',
      createdAt: t.clock.now().toISOString(),
    });
    expect(await storedRequests(business.id)).toMatchObject([
      { id: request.requestId, agencyId: agency.id, requestedByUserId: owner.id, category: 'Diwali' },
    ]);

    const [notification] = (await bell(admin.client)).list;
    expect(notification).toMatchObject({
      kind: 'image-request',
      title: 'Image request',
      body: 'Sharma Sweets asked for greeting images: Diwali. “Please put our logo in the corner.”',
      link: '/admin/businesses?searchKey=businessName&search=Sharma+Sweets',
      metadata: {
        businessId: business.id,
        businessName: 'Sharma Sweets',
        requestId: request.requestId,
        category: 'Diwali',
        message: 'Please put our logo\nin the corner.',
      },
      read: false,
    });
    // Creators make images: they hear of it too.
    expect((await bell(creator.client)).list.map((n) => n.id)).toEqual([notification?.id]);
    expect(await storedNotifications(t, agency.id)).toHaveLength(1);
  });

  it('without a message the body ends at the occasion; a long message is cut in the body, whole in metadata', async () => {
    const { agency, business, client } = await customerWorld(t, 'Lakeside Studio');
    expect((await ask(client, { businessId: business.id, category: 'New year', message: '   ' })).status).toBe(200);
    const long = 'x'.repeat(300);
    expect((await ask(client, { businessId: business.id, category: 'Holi', message: long })).status).toBe(200);
    const stored = await storedNotifications(t, agency.id);
    const blank = stored.find((n) => n.metadata.category === 'New year');
    const cut = stored.find((n) => n.metadata.category === 'Holi');
    expect(blank).toMatchObject({
      body: 'Lakeside Studio asked for greeting images: New year.',
      metadata: { message: null },
    });
    expect(cut?.body).toBe(`Lakeside Studio asked for greeting images: Holi. “${'x'.repeat(139)}…”`);
    expect(cut?.metadata.message).toBe(long);
  });

  it("a franchisee's business: its maker sees the request, another franchisee does not", async () => {
    const agency = await createAgency();
    const maker = await franchiseeClient(t, agency);
    const other = await franchiseeClient(t, agency);
    const owner = await createCustomer({ agency });
    const business = await createBusiness({ user: owner, madeByFranchisee: maker.franchisee });
    const client = t.client(agency);
    await signIn(client, owner);
    expect((await ask(client, { businessId: business.id, category: 'Eid' })).status).toBe(200);
    expect((await bell(maker.client)).list).toHaveLength(1);
    expect((await bell(other.client)).list).toEqual([]);
  });

  it("someone else's business, or another agency's, is 404: nothing stored, nothing raised", async () => {
    const mine = await customerWorld(t);
    const neighbour = await createBusiness({ user: await createCustomer({ agency: mine.agency }) });
    const elsewhere = await customerWorld(t);
    for (const businessId of [neighbour.id, elsewhere.business.id, '7a0c5f0e-1d7e-4b71-9a43-3c1c3b1f9a55']) {
      const res = await ask(mine.client, { businessId, category: 'Diwali' });
      expect(res.status).toBe(404);
      expect(res.error()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    expect(await storedRequests(neighbour.id)).toEqual([]);
    expect(await storedRequests(elsewhere.business.id)).toEqual([]);
    expect(await storedNotifications(t, mine.agency.id)).toEqual([]);
    expect(await storedNotifications(t, elsewhere.agency.id)).toEqual([]);
  });

  it('staff users own no business here (404); a franchisee is 403; signed out is 401', async () => {
    const { agency, business } = await customerWorld(t);
    const admin = await staffClient(t, agency);
    expect((await ask(admin.client, { businessId: business.id, category: 'Diwali' })).status).toBe(404);
    const seller = await franchiseeClient(t, agency);
    expect((await ask(seller.client, { businessId: business.id, category: 'Diwali' })).status).toBe(403);
    expect((await ask(t.client(agency), { businessId: business.id, category: 'Diwali' })).status).toBe(401);
    expect(await storedRequests(business.id)).toEqual([]);
  });

  it('bad input is 400 naming the field, with the contract’s messages', async () => {
    const { business, client } = await customerWorld(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ businessId: business.id, category: '   ' }, 'category', IMAGE_REQUEST_MESSAGES.categoryRequired],
      [{ businessId: business.id }, 'category', IMAGE_REQUEST_MESSAGES.categoryRequired],
      [{ businessId: business.id, category: 'x'.repeat(81) }, 'category', IMAGE_REQUEST_MESSAGES.categoryTooLong],
      [
        { businessId: business.id, category: 'Diwali', message: 'x'.repeat(501) },
        'message',
        IMAGE_REQUEST_MESSAGES.messageTooLong,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await ask(client, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error().fields).toEqual({ [field]: message });
    }
    expect((await ask(client, { businessId: 'nope', category: 'Diwali' })).status).toBe(400);
    expect(await storedRequests(business.id)).toEqual([]);
  });

  it('an agency without greeting images refuses (400)', async () => {
    const agency = await createAgency({
      configuration: {
        ...DEFAULT_AGENCY_CONFIGURATION,
        imagePost: { enableImagePost: false, isVideoPostsIncluded: false, allowAgencyExclusivePosts: false },
      },
    });
    const owner = await createCustomer({ agency });
    const business = await createBusiness({ user: owner });
    const client = t.client(agency);
    await signIn(client, owner);
    const res = await ask(client, { businessId: business.id, category: 'Diwali' });
    expectError(res, 400, IMAGE_REQUEST_MESSAGES.greetingsOff);
    expect(await storedNotifications(t, agency.id)).toEqual([]);
  });

  it(`at most ${IMAGE_REQUESTS_PER_BUSINESS_PER_DAY} a day per business (409, nothing raised); a day later again`, async () => {
    const { agency, business, client, owner } = await customerWorld(t);
    for (let i = 0; i < IMAGE_REQUESTS_PER_BUSINESS_PER_DAY; i++) {
      expect((await ask(client, { businessId: business.id, category: `Occasion ${i}` })).status).toBe(200);
    }
    const refused = await ask(client, { businessId: business.id, category: 'One more' });
    expectError(refused, 409, IMAGE_REQUEST_MESSAGES.tooMany);
    expect(await storedNotifications(t, agency.id)).toHaveLength(IMAGE_REQUESTS_PER_BUSINESS_PER_DAY);

    t.clock.advance(24 * 3_600_000 + 1);
    await signIn(client, owner); // the day's inactivity ended the session
    expect((await ask(client, { businessId: business.id, category: 'Next day' })).status).toBe(200);
    expect(await storedNotifications(t, agency.id)).toHaveLength(IMAGE_REQUESTS_PER_BUSINESS_PER_DAY + 1);
  });
});
