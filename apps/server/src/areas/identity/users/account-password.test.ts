// Password and e-mail changes from the account page: with the current password
// (the per-account lockout counts wrong ones) or a code by OTP (its expiry, tries and hourly
// limit), other sessions really end; an e-mail is saved only with the code sent to it.
import {
  ACCOUNT_MESSAGES,
  endpoints,
  MESSAGES,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
  OTP_TTL_MS,
  PASSWORD_MAX_FAILURES,
  ZAccount,
  ZChangePasswordResponse,
  ZOtpSent,
  ZUserDetails,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { signIn, signInFranchisee, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  createAgency,
  createCustomer,
  createFranchisee,
  createStaff,
  TEST_PASSWORD,
  uniqueEmail,
} from '#test/support/factories';
import {
  customerOnThreeDevices,
  franchiseeOnTwoDevices,
  signedIn,
  signedInCustomer,
  strangerOnHost,
} from '#test/support/worlds';
import { createSession } from '../auth/sessions';

const t = testAppPerFile();

const NEW_PASSWORD = 'a-brand-new-one';

function loginAs(client: TestClient, phoneNumber: string | null, password: string) {
  return client.call(endpoints.login, { body: { phoneNumber, password } });
}

/** Sends the account's change-password code and returns it from the outbox. */
async function passwordCode(client: TestClient, to: string): Promise<string> {
  const sent = await client.call(endpoints.sendPasswordOtp);
  expect(sent.status, sent.text).toBe(200);
  return t.outbox.latestCode(to) ?? '';
}

describe('POST /account/password with the current password', () => {
  it('changes it, ends every other session (401) and keeps this one', async () => {
    const { agency, user, client, phone, laptop } = await customerOnThreeDevices(t);

    const res = await client.call(endpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZChangePasswordResponse)).toEqual({ passwordChanged: true, otherSessionsEnded: 2 });
    expect((await phone.call(endpoints.getUser)).status).toBe(401);
    expect((await laptop.call(endpoints.getUser)).status).toBe(401);
    expect((await client.call(endpoints.getUser)).status).toBe(200);
    expect((await loginAs(t.client(agency), user.phoneNumber, TEST_PASSWORD)).status).toBe(400);
    await signIn(t.client(agency), user, NEW_PASSWORD);
  });

  it('a wrong current password is 400 on currentPassword and changes nothing', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const res = await client.call(endpoints.changePassword, {
      body: { currentPassword: 'not-it-at-all', password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      fields: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong },
    });
    await signIn(t.client(agency), user);
  });

  it('wrong current passwords count towards the lockout shared with sign-in; a code opens it again', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const attempt = (currentPassword: string) =>
      client.call(endpoints.changePassword, { body: { currentPassword, password: NEW_PASSWORD } });
    for (let i = 0; i < PASSWORD_MAX_FAILURES - 1; i++) expect((await attempt('wrong-guess')).status).toBe(400);
    const locked = await attempt('wrong-guess');
    expect(locked.status).toBe(429);
    expect(locked.error()).toEqual({ code: 'ACCOUNT_LOCKED', message: MESSAGES.accountLocked });
    // Even the right one, here and on the login page.
    expect((await attempt(TEST_PASSWORD)).status).toBe(429);
    expect((await loginAs(t.client(agency), user.phoneNumber, TEST_PASSWORD)).status).toBe(429);

    const code = await passwordCode(client, user.phoneNumber ?? '');
    const res = await client.call(endpoints.changePassword, { body: { otp: code, password: NEW_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    await signIn(t.client(agency), user, NEW_PASSWORD);
  });

  it('an account made by staff without a password is told to use a code', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, password: null });
    const client = t.client(agency);
    // In real life it signs in by OTP (first password); a session is all this test needs.
    const meta = { userAgent: 'test', ip: '127.0.0.1' };
    const { token } = await createSession(t.db, agency.id, { userId: user.id }, meta, t.clock.now());
    client.jar.set('cardora_sid', token);
    expect((await client.call(endpoints.getAccount)).data(ZAccount).passwordSet).toBe(false);
    const res = await client.call(endpoints.changePassword, {
      body: { currentPassword: 'anything-at-all', password: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.error().fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.noPasswordYet });
  });

  it('bad input is 400 naming the field: both or neither of password and code, a short new password', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const both = await client.call(endpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, otp: '123456', password: NEW_PASSWORD },
    });
    expect(both.status).toBe(400);
    expect(both.error().fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordOrCode });
    const neither = await client.call(endpoints.changePassword, { body: { password: NEW_PASSWORD } });
    expect(neither.error().fields).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordOrCode });
    const short = await client.call(endpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.error().fields).toEqual({ password: MESSAGES.passwordTooShort });
    await signIn(t.client(agency), user);
  });

  it("a franchisee changes theirs; the franchisee's other session ends", async () => {
    const { agency, franchisee, client, other } = await franchiseeOnTwoDevices(t);
    const res = await client.call(endpoints.changePassword, {
      body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.data(ZChangePasswordResponse)).toEqual({ passwordChanged: true, otherSessionsEnded: 1 });
    expect((await other.call(endpoints.getFranchisee)).status).toBe(401);
    expect((await client.call(endpoints.getFranchisee)).status).toBe(200);
    await signInFranchisee(t.client(agency), franchisee, NEW_PASSWORD);
  });

  it("is 401 signed out and for another agency's session", async () => {
    const agency = await createAgency();
    const body = { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD };
    expect((await t.client(agency).call(endpoints.changePassword, { body })).status).toBe(401);
    const { other, stranger, here } = await strangerOnHost(t, agency);
    expect((await here.call(endpoints.changePassword, { body })).status).toBe(401);
    await signIn(t.client(other), stranger);
  });
});

describe('POST /account/password with a code', () => {
  it("sends the code to the account's phone and sets the password with it; other sessions end", async () => {
    const agency = await createAgency({ agencyName: 'Bright Cards' });
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    const other = t.client(agency);
    await signIn(client, user);
    await signIn(other, user);
    const sent = await client.call(endpoints.sendPasswordOtp);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data(ZOtpSent)).toMatchObject({ channel: 'sms', expiresInSeconds: OTP_TTL_MS / 1000 });
    const [sms] = t.outbox.list(user.phoneNumber ?? '');
    expect(sms?.text).toContain('Bright Cards');
    const res = await client.call(endpoints.changePassword, {
      body: { otp: sms?.code ?? '', password: NEW_PASSWORD },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZChangePasswordResponse).otherSessionsEnded).toBe(1);
    expect(res.setCookies.get('cardora_flow')?.cleared).toBe(true);
    expect((await other.call(endpoints.getUser)).status).toBe(401);
    await signIn(t.client(agency), user, NEW_PASSWORD);
  });

  it('a foreign customer gets the code by e-mail', async () => {
    const { agency, user, client } = await signedInCustomer(t, { isForeignUser: true });
    const sent = await client.call(endpoints.sendPasswordOtp);
    expect(sent.data(ZOtpSent).channel).toBe('email');
    const code = t.outbox.latestCode(user.email ?? '') ?? '';
    const res = await client.call(endpoints.changePassword, { body: { otp: code, password: NEW_PASSWORD } });
    expect(res.status, res.text).toBe(200);
    await signIn(t.client(agency), user, NEW_PASSWORD);
  });

  it('wrong codes count down, the fifth ends the flow and the right code then no longer works', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const code = await passwordCode(client, user.phoneNumber ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (otp: string) => client.call(endpoints.changePassword, { body: { otp, password: NEW_PASSWORD } });
    const first = await attempt(wrong);
    expect(first.status).toBe(400);
    expect(first.error()).toEqual({ code: 'INVALID_OTP', message: MESSAGES.otpIncorrect(OTP_MAX_ATTEMPTS - 1) });
    for (let i = 2; i < OTP_MAX_ATTEMPTS; i++) expect((await attempt(wrong)).status).toBe(400);
    const last = await attempt(wrong);
    expect(last.status).toBe(429);
    expect(last.error().code).toBe('OTP_ATTEMPTS_EXHAUSTED');
    expect(last.setCookies.get('cardora_flow')?.cleared).toBe(true);
    expect((await attempt(code)).error().code).toBe('OTP_FLOW_MISSING');
    await signIn(t.client(agency), user);
  });

  it('a code expires after 5 minutes; a resend (after its 30 s) gives a new one that works', async () => {
    const { user, client } = await signedInCustomer(t);
    const old = await passwordCode(client, user.phoneNumber ?? '');
    t.clock.advance(OTP_TTL_MS + 1000);
    const expired = await client.call(endpoints.changePassword, { body: { otp: old, password: NEW_PASSWORD } });
    expect(expired.status).toBe(400);
    expect(expired.error()).toEqual({ code: 'OTP_EXPIRED', message: MESSAGES.otpExpired });

    const resent = await client.call(endpoints.resendOtp);
    expect(resent.status, resent.text).toBe(200);
    const soon = await client.call(endpoints.resendOtp);
    expect(soon.status).toBe(429);
    expect(soon.error().code).toBe('OTP_RESEND_TOO_SOON');
    t.clock.advance(OTP_RESEND_COOLDOWN_MS);
    const fresh = t.outbox.latestCode(user.phoneNumber ?? '') ?? '';
    const res = await client.call(endpoints.changePassword, { body: { otp: fresh, password: NEW_PASSWORD } });
    expect(res.status, res.text).toBe(200);
  });

  it('the hourly send limit applies', async () => {
    const { client } = await signedInCustomer(t);
    for (let i = 0; i < OTP_MAX_SENDS_PER_HOUR; i++) {
      expect((await client.call(endpoints.sendPasswordOtp)).status).toBe(200);
    }
    const over = await client.call(endpoints.sendPasswordOtp);
    expect(over.status).toBe(429);
    expect(over.error()).toEqual({ code: 'OTP_HOURLY_LIMIT', message: MESSAGES.otpHourlyLimit });
  });

  it('a code without a flow, or a sign-in (forgot-password) flow, is refused', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const none = await client.call(endpoints.changePassword, { body: { otp: '123456', password: NEW_PASSWORD } });
    expect(none.status).toBe(400);
    expect(none.error().code).toBe('OTP_FLOW_MISSING');

    await client.call(endpoints.verifyUser, { body: { phoneNumber: user.phoneNumber, fromForgotPassword: true } });
    const code = t.outbox.latestCode(user.phoneNumber ?? '') ?? '';
    const res = await client.call(endpoints.changePassword, { body: { otp: code, password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
    await signIn(t.client(agency), user);
  });

  it("another account's code (its flow cookie in this browser) changes nothing", async () => {
    const agency = await createAgency();
    const victim = await createCustomer({ agency });
    const attacker = await createCustomer({ agency });
    const attackerClient = t.client(agency);
    await signIn(attackerClient, attacker);
    const victimClient = t.client(agency);
    await signIn(victimClient, victim);
    const code = await passwordCode(victimClient, victim.phoneNumber ?? '');
    attackerClient.jar.set('cardora_flow', victimClient.cookie('cardora_flow') ?? '');
    const res = await attackerClient.call(endpoints.changePassword, { body: { otp: code, password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
    await signIn(t.client(agency), victim);
    await signIn(t.client(agency), attacker);
  });

  it('the sign-in pages cannot finish an account flow (createPassword refuses it)', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const code = await passwordCode(client, user.phoneNumber ?? '');
    expect((await client.call(endpoints.verifyOtp, { body: { otp: code } })).status).toBe(200);
    const res = await client.call(endpoints.createPassword, { body: { password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
    await signIn(t.client(agency), user);
  });

  it('is 401 signed out', async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.sendPasswordOtp)).status).toBe(401);
  });
});

describe('POST /account/email and /account/email/verify', () => {
  it('a phone user adds an e-mail with the code sent to it', async () => {
    const { client } = await signedInCustomer(t);
    const email = uniqueEmail();
    const sent = await client.call(endpoints.changeEmail, { body: { email: ` ${email.toUpperCase()} ` } });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.data(ZOtpSent).channel).toBe('email');
    const code = t.outbox.latestCode(email) ?? '';
    const res = await client.call(endpoints.verifyEmailChange, { body: { otp: code } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZAccount)).toMatchObject({ email, signInWith: 'phone' });
    expect((await client.call(endpoints.getUser)).data(ZUserDetails).user.email).toBe(email);
  });

  it('a wrong code saves nothing', async () => {
    const { user, client } = await signedInCustomer(t);
    const email = uniqueEmail();
    await client.call(endpoints.changeEmail, { body: { email } });
    const code = t.outbox.latestCode(email) ?? '';
    const res = await client.call(endpoints.verifyEmailChange, {
      body: { otp: code === '000000' ? '111111' : '000000' },
    });
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('INVALID_OTP');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBeNull();
  });

  it("an e-mail another account of the agency has is 409 and no code is sent; another agency's is fine", async () => {
    const agency = await createAgency();
    const holder = await createCustomer({ agency, isForeignUser: true });
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    await signIn(client, user);
    const taken = await client.call(endpoints.changeEmail, { body: { email: holder.email } });
    expect(taken.status).toBe(409);
    expect(taken.error()).toEqual({
      code: 'CONFLICT',
      message: ACCOUNT_MESSAGES.emailTaken,
      fields: { email: ACCOUNT_MESSAGES.emailTaken },
    });
    expect(t.outbox.list(holder.email ?? '')).toHaveLength(0);

    const elsewhere = await createCustomer({ agency: await createAgency(), isForeignUser: true });
    expect((await client.call(endpoints.changeEmail, { body: { email: elsewhere.email } })).status).toBe(200);
  });

  it('refuses what needs no code: a foreign user (it is how they sign in), the same e-mail, a bad address', async () => {
    const { agency, client: foreignClient } = await signedInCustomer(t, { isForeignUser: true });
    const signInEmail = await foreignClient.call(endpoints.changeEmail, { body: { email: uniqueEmail() } });
    expect(signInEmail.status).toBe(400);
    expect(signInEmail.error().fields).toEqual({ email: ACCOUNT_MESSAGES.emailIsSignIn });

    const email = uniqueEmail();
    const user = await createCustomer({ agency, email });
    const client = t.client(agency);
    await signIn(client, user);
    const same = await client.call(endpoints.changeEmail, { body: { email } });
    expect(same.error().fields).toEqual({ email: ACCOUNT_MESSAGES.emailSame });
    const bad = await client.call(endpoints.changeEmail, { body: { email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.error().fields).toEqual({ email: MESSAGES.emailInvalid });
  });

  it('a franchisee is 403; signed out is 401', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    expect((await client.call(endpoints.changeEmail, { body: { email: uniqueEmail() } })).status).toBe(403);
    expect((await client.call(endpoints.verifyEmailChange, { body: { otp: '123456' } })).status).toBe(403);
    expect((await t.client(agency).call(endpoints.changeEmail, { body: { email: uniqueEmail() } })).status).toBe(401);
  });

  it('an e-mail change flow cannot reset a password on the sign-in pages', async () => {
    const agency = await createAgency();
    const admin = await createStaff({ agency, role: 'admin' });
    const client = t.client(agency);
    await signIn(client, admin);
    const email = uniqueEmail();
    await client.call(endpoints.changeEmail, { body: { email } });
    const code = t.outbox.latestCode(email) ?? '';
    expect((await client.call(endpoints.verifyOtp, { body: { otp: code } })).status).toBe(200);
    const res = await client.call(endpoints.createPassword, { body: { password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
  });
});
