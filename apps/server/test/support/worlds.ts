// Small ready-made worlds for module tests: a fresh agency with a signed-in customer, their
// business and, for card tests, its card.

import { eq } from 'drizzle-orm';
import { signIn, signInFranchisee, type TestApp } from '#test/support/app';
import type { TestClient } from '#test/support/client';
import {
  createAgency,
  createBusiness,
  createCard,
  createCustomer,
  createFranchisee,
  createStaff,
} from '#test/support/factories';
import type { AgencyRow, FranchiseeRow, UserRow } from '../../src/db/schema';
import { cards } from '../../src/db/schema';

/** A fresh agency and a customer of it (with `fields`), signed in on its host. */
export async function signedInCustomer(t: TestApp, fields: Omit<Parameters<typeof createCustomer>[0], 'agency'> = {}) {
  const agency = await createAgency();
  const user = await createCustomer({ agency, ...fields });
  const client = await signedIn(t.client(agency), user);
  return { agency, user, client };
}

/** A fresh agency (named `agencyName` when given), a customer signed in on its host, and one business of theirs. */
export async function customerWorld(t: TestApp, businessName = 'Owner Co', agencyName?: string) {
  const agency = await createAgency(agencyName ? { agencyName } : {});
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName });
  const client = t.client(agency);
  await signIn(client, owner);
  return { agency, owner, business, client };
}

/** customerWorld plus the business's card. */
export async function cardOwnerWorld(
  t: TestApp,
  names: { businessName: string; agencyName?: string } = { businessName: 'Card Owner Co' },
) {
  const world = await customerWorld(t, names.businessName, names.agencyName);
  const card = await createCard({ business: world.business });
  return { ...world, card };
}

/** A new staff member of `agency` in `role`, signed in on its host. */
export async function signedInStaff(t: TestApp, agency: AgencyRow, role: 'admin' | 'creator'): Promise<TestClient> {
  return signedIn(t.client(agency), await createStaff({ agency, role }));
}

/** A new franchisee of `agency` (with `fields`), signed in on its host. */
export async function signedInFranchisee(
  t: TestApp,
  agency: AgencyRow,
  fields: Omit<Parameters<typeof createFranchisee>[0], 'agency'> = {},
): Promise<TestClient> {
  const client = t.client(agency);
  await signInFranchisee(client, await createFranchisee({ agency, ...fields }));
  return client;
}

/** A new person of `agency` in `role` (a franchisee without permissions), signed in on its host. */
export async function signedInAs(
  t: TestApp,
  agency: AgencyRow,
  role: 'customer' | 'admin' | 'creator' | 'franchisee',
): Promise<TestClient> {
  if (role === 'franchisee') return signedInFranchisee(t, agency);
  if (role === 'customer') return signedIn(t.client(agency), await createCustomer({ agency }));
  return signedInStaff(t, agency, role);
}

/** Signs `who` (a user, or a franchisee: it has permissions) in on `client` and hands the client back, for one-line set-ups. */
export async function signedIn(client: TestClient, who: UserRow | FranchiseeRow): Promise<TestClient> {
  if ('permissions' in who) await signInFranchisee(client, who);
  else await signIn(client, who);
  return client;
}

/** A contract path with its `{id}` filled in. */
export const pathWithId = (template: string, id: string) => template.replace('{id}', id);

/** The card's row as stored, to check what a request did (or did not) change. */
export async function storedCardRow(t: TestApp, cardNo: number) {
  const [row] = await t.db.select().from(cards).where(eq(cards.cardNo, cardNo));
  if (!row) throw new Error('card gone');
  return row;
}

/**
 * A customer of another agency signed in there, and a client on `agency`'s host sending that
 * session's cookie: a session that is no session here.
 */
export async function strangerOnHost(t: TestApp, agency: AgencyRow, strangerName?: string) {
  const other = await createAgency();
  const stranger = await createCustomer(strangerName ? { agency: other, name: strangerName } : { agency: other });
  const theirs = t.client(other);
  await signIn(theirs, stranger);
  const here = t.client(agency);
  here.jar.set('cardora_sid', theirs.cookie('cardora_sid') ?? '');
  return { other, stranger, here };
}

/** A customer of a fresh agency, signed in on three clients: this one, a phone and a laptop. */
export async function customerOnThreeDevices(t: TestApp) {
  const agency = await createAgency();
  const user = await createCustomer({ agency });
  const [client, phone, laptop] = [t.client(agency), t.client(agency), t.client(agency)];
  for (const device of [client, phone, laptop]) await signIn(device, user);
  return { agency, user, client, phone, laptop };
}

/** A franchisee of a fresh agency, signed in on two clients (two devices). */
export async function franchiseeOnTwoDevices(t: TestApp) {
  const agency = await createAgency();
  const franchisee = await createFranchisee({ agency });
  const client = t.client(agency);
  const other = t.client(agency);
  await signInFranchisee(client, franchisee);
  await signInFranchisee(other, franchisee);
  return { agency, franchisee, client, other };
}

/**
 * Signed-in clients of the people most worlds need: the platform's (superadmin agency's) admin,
 * the agency's admin and creator, its customer `owner`, and another agency's admin on its host.
 */
export async function staffAndOwnerClients(
  t: TestApp,
  { platform, agency, other, owner }: { platform: AgencyRow; agency: AgencyRow; other: AgencyRow; owner: UserRow },
) {
  return {
    platformAdmin: await signedIn(t.client(platform), await createStaff({ agency: platform, role: 'admin' })),
    admin: await signedIn(t.client(agency), await createStaff({ agency, role: 'admin' })),
    creator: await signedIn(t.client(agency), await createStaff({ agency, role: 'creator' })),
    customer: await signedIn(t.client(agency), owner),
    otherAdmin: await signedIn(t.client(other), await createStaff({ agency: other, role: 'admin' })),
  };
}
