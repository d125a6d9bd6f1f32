// Test helpers for the reports (CSV and xlsx): an agency whose rows carry what a spreadsheet
// would run or misread, and the refusals both formats share.
import { endpoints } from '@cardora/contract';
import { sql } from 'drizzle-orm';
import type { TestApp } from '#test/support/app';
import { basicDetails, createAgency, createBusiness, createCard, createCustomer } from '#test/support/factories';
import { signedIn, signedInStaff } from '#test/support/worlds';
import type { AgencyRow, UserRow } from '../../src/db/schema';

/**
 * `count` more businesses of `owner`'s ('Bulk 1', 'Bulk 2', …) with one identical created_at,
 * so a report's keyset must lean on its id tie-break to page through them.
 */
export async function insertBulkBusinesses(t: TestApp, agency: AgencyRow, owner: UserRow, count: number) {
  await t.db.execute(sql`
    insert into businesses (agency_id, user_id, business_name, category, created_at)
    select ${agency.id}, ${owner.id}, 'Bulk ' || g, 'sweet-shop', '2026-01-01T00:00:00Z'
    from generate_series(1, ${count}::int) g`);
}

/**
 * A fresh agency with its signed-in admin, and a customer (named `ownerName`) with a paid
 * business whose name is a formula and whose card's company starts with `@`, then a second
 * business starting with `+`. Created 08:35 and 08:36 UTC (14:05 and 14:06 in Kolkata).
 */
export async function hostileReportWorld(t: TestApp, ownerName: string) {
  const agency = await createAgency();
  const admin = await signedInStaff(t, agency, 'admin');
  const owner = await createCustomer({ agency, name: ownerName, phoneNumber: '+919876512345' });
  const paid = await createBusiness({
    user: owner,
    businessName: '=HYPERLINK("http://evil")',
    paymentStatus: 1,
    createdAt: new Date('2026-11-22T08:35:00Z'),
    expiryDateForCustomer: new Date('2027-03-31T18:30:00Z'),
  });
  const card = await createCard({
    business: paid,
    cardId: 'evil-card',
    sections: { basicDetails: basicDetails({ companyName: '@SUM(A1)' }) },
  });
  await createBusiness({ user: owner, businessName: '+cmd|calc', createdAt: new Date('2026-11-22T08:36:00Z') });
  return { agency, admin, owner, paid, card };
}

/** What a signed-in customer and a signed-out browser get for the business and the card report. */
export async function reportRefusals(t: TestApp, query: Record<string, string> = {}) {
  const agency = await createAgency();
  const customer = await signedIn(t.client(agency), await createCustomer({ agency }));
  return {
    customer: await customer.call(endpoints.businessReport, { query }),
    anonymous: await t.client(agency).call(endpoints.digitalCardReport, { query }),
  };
}
