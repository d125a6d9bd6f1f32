// Category static pages: the platform's admins manage an agency's pages, the
// rich text is cleaned to the safe subset, the call to action is http/https or tel only, and a
// customer reads the published page of their business's category on their own agency's host.
import {
  CATEGORY_PAGE_MESSAGES,
  endpoints,
  MESSAGES,
  type TSaveCategoryStaticPageBody,
  ZCategoryStaticPage,
  ZCategoryStaticPageForBusiness,
  ZCategoryStaticPageList,
  ZDeleteCategoryStaticPageResponse,
  ZUploadedDocument,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgencyRow, categoryStaticPages, documents } from '#db/schema';
import { createStaticPage } from '#test/factories/category-static-pages';
import { imageBytes } from '#test/factories/image-posts';
import { franchiseeClient, staffClient } from '#test/factories/payments';
import { testAppPerFile } from '#test/support/app';
import { multipartBody, type TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

/** A superadmin agency with a signed-in admin: the one caller the admin menu lets manage the pages. */
async function platform() {
  const superagency = await createAgency({ roles: ['superadmin'] });
  const { client } = await staffClient(t, superagency, 'admin');
  return { superagency, admin: client };
}

function pageBody(
  agency: AgencyRow,
  overrides: Partial<TSaveCategoryStaticPageBody> = {},
): TSaveCategoryStaticPageBody {
  return {
    agencyId: agency.id,
    category: 'sweet-shop',
    title: 'Diwali season for sweet shops',
    content: '<h2>Plan early</h2><p>Take <strong>bulk orders</strong> from <em>offices</em>.</p>',
    callToAction: { label: 'Call us', link: 'tel:+919876543210' },
    ...overrides,
  };
}

const storedPages = (agencyId: string) =>
  t.db.select().from(categoryStaticPages).where(eq(categoryStaticPages.agencyId, agencyId));

async function save(client: TestClient, body: TSaveCategoryStaticPageBody) {
  return client.call(endpoints.saveCategoryStaticPage, { body });
}

describe('POST /category-static-page', () => {
  it("lets the superadmin agency's admin add a page for another agency's category and edit it", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const created = await save(admin, pageBody(agency));
    expect(created.status, created.text).toBe(200);
    const page = created.data(ZCategoryStaticPage);
    expect(page).toMatchObject({
      agencyId: agency.id,
      category: 'sweet-shop',
      categoryName: 'Sweet Shop',
      title: 'Diwali season for sweet shops',
      content: '<h2>Plan early</h2><p>Take <strong>bulk orders</strong> from <em>offices</em>.</p>',
      callToAction: { label: 'Call us', link: 'tel:+919876543210' },
      isPublished: true,
      coverImageUrl: null,
    });

    const edited = await save(admin, {
      ...pageBody(agency, { title: 'Winter orders', isPublished: false, callToAction: null }),
      categoryStaticPageId: page.categoryStaticPageId,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.data(ZCategoryStaticPage)).toMatchObject({
      categoryStaticPageId: page.categoryStaticPageId,
      title: 'Winter orders',
      isPublished: false,
      callToAction: null,
    });
    expect(await storedPages(agency.id)).toHaveLength(1);
  });

  it('manages its own agency when no agencyId is named', async () => {
    const { superagency, admin } = await platform();
    const res = await save(admin, { ...pageBody(superagency), agencyId: undefined });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZCategoryStaticPage).agencyId).toBe(superagency.id);
  });

  it.each([
    ['an unknown category', { category: 'no-such-trade' }, 'category', MESSAGES.categoryUnknown],
    ['an empty title', { title: '  ' }, 'title', CATEGORY_PAGE_MESSAGES.titleRequired],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, 'title', CATEGORY_PAGE_MESSAGES.titleTooLong],
    ['no content', { content: '' }, 'content', CATEGORY_PAGE_MESSAGES.contentRequired],
    [
      'content that is only a script',
      { content: '<script>alert(1)</script><p>  </p>' },
      'content',
      CATEGORY_PAGE_MESSAGES.contentRequired,
    ],
    ['content too long', { content: `<p>${'a'.repeat(50_000)}</p>` }, 'content', CATEGORY_PAGE_MESSAGES.contentTooLong],
    [
      'a javascript: call to action',
      { callToAction: { label: 'Go', link: 'javascript:alert(1)' } },
      'callToAction.link',
      CATEGORY_PAGE_MESSAGES.ctaLinkInvalid,
    ],
    [
      'a data: call to action',
      { callToAction: { label: 'Go', link: 'data:text/html,<script>alert(1)</script>' } },
      'callToAction.link',
      CATEGORY_PAGE_MESSAGES.ctaLinkInvalid,
    ],
    [
      'a call to action without a label',
      { callToAction: { label: '', link: 'https://example.com' } },
      'callToAction.label',
      CATEGORY_PAGE_MESSAGES.ctaLabelRequired,
    ],
    ['a cover image from another site', { coverImageUrl: 'https://evil.example/x.png' }, 'coverImageUrl', null],
  ])('refuses %s with the field named, and stores nothing', async (_, overrides, field, message) => {
    const { admin } = await platform();
    const agency = await createAgency();
    const res = await save(admin, pageBody(agency, overrides as Partial<TSaveCategoryStaticPageBody>));
    expect(res.status, res.text).toBe(400);
    const error = res.error();
    expect(Object.keys(error.fields ?? {})).toContain(field);
    if (message) expect(error.fields?.[field]).toBe(message);
    expect(await storedPages(agency.id)).toEqual([]);
  });

  it('keeps one page per agency and category: a second is a 409 on the category', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const first = await createStaticPage(t, agency);
    const res = await save(admin, pageBody(agency, { title: 'Another' }));
    expect(res.status, res.text).toBe(409);
    expect(res.error().fields).toEqual({ category: CATEGORY_PAGE_MESSAGES.categoryTaken });
    expect(await storedPages(agency.id)).toEqual([first]);
  });

  it("does not find another agency's page by id (404), and changes nothing", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const other = await createAgency();
    const theirs = await createStaticPage(t, other);
    const res = await save(admin, { ...pageBody(agency), categoryStaticPageId: theirs.id });
    expect(res.status, res.text).toBe(404);
    expect(await storedPages(other.id)).toEqual([theirs]);
    expect(await storedPages(agency.id)).toEqual([]);
  });

  it('answers 404 for an agency that does not exist', async () => {
    const { admin } = await platform();
    const res = await save(admin, { ...pageBody(await createAgency()), agencyId: crypto.randomUUID() });
    expect(res.status, res.text).toBe(404);
  });
});

describe('rich text: the safe subset only (XSS)', () => {
  const HOSTILE: [string, string, string][] = [
    ['a script', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an event handler', '<p onclick="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['an img onerror', '<img src="/uploads/x/a.webp" onerror="alert(1)">', '<img src="/uploads/x/a.webp" />'],
    [
      'a javascript: link',
      '<p><a href="javascript:alert(1)">Tap</a></p>',
      '<p><a rel="noopener noreferrer nofollow" target="_blank">Tap</a></p>',
    ],
    [
      'a data: link',
      '<p><a href="data:text/html,x">Tap</a></p>',
      '<p><a rel="noopener noreferrer nofollow" target="_blank">Tap</a></p>',
    ],
    [
      'a protocol-relative link',
      '<p><a href="//evil.example">Tap</a></p>',
      '<p><a rel="noopener noreferrer nofollow" target="_blank">Tap</a></p>',
    ],
    ["another site's image", '<p>x</p><img src="https://evil.example/t.png">', '<p>x</p>'],
    ['a data: image', '<p>x</p><img src="data:image/png;base64,AAAA">', '<p>x</p>'],
    ['an iframe', '<p>x</p><iframe src="https://evil.example"></iframe>', '<p>x</p>'],
    ['an svg onload', '<p>x</p><svg onload="alert(1)"><circle/></svg>', '<p>x</p>'],
    ['a style attribute', '<p style="position:fixed">x</p>', '<p>x</p>'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['a form', '<form action="https://evil.example"><input name="otp"></form><p>x</p>', '<p>x</p>'],
    [
      'an encoded javascript: link',
      '<a href="jav&#x09;ascript:alert(1)">Tap</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">Tap</a>',
    ],
  ];

  it.each(HOSTILE)('strips %s', async (_, content, clean) => {
    const { admin } = await platform();
    const agency = await createAgency();
    const res = await save(admin, pageBody(agency, { content }));
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZCategoryStaticPage).content).toBe(clean);
    const [row] = await storedPages(agency.id);
    expect(row?.contentHtml).toBe(clean);
  });

  it('keeps the subset: headings, bold, italic, lists, safe links and our own images', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const content =
      '<h1>Big</h1><h3>Small</h3><p><b>b</b> <i>i</i></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<p><a href="https://example.com/a">web</a> <a href="mailto:hi@example.com">mail</a> <a href="tel:+911234567890">call</a></p>' +
      '<img src="/uploads/category-static-page/x/a.webp" alt="Shop">';
    const res = await save(admin, pageBody(agency, { content }));
    expect(res.status, res.text).toBe(200);
    const rel = 'rel="noopener noreferrer nofollow" target="_blank"';
    expect(res.data(ZCategoryStaticPage).content).toBe(
      '<h2>Big</h2><h3>Small</h3><p><strong>b</strong> <em>i</em></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        `<p><a href="https://example.com/a" ${rel}>web</a> <a href="mailto:hi@example.com" ${rel}>mail</a> <a href="tel:+911234567890" ${rel}>call</a></p>` +
        '<img src="/uploads/category-static-page/x/a.webp" alt="Shop" />',
    );
  });

  it('keeps markup in the title and the button text as plain text: returned exactly as sent, never as HTML', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const title = '<img src=x onerror=alert(1)> Offers';
    const label = '<script>alert(1)</script>';
    const res = await save(admin, pageBody(agency, { title, callToAction: { label, link: 'https://example.com' } }));
    expect(res.status, res.text).toBe(200);
    // Text fields are data: the web renders them as text (React escapes them).
    expect(res.data(ZCategoryStaticPage)).toMatchObject({ title, callToAction: { label } });
  });
});

describe('GET /category-static-page', () => {
  it("lists the named agency's pages, drafts included, and never another agency's", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    await createStaticPage(t, agency, { category: 'travel-agency', title: 'Trips', isPublished: false });
    await createStaticPage(t, agency, { category: 'sweet-shop', title: 'Sweets' });
    await createStaticPage(t, await createAgency(), { title: 'Not ours' });
    const res = await admin.call(endpoints.listCategoryStaticPages, { query: { agencyId: agency.id } });
    expect(res.status, res.text).toBe(200);
    const { list, total } = res.data(ZCategoryStaticPageList);
    expect(total).toBe(2);
    expect(list.map((page) => [page.categoryName, page.title, page.isPublished])).toEqual([
      ['Sweet Shop', 'Sweets', true],
      ['Travel Agency', 'Trips', false],
    ]);
  });
});

describe('DELETE /category-static-page?categoryStaticPageId', () => {
  it("deletes the agency's page", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const page = await createStaticPage(t, agency);
    const res = await admin.call(endpoints.deleteCategoryStaticPage, {
      query: { categoryStaticPageId: page.id, agencyId: agency.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZDeleteCategoryStaticPageResponse)).toEqual({ categoryStaticPageId: page.id, deleted: true });
    expect(await storedPages(agency.id)).toEqual([]);
  });

  it("does not find another agency's page (404), which stays", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const other = await createAgency();
    const theirs = await createStaticPage(t, other);
    const res = await admin.call(endpoints.deleteCategoryStaticPage, {
      query: { categoryStaticPageId: theirs.id, agencyId: agency.id },
    });
    expect(res.status, res.text).toBe(404);
    expect(await storedPages(other.id)).toEqual([theirs]);
  });

  it('refuses a missing or malformed id on the field', async () => {
    const { admin } = await platform();
    const res = await admin.call(endpoints.deleteCategoryStaticPage, { query: { categoryStaticPageId: 'nope' } });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toContain('categoryStaticPageId');
  });
});

describe('POST /category-static-page/image', () => {
  const upload = (client: TestClient, agencyId: string, bytes: Buffer, contentType = 'image/png') => {
    const form = multipartBody({ filename: 'photo.png', contentType, bytes });
    return client.request('POST', endpoints.uploadCategoryStaticPageImage.path, {
      query: { agencyId },
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
  };

  it("stores an image with the named agency, as WebP under the page's hierarchy", async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const res = await upload(admin, agency.id, await imageBytes({ width: 300, height: 200 }));
    expect(res.status, res.text).toBe(200);
    const doc = res.data(ZUploadedDocument);
    expect(doc).toMatchObject({ hierarchy1: 'category-static-page', hierarchy2: agency.id, contentType: 'image/webp' });
    expect(doc.url).toMatch(new RegExp(`^/uploads/category-static-page/${agency.id}/[0-9a-f-]+\\.webp$`));
    const stored = await t.db.select().from(documents).where(eq(documents.agencyId, agency.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses a file that is not an image (415) whatever its name, and stores nothing', async () => {
    const { admin } = await platform();
    const agency = await createAgency();
    const res = await upload(admin, agency.id, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/svg+xml');
    expectError(res, 415, MESSAGES.uploadNotImage);
    expect(await t.db.select().from(documents).where(eq(documents.agencyId, agency.id))).toEqual([]);
  });

  it('refuses a file over 8 MB (413)', async () => {
    const { admin } = await platform();
    const res = await upload(admin, (await createAgency()).id, Buffer.alloc(8 * 1024 * 1024 + 10, 1));
    expect(res.status, res.text).toBe(413);
  });
});

describe('who manages (superadmin agency and admin)', () => {
  async function callers() {
    const superagency = await createAgency({ roles: ['superadmin'] });
    const agency = await createAgency();
    const owner = await createCustomer({ agency: superagency });
    return {
      superagency,
      agency,
      refused: {
        'a customer of the superadmin agency': await signedIn(t.client(superagency), owner),
        "the superadmin agency's creator": (await staffClient(t, superagency, 'creator')).client,
        "the superadmin agency's all-card franchisee": (await franchiseeClient(t, superagency, { allCardAccess: true }))
          .client,
        "a plain agency's admin": (await staffClient(t, agency, 'admin')).client,
      },
    };
  }

  it('refuses everyone else every management call with 403, and nothing changes', async () => {
    const { agency, refused } = await callers();
    const page = await createStaticPage(t, agency);
    for (const [who, client] of Object.entries(refused)) {
      const calls = [
        await client.call(endpoints.listCategoryStaticPages),
        await save(client, pageBody(agency, { category: 'travel-agency' })),
        await save(client, { ...pageBody(agency), categoryStaticPageId: page.id, title: 'Taken over' }),
        await client.call(endpoints.deleteCategoryStaticPage, { query: { categoryStaticPageId: page.id } }),
        await client.request('POST', endpoints.uploadCategoryStaticPageImage.path, { body: {} }),
      ];
      expect(
        calls.map((res) => res.status),
        who,
      ).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await storedPages(agency.id)).toEqual([page]);
  });

  it("refuses a plain agency's admin naming even its own agency", async () => {
    const agency = await createAgency();
    const { client } = await staffClient(t, agency, 'admin');
    const res = await client.call(endpoints.listCategoryStaticPages, { query: { agencyId: agency.id } });
    expect(res.status).toBe(403);
  });
});

describe('GET /category-static-page/for-business (the reader)', () => {
  async function customerOf(agency: AgencyRow, category: string) {
    const owner = await createCustomer({ agency });
    const business = await createBusiness({ user: owner, category, active: true });
    return { business, client: await signedIn(t.client(agency), owner) };
  }

  it("gives a customer the published page of their business's category, and null for another category", async () => {
    const agency = await createAgency();
    const page = await createStaticPage(t, agency, { category: 'sweet-shop', title: 'Sweets' });
    const sweets = await customerOf(agency, 'sweet-shop');
    const res = await sweets.client.call(endpoints.getCategoryStaticPageForBusiness, {
      query: { businessId: sweets.business.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZCategoryStaticPageForBusiness).page).toMatchObject({
      categoryStaticPageId: page.id,
      title: 'Sweets',
      categoryName: 'Sweet Shop',
    });

    const travel = await customerOf(agency, 'travel-agency');
    const none = await travel.client.call(endpoints.getCategoryStaticPageForBusiness, {
      query: { businessId: travel.business.id },
    });
    expect(none.status, none.text).toBe(200);
    expect(none.data(ZCategoryStaticPageForBusiness)).toEqual({ page: null });
  });

  it('does not show a draft', async () => {
    const agency = await createAgency();
    await createStaticPage(t, agency, { isPublished: false });
    const { client, business } = await customerOf(agency, 'sweet-shop');
    const res = await client.call(endpoints.getCategoryStaticPageForBusiness, { query: { businessId: business.id } });
    expect(res.data(ZCategoryStaticPageForBusiness)).toEqual({ page: null });
  });

  it("shows only the host agency's page: another agency's page for the same category is invisible", async () => {
    const agency = await createAgency();
    await createStaticPage(t, await createAgency(), { title: 'Elsewhere' });
    const { client, business } = await customerOf(agency, 'sweet-shop');
    const res = await client.call(endpoints.getCategoryStaticPageForBusiness, { query: { businessId: business.id } });
    expect(res.data(ZCategoryStaticPageForBusiness)).toEqual({ page: null });
  });

  it("answers 404 for a business the caller does not reach (another customer's, another agency's)", async () => {
    const agency = await createAgency();
    await createStaticPage(t, agency);
    const mine = await customerOf(agency, 'sweet-shop');
    const neighbour = await customerOf(agency, 'sweet-shop');
    const res = await mine.client.call(endpoints.getCategoryStaticPageForBusiness, {
      query: { businessId: neighbour.business.id },
    });
    expect(res.status, res.text).toBe(404);
    const elsewhere = await customerOf(await createAgency(), 'sweet-shop');
    const cross = await mine.client.call(endpoints.getCategoryStaticPageForBusiness, {
      query: { businessId: elsewhere.business.id },
    });
    expect(cross.status, cross.text).toBe(404);
  });

  it("lets staff who reach the business read it (the agency's admin)", async () => {
    const agency = await createAgency();
    await createStaticPage(t, agency);
    const { business } = await customerOf(agency, 'sweet-shop');
    const { client } = await staffClient(t, agency, 'admin');
    const res = await client.call(endpoints.getCategoryStaticPageForBusiness, { query: { businessId: business.id } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZCategoryStaticPageForBusiness).page?.category).toBe('sweet-shop');
  });

  it('refuses a signed-out caller (401)', async () => {
    const agency = await createAgency();
    const { business } = await customerOf(agency, 'sweet-shop');
    const res = await t.client(agency).call(endpoints.getCategoryStaticPageForBusiness, {
      query: { businessId: business.id },
    });
    expect(res.status).toBe(401);
  });
});
