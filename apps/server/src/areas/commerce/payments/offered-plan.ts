// "Plans that read right", held by the server: while a customer's plan has more
// than the expiring-soon days left, they may not order a plan that is not above it (the upgrade
// screen's Not available, contract plan-offer.ts): a payment's limits apply from the day it is paid,
// so it would swap the better plan for it at once. Renewing early stays possible (it only adds
// days). Staff record any plan.
import {
  CUSTOM_PLAN_ID,
  DEFAULT_EXPIRING_SOON_DAYS,
  planOffer,
  planOfferRefusal,
  planStanding,
} from '@cardora/contract';
import type { AgencyRow, BusinessRow } from '#db/schema';
import type { Principal } from '#lib/principal';
import { isCustomer } from '#policies/identity';
import type { Services } from '#services';
import { findLivePlan } from '../plans/service';
import { refused } from './checkout-flow';
import { listRecords } from './repo';

export async function requireOfferedPlan(
  services: Services,
  agency: AgencyRow,
  principal: Principal,
  business: BusinessRow,
  choice: { planId: string; pricePaise: number },
): Promise<void> {
  if (!isCustomer(principal)) return;
  // A day of grace: a phone whose day starts before the server's may show Renew a day early.
  const standing = planStanding(business, services.now(), DEFAULT_EXPIRING_SOON_DAYS + 1);
  if (standing !== 'active') return;
  // The plan the business is on: its newest payment's (the one its limits came from).
  const [newest] = await listRecords(services.db, agency.id, business.id);
  if (!newest) return;
  const listed = newest.planId === CUSTOM_PLAN_ID ? null : await findLivePlan(services.db, agency.id, newest.planId);
  const current = { planId: newest.planId, pricePaise: listed ? listed.pricePaise : newest.amount };
  const offer = planOffer({ subscriptionPlanId: choice.planId, price: choice.pricePaise }, current, standing);
  const refusal = planOfferRefusal(offer);
  if (refusal) throw refused(refusal);
}
