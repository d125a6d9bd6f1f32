// Each of the fuzz probe's 500 causes is now a 400 naming the field, and nothing
// reaches PostgreSQL: a NUL in a query, a body, ?agency=, a path or /tls/ask; a serial number
// beyond PostgreSQL integer; half a surrogate pair in a card section's JSON.
import { endpoints, INPUT_MESSAGES } from '@cardora/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, testAppPerFile } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import type { AgencyRow } from '../db/schema';

const t = testAppPerFile();
let agency: AgencyRow;
beforeAll(async () => {
  agency = await createAgency();
});

function expectRefused(
  response: { status: number; error(): { code: string; fields?: Record<string, string> } },
  field: string,
  message: string,
) {
  expect(response.status).toBe(400);
  expect(response.error().code).toBe('VALIDATION_FAILED');
  expect(response.error().fields).toEqual({ [field]: message });
}

describe('input at the edge', () => {
  it('a NUL in a query, in ?agency= and in /tls/ask is a 400 naming the field', async () => {
    const client = t.client(agency);
    expectRefused(
      await client.get(`/api/v1/agency-details?agency=${encodeURIComponent('demo\u0000')}`),
      'agency',
      INPUT_MESSAGES.nul,
    );
    expectRefused(await client.get('/tls/ask?domain=a%00.example.com'), 'domain', INPUT_MESSAGES.nul);
  });

  it('a NUL in a public card path is a 400, not a database error', async () => {
    const response = await t.client(agency).get('/abc%00def');
    expect(response.status).toBe(400);
  });

  it('a NUL or half an emoji in a JSON body changes nothing and names the field', async () => {
    const user = await createCustomer({ agency });
    const business = await createBusiness({ user });
    const card = await createCard({ business });
    const client = t.client(agency);
    await signIn(client, user);
    const before = await client.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } });
    expect(before.status).toBe(200);
    // JSON text with an escaped lone high surrogate: valid JSON, broken text.
    const broken = await client.request('POST', endpoints.updateCardAboutUs.path, {
      payload: Buffer.from(`{"cardNo":${card.cardNo},"aboutUs":{"text":"Sweets \\ud83d since 1990"}}`),
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(broken, 'aboutUs.text', INPUT_MESSAGES.brokenText);
    const nul = await client.call(endpoints.updateCardAboutUs, {
      body: { cardNo: card.cardNo, aboutUs: { text: 'Sweets\u0000' } } as never,
    });
    expectRefused(nul, 'aboutUs.text', INPUT_MESSAGES.nul);
    const after = await client.call(endpoints.getCard, { query: { cardNo: String(card.cardNo) } });
    expect(after.text).toBe(before.text);
  });

  it('a cardNo beyond PostgreSQL integer is a 400 in the query and in the body', async () => {
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    await signIn(client, user);
    expectRefused(
      await client.get(`${endpoints.getCard.path}?cardNo=2147483648`),
      'cardNo',
      INPUT_MESSAGES.serialOutOfRange,
    );
    const body = await client.call(endpoints.updateCardAboutUs, {
      body: { cardNo: 2 ** 53 - 1, aboutUs: { text: 'x' } } as never,
    });
    expectRefused(body, 'cardNo', INPUT_MESSAGES.serialOutOfRange);
  });
});
