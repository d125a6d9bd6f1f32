// Franchisee sign-in over HTTP: verifyPhoneNumber, login, OTP, createPassword, GET /franchisee.
import {
  endpoints,
  FRANCHISEE_PERMISSIONS,
  MESSAGES,
  ZFranchiseeCreatePasswordResponse,
  ZFranchiseeLoginResponse,
  ZFranchiseeSummary,
  ZFranchiseeVerifyPhoneResponse,
  ZVerifyOtpResponse,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { signInFranchisee, testAppPerFile } from '#test/support/app';
import { createAgency, createCustomer, createFranchisee, TEST_PASSWORD, uniquePhone } from '#test/support/factories';
import { signedIn } from '#test/support/worlds';

const t = testAppPerFile();

describe('POST /franchisee/verifyPhoneNumber', () => {
  it('an unknown franchisee is 404 ACCOUNT_NOT_FOUND (franchisees never sign up)', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    for (const fromForgotPassword of [false, true]) {
      const res = await t.client(agency).call(endpoints.franchiseeVerifyPhoneNumber, {
        body: { phoneNumber, fromForgotPassword },
      });
      expect(res.status).toBe(404);
      expect(res.error()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: MESSAGES.noFranchiseeAccount });
    }
    expect(t.outbox.list(phoneNumber)).toHaveLength(0);
  });

  it('a customer phone is not a franchisee', async () => {
    const agency = await createAgency();
    const customer = await createCustomer({ agency });
    const res = await t.client(agency).call(endpoints.franchiseeVerifyPhoneNumber, {
      body: { phoneNumber: customer.phoneNumber },
    });
    expect(res.status).toBe(404);
  });

  it('with a password and not forgot-password: no OTP', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const res = await t.client(agency).call(endpoints.franchiseeVerifyPhoneNumber, {
      body: { phoneNumber: franchisee.phoneNumber },
    });
    expect(res.data(ZFranchiseeVerifyPhoneResponse)).toEqual({ franchiseeExist: true, passwordSet: true, otp: null });
  });

  it('a bad phone is 400 naming phoneNumber', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.franchiseeVerifyPhoneNumber, { body: { phoneNumber: '123' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {})).toEqual(['phoneNumber']);
  });
});

describe('POST /franchisee/login', () => {
  it('signs in and returns the franchisee with roles, permissions and hideBilling', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({
      agency,
      roles: ['franchisee', 'franchisee-with-all-card-access'],
      permissions: [...FRANCHISEE_PERMISSIONS],
      hideBilling: true,
    });
    const client = t.client(agency);
    const res = await signInFranchisee(client, franchisee);
    expect(res.data(ZFranchiseeLoginResponse)).toEqual({
      franchiseeLoggedIn: true,
      franchisee: {
        franchiseeId: franchisee.id,
        name: franchisee.name,
        phoneNumber: franchisee.phoneNumber,
        roles: ['franchisee', 'franchisee-with-all-card-access'],
        permissions: [...FRANCHISEE_PERMISSIONS],
        configuration: { hideBilling: true },
      },
    });
    const me = await client.call(endpoints.getFranchisee);
    expect(me.data(ZFranchiseeSummary).franchiseeId).toBe(franchisee.id);
  });

  it('a wrong password and an unknown phone get the same 400 INVALID_CREDENTIALS', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const wrong = await t.client(agency).call(endpoints.franchiseeLogin, {
      body: { phoneNumber: franchisee.phoneNumber, password: 'wrong-pass' },
    });
    const unknown = await t.client(agency).call(endpoints.franchiseeLogin, {
      body: { phoneNumber: uniquePhone(), password: 'wrong-pass' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(400);
      expect(res.error()).toEqual({ code: 'INVALID_CREDENTIALS', message: MESSAGES.invalidCredentials });
    }
  });

  it("a franchisee of agency A cannot sign in on agency B's host", async () => {
    const a = await createAgency();
    const b = await createAgency();
    const franchisee = await createFranchisee({ agency: a });
    const res = await t.client(b).call(endpoints.franchiseeLogin, {
      body: { phoneNumber: franchisee.phoneNumber, password: TEST_PASSWORD },
    });
    expect(res.status).toBe(400);
  });

  it('GET /franchisee: 401 signed out, 403 for a customer session', async () => {
    const agency = await createAgency();
    expect((await t.client(agency).call(endpoints.getFranchisee)).status).toBe(401);
    const customer = await createCustomer({ agency });
    const client = t.client(agency);
    await client.call(endpoints.login, { body: { phoneNumber: customer.phoneNumber, password: TEST_PASSWORD } });
    const res = await client.call(endpoints.getFranchisee);
    expect(res.status).toBe(403);
    expect(res.error()).toEqual({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
  });
});

describe('franchisee OTP flows', () => {
  it('forgot password -> OTP -> franchisee createPassword: new password works, old one does not', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const client = t.client(agency);
    const start = await client.call(endpoints.franchiseeVerifyPhoneNumber, {
      body: { phoneNumber: franchisee.phoneNumber, fromForgotPassword: true },
    });
    const body = start.data(ZFranchiseeVerifyPhoneResponse);
    expect(body).toMatchObject({ franchiseeExist: true, passwordSet: true });
    expect(body.otp?.channel).toBe('sms');

    const early = await client.call(endpoints.franchiseeCreatePassword, { body: { password: 'franchise-new-1' } });
    expect(early.error().code).toBe('OTP_NOT_VERIFIED');

    const verified = await client.call(endpoints.verifyOtp, {
      body: { otp: t.outbox.latestCode(franchisee.phoneNumber) ?? '' },
    });
    expect(verified.data(ZVerifyOtpResponse)).toEqual({ otpVerified: true, subject: 'franchisee' });

    // A franchisee flow cannot be spent on the customer endpoint.
    const wrongEndpoint = await client.call(endpoints.createPassword, { body: { password: 'franchise-new-1' } });
    expect(wrongEndpoint.error().code).toBe('OTP_FLOW_MISSING');

    const res = await client.call(endpoints.franchiseeCreatePassword, { body: { password: 'franchise-new-1' } });
    expect(res.status, res.text).toBe(200);
    expect(res.data(ZFranchiseeCreatePasswordResponse)).toMatchObject({
      passwordCreated: true,
      franchiseeLoggedIn: true,
      franchisee: { franchiseeId: franchisee.id },
    });
    expect((await client.call(endpoints.getFranchisee)).status).toBe(200);

    const old = await t.client(agency).call(endpoints.franchiseeLogin, {
      body: { phoneNumber: franchisee.phoneNumber, password: TEST_PASSWORD },
    });
    expect(old.status).toBe(400);
    await signInFranchisee(t.client(agency), franchisee, 'franchise-new-1');
  });

  it('first password: a franchisee made without one gets an OTP and sets it', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency, password: null });
    const client = t.client(agency);
    const start = await client.call(endpoints.franchiseeVerifyPhoneNumber, {
      body: { phoneNumber: franchisee.phoneNumber },
    });
    const body = start.data(ZFranchiseeVerifyPhoneResponse);
    expect(body.passwordSet).toBe(false);
    expect(body.otp).not.toBeNull();
    await client.call(endpoints.verifyOtp, { body: { otp: t.outbox.latestCode(franchisee.phoneNumber) ?? '' } });
    const res = await client.call(endpoints.franchiseeCreatePassword, { body: { password: 'first-franchise' } });
    expect(res.status).toBe(200);
    await signInFranchisee(t.client(agency), franchisee, 'first-franchise');
  });

  // docs/product-rules.md#otp-lockout-recovery
  it('five wrong codes lock the code; one resend sends a fresh one to the same phone, which verifies', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency, password: null });
    const client = t.client(agency);
    await client.call(endpoints.franchiseeVerifyPhoneNumber, { body: { phoneNumber: franchisee.phoneNumber } });
    const first = t.outbox.latestCode(franchisee.phoneNumber) ?? '';
    const wrong = first === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await client.call(endpoints.verifyOtp, { body: { otp: wrong } });
    expect((await client.call(endpoints.verifyOtp, { body: { otp: first } })).error().code).toBe(
      'OTP_ATTEMPTS_EXHAUSTED',
    );
    t.clock.advance(30_000);
    expect((await client.call(endpoints.resendOtp)).status).toBe(200);
    expect(t.outbox.list(franchisee.phoneNumber)).toHaveLength(2);
    const fresh = t.outbox.latestCode(franchisee.phoneNumber) ?? '';
    const verified = await client.call(endpoints.verifyOtp, { body: { otp: fresh } });
    expect(verified.data(ZVerifyOtpResponse)).toEqual({ otpVerified: true, subject: 'franchisee' });
    const res = await client.call(endpoints.franchiseeCreatePassword, { body: { password: 'after-lockout' } });
    expect(res.status).toBe(200);
  });

  it('a customer flow cannot be spent on the franchisee endpoint', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    await client.call(endpoints.verifyOtp, { body: { otp: t.outbox.latestCode(phoneNumber) ?? '' } });
    const res = await client.call(endpoints.franchiseeCreatePassword, { body: { password: 'whatever-123' } });
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
  });
});

describe('POST /franchisee/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const agency = await createAgency();
    const franchisee = await createFranchisee({ agency });
    const client = await signedIn(t.client(agency), franchisee);
    const sid = client.cookie('cardora_sid');
    const res = await client.call(endpoints.franchiseeLogout);
    expect(res.body).toEqual({ data: { franchiseeLoggedOut: true } });
    expect(res.setCookies.get('cardora_sid')?.cleared).toBe(true);
    const replay = t.client(agency);
    replay.jar.set('cardora_sid', sid ?? '');
    expect((await replay.call(endpoints.getFranchisee)).status).toBe(401);
  });
});
