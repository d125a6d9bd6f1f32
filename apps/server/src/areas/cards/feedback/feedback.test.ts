// Feedback: the card's form as visitors send it (valid, refused, spam, limits),
// and GET/DELETE /feedback for each role and another agency.
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_RATE_LIMITS,
  endpoints,
  MESSAGES,
  VISITOR_NOTICE_VERSION,
  ZDeleteFeedbackResponse,
  ZFeedbackList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, cardFeedback } from '#db/schema';
import { enquiryWorld, GOOD_FEEDBACK, sentToBareFranchiseesCard, visitor } from '#test/factories/feedback';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createBusiness, createCard, createCustomer } from '#test/support/factories';
import { cardOwnerWorld } from '#test/support/worlds';

const t = testAppPerFile();

async function cardWorld() {
  const world = await cardOwnerWorld(t, { agencyName: 'Acme Cards', businessName: 'Sharma Sweets' });
  return { ...world, cardId: world.card.cardId ?? '', ownerClient: world.client };
}

const feedbackOf = (business: BusinessRow) =>
  t.db.select().from(cardFeedback).where(eq(cardFeedback.businessId, business.id));

describe('POST /<cardId>/feedback (the card form, no JavaScript, no session)', () => {
  it('stores the feedback and answers 303 to the thank-you page', async () => {
    const { agency, business, cardId } = await cardWorld();
    const guest = visitor(t, agency);
    const response = await guest.post(cardId, 'feedback', {
      ...GOOD_FEEDBACK,
      message: '  Fresh kaju katli,\r\npacked beautifully.  ',
      name: '  Priya   Nair ',
      website: '',
    });
    expect(response.status, response.text).toBe(303);
    expect(response.headers.location).toBe(`/${cardId}/thanks?for=feedback`);
    const [row] = await feedbackOf(business);
    expect(row).toMatchObject({
      rating: 5,
      message: 'Fresh kaju katli,\npacked beautifully.',
      name: 'Priya Nair',
      contact: '+919876543210',
      cardId,
      // Ticked as it was sent, beside the notice of this version (docs/product-rules.md#visitor-consent).
      consentedAt: t.clock.now(),
      noticeVersion: VISITOR_NOTICE_VERSION,
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row?.ipHash).not.toContain(guest.ip);

    const thanks = await guest.get(`/${cardId}/thanks?for=feedback`);
    expect(thanks.status).toBe(200);
    expect(thanks.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(thanks.text).toContain('Thank you for your feedback!');
    expect(thanks.text).toContain(`href="/${cardId}"`);
    expect(thanks.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('takes an e-mail as the contact, or none', async () => {
    const { agency, business, cardId } = await cardWorld();
    const guest = visitor(t, agency);
    expect((await guest.post(cardId, 'feedback', { ...GOOD_FEEDBACK, contact: ' Priya@Example.COM ' })).status).toBe(
      303,
    );
    expect((await guest.post(cardId, 'feedback', { ...GOOD_FEEDBACK, contact: '' })).status).toBe(303);
    const contacts = (await feedbackOf(business)).map((row) => row.contact);
    expect(new Set(contacts)).toEqual(new Set(['priya@example.com', null]));
  });

  it.each([
    ['no rating', { rating: '' }, 'rating', ENQUIRY_MESSAGES.ratingRequired],
    ['a rating of 6', { rating: '6' }, 'rating', ENQUIRY_MESSAGES.ratingRequired],
    ['an empty message', { message: '   ' }, 'message', ENQUIRY_MESSAGES.messageRequired],
    ['a message too long', { message: 'x'.repeat(1001) }, 'message', ENQUIRY_MESSAGES.messageTooLong],
    ['no name', { name: '' }, 'name', ENQUIRY_MESSAGES.nameRequired],
    ['a name too long', { name: 'n'.repeat(61) }, 'name', ENQUIRY_MESSAGES.nameTooLong],
    ['HTML in the name', { name: '<b>Priya</b>' }, 'name', ENQUIRY_MESSAGES.noMarkup],
    ['a script in the message', { message: 'hi <script>alert(1)</script>' }, 'message', ENQUIRY_MESSAGES.noMarkup],
    ['a contact that is neither', { contact: 'call me' }, 'contact', ENQUIRY_MESSAGES.contactInvalid],
  ])(
    'refuses %s with the field message (400, the form again), storing nothing',
    async (_case, change, field, message) => {
      const { agency, business, cardId } = await cardWorld();
      const response = await visitor(t, agency).post(cardId, 'feedback', { ...GOOD_FEEDBACK, ...change });
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const escaped = message.replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      expect(response.text).toContain(`data-field-error="${field}">${escaped}</p>`);
      // What the visitor typed is back in the form, so nothing has to be typed again.
      if (field !== 'name') expect(response.text).toContain('value="Priya Nair"');
      expect(response.text).toContain(`action="/${cardId}/feedback"`);
      expect(await feedbackOf(business)).toEqual([]);
    },
  );

  it('refuses a send without the notice ticked: 400, the form again with what was typed, nothing stored', async () => {
    const { agency, business, cardId } = await cardWorld();
    const { consent: _tick, ...unticked } = GOOD_FEEDBACK;
    const response = await visitor(t, agency).post(cardId, 'feedback', { ...unticked, rating: '4' });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.text).toContain(`data-field-error="consent">${ENQUIRY_MESSAGES.consentRequired}</p>`);
    expect(response.text).toContain('<div class="cns bad">');
    // The notice says who gets it, on which platform, and whom to ask to delete it.
    expect(response.text).toContain('Sent to Sharma Sweets on Acme Cards, only to answer your feedback.');
    expect(response.text).toMatch(/To have it deleted, ask them at \+\d[\d\s]+\.<\/p>/);
    expect(response.text).toContain('value="Priya Nair"');
    expect(response.text).toContain('Fresh kaju katli, packed beautifully.</textarea>');
    expect(response.text).toMatch(/id="f-r4"[^>]*checked=""/);
    expect(response.text).not.toMatch(/id="f-consent"[^>]*checked/);
    expect(await feedbackOf(business)).toEqual([]);
  });

  it('keeps the box ticked when another field is refused', async () => {
    const { agency, business, cardId } = await cardWorld();
    const response = await visitor(t, agency).post(cardId, 'feedback', { ...GOOD_FEEDBACK, name: '' });
    expect(response.status).toBe(400);
    expect(response.text).toMatch(/id="f-consent"[^>]*checked=""/);
    expect(response.text).not.toContain('data-field-error="consent"');
    expect(await feedbackOf(business)).toEqual([]);
  });

  it('sends back what was typed escaped, never as markup', async () => {
    const { agency, cardId } = await cardWorld();
    const response = await visitor(t, agency).post(cardId, 'feedback', {
      ...GOOD_FEEDBACK,
      name: '"><script>alert(1)</script>',
      message: '</textarea><img src=x onerror=alert(2)>',
    });
    expect(response.status).toBe(400);
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<img src=x');
    expect(response.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(response.text).toContain('&lt;/textarea&gt;&lt;img src=x onerror=alert(2)&gt;</textarea>');
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const { agency, business, cardId } = await cardWorld();
    const response = await visitor(t, agency).post(cardId, 'feedback', {
      ...GOOD_FEEDBACK,
      website: 'http://spam.example',
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(`/${cardId}/thanks?for=feedback`);
    expect(await feedbackOf(business)).toEqual([]);
  });

  it('refuses a post from another website (Origin) and takes its own host', async () => {
    const { agency, business, cardId } = await cardWorld();
    const guest = visitor(t, agency);
    const foreign = await guest.post(cardId, 'feedback', GOOD_FEEDBACK, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.text).toContain(ENQUIRY_MESSAGES.otherSite);
    expect(await feedbackOf(business)).toEqual([]);
    const own = await guest.post(cardId, 'feedback', GOOD_FEEDBACK, { origin: `http://${agency.slug}.localhost` });
    expect(own.status).toBe(303);
  });

  it(`lets one visitor send ${ENQUIRY_RATE_LIMITS.perIp.max} in ${ENQUIRY_RATE_LIMITS.perIp.windowMinutes} minutes, then a friendly 429`, async () => {
    const { agency, business, cardId } = await cardWorld();
    const guest = visitor(t, agency);
    for (let sent = 0; sent < ENQUIRY_RATE_LIMITS.perIp.max; sent++) {
      expect((await guest.post(cardId, 'feedback', GOOD_FEEDBACK)).status).toBe(303);
    }
    const limited = await guest.post(cardId, 'feedback', GOOD_FEEDBACK);
    expect(limited.status).toBe(429);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.headers['retry-after']).toBe('600');
    expect(limited.text).toContain(ENQUIRY_MESSAGES.tooManyFromYou);
    expect(limited.text).toContain(`href="/${cardId}"`);
    // Another visitor is not held up by this one.
    expect((await visitor(t, agency).post(cardId, 'feedback', GOOD_FEEDBACK)).status).toBe(303);
    expect(await feedbackOf(business)).toHaveLength(ENQUIRY_RATE_LIMITS.perIp.max + 1);
    t.clock.advance(ENQUIRY_RATE_LIMITS.perIp.windowMinutes * 60_000 + 1);
    expect((await guest.post(cardId, 'feedback', GOOD_FEEDBACK)).status).toBe(303);
  });

  it(`takes at most ${ENQUIRY_RATE_LIMITS.perCard.max} a day for one card, from anyone`, async () => {
    const { agency, business, card, cardId } = await cardWorld();
    const now = t.clock.now();
    await t.db.insert(cardFeedback).values(
      Array.from({ length: ENQUIRY_RATE_LIMITS.perCard.max }, (_, index) => ({
        agencyId: agency.id,
        businessId: business.id,
        cardNo: card.cardNo,
        cardId,
        rating: 4,
        message: `Earlier ${index}`,
        name: 'Someone',
        ipHash: `seed-${index}`,
        createdAt: now,
      })),
    );
    const limited = await visitor(t, agency).post(cardId, 'feedback', GOOD_FEEDBACK);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(ENQUIRY_MESSAGES.tooManyForCard);
    t.clock.advance(ENQUIRY_RATE_LIMITS.perCard.windowHours * 3_600_000 + 1);
    expect((await visitor(t, agency).post(cardId, 'feedback', GOOD_FEEDBACK)).status).toBe(303);
  });

  it('answers the friendly 404 and 410 pages for unknown and inactive cards', async () => {
    const { agency, business } = await cardWorld();
    const guest = visitor(t, agency);
    const unknown = await guest.post('no-such-card', 'feedback', GOOD_FEEDBACK);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('We could not find this card');
    const other = await createBusiness({ user: await createCustomer({ agency }) });
    const inactive = await createCard({ business: other, status: 'inactive' });
    const off = await guest.post(inactive.cardId ?? '', 'feedback', GOOD_FEEDBACK);
    expect(off.status).toBe(410);
    expect(await feedbackOf(business)).toEqual([]);
    expect(await feedbackOf(other)).toEqual([]);
  });

  it("another agency's card is not found on this agency's host", async () => {
    const { agency } = await cardWorld();
    const elsewhere = await cardWorld();
    const response = await visitor(t, agency).post(elsewhere.cardId, 'feedback', GOOD_FEEDBACK);
    expect(response.status).toBe(404);
    expect(await feedbackOf(elsewhere.business)).toEqual([]);
  });
});

describe('the card page carries the forms', () => {
  it('has the Exchange contact and feedback forms, posting to this host, with the visit source', async () => {
    const { agency, cardId } = await cardWorld();
    const guest = visitor(t, agency);
    const page = await guest.get(`/${cardId}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.text.includes(`action="/${cardId}/lead" method="post"`)).toBe(true);
    expect(page.text.includes(`action="/${cardId}/feedback" method="post"`)).toBe(true);
    const sourceOf = (html: string) => /<input type="hidden" name="source" value="(\w+)"\/>/.exec(html)?.[1];
    expect(sourceOf(page.text)).toBe('card');
    expect(
      /<div class="hp" aria-hidden="true">.*?tabindex="-1" autoComplete="off" name="website"/.test(page.text),
    ).toBe(true);
    expect(sourceOf((await guest.get(`/${cardId}?src=qr`)).text)).toBe('qr');
    expect(sourceOf((await guest.get(`/${cardId}?src=pdf`)).text)).toBe('pdf_card');
    expect(sourceOf((await guest.get(`/${cardId}?g=6f1c2a9e-1111-4000-8000-000000000000`)).text)).toBe('greeting');
    // The plain page is still the plain page (each source is its own cached page).
    expect(sourceOf((await guest.get(`/${cardId}`)).text)).toBe('card');
  });
});

// ---------------------------------------------------------------------------------------
// The owner's and staff's reading

/** The card's world with its clients by role; the other agency's cookie is its admin here. */
async function roleWorld() {
  const { clients, ...world } = await enquiryWorld(t, { businessName: 'Made by the franchisee' });
  return { ...world, ...clients, otherAgencyAdmin: clients.otherAgencyCookie };
}
type RoleWorld = Awaited<ReturnType<typeof roleWorld>>;

async function leaveFeedback(world: RoleWorld, count: number) {
  for (let index = 0; index < count; index++) {
    const response = await visitor(t, world.agency).post(world.cardId, 'feedback', {
      ...GOOD_FEEDBACK,
      rating: String((index % 5) + 1),
      message: `Visit number ${index + 1}`,
    });
    expect(response.status).toBe(303);
  }
}

const list = (client: TestClient, query: Record<string, string>) => client.call(endpoints.listFeedback, { query });

describe('GET /feedback', () => {
  let world: RoleWorld;
  beforeAll(async () => {
    world = await roleWorld();
    await leaveFeedback(world, 7);
  });

  it('gives the owner pages that append, newest first, with the total and the average', async () => {
    const first = (await list(world.owner, { businessId: world.business.id, pageSize: '5' })).data(ZFeedbackList);
    expect(first.total).toBe(7);
    expect(first.averageRating).toBe(2.6);
    expect(first.list.map((item) => item.message)).toEqual([7, 6, 5, 4, 3].map((n) => `Visit number ${n}`));
    expect(first.list[0]).toMatchObject({
      businessName: 'Made by the franchisee',
      cardId: world.cardId,
      name: 'Priya Nair',
      contact: '+919876543210',
      contactKind: 'phone',
      consentedAt: first.list[0]?.createdAt,
      noticeVersion: VISITOR_NOTICE_VERSION,
    });
    const second = (await list(world.owner, { businessId: world.business.id, pageSize: '5', page: '2' })).data(
      ZFeedbackList,
    );
    expect(second.list.map((item) => item.message)).toEqual(['Visit number 2', 'Visit number 1']);
    expect(second.total).toBe(7);
    // Without a business: every business of the caller's.
    expect((await list(world.owner, {})).data(ZFeedbackList).total).toBe(7);
  });

  it('gives null consent for feedback sent before the forms had a notice', async () => {
    const { agency, business, card, cardId, ownerClient } = await cardWorld();
    await t.db.insert(cardFeedback).values({
      agencyId: agency.id,
      businessId: business.id,
      cardNo: card.cardNo,
      cardId,
      rating: 3,
      message: 'Before notices',
      name: 'Someone',
      ipHash: 'before-notices',
    });
    const answer = (await list(ownerClient, { businessId: business.id })).data(ZFeedbackList);
    expect(answer.list).toMatchObject([{ message: 'Before notices', consentedAt: null, noticeVersion: null }]);
  });

  it.each(['admin', 'creator', 'maker', 'allCard'] as const)('lets the %s read the business in reach', async (role) => {
    const answer = (await list(world[role], { businessId: world.business.id })).data(ZFeedbackList);
    expect(answer.total).toBe(7);
  });

  it.each(['otherCustomer', 'otherFranchisee', 'otherAgencyOwnHost'] as const)(
    'hides the business from the %s (404, and none of it in their own list)',
    async (role) => {
      const named = await list(world[role], { businessId: world.business.id });
      expectError(named, 404, ENQUIRY_MESSAGES.unknownBusiness);
      const own = (await list(world[role], {})).data(ZFeedbackList);
      expect(own.list.some((item) => item.businessId === world.business.id)).toBe(false);
    },
  );

  it("refuses another agency's session on this host (401) and anyone signed out", async () => {
    expect((await list(world.otherAgencyAdmin, { businessId: world.business.id })).status).toBe(401);
    expect((await list(t.client(world.agency), {})).status).toBe(401);
  });

  it('refuses a bad query with the field named', async () => {
    const response = await list(world.owner, { businessId: 'not-a-uuid' });
    expect(response.status).toBe(400);
    expect(response.error().fields).toHaveProperty('businessId');
    expect((await list(world.owner, { pageSize: '500' })).status).toBe(400);
  });
});

describe('DELETE /feedback', () => {
  async function oneFeedback() {
    const world = await roleWorld();
    await leaveFeedback(world, 1);
    const [row] = await feedbackOf(world.business);
    if (!row) throw new Error('no feedback');
    return { world, feedbackNo: String(row.feedbackNo) };
  }
  const remove = (client: TestClient, feedbackNo: string) =>
    client.call(endpoints.deleteFeedback, { query: { feedbackNo } });

  it.each(['owner', 'admin', 'creator', 'maker', 'allCard'] as const)('lets the %s delete it', async (role) => {
    const { world, feedbackNo } = await oneFeedback();
    const response = await remove(world[role], feedbackNo);
    expect(response.data(ZDeleteFeedbackResponse)).toEqual({ deleted: true, feedbackNo: Number(feedbackNo) });
    expect(await feedbackOf(world.business)).toEqual([]);
  });

  it.each([
    ['otherCustomer', 404],
    ['otherFranchisee', 404],
    ['otherAgencyOwnHost', 404],
    ['otherAgencyAdmin', 401],
  ] as const)('refuses the %s (%i) and keeps it', async (role, status) => {
    const { world, feedbackNo } = await oneFeedback();
    const response = await remove(world[role], feedbackNo);
    expect(response.status).toBe(status);
    expect(await feedbackOf(world.business)).toHaveLength(1);
  });

  it('refuses a franchisee without card:edit on its own business (403) and keeps it', async () => {
    const { business, client } = await sentToBareFranchiseesCard(t, 'feedback');
    const [row] = await feedbackOf(business);
    const response = await remove(client, String(row?.feedbackNo));
    expectError(response, 403, MESSAGES.forbidden);
    expect(await feedbackOf(business)).toHaveLength(1);
  });

  it('answers 404 naming an unknown feedback, 400 for a bad number', async () => {
    const { world } = await oneFeedback();
    const unknown = await remove(world.owner, '2147483000');
    expectError(unknown, 404, ENQUIRY_MESSAGES.unknownFeedback(2147483000));
    const bad = await remove(world.owner, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.error().fields).toHaveProperty('feedbackNo');
  });
});
