// Franchisee management over HTTP: GET /franchisee/list, POST /franchisee/signup, POST /franchisee/edit.
import {
  endpoints,
  FRANCHISEE_MESSAGES,
  FRANCHISEE_PERMISSION_INFO,
  FRANCHISEE_PERMISSIONS,
  MESSAGES,
  type TFranchiseeSignupBody,
  ZFranchisee,
  ZFranchiseeList,
  ZFranchiseeSummary,
  ZFranchiseeVerifyPhoneResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { franchisees } from '#db/schema';
import { testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { expectError } from '#test/support/expect';
import { createAgency, createFranchisee, uniquePhone } from '#test/support/factories';
import { onlyRoles, ROLES, roleWorld } from '#test/support/role-world';
import { signedIn, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

async function adminOf() {
  const agency = await createAgency();
  const client = await signedInStaff(t, agency, 'admin');
  return { agency, client };
}

function signupBody(overrides: Partial<TFranchiseeSignupBody> = {}): TFranchiseeSignupBody {
  return {
    name: 'Ravi Traders',
    phoneNumber: uniquePhone(),
    permissions: ['business:create', 'card:edit'],
    roles: ['franchisee'],
    configuration: { hideBilling: true },
    ...overrides,
  };
}

async function storedFranchisee(id: string) {
  const [row] = await t.db.select().from(franchisees).where(eq(franchisees.id, id));
  return row;
}

describe('POST /franchisee/signup', () => {
  it('creates a franchisee without a password, who then sets one through the franchisee OTP', async () => {
    const { agency, client } = await adminOf();
    const body = signupBody();
    const res = await client.call(endpoints.franchiseeSignup, { body });
    expect(res.status, res.text).toBe(200);
    const created = res.data(ZFranchisee);
    expect(created).toMatchObject({
      name: 'Ravi Traders',
      phoneNumber: body.phoneNumber,
      permissions: ['business:create', 'card:edit'],
      roles: ['franchisee'],
      configuration: { hideBilling: true },
      passwordSet: false,
    });
    const row = await storedFranchisee(created.franchiseeId);
    expect(row?.agencyId).toBe(agency.id);
    expect(row?.passwordHash).toBeNull();

    // The existing franchisee login: no password yet, so an OTP goes out.
    const login = t.client(agency);
    const verify = await login.call(endpoints.franchiseeVerifyPhoneNumber, { body: { phoneNumber: body.phoneNumber } });
    expect(verify.data(ZFranchiseeVerifyPhoneResponse)).toMatchObject({ franchiseeExist: true, passwordSet: false });
    const code = t.outbox.latestCode(body.phoneNumber ?? '') ?? '';
    expect((await login.call(endpoints.verifyOtp, { body: { otp: code } })).status).toBe(200);
    const created2 = await login.call(endpoints.franchiseeCreatePassword, { body: { password: 'a-new-password-1' } });
    expect(created2.status, created2.text).toBe(200);
    const me = await login.call(endpoints.getFranchisee);
    expect(me.data(ZFranchiseeSummary).permissions).toEqual(['business:create', 'card:edit']);
  });

  it('all-card access always keeps the franchisee role; permissions are deduplicated in list order', async () => {
    const { client } = await adminOf();
    const res = await client.call(endpoints.franchiseeSignup, {
      body: signupBody({
        roles: ['franchisee-with-all-card-access'],
        permissions: ['plan:custom', 'business:create', 'plan:custom'],
      }),
    });
    expect(res.data(ZFranchisee)).toMatchObject({
      roles: ['franchisee', 'franchisee-with-all-card-access'],
      permissions: ['business:create', 'plan:custom'],
    });
  });

  it('names each bad field with its message', async () => {
    const { client } = await adminOf();
    const res = await client.call(endpoints.franchiseeSignup, {
      body: { name: '  ', phoneNumber: '12', permissions: ['business:fly'], roles: ['franchisee'] },
    });
    expect(res.status).toBe(400);
    const fields = res.error().fields ?? {};
    expect(fields.name).toBe(FRANCHISEE_MESSAGES.nameRequired);
    expect(fields.phoneNumber).toBe(MESSAGES.phoneInvalid);
    expect(fields['permissions.0']).toBe(FRANCHISEE_MESSAGES.unknownPermission);
  });

  it('a phone already used by a franchisee of the agency is 409 on phoneNumber; another agency may reuse it', async () => {
    const { client } = await adminOf();
    const body = signupBody();
    expect((await client.call(endpoints.franchiseeSignup, { body })).status).toBe(200);
    const again = await client.call(endpoints.franchiseeSignup, { body: { ...body, name: 'Other' } });
    expect(again.status).toBe(409);
    expect(again.error()).toEqual({
      code: 'CONFLICT',
      message: FRANCHISEE_MESSAGES.phoneTaken,
      fields: { phoneNumber: FRANCHISEE_MESSAGES.phoneTaken },
    });
    const elsewhere = await adminOf();
    expect((await elsewhere.client.call(endpoints.franchiseeSignup, { body })).status).toBe(200);
  });
});

describe('POST /franchisee/edit', () => {
  it('replaces name, phone, permissions, roles and hideBilling; the franchisee feels it on its next request', async () => {
    const { agency, client } = await adminOf();
    const franchisee = await createFranchisee({ agency, permissions: ['business:create'] });
    const own = await signedIn(t.client(agency), franchisee);
    const newPhone = uniquePhone();
    const res = await client.call(endpoints.franchiseeEdit, {
      body: {
        franchiseeId: franchisee.id,
        name: 'Renamed',
        phoneNumber: newPhone,
        permissions: ['payment:record'],
        roles: ['franchisee', 'franchisee-with-all-card-access'],
        configuration: { hideBilling: true },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZFranchisee)).toMatchObject({
      name: 'Renamed',
      phoneNumber: newPhone,
      permissions: ['payment:record'],
      roles: ['franchisee', 'franchisee-with-all-card-access'],
      configuration: { hideBilling: true },
      passwordSet: true,
    });
    const me = (await own.call(endpoints.getFranchisee)).data(ZFranchiseeSummary);
    expect(me.permissions).toEqual(['payment:record']);
    expect(me.configuration.hideBilling).toBe(true);
  });

  it("another agency's franchisee is 404 and is not changed", async () => {
    const { client } = await adminOf();
    const foreign = await createFranchisee({ agency: await createAgency(), name: 'Foreign' });
    const res = await client.call(endpoints.franchiseeEdit, {
      body: { ...signupBody(), franchiseeId: foreign.id },
    });
    expectError(res, 404, FRANCHISEE_MESSAGES.notFound);
    expect((await storedFranchisee(foreign.id))?.name).toBe('Foreign');
  });

  it("taking another franchisee's phone is 409 on phoneNumber", async () => {
    const { agency, client } = await adminOf();
    const a = await createFranchisee({ agency });
    const b = await createFranchisee({ agency });
    const res = await client.call(endpoints.franchiseeEdit, {
      body: { ...signupBody(), franchiseeId: b.id, phoneNumber: a.phoneNumber },
    });
    expect(res.status).toBe(409);
    expect(res.error().fields).toEqual({ phoneNumber: FRANCHISEE_MESSAGES.phoneTaken });
  });

  it('a bad id names franchiseeId', async () => {
    const { client } = await adminOf();
    const res = await client.call(endpoints.franchiseeEdit, { body: { ...signupBody(), franchiseeId: 'nope' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['franchiseeId']);
  });
});

describe('GET /franchisee/list', () => {
  async function listWorld() {
    const { agency, client } = await adminOf();
    // Fixed phones: the search also matches digits, so a random phone holding "100" would match "100%".
    const a = await createFranchisee({
      agency,
      name: 'Asha Prints',
      phoneNumber: '+919876502222',
      permissions: ['payment:delete'],
    });
    const b = await createFranchisee({
      agency,
      name: 'Bala 100% Cards',
      phoneNumber: '+919876503333',
      permissions: ['business:create'],
    });
    const c = await createFranchisee({
      agency,
      name: 'Chetan',
      phoneNumber: '+919876501234',
      roles: ['franchisee', 'franchisee-with-all-card-access'],
    });
    await createFranchisee({ agency: await createAgency(), name: 'Asha Elsewhere' });
    return { client, a, b, c };
  }
  const list = async (client: TestClient, query: Record<string, string>) => {
    const res = await client.call(endpoints.listFranchisees, { query });
    expect(res.status, res.text).toBe(200);
    return res.data(ZFranchiseeList);
  };

  it("all=true lists every franchisee of the agency (by name), and only the agency's", async () => {
    const { client } = await listWorld();
    const all = await list(client, { all: 'true' });
    expect(all.total).toBe(3);
    expect(all.list.map((f) => f.name)).toEqual(['Asha Prints', 'Bala 100% Cards', 'Chetan']);
  });

  it('searches name and phone, filters by permission and role, pages', async () => {
    const { client, a, b, c } = await listWorld();
    expect((await list(client, { search: 'asha' })).list.map((f) => f.franchiseeId)).toEqual([a.id]);
    expect((await list(client, { search: '98765 01' })).list.map((f) => f.franchiseeId)).toEqual([c.id]);
    // % is a character, not a wildcard.
    expect((await list(client, { search: '100%' })).list.map((f) => f.franchiseeId)).toEqual([b.id]);
    expect((await list(client, { search: '%' })).list.map((f) => f.franchiseeId)).toEqual([b.id]);
    expect((await list(client, { permission: 'payment:delete' })).list.map((f) => f.franchiseeId)).toEqual([a.id]);
    expect((await list(client, { role: 'franchisee-with-all-card-access' })).list.map((f) => f.franchiseeId)).toEqual([
      c.id,
    ]);
    const page1 = await list(client, { pageSize: '2', page: '1' });
    const page2 = await list(client, { pageSize: '2', page: '2' });
    expect(page1.total).toBe(3);
    expect(page1.list).toHaveLength(2);
    expect(page2.list).toHaveLength(1);
    expect(new Set([...page1.list, ...page2.list].map((f) => f.franchiseeId)).size).toBe(3);
  });

  it('an unknown permission filter names the field', async () => {
    const { client } = await adminOf();
    const res = await client.call(endpoints.listFranchisees, { query: { permission: 'fly' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['permission']);
  });
});

describe('role matrix: who manages franchisees (Franchisee List: admin)', () => {
  const allowed = onlyRoles('admin', 'superadmin admin');

  it.each(ROLES)('%s', async (role) => {
    const world = await roleWorld(t);
    const client = world.clients[role];
    const target = await createFranchisee({ agency: world.agency, name: 'Target' });
    const list = await client.call(endpoints.listFranchisees, { query: { all: 'true' } });
    const signup = await client.call(endpoints.franchiseeSignup, { body: signupBody() });
    const edit = await client.call(endpoints.franchiseeEdit, {
      body: { ...signupBody(), franchiseeId: target.id, name: 'Changed' },
    });
    if (allowed[role]) {
      expect(list.status).toBe(200);
      expect(signup.status).toBe(200);
      // The superadmin admin works in its own agency: another agency's franchisee is not found.
      expect(edit.status).toBe(role === 'superadmin admin' ? 404 : 200);
    } else {
      // Another agency's session means no session on this host: 401; the rest are 403.
      const status = role === "another agency's admin" ? 401 : 403;
      for (const res of [list, signup, edit]) expect(res.status).toBe(status);
    }
    if (!allowed[role] || role === 'superadmin admin') {
      expect((await storedFranchisee(target.id))?.name).toBe('Target');
    }
  });

  it('every permission name has a label and a description for the form', () => {
    expect(Object.keys(FRANCHISEE_PERMISSION_INFO).sort()).toEqual([...FRANCHISEE_PERMISSIONS].sort());
  });
});
