// A signed-in customer with one business and its card, for the card tests.
import { eq } from 'drizzle-orm';
import { cards } from '../db/schema';
import { signIn, type TestApp } from './app';
import { createAgency, createBusiness, createCard, createCustomer } from './factories';

export async function cardOwnerWorld(t: TestApp) {
  const agency = await createAgency();
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner, businessName: 'Card Owner Co' });
  const card = await createCard({ business });
  const client = t.client(agency);
  await signIn(client, owner);
  return { agency, owner, business, card, client };
}

/** The card's row as stored, to check what a request did (or did not) change. */
export async function storedCardRow(t: TestApp, cardNo: number) {
  const [row] = await t.db.select().from(cards).where(eq(cards.cardNo, cardNo));
  if (!row) throw new Error('card gone');
  return row;
}
