// OTP limits over HTTP, with the injectable clock: wrong codes, attempts, expiry, resend
// cooldown and the hourly cap per identifier.
import { endpoints, MESSAGES, OTP_MAX_SENDS_PER_HOUR, ZOtpSent, ZVerifyOtpResponse } from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { type TestApp, testAppPerFile } from '#test/support/app';
import { createAgency, uniquePhone } from '#test/support/factories';

const t = testAppPerFile();

function wrongCode(right: string): string {
  return right === '000000' ? '111111' : '000000';
}

async function startSignUp() {
  const agency = await createAgency();
  const phoneNumber = uniquePhone();
  const client = t.client(agency);
  const res = await client.call(endpoints.verifyUser, { body: { phoneNumber } });
  expect(res.status).toBe(200);
  const code = t.outbox.latestCode(phoneNumber) ?? '';
  return { agency, phoneNumber, client, code };
}

describe('POST /verifyOtp', () => {
  it('a wrong code is 400 INVALID_OTP and says how many attempts are left', async () => {
    const { client, code } = await startSignUp();
    const res = await client.call(endpoints.verifyOtp, { body: { otp: wrongCode(code) } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({ code: 'INVALID_OTP', message: MESSAGES.otpIncorrect(4) });
    const next = await client.call(endpoints.verifyOtp, { body: { otp: wrongCode(code) } });
    expect(next.error().message).toBe(MESSAGES.otpIncorrect(3));
    const ok = await client.call(endpoints.verifyOtp, { body: { otp: code } });
    expect(ok.data(ZVerifyOtpResponse)).toEqual({ otpVerified: true, subject: 'user' });
  });

  it('the fifth wrong code locks the code: 429 OTP_ATTEMPTS_EXHAUSTED, and the right code no longer works', async () => {
    const { client, code } = await startSignUp();
    for (let i = 4; i >= 1; i--) {
      const res = await client.call(endpoints.verifyOtp, { body: { otp: wrongCode(code) } });
      expect(res.error().message).toBe(MESSAGES.otpIncorrect(i));
    }
    const fifth = await client.call(endpoints.verifyOtp, { body: { otp: wrongCode(code) } });
    expect(fifth.status).toBe(429);
    expect(fifth.error()).toEqual({ code: 'OTP_ATTEMPTS_EXHAUSTED', message: MESSAGES.otpTooManyAttempts });
    // The flow (and its cookie) stays so a resend can recover it.
    expect(fifth.setCookies.get('cardora_flow')).toBeUndefined();
    const after = await client.call(endpoints.verifyOtp, { body: { otp: code } });
    expect(after.status).toBe(429);
    expect(after.error().code).toBe('OTP_ATTEMPTS_EXHAUSTED');
  });

  it('a code older than 5 minutes is 400 OTP_EXPIRED; a resend gives a fresh one', async () => {
    const { client, code, phoneNumber } = await startSignUp();
    t.clock.advance(5 * 60_000 + 1);
    const res = await client.call(endpoints.verifyOtp, { body: { otp: code } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({ code: 'OTP_EXPIRED', message: MESSAGES.otpExpired });
    const resent = await client.call(endpoints.resendOtp);
    expect(resent.status).toBe(200);
    const fresh = t.outbox.latestCode(phoneNumber) ?? '';
    expect((await client.call(endpoints.verifyOtp, { body: { otp: fresh } })).status).toBe(200);
  });

  it('a code just inside 5 minutes still works', async () => {
    const { client, code } = await startSignUp();
    t.clock.advance(5 * 60_000 - 1_000);
    expect((await client.call(endpoints.verifyOtp, { body: { otp: code } })).status).toBe(200);
  });

  it('a malformed code is a 400 validation error naming otp', async () => {
    const { client } = await startSignUp();
    const res = await client.call(endpoints.verifyOtp, { body: { otp: '12ab' } });
    expect(res.error()).toEqual({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.otpFormat,
      fields: { otp: MESSAGES.otpFormat },
    });
  });

  it('without a flow cookie: 400 OTP_FLOW_MISSING', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.verifyOtp, { body: { otp: '123456' } });
    expect(res.error()).toEqual({ code: 'OTP_FLOW_MISSING', message: MESSAGES.otpFlowMissing });
  });
});

describe('POST /resendOtp', () => {
  it('within 30 s is 429 OTP_RESEND_TOO_SOON with the seconds left', async () => {
    const { client, phoneNumber } = await startSignUp();
    t.clock.advance(10_000);
    const res = await client.call(endpoints.resendOtp);
    expect(res.status).toBe(429);
    expect(res.error()).toEqual({ code: 'OTP_RESEND_TOO_SOON', message: MESSAGES.otpResendTooSoon(20) });
    expect(t.outbox.list(phoneNumber)).toHaveLength(1);
  });

  it('after 30 s sends a new code; the old code stops working and attempts start over', async () => {
    const { client, code, phoneNumber } = await startSignUp();
    await client.call(endpoints.verifyOtp, { body: { otp: wrongCode(code) } });
    t.clock.advance(30_000);
    const res = await client.call(endpoints.resendOtp);
    expect(res.status).toBe(200);
    expect(res.data(ZOtpSent)).toMatchObject({ channel: 'sms', resendAfterSeconds: 30, expiresInSeconds: 300 });
    expect(t.outbox.list(phoneNumber)).toHaveLength(2);
    const fresh = t.outbox.latestCode(phoneNumber) ?? '';
    if (fresh !== code) {
      const old = await client.call(endpoints.verifyOtp, { body: { otp: code } });
      expect(old.error()).toEqual({ code: 'INVALID_OTP', message: MESSAGES.otpIncorrect(4) });
    }
    expect((await client.call(endpoints.verifyOtp, { body: { otp: fresh } })).status).toBe(200);
  });

  it('without a flow: 400 OTP_FLOW_MISSING', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.resendOtp);
    expect(res.status).toBe(400);
    expect(res.error().code).toBe('OTP_FLOW_MISSING');
  });
});

// docs/product-rules.md#otp-lockout-recovery
describe('after five wrong codes', () => {
  async function lockOut(client: ReturnType<TestApp['client']>, code: string) {
    for (let i = 0; i < 5; i++) await client.call(endpoints.verifyOtp, { body: { otp: wrongCode(code) } });
  }

  it('one resend sends a fresh code to the same number, and the fresh code verifies', async () => {
    const { client, code, phoneNumber } = await startSignUp();
    await lockOut(client, code);
    t.clock.advance(30_000);
    const resent = await client.call(endpoints.resendOtp);
    expect(resent.status, resent.text).toBe(200);
    expect(resent.data(ZOtpSent).channel).toBe('sms');
    expect(t.outbox.list(phoneNumber)).toHaveLength(2);
    const fresh = t.outbox.latestCode(phoneNumber) ?? '';
    const ok = await client.call(endpoints.verifyOtp, { body: { otp: fresh } });
    expect(ok.data(ZVerifyOtpResponse)).toEqual({ otpVerified: true, subject: 'user' });
    const created = await client.call(endpoints.createPassword, { body: { password: 'Fresh-pass-123' } });
    expect(created.status, created.text).toBe(200);
  });

  it('the fresh code waits out the resend cooldown like any resend', async () => {
    const { client, code, phoneNumber } = await startSignUp();
    await lockOut(client, code);
    t.clock.advance(10_000);
    const early = await client.call(endpoints.resendOtp);
    expect(early.status).toBe(429);
    expect(early.error()).toEqual({ code: 'OTP_RESEND_TOO_SOON', message: MESSAGES.otpResendTooSoon(20) });
    expect(t.outbox.list(phoneNumber)).toHaveLength(1);
    // Still locked while waiting: the old code does not work.
    expect((await client.call(endpoints.verifyOtp, { body: { otp: code } })).error().code).toBe(
      'OTP_ATTEMPTS_EXHAUSTED',
    );
  });

  it('lockouts and fresh codes count toward the hourly cap: no endless guessing', async () => {
    const { client, code, phoneNumber } = await startSignUp();
    let current = code;
    for (let send = 1; send < OTP_MAX_SENDS_PER_HOUR; send++) {
      await lockOut(client, current);
      t.clock.advance(31_000);
      expect((await client.call(endpoints.resendOtp)).status).toBe(200);
      current = t.outbox.latestCode(phoneNumber) ?? '';
    }
    await lockOut(client, current);
    t.clock.advance(31_000);
    const capped = await client.call(endpoints.resendOtp);
    expect(capped.status).toBe(429);
    expect(capped.error().code).toBe('OTP_HOURLY_LIMIT');
    expect(t.outbox.list(phoneNumber)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
  });
});

describe('hourly limit', () => {
  it(`allows ${OTP_MAX_SENDS_PER_HOUR} sends per identifier per hour across flows, then 429 OTP_HOURLY_LIMIT`, async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    for (let i = 1; i < OTP_MAX_SENDS_PER_HOUR; i++) {
      t.clock.advance(31_000);
      // Alternate resends and brand-new flows: the cap is per identifier, not per flow.
      const res =
        i % 2 === 0
          ? await client.call(endpoints.resendOtp)
          : await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber } });
      expect(res.status, res.text).toBe(200);
    }
    expect(t.outbox.list(phoneNumber)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);
    t.clock.advance(31_000);
    const blocked = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber } });
    expect(blocked.status).toBe(429);
    expect(blocked.error()).toEqual({ code: 'OTP_HOURLY_LIMIT', message: MESSAGES.otpHourlyLimit });
    const resend = await client.call(endpoints.resendOtp);
    expect(resend.error().code).toBe('OTP_HOURLY_LIMIT');
    expect(t.outbox.list(phoneNumber)).toHaveLength(OTP_MAX_SENDS_PER_HOUR);

    t.clock.advance(60 * 60_000);
    const later = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber } });
    expect(later.status).toBe(200);
  });
});
