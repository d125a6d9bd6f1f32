// Passwords the server makes for someone else, over HTTP: the first sign-in only sets a new one,
// nothing else works until then, the temporary one then stops working, and it expires unused
// after 72 hours. docs/product-rules.md#single-use-passwords
import {
  endpoints,
  MESSAGES,
  TEMPORARY_PASSWORD_TTL_MS,
  ZAddAgencyAdminResponse,
  ZLoginResponse,
  ZRegenerateRandomPasswordResponse,
  ZReplaceTemporaryPasswordResponse,
  ZSessionState,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import type { AgencyRow, UserRow } from '#db/schema';
import { signIn, testAppPerFile } from '#test/support/app';
import { createAgency, createCustomer, createStaff, uniquePhone } from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();

/** An admin of a fresh agency regenerates a customer's password: the customer and the password. */
async function regenerated(): Promise<{ agency: AgencyRow; user: UserRow; password: string }> {
  const agency = await createAgency();
  const admin = await createStaff({ agency, role: 'admin' });
  const user = await createCustomer({ agency });
  const adminClient = t.client(agency);
  await signIn(adminClient, admin);
  const res = await adminClient.call(endpoints.regenerateRandomPassword, { body: { userId: user.id } });
  expect(res.status, res.text).toBe(200);
  return { agency, user, password: res.data(ZRegenerateRandomPasswordResponse).password };
}

function loginBody(user: UserRow, password: string) {
  return { phoneNumber: user.phoneNumber ?? '', password };
}

describe('a password made by the server', () => {
  it('signs in with passwordMustChange; nothing but setting a new password works in that session', async () => {
    const { agency, user, password } = await regenerated();
    const client = t.client(agency);
    const login = await client.call(endpoints.login, { body: loginBody(user, password) });
    expect(login.status, login.text).toBe(200);
    expect(login.data(ZLoginResponse).passwordMustChange).toBe(true);

    const state = (await client.call(endpoints.getSession)).data(ZSessionState);
    expect(state).toMatchObject({ kind: 'user', passwordMustChange: true });
    for (const refused of [
      await client.call(endpoints.getUser),
      await client.call(endpoints.getAccount),
      await client.call(endpoints.changePassword, { body: { currentPassword: password, password: 'mine-12345' } }),
    ]) {
      expect(refused.status).toBe(403);
      expect(refused.error()).toEqual({ code: 'PASSWORD_CHANGE_REQUIRED', message: MESSAGES.passwordChangeRequired });
    }
    // Activity keeps the session alive while they type.
    expect((await client.call(endpoints.touchSession)).status).toBe(200);
  });

  it('after the new password is set the session works, the temporary one is refused, the new one signs in', async () => {
    const { agency, user, password } = await regenerated();
    const client = t.client(agency);
    await client.call(endpoints.login, { body: loginBody(user, password) });
    const same = await client.call(endpoints.replaceTemporaryPassword, { body: { password } });
    expect(same.status).toBe(400);
    expect(same.error().fields).toEqual({ password: MESSAGES.chooseAnotherPassword });
    const short = await client.call(endpoints.replaceTemporaryPassword, { body: { password: 'short' } });
    expect(short.error().fields).toEqual({ password: MESSAGES.passwordTooShort });

    const set = await client.call(endpoints.replaceTemporaryPassword, { body: { password: 'my-own-password' } });
    expect(set.status, set.text).toBe(200);
    expect(set.data(ZReplaceTemporaryPasswordResponse)).toMatchObject({
      passwordCreated: true,
      userLoggedIn: true,
      details: { user: { userId: user.id } },
    });
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect((await client.call(endpoints.getSession)).data(ZSessionState)).toMatchObject({ passwordMustChange: false });
    // Only once: a second call has no temporary password to replace.
    const again = await client.call(endpoints.replaceTemporaryPassword, { body: { password: 'another-one-1' } });
    expect(again.status).toBe(403);

    const old = await t.client(agency).call(endpoints.login, { body: loginBody(user, password) });
    expect(old.status).toBe(400);
    expect(old.error().code).toBe('INVALID_CREDENTIALS');
    const fresh = await t.client(agency).call(endpoints.login, { body: loginBody(user, 'my-own-password') });
    expect(fresh.data(ZLoginResponse).passwordMustChange).toBe(false);
  });

  it('expires 72 hours after it was made if unused: refused with a message saying to ask for a new one', async () => {
    const { agency, user, password } = await regenerated();
    t.clock.advance(TEMPORARY_PASSWORD_TTL_MS - 60_000);
    const inTime = await t.client(agency).call(endpoints.login, { body: loginBody(user, password) });
    expect(inTime.status, inTime.text).toBe(200);
    t.clock.advance(60_000);
    const late = await t.client(agency).call(endpoints.login, { body: loginBody(user, password) });
    expect(late.status).toBe(400);
    expect(late.error()).toEqual({ code: 'PASSWORD_EXPIRED', message: MESSAGES.temporaryPasswordExpired });
    // A wrong password after expiry is still just wrong: the answer says nothing more.
    const wrong = await t.client(agency).call(endpoints.login, { body: loginBody(user, 'not-the-password') });
    expect(wrong.error().code).toBe('INVALID_CREDENTIALS');
  });

  it('an expired one can be replaced by forgot password (OTP), which also ends the must-change state', async () => {
    const { agency, user, password } = await regenerated();
    t.clock.advance(TEMPORARY_PASSWORD_TTL_MS);
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, {
      body: { phoneNumber: user.phoneNumber ?? '', fromForgotPassword: true },
    });
    await client.call(endpoints.verifyOtp, { body: { otp: t.outbox.latestCode(user.phoneNumber ?? '') ?? '' } });
    const created = await client.call(endpoints.createPassword, {
      body: { password: 'chosen-by-otp', fromForgotPassword: true },
    });
    expect(created.status, created.text).toBe(200);
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect((await t.client(agency).call(endpoints.login, { body: loginBody(user, password) })).status).toBe(400);
  });

  it("a new agency admin's password works the same way, and its SMS says so", async () => {
    const superagency = await createAgency({ roles: ['superadmin'] });
    const superClient = await signedInStaff(t, superagency, 'admin');
    const target = await createAgency();
    const phoneNumber = uniquePhone();
    const res = await superClient.call(endpoints.addAgencyAdmin, {
      body: { adminData: { agencyId: target.id, name: 'Meera', phoneNumber } },
    });
    const { password } = res.data(ZAddAgencyAdminResponse);
    expect(t.outbox.list(phoneNumber)[0]?.text).toContain('It works once, within 72 hours');

    const client = t.client(target);
    const login = await client.call(endpoints.login, { body: { phoneNumber, password } });
    expect(login.data(ZLoginResponse).passwordMustChange).toBe(true);
    expect((await client.call(endpoints.listBusinesses, { query: {} })).error().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await client.call(endpoints.replaceTemporaryPassword, { body: { password: 'admin-own-1' } })).status).toBe(
      200,
    );
    expect((await t.client(target).call(endpoints.login, { body: { phoneNumber, password } })).status).toBe(400);

    const unused = await superClient.call(endpoints.addAgencyAdmin, {
      body: { adminData: { agencyId: target.id, name: 'Late', phoneNumber: uniquePhone() } },
    });
    const late = unused.data(ZAddAgencyAdminResponse);
    t.clock.advance(TEMPORARY_PASSWORD_TTL_MS);
    const refused = await t.client(target).call(endpoints.login, {
      body: { phoneNumber: late.phoneNumber, password: late.password },
    });
    expect(refused.error().code).toBe('PASSWORD_EXPIRED');
  });

  it('a password the person chose is never must-change', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const login = await signIn(t.client(agency), user);
    expect(login.data(ZLoginResponse).passwordMustChange).toBe(false);
    const client = t.client(agency);
    await signIn(client, user);
    expect((await client.call(endpoints.replaceTemporaryPassword, { body: { password: 'whatever-123' } })).status).toBe(
      403,
    );
  });
});
