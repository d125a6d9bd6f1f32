// Agency Management over HTTP: GET /agency/list, POST /agency, PUT /agency, POST /addAgencyAdmin,
// who may call them, and that Razorpay secrets never leave the server.
import {
  AGENCY_MESSAGES,
  DEFAULT_AGENCY_THEME,
  endpoints,
  MESSAGES,
  type TAgencyInput,
  ZAddAgencyAdminResponse,
  ZAgencyDetails,
  ZManagedAgency,
  ZManagedAgencyList,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agencies, users } from '#db/schema';
import { decryptSecret } from '#lib/secret-box';
import { createTestApp, signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createStaff, uniquePhone } from '#test/support/factories';
import { onlyRoles, ROLES, roleWorld } from '#test/support/role-world';
import { signedInStaff } from '#test/support/worlds';
import { gatewayFor } from '../../commerce/payments/settings';

const t = testAppPerFile();

const SECRET = 'sEcReT-key-value-123';
const WEBHOOK_SECRET = 'whsec-value-456';

async function superadmin(): Promise<TestClient> {
  const superagency = await createAgency({ roles: ['superadmin'] });
  const client = await signedInStaff(t, superagency, 'admin');
  return client;
}

let n = 0;
function agencyInput(overrides: Partial<TAgencyInput> = {}): TAgencyInput {
  n += 1;
  return {
    slug: `new-agency-${Date.now().toString(36)}-${n}`,
    agencyName: 'New Agency',
    customDomain: null,
    configuration: {
      imagePost: { enableImagePost: true, isVideoPostsIncluded: false, allowAgencyExclusivePosts: true },
      pdfCardConfig: { enablePdfCardProduct: true, customerPlans: [{ id: 'single', price: 9_900 }] },
      video: { enableVideo: true, pricePerVideo: 49_900 },
      onlinePayment: { enablePaymentIntegration: true },
      dashboardConfig: {
        showInvitationTileInCustomerDashboard: true,
        invitationSiteLink: 'https://invite.example.com',
      },
    },
    theme: DEFAULT_AGENCY_THEME,
    ...overrides,
  };
}

const keys = { keyId: 'rzp_test_ABCdef123456', keySecret: SECRET, webhookSecret: WEBHOOK_SECRET };

async function storedAgency(id: string) {
  const [row] = await t.db.select().from(agencies).where(eq(agencies.id, id));
  if (!row) throw new Error('agency gone');
  return row;
}

describe('POST /agency', () => {
  it('creates an agency with its configuration, theme and encrypted Razorpay keys, never returning the secrets', async () => {
    const client = await superadmin();
    const input = agencyInput({ razorpayKeys: keys });
    const res = await client.call(endpoints.createAgency, { body: { agency: input } });
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain(WEBHOOK_SECRET);
    const created = res.data(ZManagedAgency);
    expect(created).toMatchObject({
      slug: input.slug,
      agencyName: 'New Agency',
      roles: [],
      customDomain: null,
      domainStatus: null,
      configuration: input.configuration,
      paymentKeys: { keysSet: true, keyId: keys.keyId, webhookSecretSet: true },
      adminCount: 0,
      platformHost: `${input.slug}.localhost`,
    });
    const row = await storedAgency(created.agencyId);
    expect(row.paymentSettings?.keySecretEncrypted).not.toContain(SECRET);
    expect(
      decryptSecret(
        t.config.payments.secretKey,
        row.paymentSettings?.keySecretEncrypted ?? '',
        `cardora:agency:${row.id}:keySecret`,
      ),
    ).toBe(SECRET);
    expect(gatewayFor(t.config, t.db, row).provider).toBe('razorpay');
    // The new agency answers on its host, with no secret in its public details.
    const details = await t.client(input.slug).call(endpoints.getAgencyDetails);
    const publicView = await t.client(`${input.slug}.localhost`).call(endpoints.getAgencyDetails);
    expect(details.status).toBe(404);
    expect(publicView.data(ZAgencyDetails).agencyName).toBe('New Agency');
    expect(publicView.text).not.toContain('rzp_test');
  });

  it('a custom domain starts unverified, with the TXT record and CNAME target to add', async () => {
    const client = await superadmin();
    const domain = `cards-${Date.now().toString(36)}.example.com`;
    const input = agencyInput({ customDomain: `  ${domain.toUpperCase()}. ` });
    const created = (await client.call(endpoints.createAgency, { body: { agency: input } })).data(ZManagedAgency);
    expect(created.customDomain).toBe(domain);
    expect(created.domainStatus).toMatchObject({
      domain,
      verified: false,
      sslEnabled: false,
      txtRecord: { name: `_cardora-verify.${domain}` },
      cnameTarget: `${input.slug}.localhost`,
    });
    expect(created.domainStatus?.txtRecord.value).toMatch(/^cardora-[0-9a-f]{32}$/);
  });

  it('names every bad field with its message', async () => {
    const client = await superadmin();
    const bad = agencyInput({
      slug: '-Bad_',
      agencyName: ' ',
      customDomain: 'http://cards.example.com/x',
      razorpayKeys: { keyId: 'nope', keySecret: '' },
    });
    bad.configuration.pdfCardConfig.customerPlans = [
      { id: 'a', price: 50 },
      { id: 'a b', price: 100 },
    ];
    const res = await client.call(endpoints.createAgency, { body: { agency: bad } });
    expect(res.status).toBe(400);
    expect(res.error().fields).toMatchObject({
      'agency.slug': AGENCY_MESSAGES.slugInvalid,
      'agency.agencyName': AGENCY_MESSAGES.nameRequired,
      'agency.customDomain': AGENCY_MESSAGES.domainInvalid,
      'agency.configuration.pdfCardConfig.customerPlans.0.price': AGENCY_MESSAGES.planPriceInvalid,
      'agency.configuration.pdfCardConfig.customerPlans.1.id': AGENCY_MESSAGES.planIdInvalid,
      'agency.razorpayKeys.keyId': AGENCY_MESSAGES.keyIdInvalid,
      'agency.razorpayKeys.keySecret': AGENCY_MESSAGES.keySecretRequired,
    });
  });

  it('configuration rules: repeated plan ids, PDF product without plans, invitation tile without link', async () => {
    const client = await superadmin();
    const input = agencyInput();
    input.configuration.pdfCardConfig.customerPlans = [
      { id: 'x', price: 100 },
      { id: 'x', price: 200 },
    ];
    input.configuration.dashboardConfig = { showInvitationTileInCustomerDashboard: true, invitationSiteLink: '' };
    const res = await client.call(endpoints.createAgency, { body: { agency: input } });
    expect(res.status).toBe(400);
    expect(res.error().fields).toMatchObject({
      'agency.configuration.pdfCardConfig.customerPlans.1.id': AGENCY_MESSAGES.planIdsRepeat,
      'agency.configuration.dashboardConfig.invitationSiteLink': AGENCY_MESSAGES.invitationLinkRequired,
    });
    const noPlans = agencyInput();
    noPlans.configuration.pdfCardConfig.customerPlans = [];
    const res2 = await client.call(endpoints.createAgency, { body: { agency: noPlans } });
    expect(res2.error().fields).toEqual({
      'agency.configuration.pdfCardConfig.customerPlans': AGENCY_MESSAGES.pdfPlanRequired,
    });
    const badLink = agencyInput();
    badLink.configuration.dashboardConfig.invitationSiteLink = 'javascript:alert(1)';
    const res3 = await client.call(endpoints.createAgency, { body: { agency: badLink } });
    expect(res3.error().fields).toEqual({
      'agency.configuration.dashboardConfig.invitationSiteLink': AGENCY_MESSAGES.invitationLinkInvalid,
    });
  });

  it('a taken slug or domain is 409 on that field; a reserved slug or platform subdomain is 400', async () => {
    const client = await superadmin();
    const existing = await createAgency({ customDomain: `taken-${Date.now().toString(36)}.example.com` });
    const slugTaken = await client.call(endpoints.createAgency, {
      body: { agency: agencyInput({ slug: existing.slug }) },
    });
    expect(slugTaken.status).toBe(409);
    expect(slugTaken.error().fields).toEqual({ 'agency.slug': AGENCY_MESSAGES.slugTaken });
    const domainTaken = await client.call(endpoints.createAgency, {
      body: { agency: agencyInput({ customDomain: existing.customDomain }) },
    });
    expect(domainTaken.status).toBe(409);
    expect(domainTaken.error().fields).toEqual({ 'agency.customDomain': AGENCY_MESSAGES.domainTaken });
    const reserved = await client.call(endpoints.createAgency, { body: { agency: agencyInput({ slug: 'www' }) } });
    expect(reserved.error().fields).toEqual({ 'agency.slug': AGENCY_MESSAGES.slugReserved });
    const underBase = await client.call(endpoints.createAgency, {
      body: { agency: agencyInput({ customDomain: 'acme.localhost' }) },
    });
    expect(underBase.status).toBe(400);
    expect(underBase.error().fields).toEqual({ 'agency.customDomain': AGENCY_MESSAGES.domainUnderBase });
  });
});

describe('PUT /agency', () => {
  async function created(client: TestClient, input = agencyInput({ razorpayKeys: keys })) {
    return (await client.call(endpoints.createAgency, { body: { agency: input } })).data(ZManagedAgency);
  }

  it('edits every configuration flag of the agency and the theme; keys stay when omitted', async () => {
    const client = await superadmin();
    const agency = await created(client);
    const configuration = {
      imagePost: { enableImagePost: false, isVideoPostsIncluded: true, allowAgencyExclusivePosts: false },
      pdfCardConfig: {
        enablePdfCardProduct: true,
        customerPlans: [
          { id: 'one', price: 19_900 },
          { id: 'five', price: 79_900 },
        ],
      },
      video: { enableVideo: false, pricePerVideo: 10_000 },
      onlinePayment: { enablePaymentIntegration: false },
      dashboardConfig: { showInvitationTileInCustomerDashboard: false, invitationSiteLink: null },
    };
    const theme = { primaryColor: '#112233', secondaryColor: '#445566', logoUrl: null };
    const res = await client.call(endpoints.updateAgency, {
      body: {
        agency: { agencyId: agency.agencyId, slug: agency.slug, agencyName: 'Renamed', configuration, theme },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZManagedAgency)).toMatchObject({
      agencyName: 'Renamed',
      configuration,
      theme,
      paymentKeys: { keysSet: true, keyId: keys.keyId },
    });
    const row = await storedAgency(agency.agencyId);
    expect(row.configuration).toEqual(configuration);
  });

  it("keeps the UI customisation's app name, favicon and background when a client leaves them out; unreadable colours are refused", async () => {
    const client = await superadmin();
    const agency = await created(client);
    const branded = {
      ...DEFAULT_AGENCY_THEME,
      appName: 'Sharma Digital',
      faviconUrl: '/uploads/agency/x/favicon.png',
      loginBackgroundUrl: '/uploads/agency/x/bg.jpg',
    };
    await t.db.update(agencies).set({ theme: branded }).where(eq(agencies.id, agency.agencyId));
    const base = {
      agencyId: agency.agencyId,
      slug: agency.slug,
      agencyName: 'Renamed',
      configuration: agency.configuration,
    };
    const older = { primaryColor: '#112233', secondaryColor: '#445566', logoUrl: null };
    const res = await client.call(endpoints.updateAgency, { body: { agency: { ...base, theme: older } } });
    expect(res.status, res.text).toBe(200);
    expect((await storedAgency(agency.agencyId)).theme).toEqual({ ...branded, ...older });

    const unreadable = await client.call(endpoints.updateAgency, {
      body: { agency: { ...base, theme: { ...older, primaryColor: '#ffeb3b' } } },
    });
    expect(unreadable.status).toBe(400);
    expect(Object.keys(unreadable.error().fields ?? {})).toEqual(['agency.theme.primaryColor']);
    expect(unreadable.error().fields?.['agency.theme.primaryColor']).toMatch(
      /contrast 1\.\d:1; it needs at least 4\.5:1/,
    );
    expect((await storedAgency(agency.agencyId)).theme).toEqual({ ...branded, ...older });
  });

  it('razorpayKeys null removes the keys (sandbox again); new keys replace them', async () => {
    const client = await superadmin();
    const agency = await created(client);
    const base = { agencyId: agency.agencyId, slug: agency.slug, agencyName: agency.agencyName };
    const cleared = await client.call(endpoints.updateAgency, {
      body: { agency: { ...agencyInput(), ...base, razorpayKeys: null } },
    });
    expect(cleared.data(ZManagedAgency).paymentKeys).toEqual({ keysSet: false, keyId: null, webhookSecretSet: false });
    expect((await storedAgency(agency.agencyId)).paymentSettings).toBeNull();
    const replaced = await client.call(endpoints.updateAgency, {
      body: {
        agency: {
          ...agencyInput(),
          ...base,
          razorpayKeys: { keyId: 'rzp_live_ZZZ999999', keySecret: 'another-secret' },
        },
      },
    });
    expect(replaced.data(ZManagedAgency).paymentKeys).toEqual({
      keysSet: true,
      keyId: 'rzp_live_ZZZ999999',
      webhookSecretSet: false,
    });
    expect(replaced.text).not.toContain('another-secret');
  });

  it('a changed domain starts its verification again with a new token', async () => {
    const client = await superadmin();
    const agency = await created(client, agencyInput({ customDomain: `a-${Date.now().toString(36)}.example.com` }));
    await t.db
      .update(agencies)
      .set({ domainVerifiedAt: new Date(), sslEnabledAt: new Date() })
      .where(eq(agencies.id, agency.agencyId));
    const next = `b-${Date.now().toString(36)}.example.com`;
    const res = await client.call(endpoints.updateAgency, {
      body: { agency: { ...agencyInput(), agencyId: agency.agencyId, slug: agency.slug, customDomain: next } },
    });
    const status = res.data(ZManagedAgency).domainStatus;
    expect(status).toMatchObject({ domain: next, verified: false, sslEnabled: false });
    expect(status?.txtRecord.value).not.toBe(agency.domainStatus?.txtRecord.value);
    const row = await storedAgency(agency.agencyId);
    expect(row.domainVerifiedAt).toBeNull();
    expect(row.sslEnabledAt).toBeNull();
  });

  it("the default agency's address cannot change (the bare domain serves it)", async () => {
    const plain = await createTestApp({ env: { DEFAULT_AGENCY_SLUG: `default-${Date.now().toString(36)}` } });
    try {
      const superagency = await createAgency({ roles: ['superadmin'] });
      const client = plain.client(superagency);
      await signIn(client, await createStaff({ agency: superagency, role: 'admin' }));
      const fallback = await createAgency({ slug: plain.config.defaultAgencySlug });
      const res = await client.call(endpoints.updateAgency, {
        body: { agency: { ...agencyInput(), agencyId: fallback.id, slug: `${fallback.slug}-x` } },
      });
      expect(res.status).toBe(400);
      expect(res.error().fields).toEqual({ 'agency.slug': AGENCY_MESSAGES.defaultSlugFixed });
      const same = await client.call(endpoints.updateAgency, {
        body: {
          agency: { ...agencyInput({ agencyName: 'Renamed default' }), agencyId: fallback.id, slug: fallback.slug },
        },
      });
      expect(same.status).toBe(200);
    } finally {
      await plain.close();
    }
  });

  it('keeps the superadmin role; an unknown agency is 404; bad fields are named', async () => {
    const client = await superadmin();
    const superagency = await createAgency({ roles: ['superadmin'] });
    const res = await client.call(endpoints.updateAgency, {
      body: { agency: { ...agencyInput(), agencyId: superagency.id, slug: superagency.slug } },
    });
    expect(res.data(ZManagedAgency).roles).toEqual(['superadmin']);
    const missing = await client.call(endpoints.updateAgency, {
      body: { agency: { ...agencyInput(), agencyId: '00000000-0000-4000-8000-000000000000' } },
    });
    expectError(missing, 404, AGENCY_MESSAGES.agencyNotFound);
    const bad = await client.call(endpoints.updateAgency, { body: { agency: { ...agencyInput(), agencyId: 'x' } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error().fields ?? {})).toEqual(['agency.agencyId']);
  });
});

describe('GET /agency/list', () => {
  it('searches name, slug and domain, pages, counts admins and never returns secrets', async () => {
    const client = await superadmin();
    const tag = `zq${Date.now().toString(36)}`;
    const a = (
      await client.call(endpoints.createAgency, {
        body: { agency: agencyInput({ agencyName: `${tag} One`, razorpayKeys: keys }) },
      })
    ).data(ZManagedAgency);
    const b = (
      await client.call(endpoints.createAgency, {
        body: { agency: agencyInput({ agencyName: 'Other', customDomain: `${tag}.example.org` }) },
      })
    ).data(ZManagedAgency);
    await client.call(endpoints.addAgencyAdmin, {
      body: { adminData: { agencyId: a.agencyId, name: 'A admin', phoneNumber: uniquePhone() } },
    });
    const res = await client.call(endpoints.listAgencies, { query: { search: tag } });
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(SECRET);
    expect(res.text).not.toContain('Encrypted');
    const found = res.data(ZManagedAgencyList);
    expect(found.total).toBe(2);
    expect(found.list.map((x) => x.agencyId).sort()).toEqual([a.agencyId, b.agencyId].sort());
    expect(found.list.find((x) => x.agencyId === a.agencyId)?.adminCount).toBe(1);
    const page = (await client.call(endpoints.listAgencies, { query: { search: tag, pageSize: '1', page: '2' } })).data(
      ZManagedAgencyList,
    );
    expect(page).toMatchObject({ total: 2 });
    expect(page.list).toHaveLength(1);
    const none = (await client.call(endpoints.listAgencies, { query: { search: '%%%none' } })).data(ZManagedAgencyList);
    expect(none.total).toBe(0);
  });
});

describe('POST /addAgencyAdmin', () => {
  it('creates an admin of that agency with a random password, shown once, that signs in there', async () => {
    const client = await superadmin();
    const target = await createAgency();
    const phoneNumber = uniquePhone();
    const res = await client.call(endpoints.addAgencyAdmin, {
      body: { adminData: { agencyId: target.id, name: 'Meera', phoneNumber, email: 'Meera@Example.com' } },
    });
    expect(res.status, res.text).toBe(200);
    const admin = res.data(ZAddAgencyAdminResponse);
    expect(admin).toMatchObject({ agencyId: target.id, name: 'Meera', phoneNumber, email: 'meera@example.com' });
    expect(admin.password).toMatch(/^\S{10}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row?.roles).toEqual(['admin']);
    expect(row?.passwordHash).not.toContain(admin.password);
    expect(t.outbox.list(phoneNumber)[0]?.text).toContain(admin.password);
    const login = await t.client(target).call(endpoints.login, { body: { phoneNumber, password: admin.password } });
    expect(login.status, login.text).toBe(200);
  });

  it('a phone or e-mail already used in that agency is 409 on the field; bad fields are named; unknown agency 404', async () => {
    const client = await superadmin();
    const target = await createAgency();
    const phoneNumber = uniquePhone();
    const body = { adminData: { agencyId: target.id, name: 'One', phoneNumber, email: 'one@example.com' } };
    expect((await client.call(endpoints.addAgencyAdmin, { body })).status).toBe(200);
    const samePhone = await client.call(endpoints.addAgencyAdmin, {
      body: { adminData: { ...body.adminData, email: 'two@example.com' } },
    });
    expect(samePhone.status).toBe(409);
    expect(samePhone.error().fields).toEqual({ 'adminData.phoneNumber': AGENCY_MESSAGES.adminPhoneTaken });
    const sameEmail = await client.call(endpoints.addAgencyAdmin, {
      body: { adminData: { ...body.adminData, phoneNumber: uniquePhone() } },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.error().fields).toEqual({ 'adminData.email': AGENCY_MESSAGES.adminEmailTaken });
    const bad = await client.call(endpoints.addAgencyAdmin, {
      body: { adminData: { agencyId: target.id, name: '', phoneNumber: '1', email: 'x' } },
    });
    expect(bad.error().fields).toMatchObject({
      'adminData.name': "Enter the admin's name.",
      'adminData.phoneNumber': MESSAGES.phoneInvalid,
      'adminData.email': MESSAGES.emailInvalid,
    });
    const missing = await client.call(endpoints.addAgencyAdmin, {
      body: {
        adminData: { ...body.adminData, agencyId: '00000000-0000-4000-8000-000000000000', phoneNumber: uniquePhone() },
      },
    });
    expect(missing.status).toBe(404);
  });
});

describe('role matrix: Agency Management is the superadmin agency admin only', () => {
  const allowed = onlyRoles('superadmin admin');

  it.each(ROLES)('%s', async (role) => {
    const world = await roleWorld(t);
    const client = world.clients[role];
    const target = await createAgency({ agencyName: 'Untouched' });
    const calls = [
      await client.call(endpoints.listAgencies),
      await client.call(endpoints.createAgency, { body: { agency: agencyInput() } }),
      await client.call(endpoints.updateAgency, {
        body: { agency: { ...agencyInput({ agencyName: 'Changed' }), agencyId: target.id, slug: target.slug } },
      }),
      await client.call(endpoints.addAgencyAdmin, {
        body: { adminData: { agencyId: target.id, name: 'X', phoneNumber: uniquePhone() } },
      }),
      await client.call(endpoints.createSsl, { body: { agencyId: target.id } }),
    ];
    if (allowed[role]) {
      expect(calls.slice(0, 4).map((r) => r.status)).toEqual([200, 200, 200, 200]);
      // The target has no custom domain: createSsl says so, on the field.
      expect(calls[4]?.error().fields).toEqual({ customDomain: AGENCY_MESSAGES.noDomain });
    } else {
      const status = role === "another agency's admin" ? 401 : 403;
      expect(calls.map((r) => r.status)).toEqual([status, status, status, status, status]);
      expect((await storedAgency(target.id)).agencyName).toBe('Untouched');
      const admins = await t.db.select().from(users).where(eq(users.agencyId, target.id));
      expect(admins).toHaveLength(0);
    }
  });

  it("the superadmin agency's own creator, franchisees and customers are refused too", async () => {
    const world = await roleWorld(t, { inSuperagency: true });
    for (const role of ['customer', 'franchisee', 'franchisee-with-all-card-access', 'creator'] as const) {
      const res = await world.clients[role].call(endpoints.listAgencies);
      expect(res.status, role).toBe(403);
    }
    expect((await world.clients.admin.call(endpoints.listAgencies)).status).toBe(200);
  });

  it('signed out is 401', async () => {
    const superagency = await createAgency({ roles: ['superadmin'] });
    expect((await t.client(superagency).call(endpoints.listAgencies)).status).toBe(401);
  });
});
