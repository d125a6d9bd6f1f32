// Per-account lockout: PASSWORD_MAX_FAILURES wrong passwords within the window
// lock the account — customer and franchisee sign-in count together per phone — and only a
// reset by OTP opens it again; a right password before that, or an old count, starts afresh.
import {
  endpoints,
  MESSAGES,
  PASSWORD_FAILURE_WINDOW_MS,
  PASSWORD_MAX_FAILURES,
  ZVerifyOtpResponse,
} from '@cardora/contract';
import { describe, expect, it } from 'vitest';
import { signIn, testAppPerFile } from '#test/support/app';
import type { TestClient, TestResponse } from '#test/support/client';
import { createAgency, createCustomer, createFranchisee, TEST_PASSWORD } from '#test/support/factories';

const t = testAppPerFile();

const wrong = (client: TestClient, phoneNumber: string) =>
  client.call(endpoints.login, { body: { phoneNumber, password: 'not-the-password' } });
const franchiseeWrong = (client: TestClient, phoneNumber: string) =>
  client.call(endpoints.franchiseeLogin, { body: { phoneNumber, password: 'not-the-password' } });
const right = (client: TestClient, phoneNumber: string, password = TEST_PASSWORD) =>
  client.call(endpoints.login, { body: { phoneNumber, password } });

function expectLocked(res: TestResponse) {
  expect(res.status, res.text).toBe(429);
  expect(res.error()).toMatchObject({ code: 'ACCOUNT_LOCKED', message: MESSAGES.accountLocked });
  expect(res.setCookies.has('cardora_session')).toBe(false);
}

async function failTimes(times: number, attempt: () => Promise<TestResponse>) {
  for (let i = 0; i < times; i++) expect((await attempt()).status).toBe(400);
}

describe('per-account lockout', () => {
  it('locks the account at the limit, refuses even the right password, and a reset by OTP opens it', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const phone = user.phoneNumber ?? '';
    const client = t.client(agency);
    await failTimes(PASSWORD_MAX_FAILURES - 1, () => wrong(client, phone));
    expectLocked(await wrong(client, phone));
    // From another browser (another IP behind the same NAT or not): still locked.
    expectLocked(await right(t.client(agency), phone));

    const reset = t.client(agency);
    await reset.call(endpoints.verifyUser, { body: { phoneNumber: phone, fromForgotPassword: true } });
    const code = t.outbox.latestCode(phone) ?? '';
    expect((await reset.call(endpoints.verifyOtp, { body: { otp: code } })).data(ZVerifyOtpResponse)).toBeTruthy();
    const created = await reset.call(endpoints.createPassword, {
      body: { password: 'a-new-password', fromForgotPassword: true },
    });
    expect(created.status, created.text).toBe(200);
    await signIn(t.client(agency), user, 'a-new-password');
  });

  it('customer and franchisee sign-in with one phone share the count; another agency does not', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const phone = user.phoneNumber ?? '';
    await createFranchisee({ agency, phoneNumber: phone });
    const otherAgency = await createAgency();
    const otherUser = await createCustomer({ agency: otherAgency, phoneNumber: phone });

    const client = t.client(agency);
    await failTimes(PASSWORD_MAX_FAILURES - 4, () => wrong(client, phone));
    await failTimes(3, () => franchiseeWrong(client, phone));
    expectLocked(await franchiseeWrong(client, phone));
    expectLocked(await right(client, phone));
    // The same phone in another agency is another account.
    await signIn(t.client(otherAgency), otherUser);
  });

  it('a right password before the limit clears the count, and an old count starts again', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const phone = user.phoneNumber ?? '';
    const client = t.client(agency);
    await failTimes(PASSWORD_MAX_FAILURES - 1, () => wrong(client, phone));
    expect((await right(client, phone)).status).toBe(200);
    await failTimes(PASSWORD_MAX_FAILURES - 1, () => wrong(client, phone));
    t.clock.advance(PASSWORD_FAILURE_WINDOW_MS + 1_000);
    await failTimes(PASSWORD_MAX_FAILURES - 1, () => wrong(client, phone));
    expectLocked(await wrong(client, phone));
  });

  it('an unknown phone is counted like a known one (the answers never tell them apart)', async () => {
    const agency = await createAgency();
    const client = t.client(agency);
    const nobody = '+919811122233';
    const known = await createCustomer({ agency });
    for (const phone of [nobody, known.phoneNumber ?? '']) {
      const answers = [];
      for (let i = 0; i < PASSWORD_MAX_FAILURES; i++) answers.push((await wrong(client, phone)).status);
      expect(answers).toEqual([...Array(PASSWORD_MAX_FAILURES - 1).fill(400), 429]);
    }
  });

  it('parallel guesses cannot get past the limit', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const phone = user.phoneNumber ?? '';
    const answers = await Promise.all(
      Array.from({ length: PASSWORD_MAX_FAILURES * 2 }, () => wrong(t.client(agency), phone)),
    );
    const refusedAsWrong = answers.filter((res) => res.status === 400).length;
    expect(refusedAsWrong).toBeLessThanOrEqual(PASSWORD_MAX_FAILURES);
    expect(answers.every((res) => res.status === 400 || res.status === 429)).toBe(true);
    expectLocked(await right(t.client(agency), phone));
  });
});
