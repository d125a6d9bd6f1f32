// GET /user, POST /user/preference, DELETE /user and POST /regenerateRandomPassword.
import {
  BUSINESS_CATEGORY_IMAGE_CATEGORY,
  endpoints,
  MESSAGES,
  ZDeleteUserResponse,
  ZRegenerateRandomPasswordResponse,
  ZUserDetails,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, imageCategories, imageSubcategories, sessions, users } from '#db/schema';
import { signIn, testAppPerFile } from '#test/support/app';
import {
  createAgency,
  createBusiness,
  createCustomer,
  createFranchisee,
  createStaff,
  TEST_PASSWORD,
} from '#test/support/factories';
import { signedIn, signedInCustomer } from '#test/support/worlds';

const t = testAppPerFile();

describe('GET /user', () => {
  it('returns the user, their businesses in creation order and the active one', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const first = await createBusiness({
      user,
      businessName: 'First',
      category: 'sweet-shop',
    });
    const second = await createBusiness({ user, businessName: 'Second', active: true });
    const client = t.client(agency);
    await signIn(client, user);
    const details = (await client.call(endpoints.getUser)).data(ZUserDetails);
    expect(details.user).toEqual({
      userId: user.id,
      name: user.name,
      phoneNumber: user.phoneNumber,
      email: null,
      isForeignUser: false,
      roles: ['customer'],
    });
    expect(details.businesses.map((b) => b.businessId)).toEqual([first.id, second.id]);
    expect(details.businesses[0]).toEqual({
      businessId: first.id,
      businessName: 'First',
      category: 'sweet-shop',
      categoryName: 'Sweet Shop',
    });
    expect(details.activeBusinessId).toBe(second.id);
  });

  it("names a business's category from its own agency's list, never another agency's", async () => {
    const [ours, theirs] = [await createAgency(), await createAgency()];
    for (const [agency, name] of [
      [theirs, 'Mithai Bhandar'],
      [ours, 'Halwai'],
    ] as const) {
      const [own] = await t.db
        .insert(imageCategories)
        .values({ agencyId: agency.id, name: BUSINESS_CATEGORY_IMAGE_CATEGORY })
        .returning();
      if (!own) throw new Error('no category');
      await t.db.insert(imageSubcategories).values({ imageCategoryId: own.id, key: 'sweet-shop', name });
    }
    const plain = await createAgency();
    for (const [agency, want] of [
      [ours, 'Halwai'],
      [theirs, 'Mithai Bhandar'],
      [plain, 'Sweet Shop'],
    ] as const) {
      const user = await createCustomer({ agency });
      await createBusiness({ user, businessName: 'Sweets', category: 'sweet-shop' });
      const client = t.client(agency);
      await signIn(client, user);
      const details = (await client.call(endpoints.getUser)).data(ZUserDetails);
      expect(details.businesses[0]?.categoryName, agency.slug).toBe(want);
    }
  });

  it('falls back to the first business when none is chosen', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const first = await createBusiness({ user });
    await createBusiness({ user });
    const client = t.client(agency);
    await signIn(client, user);
    expect((await client.call(endpoints.getUser)).data(ZUserDetails).activeBusinessId).toBe(first.id);
  });

  it('is 401 signed out and 403 for a franchisee', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.getUser);
    expect(res.status).toBe(401);
    expect(res.error()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.notSignedIn });
    const franchisee = await createFranchisee({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    expect((await client.call(endpoints.getUser)).status).toBe(403);
  });
});

describe('POST /user/preference', () => {
  it('switches to a business the user owns', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    await createBusiness({ user, active: true });
    const other = await createBusiness({ user });
    const client = t.client(agency);
    await signIn(client, user);
    const res = await client.call(endpoints.updateUserPreference, { body: { activeBusinessId: other.id } });
    expect(res.status).toBe(200);
    expect(res.data(ZUserDetails).activeBusinessId).toBe(other.id);
    expect((await client.call(endpoints.getUser)).data(ZUserDetails).activeBusinessId).toBe(other.id);
  });

  it("another user's business is 404 and changes nothing", async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const mine = await createBusiness({ user, active: true });
    const stranger = await createCustomer({ agency });
    const theirs = await createBusiness({ user: stranger });
    const client = t.client(agency);
    await signIn(client, user);
    const res = await client.call(endpoints.updateUserPreference, { body: { activeBusinessId: theirs.id } });
    expect(res.status).toBe(404);
    expect(res.error()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
    expect((await client.call(endpoints.getUser)).data(ZUserDetails).activeBusinessId).toBe(mine.id);
  });

  it("another agency's business is 404", async () => {
    const agency = await createAgency();
    const otherAgency = await createAgency();
    const user = await createCustomer({ agency });
    const foreignOwner = await createCustomer({ agency: otherAgency });
    const theirs = await createBusiness({ user: foreignOwner });
    const client = t.client(agency);
    await signIn(client, user);
    const res = await client.call(endpoints.updateUserPreference, { body: { activeBusinessId: theirs.id } });
    expect(res.status).toBe(404);
  });

  it('a non-uuid is 400 naming activeBusinessId', async () => {
    const { client } = await signedInCustomer(t);
    const res = await client.call(endpoints.updateUserPreference, { body: { activeBusinessId: 'nope' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['activeBusinessId']);
  });

  it('signed out is 401 (before validation)', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.updateUserPreference, { body: { activeBusinessId: 'nope' } });
    expect(res.status).toBe(401);
  });
});

describe('DELETE /user', () => {
  it('deletes the user, their businesses and sessions, and clears the cookie', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    await createBusiness({ user });
    await createBusiness({ user });
    const bystander = await createCustomer({ agency });
    const keep = await createBusiness({ user: bystander });
    const client = t.client(agency);
    const other = t.client(agency);
    await signIn(client, user);
    await signIn(other, user);

    const res = await client.call(endpoints.deleteUser);
    expect(res.status).toBe(200);
    expect(res.data(ZDeleteUserResponse)).toEqual({ userDeleted: true });
    expect(res.setCookies.get('cardora_sid')?.cleared).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await t.db.select().from(businesses).where(eq(businesses.userId, user.id))).toHaveLength(0);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await other.call(endpoints.getUser)).status).toBe(401);
    expect(await t.db.select().from(businesses).where(eq(businesses.id, keep.id))).toHaveLength(1);
    const login = await t.client(agency).call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(400);
  });

  it('signed out is 401 and deletes nothing', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.deleteUser);
    expect(res.status).toBe(401);
  });
});

describe('POST /regenerateRandomPassword', () => {
  it('an admin gives a user of the agency a 10-character password, sent by SMS and returned once', async () => {
    const agency = await createAgency({ agencyName: 'Bright Cards' });
    const admin = await createStaff({ agency, role: 'admin' });
    const user = await createCustomer({ agency });
    const userClient = t.client(agency);
    await signIn(userClient, user);
    const client = t.client(agency);
    await signIn(client, admin);

    const res = await client.call(endpoints.regenerateRandomPassword, { body: { userId: user.id } });
    expect(res.status, res.text).toBe(200);
    const { userId, password } = res.data(ZRegenerateRandomPasswordResponse);
    expect(userId).toBe(user.id);
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    const [sms] = t.outbox.list(user.phoneNumber ?? '');
    expect(sms?.channel).toBe('sms');
    expect(sms?.text).toContain(password);
    expect(sms?.text).toContain('Bright Cards');

    await signIn(t.client(agency), user, password);
    const old = await t.client(agency).call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(400);
    // The user's old sessions end; the admin's own does not.
    expect((await userClient.call(endpoints.getUser)).status).toBe(401);
    expect((await client.call(endpoints.getUser)).status).toBe(200);
  });

  it('a foreign user gets the new password by e-mail', async () => {
    const agency = await createAgency();
    const admin = await createStaff({ agency, role: 'admin' });
    const user = await createCustomer({ agency, isForeignUser: true });
    const client = t.client(agency);
    await signIn(client, admin);
    const res = await client.call(endpoints.regenerateRandomPassword, { body: { userId: user.id } });
    const { password } = res.data(ZRegenerateRandomPasswordResponse);
    const [mail] = t.outbox.list(user.email ?? '');
    expect(mail?.channel).toBe('email');
    expect(mail?.text).toContain(password);
  });

  it('a customer is 403 and nothing changes', async () => {
    const agency = await createAgency();
    const customer = await createCustomer({ agency });
    const target = await createCustomer({ agency });
    const client = t.client(agency);
    await signIn(client, customer);
    const res = await client.call(endpoints.regenerateRandomPassword, { body: { userId: target.id } });
    expect(res.status).toBe(403);
    expect(res.error()).toEqual({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
    await signIn(t.client(agency), target);
  });

  it('a creator is 403', async () => {
    const agency = await createAgency();
    const creator = await createStaff({ agency, role: 'creator' });
    const target = await createCustomer({ agency });
    const client = t.client(agency);
    await signIn(client, creator);
    expect((await client.call(endpoints.regenerateRandomPassword, { body: { userId: target.id } })).status).toBe(403);
  });

  it('a franchisee is 403', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency, roles: ['franchisee', 'franchisee-with-all-card-access'] });
    const target = await createCustomer({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    expect((await client.call(endpoints.regenerateRandomPassword, { body: { userId: target.id } })).status).toBe(403);
  });

  it('a user of another agency is 404 and keeps their password', async () => {
    const agency = await createAgency();
    const otherAgency = await createAgency();
    const admin = await createStaff({ agency, role: 'admin' });
    const target = await createCustomer({ agency: otherAgency });
    const client = t.client(agency);
    await signIn(client, admin);
    const res = await client.call(endpoints.regenerateRandomPassword, { body: { userId: target.id } });
    expect(res.status).toBe(404);
    expect(res.error().code).toBe('NOT_FOUND');
    await signIn(t.client(otherAgency), target);
    expect(t.outbox.list(target.phoneNumber ?? '')).toHaveLength(0);
  });

  it('signed out is 401', async () => {
    const agency = await createAgency();
    const target = await createCustomer({ agency });
    const res = await t.client(agency).call(endpoints.regenerateRandomPassword, { body: { userId: target.id } });
    expect(res.status).toBe(401);
  });
});
