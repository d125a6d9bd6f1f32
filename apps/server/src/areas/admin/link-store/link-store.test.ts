// Link store: the platform's Link Store staff manage an agency's link categories
// and links (http/https only, placed on the five panel pages), another agency's rows are not
// found, and anyone signed in reads the host agency's links for one page.
import {
  endpoints,
  LINK_STORE_MESSAGES,
  type LinkStorePage,
  MESSAGES,
  type TSaveLinkTypeBody,
  ZDeleteLinkCategoryResponse,
  ZDeleteLinkTypeResponse,
  ZHelpfulLinks,
  ZLinkCategory,
  ZLinkCategoryList,
  ZLinkType,
  ZLinkTypeList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgencyRow, linkCategories, linkTypes } from '#db/schema';
import { createLink, createLinkCategory } from '#test/factories/link-store';
import { franchiseeClient, staffClient } from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

const categoryPath = (id: string) => endpoints.getLinkCategory.path.replace('{linkCategoryId}', id);
const linkPath = (id: string) => endpoints.getLinkType.path.replace('{linkTypeId}', id);

async function platform() {
  const superagency = await createAgency({ roles: ['superadmin'] });
  const { client } = await staffClient(t, superagency, 'admin');
  return { superagency, admin: client };
}

const storedCategories = (agencyId: string) =>
  t.db.select().from(linkCategories).where(eq(linkCategories.agencyId, agencyId));
const storedLinks = (agencyId: string) => t.db.select().from(linkTypes).where(eq(linkTypes.agencyId, agencyId));

function linkBody(agency: AgencyRow, linkCategoryId: string, overrides: Partial<TSaveLinkTypeBody> = {}) {
  return {
    agencyId: agency.id,
    linkCategoryId,
    title: 'Make your card in 2 minutes',
    url: 'https://www.youtube.com/watch?v=abc123',
    kind: 'help-video',
    pages: ['digital-business-card', 'edit-business'],
    order: 1,
    ...overrides,
  } satisfies TSaveLinkTypeBody;
}

describe('link categories', () => {
  it('are added, listed in order with their link counts, read, renamed and deleted with their links', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const created = await admin.call(endpoints.createLinkCategory, {
      body: { agencyId: agency.id, name: 'Offers', order: 2 },
    });
    expect(created.status, created.text).toBe(200);
    const offers = created.data(ZLinkCategory);
    expect(offers).toMatchObject({ agencyId: agency.id, name: 'Offers', order: 2, linkCount: 0 });
    const help = await createLinkCategory(t, agency, 'Help', 1);
    await createLink(t, agency, { linkCategoryId: offers.linkCategoryId });
    await createLink(t, agency, { linkCategoryId: offers.linkCategoryId, title: 'Second' });
    await createLinkCategory(t, await createAgency(), 'Not ours');

    const list = await admin.call(endpoints.listLinkCategories, { query: { agencyId: agency.id } });
    expect(list.status, list.text).toBe(200);
    expect(list.data(ZLinkCategoryList).list.map((c) => [c.name, c.order, c.linkCount])).toEqual([
      ['Help', 1, 0],
      ['Offers', 2, 2],
    ]);

    const one = await admin.get(categoryPath(help.id), { query: { agencyId: agency.id } });
    expect(one.status, one.text).toBe(200);
    expect(one.data(ZLinkCategory).name).toBe('Help');

    const renamed = await admin.post(categoryPath(offers.linkCategoryId), {
      agencyId: agency.id,
      name: 'Festive offers',
      order: 0,
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.data(ZLinkCategory)).toMatchObject({ name: 'Festive offers', order: 0, linkCount: 2 });

    const deleted = await admin.request('DELETE', categoryPath(offers.linkCategoryId), {
      query: { agencyId: agency.id },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.data(ZDeleteLinkCategoryResponse)).toEqual({
      linkCategoryId: offers.linkCategoryId,
      deleted: true,
      linksDeleted: 2,
    });
    expect((await storedCategories(agency.id)).map((c) => c.name)).toEqual(['Help']);
    expect(await storedLinks(agency.id)).toEqual([]);
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', LINK_STORE_MESSAGES.categoryNameRequired],
    ['a long name', { name: 'x'.repeat(61) }, 'name', LINK_STORE_MESSAGES.categoryNameTooLong],
    ['a negative order', { name: 'Ok', order: -1 }, 'order', LINK_STORE_MESSAGES.orderInvalid],
    ['a fractional order', { name: 'Ok', order: 1.5 }, 'order', LINK_STORE_MESSAGES.orderInvalid],
  ])('refuses %s on the field, and stores nothing', async (_, body, field, message) => {
    const { admin } = await platform();
    const agency = await createAgency();
    const res = await admin.call(endpoints.createLinkCategory, { body: { agencyId: agency.id, ...body } });
    expect(res.status, res.text).toBe(400);
    expect(res.error().fields?.[field]).toBe(message);
    expect(await storedCategories(agency.id)).toEqual([]);
  });

  it("does not find another agency's category (404) to read, rename or delete, and it stays", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const other = await createAgency();
    const theirs = await createLinkCategory(t, other, 'Theirs');
    await createLink(t, other, { linkCategoryId: theirs.id });
    const query = { agencyId: agency.id };
    expect((await admin.get(categoryPath(theirs.id), { query })).status).toBe(404);
    expect((await admin.post(categoryPath(theirs.id), { ...query, name: 'Mine now' })).status).toBe(404);
    expect((await admin.request('DELETE', categoryPath(theirs.id), { query })).status).toBe(404);
    expect(await storedCategories(other.id)).toEqual([theirs]);
    expect(await storedLinks(other.id)).toHaveLength(1);
  });
});

describe('links (link types)', () => {
  it('are added, read, listed by category, page and kind, edited and deleted', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const category = await createLinkCategory(t, agency, 'Help', 1);
    const offers = await createLinkCategory(t, agency, 'Offers', 2);

    const created = await admin.call(endpoints.createLinkType, {
      // Pages come back in the spec's order, each once.
      body: linkBody(agency, category.id, { pages: ['edit-business', 'digital-business-card', 'edit-business'] }),
    });
    expect(created.status, created.text).toBe(200);
    const link = created.data(ZLinkType);
    expect(link).toMatchObject({
      agencyId: agency.id,
      linkCategoryId: category.id,
      categoryName: 'Help',
      title: 'Make your card in 2 minutes',
      url: 'https://www.youtube.com/watch?v=abc123',
      kind: 'help-video',
      pages: ['digital-business-card', 'edit-business'],
      order: 1,
    });
    await createLink(t, agency, {
      linkCategoryId: offers.id,
      title: '20% off plans',
      kind: 'offer',
      pages: ['payment'],
    });

    const titles = async (query: Record<string, string>) => {
      const res = await admin.call(endpoints.listLinkTypes, { query: { agencyId: agency.id, ...query } });
      expect(res.status, res.text).toBe(200);
      return res.data(ZLinkTypeList).list.map((l) => l.title);
    };
    expect(await titles({})).toEqual(['Make your card in 2 minutes', '20% off plans']);
    expect(await titles({ linkCategoryId: offers.id })).toEqual(['20% off plans']);
    expect(await titles({ page: 'edit-business' })).toEqual(['Make your card in 2 minutes']);
    expect(await titles({ kind: 'offer' })).toEqual(['20% off plans']);

    const read = await admin.get(linkPath(link.linkTypeId), { query: { agencyId: agency.id } });
    expect(read.data(ZLinkType).linkTypeId).toBe(link.linkTypeId);

    const edited = await admin.post(
      linkPath(link.linkTypeId),
      linkBody(agency, offers.id, { title: 'Moved', kind: 'tutorial', pages: ['frame-settings'] }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data(ZLinkType)).toMatchObject({
      title: 'Moved',
      kind: 'tutorial',
      linkCategoryId: offers.id,
      categoryName: 'Offers',
      pages: ['frame-settings'],
    });

    const deleted = await admin.request('DELETE', linkPath(link.linkTypeId), { query: { agencyId: agency.id } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.data(ZDeleteLinkTypeResponse)).toEqual({ linkTypeId: link.linkTypeId, deleted: true });
    expect((await storedLinks(agency.id)).map((l) => l.title)).toEqual(['20% off plans']);
  });

  it.each([
    ['a javascript: link', { url: 'javascript:alert(1)' }, 'url', MESSAGES.linkUrlRequired],
    ['a data: link', { url: 'data:text/html,<script>alert(1)</script>' }, 'url', MESSAGES.linkUrlRequired],
    ['a vbscript: link', { url: 'vbscript:msgbox(1)' }, 'url', MESSAGES.linkUrlRequired],
    ['an ftp link', { url: 'ftp://example.com/file' }, 'url', MESSAGES.linkUrlRequired],
    ['no link', { url: '' }, 'url', MESSAGES.linkUrlRequired],
    ['no title', { title: '' }, 'title', LINK_STORE_MESSAGES.titleRequired],
    ['a long title', { title: 'x'.repeat(81) }, 'title', LINK_STORE_MESSAGES.titleTooLong],
    ['no page', { pages: [] }, 'pages', LINK_STORE_MESSAGES.pagesRequired],
  ])('refuses %s on the field, and stores nothing', async (_, overrides, field, message) => {
    const { admin } = await platform();
    const agency = await createAgency();
    const category = await createLinkCategory(t, agency);
    const res = await admin.call(endpoints.createLinkType, {
      body: linkBody(agency, category.id, overrides as Partial<TSaveLinkTypeBody>),
    });
    expect(res.status, res.text).toBe(400);
    expect(res.error().fields?.[field]).toBe(message);
    expect(await storedLinks(agency.id)).toEqual([]);
  });

  it('refuses an unknown kind and an unknown page on the field', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const category = await createLinkCategory(t, agency);
    const kind = await admin.call(endpoints.createLinkType, {
      body: { ...linkBody(agency, category.id), kind: 'virus' },
    });
    expect(kind.status).toBe(400);
    expect(kind.error().fields?.kind).toBe(LINK_STORE_MESSAGES.kindRequired);
    const page = await admin.call(endpoints.createLinkType, {
      body: { ...linkBody(agency, category.id), pages: ['home'] },
    });
    expect(page.status).toBe(400);
    expect(Object.keys(page.error().fields ?? {})[0]).toMatch(/^pages/);
    expect(await storedLinks(agency.id)).toEqual([]);
  });

  it("refuses another agency's category in the body (400 on linkCategoryId), and stores nothing", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const theirs = await createLinkCategory(t, await createAgency());
    const res = await admin.call(endpoints.createLinkType, { body: linkBody(agency, theirs.id) });
    expect(res.status, res.text).toBe(400);
    expect(res.error().fields).toEqual({ linkCategoryId: LINK_STORE_MESSAGES.categoryRequired });
    expect(await storedLinks(agency.id)).toEqual([]);
  });

  it("does not find another agency's link (404) to read, edit or delete, and it stays", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const mine = await createLinkCategory(t, agency);
    const other = await createAgency();
    const theirs = await createLink(t, other);
    const query = { agencyId: agency.id };
    expect((await admin.get(linkPath(theirs.id), { query })).status).toBe(404);
    expect((await admin.post(linkPath(theirs.id), linkBody(agency, mine.id))).status).toBe(404);
    expect((await admin.request('DELETE', linkPath(theirs.id), { query })).status).toBe(404);
    expect(await storedLinks(other.id)).toEqual([theirs]);
  });
});

describe('who manages (superadmin agency and (admin or all-card access))', () => {
  it("lets the superadmin agency's all-card-access franchisee manage another agency's links", async () => {
    const superagency = await createAgency({ roles: ['superadmin'] });
    const { client } = await franchiseeClient(t, superagency, { allCardAccess: true });
    const agency = await createAgency();
    const created = await client.call(endpoints.createLinkCategory, { body: { agencyId: agency.id, name: 'Help' } });
    expect(created.status, created.text).toBe(200);
    expect(created.data(ZLinkCategory).agencyId).toBe(agency.id);
    const listed = await client.call(endpoints.listLinkCategories, { query: { agencyId: agency.id } });
    expect(listed.data(ZLinkCategoryList).total).toBe(1);
  });

  it('refuses everyone else every management call with 403, and nothing changes', async () => {
    const superagency = await createAgency({ roles: ['superadmin'] });
    const agency = await createAgency();
    const link = await createLink(t, agency);
    const refused: Record<string, TestClient> = {
      'a customer of the superadmin agency': await signedIn(
        t.client(superagency),
        await createCustomer({ agency: superagency }),
      ),
      'a customer of the agency': await signedIn(t.client(agency), await createCustomer({ agency })),
      "the superadmin agency's creator": (await staffClient(t, superagency, 'creator')).client,
      "the superadmin agency's plain franchisee": (await franchiseeClient(t, superagency)).client,
      "a plain agency's admin": (await staffClient(t, agency, 'admin')).client,
      "a plain agency's all-card franchisee": (await franchiseeClient(t, agency, { allCardAccess: true })).client,
    };
    const before = { categories: await storedCategories(agency.id), links: await storedLinks(agency.id) };
    for (const [who, client] of Object.entries(refused)) {
      const statuses = [
        (await client.call(endpoints.listLinkCategories)).status,
        (await client.get(categoryPath(link.linkCategoryId))).status,
        (await client.call(endpoints.createLinkCategory, { body: { name: 'Mine' } })).status,
        (await client.post(categoryPath(link.linkCategoryId), { name: 'Mine' })).status,
        (await client.request('DELETE', categoryPath(link.linkCategoryId))).status,
        (await client.call(endpoints.listLinkTypes)).status,
        (await client.get(linkPath(link.id))).status,
        (await client.call(endpoints.createLinkType, { body: linkBody(agency, link.linkCategoryId) })).status,
        (await client.post(linkPath(link.id), linkBody(agency, link.linkCategoryId))).status,
        (await client.request('DELETE', linkPath(link.id))).status,
      ];
      expect(statuses, who).toEqual(Array(10).fill(403));
    }
    expect({ categories: await storedCategories(agency.id), links: await storedLinks(agency.id) }).toEqual(before);
  });

  it('answers 404 for an agency that does not exist', async () => {
    const { admin } = await platform();
    const res = await admin.call(endpoints.listLinkCategories, { query: { agencyId: crypto.randomUUID() } });
    expect(res.status).toBe(404);
  });
});

describe('GET /link-store/helpful-links (the strip)', () => {
  const strip = async (client: TestClient, page: LinkStorePage) => {
    const res = await client.call(endpoints.getHelpfulLinks, { query: { page } });
    expect(res.status, res.text).toBe(200);
    return res.data(ZHelpfulLinks).list;
  };

  it("gives anyone signed in the host agency's links placed on the page, in the agency's order", async () => {
    const agency = await createAgency();
    const help = await createLinkCategory(t, agency, 'Help', 1);
    const offers = await createLinkCategory(t, agency, 'Offers', 0);
    await createLink(t, agency, { linkCategoryId: help.id, title: 'Second tutorial', kind: 'tutorial', sortOrder: 2 });
    await createLink(t, agency, { linkCategoryId: help.id, title: 'First video', sortOrder: 1 });
    await createLink(t, agency, { linkCategoryId: offers.id, title: 'Diwali offer', kind: 'offer' });
    await createLink(t, agency, { linkCategoryId: help.id, title: 'Payments only', pages: ['payment'] });
    await createLink(t, await createAgency(), { title: 'Another agency' });
    const customer = await signedIn(t.client(agency), await createCustomer({ agency }));

    expect(await strip(customer, 'digital-business-card')).toEqual([
      expect.objectContaining({ title: 'Diwali offer', kind: 'offer', categoryName: 'Offers' }),
      expect.objectContaining({ title: 'First video', kind: 'help-video', categoryName: 'Help' }),
      expect.objectContaining({ title: 'Second tutorial', kind: 'tutorial', categoryName: 'Help' }),
    ]);
    expect((await strip(customer, 'payment')).map((l) => l.title)).toEqual(['Payments only']);
    expect(await strip(customer, 'frame-settings')).toEqual([]);

    const { client: franchisee } = await franchiseeClient(t, agency);
    expect((await strip(franchisee, 'payment')).map((l) => l.title)).toEqual(['Payments only']);
  });

  it('refuses an unknown page (400) and a signed-out caller (401)', async () => {
    const agency = await createAgency();
    const customer = await signedIn(t.client(agency), await createCustomer({ agency }));
    const bad = await customer.call(endpoints.getHelpfulLinks, { query: { page: 'home' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fields ?? {})).toContain('page');
    expect((await t.client(agency).call(endpoints.getHelpfulLinks, { query: { page: 'payment' } })).status).toBe(401);
  });
});

describe('XSS: every text field stays text', () => {
  it('keeps markup in category names and link titles as sent (the web renders them as text), and only http(s) links', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const name = '<img src=x onerror=alert(1)>';
    const category = (await admin.call(endpoints.createLinkCategory, { body: { agencyId: agency.id, name } })).data(
      ZLinkCategory,
    );
    expect(category.name).toBe(name);
    const title = '<script>alert(document.cookie)</script>';
    const link = await admin.call(endpoints.createLinkType, {
      body: linkBody(agency, category.linkCategoryId, { title, url: 'https://example.com/"><script>' }),
    });
    expect(link.status, link.text).toBe(200);
    const saved = link.data(ZLinkType);
    expect(saved.title).toBe(title);
    // The URL parser accepted it as an https address; it can only ever be an https link.
    expect(saved.url.startsWith('https://')).toBe(true);
  });
});
