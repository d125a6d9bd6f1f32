// Staff cards (docs/product-rules.md#staff-cards): a member's page, contact file and QR code under
// the card's address; the views, saves and leads that are theirs; a tag that opens their page; and
// the plan's limit on how many members a card may have.
import {
  DEFAULT_TEAM_MEMBERS_PER_CARD,
  endpoints,
  type TCardTeamMember,
  type TPlanLimits,
  ZCard,
  ZCardAnalytics,
  ZCardTeamMember,
  ZLeadList,
  ZSubscriptionPlan,
  ZTag,
  ZTagBatch,
  ZTagList,
} from '@cardora/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, cardEvents, cardLeads } from '#db/schema';
import { AGREED, GOOD_LEAD, visitor } from '#test/factories/feedback';
import { richSections } from '#test/factories/public-card';
import { testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { decodeQr } from '#test/support/pdf-read-back';
import { signedIn, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

const member = (fields: Partial<TCardTeamMember> & Pick<TCardTeamMember, 'memberId' | 'slug' | 'name'>) =>
  ZCardTeamMember.parse(fields);

const PRIYA = member({
  memberId: 'm-priya',
  slug: 'priya',
  name: 'Priya Nair',
  designation: 'Sales',
  phoneNumber: '+919812345678',
  whatsappNumber: '+919812345678',
  email: 'priya@example.com',
});
const RAVI = member({ memberId: 'm-ravi', slug: 'ravi', name: 'Ravi Kumar', designation: 'Deliveries', hidden: true });

const PLAN: TPlanLimits = {
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: false,
  greetingImagesLimit: 0,
  greetingVideosIncluded: false,
  greetingVideosLimit: 0,
  pdfCardIncluded: false,
  pdfCardLimit: 0,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 0,
};

/** An agency, a shop on a running plan (its team limit as given) whose card has Priya and hidden Ravi. */
async function world(
  options: { teamMembersLimit?: number | null; onPlan?: boolean; members?: TCardTeamMember[] } = {},
) {
  const agency = await createAgency({ agencyName: 'Acme Cards' });
  const ownerRow = await createCustomer({ agency });
  const business = await createBusiness({ user: ownerRow, businessName: 'Sharma Sweets' });
  if (options.onPlan ?? true) {
    await t.db
      .update(businesses)
      .set({
        paymentStatus: 1,
        expiryDateForCustomer: new Date(Date.now() + 300 * 86_400_000),
        planLimits: { ...PLAN, teamMembersLimit: options.teamMembersLimit ?? null },
      })
      .where(eq(businesses.id, business.id));
  }
  const sections = richSections({ team: { members: options.members ?? [PRIYA, RAVI] } });
  // The fixture's landline is not a mobile the contract accepts back from a save.
  if (sections.basicDetails) sections.basicDetails.phoneNumbers = ['+919876543210'];
  const card = await createCard({ business, sections });
  const cardId = card.cardId ?? '';
  return { agency, ownerRow, business, card, cardId, guest: visitor(t, agency) };
}

describe("a member's page", () => {
  it("shows the member at /<cardId>/<member>, with the business's card listing the visible team", async () => {
    const { cardId, guest } = await world();
    const page = await guest.get(`/${cardId}/priya`);
    expect(page.status, page.text).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('Priya Nair</h1>');
    expect(page.text).toContain('Sharma Sweets');
    expect(page.text).toContain(`href="/${cardId}/priya.vcf"`);
    expect(page.text).toContain('name="member" value="m-priya"');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'sha256-");

    const card = await guest.get(`/${cardId}`);
    expect(card.text).toContain(`href="/${cardId}/priya"`);
    expect(card.text).not.toContain('Ravi Kumar');
  });

  it('is 404 for a hidden member and for an address no member has; capitals redirect', async () => {
    const { cardId, guest } = await world();
    expect((await guest.get(`/${cardId}/ravi`)).status).toBe(404);
    expect((await guest.get(`/${cardId}/nobody`)).status).toBe(404);
    expect((await guest.get(`/${cardId}/ravi.vcf`)).status).toBe(404);
    const upper = await guest.get(`/${cardId}/Priya`);
    expect(upper.status).toBe(301);
    expect(upper.headers.location).toBe(`/${cardId}/priya`);
  });

  it("counts the view as the member's, once per visitor in the repeat window", async () => {
    const { card, cardId, guest } = await world();
    await guest.get(`/${cardId}/priya`);
    await guest.get(`/${cardId}/priya`);
    await t.services.cardEvents.flush();
    const views = await t.db
      .select()
      .from(cardEvents)
      .where(and(eq(cardEvents.cardNo, card.cardNo), eq(cardEvents.kind, 'view'), isNotNull(cardEvents.memberId)));
    expect(views.map((view) => view.memberId)).toEqual(['m-priya']);
  });

  it("saves the member's contact: their name, role, phone and e-mail, the business as organisation", async () => {
    const { card, cardId, guest } = await world();
    const vcf = await guest.get(`/${cardId}/priya.vcf`);
    expect(vcf.status, vcf.text).toBe(200);
    expect(vcf.headers['content-type']).toContain('text/vcard');
    expect(vcf.headers['content-disposition']).toContain(`${cardId}-priya.vcf`);
    expect(vcf.text).toContain('FN:Priya Nair');
    expect(vcf.text).toContain('TITLE:Sales');
    expect(vcf.text).toContain('ORG:Sharma Sweets');
    expect(vcf.text).toContain('+919812345678');
    expect(vcf.text).toContain('priya@example.com');
    expect(vcf.text).toContain(`/${cardId}/priya`);
    expect(vcf.text).not.toContain('Aarav Sharma');
    await expect
      .poll(async () =>
        (
          await t.db
            .select()
            .from(cardEvents)
            .where(and(eq(cardEvents.cardNo, card.cardNo), eq(cardEvents.action, 'save-contact')))
        ).map((event) => event.memberId),
      )
      .toEqual(['m-priya']);
  });

  it("serves a QR code that opens the member's page", async () => {
    const { cardId, agency } = await world();
    const response = await t.app.inject({
      method: 'GET',
      url: `/${cardId}/priya/qr.png`,
      headers: { host: `${agency.slug}.localhost` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await decodeQr(response.rawPayload)).toMatch(new RegExp(`/${cardId}/priya$`));
  });
});

describe("a member's leads and figures", () => {
  it('addresses a lead sent from their page to them, by name, in the list and the analytics', async () => {
    const { agency, ownerRow, card, cardId, guest } = await world();
    const sent = await guest.post(cardId, 'lead', { ...GOOD_LEAD, member: 'm-priya' });
    expect(sent.status, sent.text).toBe(303);
    // A member the card does not show is not named: the lead is the business's.
    const other = visitor(t, agency);
    expect((await other.post(cardId, 'lead', { ...GOOD_LEAD, name: 'Anil', member: 'm-ravi' })).status).toBe(303);
    const stored = await t.db.select().from(cardLeads).where(eq(cardLeads.cardNo, card.cardNo));
    expect(stored.map((lead) => [lead.name, lead.memberId, lead.memberName]).sort()).toEqual([
      ['Anil', null, null],
      ['Rohan Mehta', 'm-priya', 'Priya Nair'],
    ]);

    const owner = await signedIn(t.client(agency), ownerRow);
    const list = (await owner.call(endpoints.listLeads, { query: {} })).data(ZLeadList);
    const priyas = list.list.find((lead) => lead.name === 'Rohan Mehta');
    expect(priyas?.teamMember).toEqual({ memberId: 'm-priya', name: 'Priya Nair' });

    await guest.get(`/${cardId}/priya`);
    await t.services.cardEvents.flush();
    const analytics = (await owner.call(endpoints.getCardAnalytics, { query: { cardNo: String(card.cardNo) } })).data(
      ZCardAnalytics,
    );
    expect(analytics.byMember.map((row) => [row.slug, row.views, row.leads])).toEqual([
      ['priya', 1, 1],
      ['ravi', 0, 0],
    ]);
    expect(analytics.totals.views).toBeGreaterThanOrEqual(1);
  });

  it('keeps the form it was sent from when a field is refused', async () => {
    const { cardId, guest } = await world();
    const refused = await guest.post(cardId, 'lead', { ...AGREED, name: 'Rohan', phone: '12', member: 'm-priya' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('name="member" value="m-priya"');
  });
});

describe("the plan's team limit", () => {
  async function ownerOf(options: Parameters<typeof world>[0]) {
    const w = await world(options);
    return { ...w, owner: await signedIn(t.client(w.agency), w.ownerRow) };
  }
  const save = (owner: Awaited<ReturnType<typeof ownerOf>>['owner'], cardNo: number, members: TCardTeamMember[]) =>
    owner.call(endpoints.updateCardTeam, { body: { cardNo, team: { members } } });
  const asha = member({ memberId: 'm-asha', slug: 'asha', name: 'Asha' });

  it("lets the owner add, order and hide members up to the plan's number, and refuses one more", async () => {
    const { owner, card, cardId, guest } = await ownerOf({ teamMembersLimit: 2, members: [] });
    const two = await save(owner, card.cardNo, [asha, PRIYA]);
    expect(two.status, two.text).toBe(200);
    expect(two.data(ZCard).sections.team.members.map((m) => m.slug)).toEqual(['asha', 'priya']);
    expect((await guest.get(`/${cardId}/asha`)).status).toBe(200);

    const three = await save(owner, card.cardNo, [asha, PRIYA, RAVI]);
    expect(three.status).toBe(409);
    expect(three.text).toContain("This business's plan allows 2 team members");
    expect(three.text).toContain('Upgrade the plan to add more.');

    const reordered = await save(owner, card.cardNo, [{ ...PRIYA, hidden: true }, asha]);
    expect(reordered.status, reordered.text).toBe(200);
    expect((await guest.get(`/${cardId}/priya`)).status).toBe(404);
  });

  it("takes the agency's setting when the plan sets none, and the product's default when neither does", async () => {
    const { owner, card, agency } = await ownerOf({ teamMembersLimit: null, members: [] });
    const many = Array.from({ length: DEFAULT_TEAM_MEMBERS_PER_CARD + 1 }, (_, i) =>
      member({ memberId: `m${i}`, slug: `person-${i}`, name: `Person ${i}` }),
    );
    expect((await save(owner, card.cardNo, many)).status).toBe(409);
    expect((await save(owner, card.cardNo, many.slice(0, DEFAULT_TEAM_MEMBERS_PER_CARD))).status).toBe(200);

    const { agencies } = await import('#db/schema');
    await t.db
      .update(agencies)
      .set({ configuration: { ...agency.configuration, team: { membersPerCard: 1 } } })
      .where(eq(agencies.id, agency.id));
    // Already over the agency's new number: editing them passes, adding does not.
    expect((await save(owner, card.cardNo, many.slice(0, DEFAULT_TEAM_MEMBERS_PER_CARD))).status).toBe(200);
    expect((await save(owner, card.cardNo, many.slice(0, DEFAULT_TEAM_MEMBERS_PER_CARD + 1))).status).toBe(409);
  });

  it('refuses members without a running plan, and says a plan brings them', async () => {
    const { owner, card } = await ownerOf({ onPlan: false, members: [] });
    const refused = await save(owner, card.cardNo, [asha]);
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('team members come with a plan');
    expect((await save(owner, card.cardNo, [])).status).toBe(200);
  });

  it('keeps a plan’s own number through the plan editor and into the entitlements', async () => {
    const { agency } = await world();
    const admin = await signedInStaff(t, agency, 'admin');
    const saved = await admin.call(endpoints.saveSubscriptionPlan, {
      body: {
        name: 'Team plan',
        price: 99_900,
        validity: 1,
        ...PLAN,
        teamMembersLimit: 8,
        frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
      },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.data(ZSubscriptionPlan).teamMembersLimit).toBe(8);
  });
});

describe('a tag tied to a member', () => {
  it("opens the member's page while the card shows them, else the business's card", async () => {
    const { agency, business, cardId } = await world();
    const admin = await signedInStaff(t, agency, 'admin');
    const batch = (await admin.call(endpoints.createTagBatch, { body: { name: 'Counter tags', count: 1 } })).data(
      ZTagBatch,
    );
    const [tag] = (await admin.call(endpoints.listTags, { query: { batchId: batch.id } })).data(ZTagList).list;
    const code = tag?.code ?? '';
    const path = endpoints.updateTag.path.replace('{code}', code);

    const unknown = await admin.request('PUT', path, { body: { businessId: business.id, memberId: 'm-nobody' } });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('no such team member');

    const tied = await admin.request('PUT', path, { body: { businessId: business.id, memberId: 'm-priya' } });
    expect(tied.status, tied.text).toBe(200);
    expect(tied.data(ZTag)).toMatchObject({ memberId: 'm-priya', memberName: 'Priya Nair', cardId });

    const guest = visitor(t, agency);
    const scan = await guest.get(`/t/${code}`);
    expect(scan.status).toBe(302);
    expect(String(scan.headers.location)).toMatch(new RegExp(`/${cardId}/priya\\?src=nfc$`));

    // Back to the business's card: the member named null.
    const untied = await admin.request('PUT', path, { body: { memberId: null } });
    expect(untied.data(ZTag).memberId).toBeNull();
    const again = await visitor(t, agency).get(`/t/${code}`);
    expect(String(again.headers.location)).toMatch(new RegExp(`/${cardId}\\?src=nfc$`));
  });
});
