// The admin area's policy (dashboard, reports, UI customisation, link store, category pages,
// documents, admin notifications, ...): who reads the bell and whose Insights. Which agency a
// management call may name is identity's `mayActForAgency` (lib/target-agency.ts applies it);
// which businesses a report or a tile counts is the cards area's reach (policies/cards.ts).
import { adminNotificationAudience, type NotificationAudience, type NotificationReader } from '@cardora/contract';
import type { AgencyRow } from '../db/schema';
import type { Principal } from '../lib/principal';

/** The admin notifications the principal reads (their kinds, and whose); null outside the admin area. */
export function notificationAudienceOf(principal: Principal): NotificationAudience | null {
  const reader: NotificationReader =
    principal.kind === 'franchisee'
      ? { kind: 'franchisee', franchiseeId: principal.franchisee.id, roles: principal.franchisee.roles }
      : { kind: 'user', roles: principal.user.roles };
  return adminNotificationAudience(reader);
}

/**
 * Insights of another agency than the caller's own: the platform's only. The endpoint's access
 * already limits Insights to the superadmin agency; kept here too.
 */
export function mayViewInsightsOf(agency: AgencyRow, agencyId: string): boolean {
  return agencyId === agency.id || agency.roles.includes('superadmin');
}
