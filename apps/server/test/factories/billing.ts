// Set-ups shared by the billing tests: the platform (a superadmin agency) with its admin, a
// billed agency with its admin, prices, cards made on given dates, and the clock set to an IST time.
import {
  endpoints,
  type TSetBillingPricesBody,
  ZBillingPricesResponse,
  ZMonthPaymentsResponse,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffClient } from '#test/factories/payments';
import type { TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { type AgencyRow, cards } from '../../src/db/schema';

/** An instant given as IST wall time, e.g. ist('2026-06-15T12:00'). */
export const ist = (wall: string) => new Date(`${wall}:00+05:30`);

export function setClock(t: TestApp, at: Date): void {
  t.clock.advance(at.getTime() - t.clock.now().getTime());
}

export const PRICES = {
  perCardMonthlyPaise: 5_000,
  annualFeePaise: 1_200_000,
  greetingsFeePaise: 300_000,
  pdfCardFeePaise: 200_000,
};

/**
 * The platform and a billed agency with their admins, signed in at `signInAt` (default: the real
 * now). Tests then set the clock to earlier dates: a session only lapses after 30 minutes of
 * inactivity *after* its last interaction.
 */
export async function billingWorld(t: TestApp, signInAt: Date = new Date()) {
  setClock(t, signInAt);
  const platform = await createAgency({ roles: ['superadmin'], agencyName: 'Cardora HQ' });
  const agency = await createAgency({ agencyName: 'Billed Agency' });
  const superadmin = await staffClient(t, platform);
  const admin = await staffClient(t, agency);
  return {
    platform,
    agency,
    superadmin: superadmin.client,
    superadminUser: superadmin.user,
    admin: admin.client,
    adminUser: admin.user,
  };
}

export async function setPrices(client: TestClient, agency: AgencyRow, overrides: Partial<TSetBillingPricesBody> = {}) {
  const res = await client.call(endpoints.setBillingPrices, { body: { agencyId: agency.id, ...PRICES, ...overrides } });
  expect(res.status, res.text).toBe(200);
  return res.data(ZBillingPricesResponse);
}

/**
 * A card of a new business of the agency, made at `createdAt` and published then (filled in, with
 * its address); `published: false` leaves it empty (not published: not billed).
 */
export async function cardMadeOn(
  t: TestApp,
  agency: AgencyRow,
  createdAt: Date,
  options: { status?: 'active' | 'inactive'; name?: string; published?: boolean } = {},
) {
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: options.name ?? 'Billed Co' });
  const published = options.published ?? true;
  const card = await createCard({ business, status: options.status ?? 'active', filled: published });
  await t.db
    .update(cards)
    .set({ createdAt, publishedAt: published ? createdAt : null })
    .where(eq(cards.cardNo, card.cardNo));
  return card;
}

/** The platform records a cash payment of the agency's month bill: all that is outstanding unless `extra.amount` says. */
export const payMonthInCash = (
  client: TestClient,
  agency: AgencyRow,
  month: number,
  year: number,
  extra: { amount?: number; note?: string } = {},
) =>
  client.call(endpoints.makeMonthPayment, {
    body: { agencyId: agency.id, month, year, isManualUpdate: true, paymentMode: 'cash', ...extra },
  });

export async function monthBill(client: TestClient, agency: AgencyRow | null, month: number, year: number) {
  const query: Record<string, string> = { month: String(month), year: String(year) };
  if (agency) query.agencyId = agency.id;
  const res = await client.call(endpoints.getMonthPayments, { query });
  expect(res.status, res.text).toBe(200);
  return res.data(ZMonthPaymentsResponse);
}
