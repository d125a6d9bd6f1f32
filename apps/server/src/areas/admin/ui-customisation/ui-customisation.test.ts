// UI customisation over HTTP: the theme, banners and tiles, their images, who
// may manage them (the superadmin agency's admins, naming any agency), who reads the
// published ones, another agency's rows, and the theme reaching agency details, messages and the
// public card's footer. A fresh set of agencies per test.
import {
  addDays,
  endpoints,
  istDateOf,
  type TUiCustomisation,
  type TUiItemInput,
  UI_ITEMS_MAX,
  UI_MESSAGES,
  ZAgencyDetails,
  ZPublishedUi,
  ZUiCustomisation,
  ZUiImageUpload,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AgencyRow, agencies, documents, uiCustomisationItems } from '#db/schema';
import { imageBytes } from '#test/factories/image-posts';
import { testAppPerFile } from '#test/support/app';
import { multipartBody, type TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedInAs, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

const HOSTILE = `<script>alert(1)</script>"'><img src=x onerror=alert(2)>`;
/** Within the app name's 40 characters. */
const HOSTILE_NAME = `</p><img src=x onerror=alert(1)>"'&`;

interface World {
  superagency: AgencyRow;
  agency: AgencyRow;
  other: AgencyRow;
  platform: TestClient;
}

/** A platform admin (the superadmin agency's) and a plain agency it customises, plus another agency. */
async function world(): Promise<World> {
  const superagency = await createAgency({ roles: ['superadmin'] });
  const agency = await createAgency({ agencyName: 'Sharma Agency' });
  const other = await createAgency();
  const platform = await signedInStaff(t, superagency, 'admin');
  return { superagency, agency, other, platform };
}

async function upload(client: TestClient, agencyId: string | undefined, bytes: Buffer, contentType = 'image/png') {
  const form = multipartBody({ filename: 'logo.png', contentType, bytes });
  return client.request('POST', endpoints.uploadUiCustomisationImage.path, {
    payload: form.payload,
    headers: { 'content-type': form.contentType },
    ...(agencyId ? { query: { agencyId } } : {}),
  });
}

async function uploadedUrl(client: TestClient, agencyId: string): Promise<string> {
  const res = await upload(client, agencyId, await imageBytes({ width: 300, height: 120 }));
  expect(res.status, res.text).toBe(200);
  return res.data(ZUiImageUpload).url;
}

const theme = (overrides: Record<string, unknown> = {}) => ({
  appName: 'Sharma Cards',
  primaryColor: '#7b1fa2',
  secondaryColor: '#1a237e',
  logoUrl: null,
  faviconUrl: null,
  loginBackgroundUrl: null,
  ...overrides,
});

const banner = (imageUrl: string, overrides: Partial<TUiItemInput> = {}): TUiItemInput => ({
  kind: 'BANNER',
  placement: 'HOME_PAGE',
  style: 'style-1',
  height: 'HEIGHT-2',
  displayMode: 'all-details',
  title: 'Diwali offer',
  subtitle: 'Cards at half price this week',
  buttonLabel: 'See the offer',
  imageUrl,
  linkUrl: 'https://sharma.example.com/diwali',
  ...overrides,
});

const deletePath = (id: string) =>
  endpoints.deleteUiCustomisation.path.replace('{uiCustomisationId}', encodeURIComponent(id));

async function save(client: TestClient, body: unknown) {
  return client.call(endpoints.saveUiCustomisation, { body });
}

async function saved(client: TestClient, body: unknown): Promise<TUiCustomisation> {
  const res = await save(client, body);
  expect(res.status, res.text).toBe(200);
  return res.data(ZUiCustomisation);
}

const itemRows = (agencyId: string) =>
  t.db.select().from(uiCustomisationItems).where(eq(uiCustomisationItems.agencyId, agencyId));
const agencyTheme = async (agencyId: string) =>
  (await t.db.select({ theme: agencies.theme }).from(agencies).where(eq(agencies.id, agencyId)))[0]?.theme;

describe('the theme', () => {
  it('the platform admin reads an agency (default theme, no items), themes it, and the agency shows it everywhere', async () => {
    const w = await world();
    const before = await w.platform.call(endpoints.getUiCustomisation, { query: { agencyId: w.agency.id } });
    expect(before.status, before.text).toBe(200);
    expect(before.data(ZUiCustomisation)).toMatchObject({
      agencyId: w.agency.id,
      agencyName: 'Sharma Agency',
      theme: { primaryColor: '#1e63d6', appName: null, faviconUrl: null, loginBackgroundUrl: null },
      items: [],
    });

    const logoUrl = await uploadedUrl(w.platform, w.agency.id);
    expect(logoUrl.startsWith(`/uploads/ui-customisation/${w.agency.id}/`)).toBe(true);
    const after = await saved(w.platform, {
      type: 'theme',
      agencyId: w.agency.id,
      theme: theme({ logoUrl, faviconUrl: logoUrl, primaryColor: '#7B1FA2' }),
    });
    expect(after.theme).toEqual({
      appName: 'Sharma Cards',
      primaryColor: '#7b1fa2',
      secondaryColor: '#1a237e',
      logoUrl,
      faviconUrl: logoUrl,
      loginBackgroundUrl: null,
    });

    // The agency's own host: its details carry the app name and the theme.
    const details = (await t.client(w.agency).call(endpoints.getAgencyDetails)).data(ZAgencyDetails);
    expect(details.agencyName).toBe('Sharma Cards');
    expect(details.theme).toEqual(after.theme);
    // The image is served.
    expect((await t.client(w.agency).get(logoUrl)).status).toBe(200);
    // The platform's own agency is untouched.
    expect((await w.platform.call(endpoints.getAgencyDetails)).data(ZAgencyDetails).theme.appName).toBeNull();
  });

  it('refuses colours that fail WCAG AA with the reason on the field, and changes nothing', async () => {
    const w = await world();
    const stored = await agencyTheme(w.agency.id);
    const res = await save(w.platform, {
      type: 'theme',
      agencyId: w.agency.id,
      theme: theme({ primaryColor: '#ffeb3b', secondaryColor: '#90caf9' }),
    });
    expect(res.status).toBe(400);
    expect(res.error().fields).toEqual({
      'theme.primaryColor': 'White text on #ffeb3b has contrast 1.2:1; it needs at least 4.5:1.',
      'theme.secondaryColor': 'White text on #90caf9 has contrast 1.7:1; it needs at least 4.5:1.',
    });
    expect(await agencyTheme(w.agency.id)).toEqual(stored);
  });

  it('refuses an image that is not this agency’s upload (another agency’s, a foreign URL, an unsafe one)', async () => {
    const w = await world();
    const otherUpload = await uploadedUrl(w.platform, w.other.id);
    for (const logoUrl of [
      otherUpload,
      '/uploads/business/x/y.webp',
      'javascript:alert(1)',
      'https://x.example/a.png',
    ]) {
      const res = await save(w.platform, { type: 'theme', agencyId: w.agency.id, theme: theme({ logoUrl }) });
      expect(res.status, logoUrl).toBe(400);
      expect(res.error().fields?.['theme.logoUrl'], logoUrl).toBe('Upload the image again.');
    }
    expect((await agencyTheme(w.agency.id))?.logoUrl).toBeNull();
  });

  it('an app name equal to the agency name is stored as none, so a later rename shows', async () => {
    const w = await world();
    const after = await saved(w.platform, {
      type: 'theme',
      agencyId: w.agency.id,
      theme: theme({ appName: 'Sharma Agency' }),
    });
    expect(after.theme.appName).toBeNull();
  });

  it('signs messages with the app name: the OTP text and the sender', async () => {
    const w = await world();
    await saved(w.platform, { type: 'theme', agencyId: w.agency.id, theme: theme({ appName: 'Sharma Cards' }) });
    const phoneNumber = '+919812345670';
    const res = await t.client(w.agency).call(endpoints.verifyUser, { body: { phoneNumber } });
    expect(res.status, res.text).toBe(200);
    const [sms] = t.outbox.list(phoneNumber);
    expect(sms?.text).toMatch(/^\d{6} is your Sharma Cards verification code/);
    expect(sms?.sender).toBe('Sharma Cards');
  });

  it("the public card's footer names the app in the agency's colour", async () => {
    const w = await world();
    await saved(w.platform, { type: 'theme', agencyId: w.agency.id, theme: theme({ appName: HOSTILE_NAME }) });
    const business = await createBusiness({ user: await createCustomer({ agency: w.agency }) });
    const card = await createCard({
      business,
      cardId: `footer-${Date.now()}`,
      sections: { basicDetails: basicDetails() },
    });
    const page = await t.client(w.agency).get(`/${card.cardId}`);
    expect(page.status, page.text.slice(0, 300)).toBe(200);
    const footer = /<footer class="foot"[\s\S]*?<\/footer>/.exec(page.text)?.[0] ?? '';
    expect(footer).toContain('<footer class="foot" style="color:#7b1fa2">');
    expect(footer).toContain('background:#7b1fa2');
    expect(footer).toContain('&lt;/p&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;&amp;');
    expect(footer).not.toContain('<img');
  });
});

describe('banners and tiles', () => {
  it('adds, edits, reorders and deletes, each answering the whole list in order', async () => {
    const w = await world();
    const imageUrl = await uploadedUrl(w.platform, w.agency.id);
    const first = await saved(w.platform, { type: 'item', agencyId: w.agency.id, item: banner(imageUrl) });
    const tile = await saved(w.platform, {
      type: 'item',
      agencyId: w.agency.id,
      item: banner(imageUrl, { kind: 'TILE', placement: 'COMMON', displayMode: 'only-logo', title: 'Greetings' }),
    });
    expect(tile.items.map((i) => [i.title, i.sortOrder, i.state])).toEqual([
      ['Diwali offer', 0, 'live'],
      ['Greetings', 1, 'live'],
    ]);
    const [diwali, greetings] = tile.items;
    if (!diwali || !greetings) throw new Error('two items expected');
    expect(first.items[0]).toMatchObject({
      kind: 'BANNER',
      placement: 'HOME_PAGE',
      style: 'style-1',
      height: 'HEIGHT-2',
      displayMode: 'all-details',
      subtitle: 'Cards at half price this week',
      buttonLabel: 'See the offer',
      linkUrl: 'https://sharma.example.com/diwali',
      startDate: null,
      endDate: null,
    });

    const edited = await saved(w.platform, {
      type: 'item',
      agencyId: w.agency.id,
      uiCustomisationId: diwali.uiCustomisationId,
      item: banner(imageUrl, { title: 'Diwali offer — last days', style: 'style-2', height: 'HEIGHT-3' }),
    });
    expect(edited.items[0]).toMatchObject({ title: 'Diwali offer — last days', style: 'style-2', height: 'HEIGHT-3' });

    const reordered = await saved(w.platform, {
      type: 'order',
      agencyId: w.agency.id,
      uiCustomisationIds: [greetings.uiCustomisationId, diwali.uiCustomisationId],
    });
    expect(reordered.items.map((i) => i.title)).toEqual(['Greetings', 'Diwali offer — last days']);

    const res = await w.platform.request('DELETE', deletePath(greetings.uiCustomisationId), {
      query: { agencyId: w.agency.id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZUiCustomisation).items.map((i) => i.title)).toEqual(['Diwali offer — last days']);
    expect(await itemRows(w.agency.id)).toHaveLength(1);
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    [' JAVASCRIPT:alert(1)'],
  ])('refuses the unsafe link %s with the field message, and stores nothing', async (linkUrl) => {
    const w = await world();
    const imageUrl = await uploadedUrl(w.platform, w.agency.id);
    const res = await save(w.platform, { type: 'item', agencyId: w.agency.id, item: banner(imageUrl, { linkUrl }) });
    expect(res.status).toBe(400);
    expect(res.error().fields).toEqual({ 'item.linkUrl': 'A valid link is required.' });
    expect(await itemRows(w.agency.id)).toEqual([]);
  });

  it('refuses bad fields by name: image of another agency, end before start, unknown placement', async () => {
    const w = await world();
    const ours = await uploadedUrl(w.platform, w.agency.id);
    const theirs = await uploadedUrl(w.platform, w.other.id);
    const cases: [Partial<TUiItemInput> | Record<string, unknown>, string, string][] = [
      [{ imageUrl: theirs }, 'item.imageUrl', UI_MESSAGES.imageNotOfAgency],
      [{ startDate: '2026-11-10', endDate: '2026-11-01' }, 'item.endDate', UI_MESSAGES.endBeforeStart],
      [{ title: '   ' }, 'item.title', UI_MESSAGES.titleRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await save(w.platform, {
        type: 'item',
        agencyId: w.agency.id,
        item: { ...banner(ours), ...overrides },
      });
      expect(res.status, field).toBe(400);
      expect(res.error().fields?.[field], field).toBe(message);
    }
    const placement = await save(w.platform, {
      type: 'item',
      agencyId: w.agency.id,
      item: { ...banner(ours), placement: 'FOOTER' },
    });
    expect(placement.status).toBe(400);
    expect(Object.keys(placement.error().fields ?? {})).toEqual(['item.placement']);
    expect(await itemRows(w.agency.id)).toEqual([]);
  });

  it("another agency's item is invisible and unchangeable: 404 naming it, nothing changes", async () => {
    const w = await world();
    const theirImage = await uploadedUrl(w.platform, w.other.id);
    const theirs = (await saved(w.platform, { type: 'item', agencyId: w.other.id, item: banner(theirImage) })).items[0];
    if (!theirs) throw new Error('item expected');
    const id = theirs.uiCustomisationId;
    const before = await itemRows(w.other.id);

    const ours = await w.platform.call(endpoints.getUiCustomisation, { query: { agencyId: w.agency.id } });
    expect(ours.data(ZUiCustomisation).items).toEqual([]);
    const edit = await save(w.platform, {
      type: 'item',
      agencyId: w.agency.id,
      uiCustomisationId: id,
      item: banner(theirImage),
    });
    expectError(edit, 404, UI_MESSAGES.unknownItem(id));
    const removed = await w.platform.request('DELETE', deletePath(id), { query: { agencyId: w.agency.id } });
    expect(removed.status).toBe(404);
    const order = await save(w.platform, { type: 'order', agencyId: w.agency.id, uiCustomisationIds: [id] });
    expect(order.status).toBe(400);
    expect(order.error().fields).toEqual({ uiCustomisationIds: UI_MESSAGES.orderMismatch });
    expect(await itemRows(w.other.id)).toEqual(before);
  });

  it('an agency that does not exist is 404; at most the limit of items', async () => {
    const w = await world();
    const missing = await w.platform.call(endpoints.getUiCustomisation, {
      query: { agencyId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);

    const imageUrl = await uploadedUrl(w.platform, w.agency.id);
    await t.db.insert(uiCustomisationItems).values(
      Array.from({ length: UI_ITEMS_MAX }, (_, i) => ({
        agencyId: w.agency.id,
        kind: 'TILE' as const,
        placement: 'COMMON' as const,
        style: 'style-1' as const,
        height: 'HEIGHT-1' as const,
        displayMode: 'only-logo' as const,
        title: `Tile ${i}`,
        imageUrl,
        sortOrder: i,
      })),
    );
    const res = await save(w.platform, { type: 'item', agencyId: w.agency.id, item: banner(imageUrl) });
    expectError(res, 409, UI_MESSAGES.tooMany);
    expect(await itemRows(w.agency.id)).toHaveLength(UI_ITEMS_MAX);
  });

  it('stores hostile text as text: every new text field round-trips unchanged (React and the page escape it)', async () => {
    const w = await world();
    const imageUrl = await uploadedUrl(w.platform, w.agency.id);
    const res = await saved(w.platform, {
      type: 'item',
      agencyId: w.agency.id,
      item: banner(imageUrl, { title: HOSTILE.slice(0, 60), subtitle: HOSTILE, buttonLabel: '<b onclick=x>Go</b>' }),
    });
    expect(res.items[0]).toMatchObject({
      title: HOSTILE.slice(0, 60),
      subtitle: HOSTILE,
      buttonLabel: '<b onclick=x>Go</b>',
    });
    expect(res.items[0]?.title).not.toContain('&lt;');
  });
});

describe('images', () => {
  it('are checked like every upload: not an image 415, too big 413, no file 400; nothing stored', async () => {
    const w = await world();
    const notImage = await upload(w.platform, w.agency.id, Buffer.from('<svg onload=alert(1)>'), 'image/png');
    expect(notImage.status).toBe(415);
    const huge = await upload(w.platform, w.agency.id, Buffer.alloc(9 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    const none = await w.platform.request('POST', endpoints.uploadUiCustomisationImage.path, {
      body: {},
      query: { agencyId: w.agency.id },
    });
    expect(none.status).toBe(400);
    const stored = await t.db.select().from(documents).where(eq(documents.hierarchy2, w.agency.id));
    expect(stored).toEqual([]);
  });
});

describe('who may manage', () => {
  it.each(['customer', 'creator', 'franchisee', 'admin'] as const)(
    "a plain agency's %s is refused every management call (403), even on its own agency, and nothing changes",
    async (kind) => {
      const w = await world();
      const client = await signedInAs(t, w.agency, kind);
      const imageUrl = await uploadedUrl(w.platform, w.agency.id);
      const item = (await saved(w.platform, { type: 'item', agencyId: w.agency.id, item: banner(imageUrl) })).items[0];
      const before = { rows: await itemRows(w.agency.id), theme: await agencyTheme(w.agency.id) };
      const calls = [
        await client.call(endpoints.getUiCustomisation),
        await save(client, { type: 'theme', theme: theme() }),
        await save(client, { type: 'item', item: banner(imageUrl) }),
        await client.request('DELETE', deletePath(item?.uiCustomisationId ?? '')),
        await upload(client, undefined, await imageBytes()),
      ];
      expect(calls.map((res) => res.status)).toEqual([403, 403, 403, 403, 403]);
      expect({ rows: await itemRows(w.agency.id), theme: await agencyTheme(w.agency.id) }).toEqual(before);
    },
  );

  it('signed out is 401', async () => {
    const w = await world();
    expect((await t.client(w.agency).call(endpoints.getUiCustomisation)).status).toBe(401);
    expect(
      (await t.client(w.agency).call(endpoints.getPublishedUiCustomisation, { query: { page: 'HOME_PAGE' } })).status,
    ).toBe(401);
  });

  it('with no agencyId the platform admin customises its own agency', async () => {
    const w = await world();
    const res = await w.platform.call(endpoints.getUiCustomisation);
    expect(res.data(ZUiCustomisation).agencyId).toBe(w.superagency.id);
  });
});

describe('what customers see', () => {
  it("a page gets its placement and COMMON, live today (IST), banners first, in order; never another agency's", async () => {
    const w = await world();
    const imageUrl = await uploadedUrl(w.platform, w.agency.id);
    const today = istDateOf(t.clock.now());
    const add = (item: Partial<TUiItemInput>) =>
      saved(w.platform, { type: 'item', agencyId: w.agency.id, item: banner(imageUrl, item) });
    await add({ kind: 'TILE', placement: 'COMMON', title: 'Common tile' });
    await add({ placement: 'HOME_PAGE', title: 'Home banner', startDate: today, endDate: today });
    await add({ placement: 'GREETING_IMAGE_PAGE', title: 'Greetings banner' });
    await add({ placement: 'HOME_PAGE', title: 'Tomorrow', startDate: addDays(today, 1) });
    await add({ placement: 'COMMON', title: 'Ended', endDate: addDays(today, -1) });
    await add({ placement: 'COMMON', title: 'Common banner' });

    const customer = await signedInAs(t, w.agency, 'customer');
    const titles = async (client: TestClient, page: 'HOME_PAGE' | 'GREETING_IMAGE_PAGE') => {
      const res = await client.call(endpoints.getPublishedUiCustomisation, { query: { page } });
      expect(res.status, res.text).toBe(200);
      return res.data(ZPublishedUi).items.map((item) => item.title);
    };
    expect(await titles(customer, 'HOME_PAGE')).toEqual(['Home banner', 'Common banner', 'Common tile']);
    expect(await titles(customer, 'GREETING_IMAGE_PAGE')).toEqual(['Greetings banner', 'Common banner', 'Common tile']);
    // Staff and franchisees of the agency read them too.
    expect(await titles(await signedInAs(t, w.agency, 'franchisee'), 'HOME_PAGE')).toHaveLength(3);

    // Another agency's customer, on its own host, sees its own agency's (none).
    expect(await titles(await signedInAs(t, w.other, 'customer'), 'HOME_PAGE')).toEqual([]);

    // A day later in IST (a new session: the old one lapsed), the dated banner has ended and
    // tomorrow's has started.
    t.clock.advance(24 * 3_600_000);
    try {
      const nextDay = await signedInAs(t, w.agency, 'customer');
      expect(await titles(nextDay, 'HOME_PAGE')).toEqual(['Tomorrow', 'Common banner', 'Common tile']);
    } finally {
      t.clock.advance(-24 * 3_600_000);
    }
  });

  it('a page name outside the two is a 400 on the field', async () => {
    const w = await world();
    const customer = await signedInAs(t, w.agency, 'customer');
    const res = await customer.request('GET', endpoints.getPublishedUiCustomisation.path, {
      query: { page: 'COMMON' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['page']);
  });
});
