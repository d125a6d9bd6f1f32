// Dashboard and insights (GET /dashboard, GET /dashboard/admin-insights).
// The home tiles of either area, and the Insights page of the superadmin
// agency's admins. Days and months are IST (UTC+5:30, no daylight saving); money is
// integer paise. The business state follows business-state.ts, with IST days.
import { z } from 'zod';
import { isIsoDate, ZUuid } from './common';
import { DEFAULT_EXPIRING_SOON_DAYS, IST_OFFSET_MINUTES } from './constants';

const DAY_MS = 86_400_000;
/** The longest range Insights answers, from and to included (a leap year). */
export const INSIGHTS_MAX_RANGE_DAYS = 366;
/** The home tiles look back this many days, today included (as the card's /insights does). */
export const DASHBOARD_RECENT_DAYS = 7;
/** How many franchisees each ranking of Insights lists. */
export const TOP_FRANCHISEES_LIMIT = 5;

export const DASHBOARD_MESSAGES = {
  fromRequired: 'Choose the first day of the range (from, as YYYY-MM-DD).',
  toRequired: 'Choose the last day of the range (to, as YYYY-MM-DD).',
  dateInvalid: 'Enter a real date as YYYY-MM-DD.',
  fromAfterTo: 'The start date must be on or before the end date.',
  rangeTooLong: (maxDays: number) => `Choose a range of at most ${maxDays} days.`,
} as const;

// ---------------------------------------------------------------------------------------
// The IST calendar, on 'YYYY-MM-DD' strings.

function utcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The IST date an instant falls on: '2026-06-15'. */
export function istDateOf(at: Date, offsetMinutes: number = IST_OFFSET_MINUTES): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The instant an IST day starts (00:00 IST). */
export function istDayStart(date: string, offsetMinutes: number = IST_OFFSET_MINUTES): Date {
  return new Date(utcMidnight(date) - offsetMinutes * 60_000);
}

export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 when they are the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS) + 1;
}

/** Every date from `from` to `to`, both included. */
export function datesInRange(from: string, to: string): string[] {
  const count = Math.max(0, daysInRange(from, to));
  return Array.from({ length: count }, (_, i) => addDays(from, i));
}

/** Every month ('YYYY-MM') that a range touches, in order. */
export function monthsInRange(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/** What is wrong with a range, on which field; null when it is good. */
export function insightsRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!isIsoDate(from)) return { field: 'from', message: DASHBOARD_MESSAGES.dateInvalid };
  if (!isIsoDate(to)) return { field: 'to', message: DASHBOARD_MESSAGES.dateInvalid };
  if (from > to) return { field: 'from', message: DASHBOARD_MESSAGES.fromAfterTo };
  if (daysInRange(from, to) > INSIGHTS_MAX_RANGE_DAYS) {
    return { field: 'to', message: DASHBOARD_MESSAGES.rangeTooLong(INSIGHTS_MAX_RANGE_DAYS) };
  }
  return null;
}

export const INSIGHTS_PRESETS = ['7d', '30d', '90d', 'fy'] as const;
export type InsightsPreset = (typeof INSIGHTS_PRESETS)[number];

export const INSIGHTS_PRESET_LABELS: Record<InsightsPreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  fy: 'This financial year',
};

export interface DateRange {
  from: string;
  to: string;
}

/** A preset's range, ending today (IST); 'fy' starts on 1 April of the Indian financial year. */
export function insightsPresetRange(preset: InsightsPreset, now: Date): DateRange {
  const to = istDateOf(now);
  switch (preset) {
    case '7d':
      return { from: addDays(to, -6), to };
    case '30d':
      return { from: addDays(to, -29), to };
    case '90d':
      return { from: addDays(to, -89), to };
    case 'fy': {
      const year = Number(to.slice(0, 4));
      const startYear = Number(to.slice(5, 7)) >= 4 ? year : year - 1;
      return { from: `${startYear}-04-01`, to };
    }
  }
}

// ---------------------------------------------------------------------------------------
// The business state as instants, so a database can count it with plain comparisons.

export interface BusinessStateBounds {
  /** Expired: the expiry is before this instant. */
  expiredBefore: Date;
  /** Expiring soon: the expiry is at or after this instant… */
  expiringSoonFrom: Date;
  /** …and before this one. */
  expiringSoonBefore: Date;
}

/**
 * The business state with the start of day taken in IST: expired when 00:00 of the expiry's day is before
 * now; expiring soon when the whole days left, ceil((00:00 of the expiry's day − now) / 1 day),
 * are more than 0 and at most the threshold. Both reduce to comparing the expiry with the
 * start of an IST day.
 */
export function businessStateBounds(
  now: Date,
  thresholdDays: number = DEFAULT_EXPIRING_SOON_DAYS,
  offsetMinutes: number = IST_OFFSET_MINUTES,
): BusinessStateBounds {
  const today = istDateOf(now, offsetMinutes);
  const todayStart = istDayStart(today, offsetMinutes);
  // At exactly 00:00 the expiry day that starts now is not yet "before now".
  const expiredBefore =
    todayStart.getTime() === now.getTime() ? todayStart : istDayStart(addDays(today, 1), offsetMinutes);
  return {
    expiredBefore,
    expiringSoonFrom: istDayStart(addDays(today, 1), offsetMinutes),
    expiringSoonBefore: istDayStart(addDays(today, thresholdDays + 1), offsetMinutes),
  };
}

// ---------------------------------------------------------------------------------------
// Schemas.

const count = z.number().int().min(0);

/** The businesses a caller reaches, by state now. */
export const ZBusinessStateCounts = z.object({
  total: count,
  /** paymentStatus 1. */
  paid: count,
  expired: count,
  expiringSoon: count,
});
export type TBusinessStateCounts = z.infer<typeof ZBusinessStateCounts>;

export const ZCardCounts = z.object({ total: count, active: count });
export type TCardCounts = z.infer<typeof ZCardCounts>;

/** Admin area home: the agency's figures (a franchisee without all-card access: the businesses it made). */
export const ZAdminDashboard = z.object({
  kind: z.literal('admin'),
  scope: z.enum(['agency', 'franchisee']),
  expiringSoonDays: z.number().int(),
  businesses: ZBusinessStateCounts.extend({
    /** Made in the last DASHBOARD_RECENT_DAYS IST days, today included. */
    recent: count,
  }),
  cards: ZCardCounts,
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/**
 * GET /dashboard: a customer names the business whose figures they want (one of theirs; another's
 * is 404); without it, their active business. Staff and franchisees: ignored.
 */
export const ZDashboardQuery = z.object({ businessId: ZUuid.optional() });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

/** What a card did over the recent days (card-activity.ts says what each figure counts). */
export const ZCardActivity = z.object({
  /** The window: the last `days` UTC days, today included (the same days as the card's /insights). */
  days: z.number().int(),
  views: count,
  uniqueVisitors: count,
  clicks: count,
  contactSaves: count,
  /** Views in the `days` days before the window, for the trend. */
  previousViews: count,
});
export type TCardActivity = z.infer<typeof ZCardActivity>;

/**
 * Customer home: the figures of one business — the one asked for, else the
 * active one — and its card's visits over the recent days. Counts over all of the customer's
 * businesses and cards ride along for the business switcher's context.
 */
export const ZCustomerDashboard = z.object({
  kind: z.literal('customer'),
  expiringSoonDays: z.number().int(),
  /** The business the figures are for; null when the customer has none. */
  business: z
    .object({
      businessId: ZUuid,
      businessName: z.string(),
      /** Its card; null: no card yet (and no cardActivity). */
      card: z.object({ cardNo: z.number().int(), cardId: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /** That business's card; null when it has none. */
  cardActivity: ZCardActivity.nullable(),
  /** All of the customer's businesses, by state now. */
  businesses: ZBusinessStateCounts,
  /** All of the customer's cards. */
  cards: ZCardCounts,
});
export type TCustomerDashboard = z.infer<typeof ZCustomerDashboard>;

export const ZDashboard = z.discriminatedUnion('kind', [ZAdminDashboard, ZCustomerDashboard]);
export type TDashboard = z.infer<typeof ZDashboard>;

const ZIsoDate = (required: string) =>
  z.string({ error: required }).trim().min(1, required).refine(isIsoDate, DASHBOARD_MESSAGES.dateInvalid);

export const ZAdminInsightsQuery = z
  .object({
    from: ZIsoDate(DASHBOARD_MESSAGES.fromRequired),
    to: ZIsoDate(DASHBOARD_MESSAGES.toRequired),
    /** The superadmin's admins may look at another agency; default their own. */
    agencyId: ZUuid.optional(),
  })
  .superRefine((query, ctx) => {
    // An unreal date has its own issue on its field already.
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    const problem = insightsRangeProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type TAdminInsightsQuery = z.input<typeof ZAdminInsightsQuery>;

export const ZTopFranchisee = z.object({
  franchiseeId: ZUuid,
  name: z.string(),
  /** Businesses it made in the range. */
  businesses: count,
  /** Payments in the range for the businesses it made (any time). */
  revenuePaise: count,
});
export type TTopFranchisee = z.infer<typeof ZTopFranchisee>;

export const ZAdminInsights = z.object({
  agency: z.object({ agencyId: ZUuid, agencyName: z.string() }),
  from: z.string(),
  to: z.string(),
  expiringSoonDays: z.number().int(),
  /** Now, whatever the range. */
  businesses: ZBusinessStateCounts,
  cards: ZCardCounts,
  /** In the range. */
  totals: z.object({ newBusinesses: count, newCards: count, revenuePaise: count, payments: count }),
  /** Every IST day of the range, zeros included. */
  perDay: z.array(z.object({ date: z.string(), businesses: count, cards: count })),
  /** Every IST month the range touches, zeros included: plan payments and product purchases. */
  revenueByMonth: z.array(
    z.object({ month: z.string(), planPaise: count, productPaise: count, totalPaise: count, payments: count }),
  ),
  topFranchisees: z.object({
    byBusinesses: z.array(ZTopFranchisee),
    byRevenue: z.array(ZTopFranchisee),
  }),
});
export type TAdminInsights = z.infer<typeof ZAdminInsights>;
