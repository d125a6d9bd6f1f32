// Customer sign-in over HTTP: verifyUser, login, createPassword.
import {
  endpoints,
  MESSAGES,
  ZCreatePasswordResponse,
  ZLoginResponse,
  ZVerifyOtpResponse,
  ZVerifyUserResponse,
} from '@cardora/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  createAgency,
  createCustomer,
  createStaff,
  TEST_PASSWORD,
  uniqueEmail,
  uniquePhone,
} from '#test/support/factories';
import { signedInCustomer } from '#test/support/worlds';

const t = testAppPerFile();

function otpFor(to: string): string {
  const code = t.outbox.latestCode(to);
  if (!code) throw new Error(`no OTP sent to ${to}`);
  return code;
}

async function verifyWithOtp(client: TestClient, to: string) {
  const res = await client.call(endpoints.verifyOtp, { body: { otp: otpFor(to) } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZVerifyOtpResponse);
}

async function usersWithPhone(agencyId: string, phoneNumber: string) {
  return t.db
    .select()
    .from(users)
    .where(and(eq(users.agencyId, agencyId), eq(users.phoneNumber, phoneNumber)));
}

describe('POST /verifyUser', () => {
  it('a new phone: sends an SMS OTP, keeps a pending flow, creates nobody yet', async () => {
    const agency = await createAgency({ agencyName: 'Sunrise Cards' });
    const phoneNumber = '+919812345678';
    const client = t.client(agency);
    const res = await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    expect(res.status).toBe(200);
    expect(res.data(ZVerifyUserResponse)).toEqual({
      userExist: false,
      passwordSet: false,
      otp: { sentTo: '+91 ••••••5678', channel: 'sms', resendAfterSeconds: 30, expiresInSeconds: 300 },
    });
    const flow = res.setCookies.get('cardora_flow');
    expect(flow?.httpOnly).toBe(true);
    expect(flow?.sameSite).toBe('Lax');
    const [message] = t.outbox.list(phoneNumber);
    expect(message?.text).toBe(`${message?.code} is your Sunrise Cards verification code. It expires in 5 minutes.`);
    expect(await usersWithPhone(agency.id, phoneNumber)).toHaveLength(0);
  });

  it('normalises spaces and dashes in the phone number', async () => {
    const agency = await createAgency();
    const phone = uniquePhone();
    const typed = `${phone.slice(0, 3)} ${phone.slice(3, 8)}-${phone.slice(8)}`;
    const res = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber: typed } });
    expect(res.status).toBe(200);
    expect(t.outbox.list(phone)).toHaveLength(1);
  });

  it('an existing user with a password: no OTP, the web asks for the password', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const res = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber: user.phoneNumber } });
    expect(res.data(ZVerifyUserResponse)).toEqual({ userExist: true, passwordSet: true, otp: null });
    expect(res.setCookies.has('cardora_flow')).toBe(false);
    expect(t.outbox.list(user.phoneNumber ?? '')).toHaveLength(0);
  });

  it('forgot password for an existing user: sends an OTP', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const res = await t.client(agency).call(endpoints.verifyUser, {
      body: { phoneNumber: user.phoneNumber, fromForgotPassword: true },
    });
    const body = res.data(ZVerifyUserResponse);
    expect(body.userExist).toBe(true);
    expect(body.otp?.channel).toBe('sms');
    expect(t.outbox.list(user.phoneNumber ?? '')).toHaveLength(1);
  });

  it('forgot password for nobody: 404 ACCOUNT_NOT_FOUND, nothing sent', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const res = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber, fromForgotPassword: true } });
    expect(res.status).toBe(404);
    expect(res.error()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: MESSAGES.noAccountForReset });
    expect(t.outbox.list(phoneNumber)).toHaveLength(0);
  });

  it('an account made by staff without a password: passwordSet false and an OTP', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, password: null });
    const res = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber: user.phoneNumber } });
    const body = res.data(ZVerifyUserResponse);
    expect(body).toMatchObject({ userExist: true, passwordSet: false });
    expect(body.otp).not.toBeNull();
  });

  it('a foreign user gets the OTP by e-mail', async () => {
    const agency = await createAgency();
    const email = uniqueEmail();
    const res = await t.client(agency).call(endpoints.verifyUser, {
      body: { email: email.toUpperCase(), isForeignUser: true },
    });
    const body = res.data(ZVerifyUserResponse);
    expect(body.otp?.channel).toBe('email');
    expect(body.otp?.sentTo).toMatch(/^u•+@example\.com$/);
    const [message] = t.outbox.list(email);
    expect(message?.channel).toBe('email');
  });

  it('a bad phone number is 400 naming phoneNumber', async () => {
    const agency = await createAgency();
    for (const phoneNumber of ['98765', '+915123456789', 'abc']) {
      const res = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber } });
      expect(res.status, phoneNumber).toBe(400);
      const error = res.error();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields ?? {})).toEqual(['phoneNumber']);
    }
  });

  it('a missing phone is 400 naming phoneNumber', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.verifyUser, { body: {} });
    expect(res.status).toBe(400);
    expect(res.error().fields).toEqual({ phoneNumber: MESSAGES.phoneInvalid });
  });

  it('a bad e-mail for a foreign user is 400 naming email', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.verifyUser, {
      body: { email: 'not-an-email', isForeignUser: true },
    });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.emailInvalid,
      fields: { email: MESSAGES.emailInvalid },
    });
  });
});

describe('POST /login', () => {
  it('signs in with the right password, sets the session cookie and returns the details', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    const res = await client.call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    const body = res.data(ZLoginResponse);
    expect(body.userLoggedIn).toBe(true);
    expect(body.details.user).toMatchObject({ userId: user.id, phoneNumber: user.phoneNumber, roles: ['customer'] });
    const sid = res.setCookies.get('cardora_sid');
    expect(sid?.httpOnly).toBe(true);
    expect(sid?.sameSite).toBe('Lax');
    expect((await client.call(endpoints.getUser)).status).toBe(200);
  });

  it('a foreign user signs in with e-mail', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, isForeignUser: true });
    const res = await t.client(agency).call(endpoints.login, {
      body: { email: user.email, isForeignUser: true, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
  });

  it('a wrong password is 400 INVALID_CREDENTIALS with no session', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    const res = await client.call(endpoints.login, { body: { phoneNumber: user.phoneNumber, password: 'wrong-pass' } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    expect(client.cookie('cardora_sid')).toBeUndefined();
  });

  it('an unknown account gets exactly the same answer as a wrong password', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.login, {
      body: { phoneNumber: uniquePhone(), password: 'wrong-pass' },
    });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
  });

  it('e-mail sign-in failures use the e-mail wording', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.login, {
      body: { email: uniqueEmail(), isForeignUser: true, password: 'wrong-pass' },
    });
    expect(res.error()).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidEmailCredentials });
  });

  it("a user of agency A cannot sign in on agency B's host", async () => {
    const a = await createAgency();
    const b = await createAgency();
    const user = await createCustomer({ agency: a });
    const res = await t
      .client(b)
      .call(endpoints.login, { body: { phoneNumber: user.phoneNumber, password: TEST_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('INVALID_CREDENTIALS');
  });

  it('admins and creators sign in the same way and get their roles', async () => {
    const agency = await createAgency();
    for (const role of ['admin', 'creator'] as const) {
      const staff = await createStaff({ agency, role });
      const res = await signIn(t.client(agency), staff);
      expect(res.data(ZLoginResponse).details.user.roles).toEqual([role]);
    }
  });

  it('a user with no password yet cannot sign in with any password', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, password: null });
    const res = await t.client(agency).call(endpoints.login, { body: { phoneNumber: user.phoneNumber, password: '' } });
    expect(res.status).toBe(400);
    const other = await t.client(agency).call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: 'anything-1' },
    });
    expect(other.error().code).toBe('INVALID_CREDENTIALS');
  });

  it('a new sign-in replaces the previous session of the browser', async () => {
    const { agency, user, client } = await signedInCustomer(t);
    const first = client.cookie('cardora_sid');
    await signIn(client, user);
    expect(client.cookie('cardora_sid')).not.toBe(first);
    const stale = t.client(agency);
    stale.jar.set('cardora_sid', first ?? '');
    expect((await stale.call(endpoints.getUser)).status).toBe(401);
  });
});

describe('POST /createPassword', () => {
  it('before the OTP is verified: 400 OTP_NOT_VERIFIED, nobody created', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    const res = await client.call(endpoints.createPassword, { body: { password: 'new-password-1' } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({ code: 'OTP_NOT_VERIFIED', message: MESSAGES.otpNotVerified });
    expect(await usersWithPhone(agency.id, phoneNumber)).toHaveLength(0);
  });

  it('without any flow: 400 OTP_FLOW_MISSING', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.createPassword, { body: { password: 'new-password-1' } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({ code: 'OTP_FLOW_MISSING', message: MESSAGES.otpFlowMissing });
  });

  it('a short password is 400 naming password', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    await verifyWithOtp(client, phoneNumber);
    const res = await client.call(endpoints.createPassword, { body: { password: 'short' } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.passwordTooShort,
      fields: { password: MESSAGES.passwordTooShort },
    });
    expect(await usersWithPhone(agency.id, phoneNumber)).toHaveLength(0);
  });

  it('sign-up: creates exactly one customer, signs in, signedUp true, and the flow is spent', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    expect(await verifyWithOtp(client, phoneNumber)).toEqual({ otpVerified: true, subject: 'user' });
    const res = await client.call(endpoints.createPassword, { body: { password: 'new-password-1' } });
    expect(res.status, res.text).toBe(200);
    const body = res.data(ZCreatePasswordResponse);
    expect(body).toMatchObject({ passwordCreated: true, userLoggedIn: true, signedUp: true });
    expect(body.details.user).toMatchObject({ phoneNumber, roles: ['customer'], isForeignUser: false });
    expect(body.details.businesses).toEqual([]);
    expect(await usersWithPhone(agency.id, phoneNumber)).toHaveLength(1);
    expect(res.setCookies.get('cardora_flow')?.cleared).toBe(true);
    expect((await client.call(endpoints.getUser)).status).toBe(200);

    const again = await client.call(endpoints.createPassword, { body: { password: 'new-password-2' } });
    expect(again.error().code).toBe('OTP_FLOW_MISSING');
    expect(await usersWithPhone(agency.id, phoneNumber)).toHaveLength(1);

    const login = await t.client(agency).call(endpoints.login, { body: { phoneNumber, password: 'new-password-1' } });
    expect(login.status).toBe(200);
  });

  it('sign-up of a foreign user by e-mail', async () => {
    const agency = await createAgency();
    const email = uniqueEmail();
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { email, isForeignUser: true } });
    await verifyWithOtp(client, email);
    const res = await client.call(endpoints.createPassword, { body: { password: 'new-password-1' } });
    expect(res.data(ZCreatePasswordResponse).details.user).toMatchObject({
      email,
      isForeignUser: true,
      phoneNumber: null,
    });
  });

  it('forgot password: changes the password, the old one stops working, signedUp false, old sessions end', async () => {
    const { agency, user, client: elsewhere } = await signedInCustomer(t);

    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber: user.phoneNumber, fromForgotPassword: true } });
    await verifyWithOtp(client, user.phoneNumber ?? '');
    const res = await client.call(endpoints.createPassword, {
      body: { password: 'brand-new-pass', fromForgotPassword: true },
    });
    expect(res.status).toBe(200);
    const body = res.data(ZCreatePasswordResponse);
    expect(body.signedUp).toBe(false);
    expect(body.details.user.userId).toBe(user.id);

    const old = await t.client(agency).call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(400);
    await signIn(t.client(agency), user, 'brand-new-pass');
    expect((await elsewhere.call(endpoints.getUser)).status).toBe(401);
    expect(await usersWithPhone(agency.id, user.phoneNumber ?? '')).toHaveLength(1);
  });

  it('first password for an account made by staff', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency, password: null });
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber: user.phoneNumber } });
    await verifyWithOtp(client, user.phoneNumber ?? '');
    const res = await client.call(endpoints.createPassword, { body: { password: 'first-password' } });
    expect(res.data(ZCreatePasswordResponse).signedUp).toBe(false);
    await signIn(t.client(agency), user, 'first-password');
  });

  it('a concurrent sign-up of the same phone: one wins, the other is 409 CONFLICT, nothing half-made', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const first = t.client(agency);
    const second = t.client(agency);
    await first.call(endpoints.verifyUser, { body: { phoneNumber } });
    await verifyWithOtp(first, phoneNumber);
    t.clock.advance(31_000);
    await second.call(endpoints.verifyUser, { body: { phoneNumber } });
    await verifyWithOtp(second, phoneNumber);

    const results = await Promise.all([
      first.call(endpoints.createPassword, { body: { password: 'password-one' } }),
      second.call(endpoints.createPassword, { body: { password: 'password-two' } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409);
    expect(loser?.error()).toEqual({ code: 'CONFLICT', message: MESSAGES.accountAlreadyExists });
    expect(loser?.setCookies.has('cardora_sid')).toBe(false);
    expect(await usersWithPhone(agency.id, phoneNumber)).toHaveLength(1);
  });

  it("a flow started on agency A does not work on agency B's host", async () => {
    const a = await createAgency();
    const b = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(a);
    await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    const onB = t.client(b);
    for (const [name, value] of client.jar) onB.jar.set(name, value);
    const res = await onB.call(endpoints.verifyOtp, { body: { otp: otpFor(phoneNumber) } });
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
  });
});
