// Commerce's policy (payments, billing, plans, entitlements): who may record money by hand, who
// may pay online, and whose bills a principal reaches. Amounts, plans and bills themselves are
// the services' business; this file only answers "may they".
import {
  adminMenuContext,
  BUSINESS_MADE_BY,
  billingReach,
  canDoMoneyAction,
  canOpenUpgrade,
  type MoneyAction,
  type TBusiness,
} from '@cardora/contract';
import type { AgencyRow, BusinessRow } from '../db/schema';
import { type Principal, principalSummary } from '../lib/principal';
import { isCustomer } from './identity';

/**
 * Money moved by hand (a manual payment, a deletion, a custom plan, a PDF without the sample
 * mark): admins, or a franchisee with the action's permission. A customer or a creator may not.
 */
export function mayRecordPayment(principal: Principal, action: MoneyAction): boolean {
  return canDoMoneyAction(principalSummary(principal), action);
}

function madeBy(value: string): TBusiness['businessMadeBy'] {
  return BUSINESS_MADE_BY.find((known) => known === value) ?? 'self';
}

/**
 * A customer pays online only when the agency takes online payments and they made the business
 * themselves; staff always may.
 */
export function mayPayOnline(agency: AgencyRow, principal: Principal, business: BusinessRow): boolean {
  return (
    !isCustomer(principal) ||
    canOpenUpgrade({
      isAdmin: false,
      enablePaymentIntegration: agency.configuration.onlinePayment.enablePaymentIntegration,
      businessMadeBy: madeBy(business.businessMadeBy),
    })
  );
}

/**
 * Whose bills the principal reaches: `any` agency the platform bills (the superadmin agency's
 * admins), its `own` agency's (an agency admin who sees Billing), or none (null).
 */
export function billsReach(agency: AgencyRow, principal: Principal): 'any' | 'own' | null {
  return billingReach(adminMenuContext(principalSummary(principal), agency));
}

/** An agency-level reach names no other agency than its own. */
export function mayReadBillsOf(reach: 'any' | 'own', agency: AgencyRow, agencyId: string | undefined): boolean {
  return reach === 'any' || agencyId === undefined || agencyId === agency.id;
}

/** Deciding a move-out request, moving a card out, setting prices: the platform that bills. */
export function mayActAsBiller(target: { isPlatformAdmin: boolean }): boolean {
  return target.isPlatformAdmin;
}

/**
 * Paying a bill through the platform's gateway is the Billing page, which the admin menu shows to an
 * admin "and not superadmin": the superadmin agency is the payee, it does not pay an agency's bill
 * (it records money received by hand instead).
 */
export function mayPayBill(target: { isPlatformAdmin: boolean }): boolean {
  return !target.isPlatformAdmin;
}
