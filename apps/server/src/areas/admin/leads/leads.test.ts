// Leads: "Exchange contact" as visitors send it, GET/DELETE /leads and the CSV for
// each role and another agency, the customer's unread count, and every visitor text field coming
// back safe (JSON as data, the CSV formula-safe, the pages escaped).
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_RATE_LIMITS,
  endpoints,
  LEAD_CSV_COLUMNS,
  LEAD_MESSAGES,
  VISITOR_NOTICE_VERSION,
  XLSX_CONTENT_TYPE,
  ZDeleteLeadResponse,
  ZEnquiryUnread,
  ZFeedbackList,
  ZLeadList,
} from '@cardora/contract';
import { desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, cardLeads } from '#db/schema';
import {
  AGREED,
  enquiryWorld,
  GOOD_FEEDBACK,
  GOOD_LEAD,
  sentToBareFranchiseesCard,
  visitor,
} from '#test/factories/feedback';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';

const t = testAppPerFile();

/** An agency with a card made by a franchisee, and a signed-in client per role. */
const world = () => enquiryWorld(t, { agencyName: 'Acme Cards', businessName: 'Sharma Sweets' });
type World = Awaited<ReturnType<typeof world>>;

const leadsOf = (business: BusinessRow) => t.db.select().from(cardLeads).where(eq(cardLeads.businessId, business.id));

describe('POST /<cardId>/lead (Exchange contact, no JavaScript, no session)', () => {
  it('stores the lead with its source and answers 303 to the thank-you page', async () => {
    const { agency, business, cardId } = await world();
    const guest = visitor(t, agency);
    const response = await guest.post(cardId, 'lead', { ...GOOD_LEAD, source: 'qr', website: '' });
    expect(response.status, response.text).toBe(303);
    expect(response.headers.location).toBe(`/${cardId}/thanks?for=lead`);
    expect(await leadsOf(business)).toMatchObject([
      {
        name: 'Rohan Mehta',
        phone: '+919811122334',
        cardLink: null,
        source: 'qr',
        cardId,
        // Ticked as it was sent, beside the notice of this version (docs/product-rules.md#visitor-consent).
        consentedAt: t.clock.now(),
        noticeVersion: VISITOR_NOTICE_VERSION,
      },
    ]);
    const thanks = await guest.get(`/${cardId}/thanks?for=lead`);
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('Thank you! Your contact is on its way');
  });

  it("takes their own card's link instead of a phone, and a missing source as the card link", async () => {
    const { agency, business, cardId } = await world();
    const response = await visitor(t, agency).post(cardId, 'lead', {
      name: 'Rohan',
      cardLink: 'https://cards.example.in/rohan',
      ...AGREED,
    });
    expect(response.status).toBe(303);
    expect(await leadsOf(business)).toMatchObject([
      { phone: null, cardLink: 'https://cards.example.in/rohan', source: 'card' },
    ]);
  });

  it.each([
    ['neither phone nor link', { phone: '' }, 'phone', ENQUIRY_MESSAGES.phoneOrCardLink],
    ['a short phone', { phone: '12345' }, 'phone', ENQUIRY_MESSAGES.phoneInvalid],
    ['an Indian number of 9 digits', { phone: '+91 98765 4321' }, 'phone', ENQUIRY_MESSAGES.phoneInvalid],
    ['a javascript: link', { cardLink: 'javascript:alert(1)' }, 'cardLink', ENQUIRY_MESSAGES.cardLinkInvalid],
    [
      'a data: link',
      { cardLink: 'data:text/html,<script>alert(1)</script>' },
      'cardLink',
      ENQUIRY_MESSAGES.cardLinkInvalid,
    ],
    ['no name', { name: ' ' }, 'name', ENQUIRY_MESSAGES.nameRequired],
    ['markup in the name', { name: '<img src=x onerror=alert(1)>' }, 'name', ENQUIRY_MESSAGES.noMarkup],
  ])('refuses %s with the field message (400) and stores nothing', async (_case, change, field, message) => {
    const { agency, business, cardId } = await world();
    const response = await visitor(t, agency).post(cardId, 'lead', { ...GOOD_LEAD, ...change });
    expect(response.status).toBe(400);
    const escaped = message.replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');
    expect(response.text).toContain(`data-field-error="${field}">${escaped}</p>`);
    expect(response.text).not.toContain('<img src=x');
    expect(response.text).not.toContain('<script>alert');
    expect(await leadsOf(business)).toEqual([]);
  });

  it('refuses a send without the notice ticked (400, the form again with what was typed), storing nothing', async () => {
    const { agency, business, cardId } = await world();
    const { consent: _tick, ...unticked } = GOOD_LEAD;
    const response = await visitor(t, agency).post(cardId, 'lead', { ...unticked, source: 'qr' });
    expect(response.status).toBe(400);
    expect(response.text).toContain(`data-field-error="consent">${ENQUIRY_MESSAGES.consentRequired}</p>`);
    expect(response.text).toContain('value="Rohan Mehta"');
    expect(response.text).toContain('value="98111 22334"');
    expect(response.text).toContain('<input type="hidden" name="source" value="qr"/>');
    expect(response.text).toMatch(/<input id="l-consent" type="checkbox" required=""[^>]*\/>/);
    expect(response.text).not.toMatch(/id="l-consent"[^>]*checked/);
    expect(await leadsOf(business)).toEqual([]);
  });

  it('refuses a tick under words that have changed since (an old page): the box shown again unticked', async () => {
    const { agency, business, cardId } = await world();
    const response = await visitor(t, agency).post(cardId, 'lead', { ...GOOD_LEAD, noticeVersion: '2020-01' });
    expect(response.status).toBe(400);
    expect(response.text).toContain(`data-field-error="consent">${ENQUIRY_MESSAGES.noticeChanged}</p>`);
    expect(response.text).toContain(`name="noticeVersion" value="${VISITOR_NOTICE_VERSION}"`);
    expect(response.text).not.toMatch(/id="l-consent"[^>]*checked/);
    expect(response.text).toContain('value="Rohan Mehta"');
    expect(await leadsOf(business)).toEqual([]);
  });

  it('refuses a source that is not one of ours (the form is out of date), keeping what was typed', async () => {
    const { agency, business, cardId } = await world();
    const response = await visitor(t, agency).post(cardId, 'lead', { ...GOOD_LEAD, source: 'facebook' });
    expect(response.status).toBe(400);
    expect(response.text).toContain(ENQUIRY_MESSAGES.sourceInvalid);
    expect(response.text).toContain('value="Rohan Mehta"');
    expect(await leadsOf(business)).toEqual([]);
  });

  it('answers a filled honeypot as a success and stores nothing; a foreign Origin is refused', async () => {
    const { agency, business, cardId } = await world();
    const guest = visitor(t, agency);
    expect((await guest.post(cardId, 'lead', { ...GOOD_LEAD, website: 'x' })).status).toBe(303);
    expect((await guest.post(cardId, 'lead', GOOD_LEAD, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await leadsOf(business)).toEqual([]);
  });

  it('counts leads apart from feedback: 5 leads a visitor, then the friendly 429', async () => {
    const { agency, cardId } = await world();
    const guest = visitor(t, agency);
    expect((await guest.post(cardId, 'feedback', GOOD_FEEDBACK)).status).toBe(303);
    for (let sent = 0; sent < ENQUIRY_RATE_LIMITS.perIp.max; sent++) {
      expect((await guest.post(cardId, 'lead', GOOD_LEAD)).status).toBe(303);
    }
    const limited = await guest.post(cardId, 'lead', GOOD_LEAD);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(ENQUIRY_MESSAGES.tooManyFromYou);
  });
});

const listLeads = (client: TestClient, query: Record<string, string> = {}) =>
  client.call(endpoints.listLeads, { query });
const csv = (client: TestClient, query: Record<string, string> = {}) => client.get(endpoints.leadsCsv.path, { query });

describe('GET /leads and GET /leads/csv', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
    const guest = visitor(t, w.agency);
    await guest.post(w.cardId, 'lead', { ...GOOD_LEAD, source: 'greeting' });
    await guest.post(w.cardId, 'lead', { name: 'Meera', phone: '+44 7700 900123', source: 'pdf_card', ...AGREED });
    await guest.post(w.cardId, 'lead', {
      name: 'Kabir',
      cardLink: 'https://cards.example.in/kabir',
      source: 'qr',
      ...AGREED,
    });
    // A lead from before the forms had a notice: no consent recorded.
    await t.db.insert(cardLeads).values({
      agencyId: w.agency.id,
      businessId: w.business.id,
      cardNo: w.card.cardNo,
      cardId: w.cardId,
      name: 'Old Lead',
      phone: '+919800000001',
      source: 'card',
      ipHash: 'before-notices',
      createdAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
  });

  it('lists the leads newest first with the total, in pages', async () => {
    const first = (await listLeads(w.clients.owner, { businessId: w.business.id, pageSize: '2' })).data(ZLeadList);
    expect(first.total).toBe(4);
    expect(first.list.map((lead) => [lead.name, lead.phone, lead.source])).toEqual([
      ['Old Lead', '+919800000001', 'card'],
      ['Kabir', null, 'qr'],
    ]);
    const second = (await listLeads(w.clients.owner, { businessId: w.business.id, pageSize: '2', page: '2' })).data(
      ZLeadList,
    );
    expect(second.list.map((lead) => lead.name)).toEqual(['Meera', 'Rohan Mehta']);
  });

  it('gives each lead when the visitor agreed to the notice and its version; null before notices', async () => {
    const { list } = (await listLeads(w.clients.owner, { businessId: w.business.id })).data(ZLeadList);
    const byName = Object.fromEntries(list.map((lead) => [lead.name, lead]));
    expect(byName['Old Lead']).toMatchObject({ consentedAt: null, noticeVersion: null });
    for (const name of ['Kabir', 'Meera', 'Rohan Mehta']) {
      const lead = byName[name];
      expect(lead).toMatchObject({ consentedAt: lead?.createdAt, noticeVersion: VISITOR_NOTICE_VERSION });
      expect(lead?.consentedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
  });

  it.each(['admin', 'creator', 'maker', 'allCard'] as const)(
    'lets the %s read them and download the CSV',
    async (role) => {
      expect((await listLeads(w.clients[role], { businessId: w.business.id })).data(ZLeadList).total).toBe(4);
      expect((await csv(w.clients[role], { businessId: w.business.id })).status).toBe(200);
    },
  );

  it.each(['otherCustomer', 'otherFranchisee', 'otherAgencyOwnHost'] as const)(
    'hides them from the %s: 404 on the business, none in their own list or CSV',
    async (role) => {
      expect((await listLeads(w.clients[role], { businessId: w.business.id })).status).toBe(404);
      expect((await csv(w.clients[role], { businessId: w.business.id })).status).toBe(404);
      const own = (await listLeads(w.clients[role])).data(ZLeadList);
      expect(own.list.some((lead) => lead.businessId === w.business.id)).toBe(false);
      expect((await csv(w.clients[role])).text).not.toContain('Rohan Mehta');
    },
  );

  it("refuses another agency's cookie and anyone signed out (401)", async () => {
    expect((await listLeads(w.clients.otherAgencyCookie)).status).toBe(401);
    expect((await csv(w.clients.otherAgencyCookie)).status).toBe(401);
    expect((await csv(t.client(w.agency))).status).toBe(401);
  });

  it('downloads the CSV: BOM, header, IST dates, source labels, consent, formula cells neutralised', async () => {
    const response = await csv(w.clients.owner, { businessId: w.business.id });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.text.startsWith('\uFEFF')).toBe(true);
    const lines = response.text.slice(1).split('\r\n');
    expect(lines[0]).toBe(LEAD_CSV_COLUMNS.join(','));
    expect(lines[0]?.endsWith(',Consent,Team member')).toBe(true);
    expect(lines).toHaveLength(6);
    expect(lines.at(-1)).toBe('');
    // A phone starts with + (a formula to a spreadsheet): it is kept as text.
    expect(lines[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Meera,'\+447700900123,,PDF ID card,Sharma Sweets,card-/);
    expect(lines[2]).toContain(',Kabir,,https://cards.example.in/kabir,QR code,');
    expect(lines[4]).toContain(",Rohan Mehta,'+919811122334,,Greeting,");
    // Consent in IST with the notice's version; empty for the lead sent before notices.
    const received = (line: string | undefined) => line?.slice(0, 16);
    for (const line of lines.slice(2, 5)) {
      // Sent to the business's card, not a team member's page: the last cell is empty.
      expect(line?.endsWith(`,Agreed ${received(line)} IST (notice v${VISITOR_NOTICE_VERSION}),`)).toBe(true);
    }
    expect(lines[1]).toMatch(/,Old Lead,'\+919800000001,,Card link,Sharma Sweets,card-[^,]+,,$/);
  });
  it('downloads the same leads as an Excel workbook: phones as their text, dates as IST dates', async () => {
    const response = await csv(w.clients.owner, { businessId: w.business.id, format: 'xlsx' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...LEAD_CSV_COLUMNS]);
    expect(sheet.rowCount).toBe(5);
    const stored = await t.db
      .select()
      .from(cardLeads)
      .where(eq(cardLeads.businessId, w.business.id))
      .orderBy(desc(cardLeads.leadNo));
    stored.forEach((lead, i) => {
      const row = sheet.getRow(i + 2);
      expect(row.getCell(2).value).toBe(lead.name);
      // The stored phone exactly, a string, no apostrophe.
      expect(row.getCell(3).value).toBe(lead.phone);
      expect(row.getCell(1).value).toEqual(new Date(lead.createdAt.getTime() + 330 * 60_000));
    });
    expect(stored.map((lead) => lead.phone)).toContain('+447700900123');
    expect(sheet.getRow(4).getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(4).getCell(5).value).toBe('PDF ID card');
    expect(sheet.getRow(4).getCell(8).value).toMatch(/^Agreed \d{4}-\d{2}-\d{2} \d{2}:\d{2} IST \(notice v/);
    expect(sheet.getRow(2).getCell(8).value).toBeNull();
    // Another customer cannot have them in either format.
    expect((await csv(w.clients.otherCustomer, { businessId: w.business.id, format: 'xlsx' })).status).toBe(404);
  });
});

describe('DELETE /leads', () => {
  async function oneLead() {
    const w = await world();
    await visitor(t, w.agency).post(w.cardId, 'lead', GOOD_LEAD);
    const [row] = await leadsOf(w.business);
    if (!row) throw new Error('no lead');
    return { w, leadNo: String(row.leadNo) };
  }
  const remove = (client: TestClient, leadNo: string) => client.call(endpoints.deleteLead, { query: { leadNo } });

  it.each(['owner', 'admin', 'maker'] as const)('lets the %s delete it', async (role) => {
    const { w, leadNo } = await oneLead();
    expect((await remove(w.clients[role], leadNo)).data(ZDeleteLeadResponse)).toEqual({
      deleted: true,
      leadNo: Number(leadNo),
    });
    expect(await leadsOf(w.business)).toEqual([]);
  });

  it.each([
    ['otherCustomer', 404],
    ['otherFranchisee', 404],
    ['otherAgencyOwnHost', 404],
    ['otherAgencyCookie', 401],
  ] as const)('refuses the %s (%i) and keeps it', async (role, status) => {
    const { w, leadNo } = await oneLead();
    const response = await remove(w.clients[role], leadNo);
    expect(response.status).toBe(status);
    if (status === 404) expect(response.error().message).toBe(LEAD_MESSAGES.unknownLead(Number(leadNo)));
    expect(await leadsOf(w.business)).toHaveLength(1);
  });

  it('refuses a franchisee without card:edit on its own business (403)', async () => {
    const { business, client } = await sentToBareFranchiseesCard(t, 'lead');
    const [row] = await leadsOf(business);
    expect((await remove(client, String(row?.leadNo))).status).toBe(403);
    expect(await leadsOf(business)).toHaveLength(1);
  });
});

describe("the owner's unread count (the menu badge)", () => {
  it('counts new feedback and leads on their businesses until they open the page', async () => {
    const w = await world();
    const unread = async (client: TestClient) => (await client.call(endpoints.getEnquiryUnread)).data(ZEnquiryUnread);
    expect(await unread(w.clients.owner)).toEqual({ feedback: 0, leads: 0, total: 0 });
    const guest = visitor(t, w.agency);
    await guest.post(w.cardId, 'feedback', GOOD_FEEDBACK);
    await guest.post(w.cardId, 'lead', GOOD_LEAD);
    await guest.post(w.cardId, 'lead', GOOD_LEAD);
    expect(await unread(w.clients.owner)).toEqual({ feedback: 1, leads: 2, total: 3 });
    // Another customer's badge and the staff's own are not the owner's.
    expect(await unread(w.clients.otherCustomer)).toEqual({ feedback: 0, leads: 0, total: 0 });
    expect(await unread(w.clients.admin)).toEqual({ feedback: 0, leads: 0, total: 0 });

    const seen = await w.clients.owner.call(endpoints.markEnquiriesSeen);
    expect(seen.data(ZEnquiryUnread).total).toBe(0);
    expect(await unread(w.clients.owner)).toEqual({ feedback: 0, leads: 0, total: 0 });
    t.clock.advance(1_000);
    await guest.post(w.cardId, 'lead', GOOD_LEAD);
    expect(await unread(w.clients.owner)).toEqual({ feedback: 0, leads: 1, total: 1 });
  });

  it("is a customer's: a franchisee gets 403, a signed-out caller 401", async () => {
    const w = await world();
    expect((await w.clients.maker.call(endpoints.getEnquiryUnread)).status).toBe(403);
    expect((await w.clients.maker.call(endpoints.markEnquiriesSeen)).status).toBe(403);
    expect((await t.client(w.agency).call(endpoints.getEnquiryUnread)).status).toBe(401);
  });
});

describe('what a visitor types comes back safe everywhere', () => {
  // Texts that pass the form's rules but are dangerous where they land: attribute breaks, a
  // spreadsheet formula, entity text, a javascript: text (never a link), an emoji.
  const PAYLOADS = [
    `"' onmouseover=alert(1) x="`,
    `=HYPERLINK("http://evil.example","click")`,
    '@SUM(1+1)*cmd',
    '&lt;script&gt;alert(1)&lt;/script&gt;',
    'javascript:alert(document.cookie)',
    '-2+3 🙏',
  ];

  it.each(PAYLOADS)('%s: stored as typed, JSON as data, the CSV formula-safe', async (payload) => {
    const w = await world();
    const guest = visitor(t, w.agency);
    const fbResponse = await guest.post(w.cardId, 'feedback', { ...GOOD_FEEDBACK, name: payload, message: payload });
    expect(fbResponse.status, fbResponse.text).toBe(303);
    expect((await guest.post(w.cardId, 'lead', { ...GOOD_LEAD, name: payload })).status).toBe(303);

    const feedback = (await w.clients.owner.call(endpoints.listFeedback, { query: {} })).data(ZFeedbackList).list[0];
    expect([feedback?.name, feedback?.message]).toEqual([payload, payload]);
    const lead = (await listLeads(w.clients.owner)).data(ZLeadList).list[0];
    expect(lead?.name).toBe(payload);

    const row = (await csv(w.clients.owner)).text.slice(1).split('\r\n')[1] ?? '';
    const nameCell = row.split(',').slice(1).join(',');
    // The cell never starts with = + - @ (or is quoted starting with one): a spreadsheet shows text.
    expect(nameCell).not.toMatch(/^"?[=+\-@]/);
    if (/^[=+\-@]/.test(payload))
      expect(nameCell.startsWith(`'${payload[0]}`) || nameCell.startsWith(`"'${payload[0]}`)).toBe(true);
  });

  it("shows a refused visitor's text back escaped inside the input, never as markup", async () => {
    const w = await world();
    const refused = await visitor(t, w.agency).post(w.cardId, 'lead', { name: PAYLOADS[0] ?? '', phone: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('value="&quot;&#x27; onmouseover=alert(1) x=&quot;"');
  });
});
