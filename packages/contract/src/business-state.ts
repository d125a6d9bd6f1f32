// Business state: paid, expired, expiring soon.
import { DEFAULT_EXPIRING_SOON_DAYS } from './constants';

const DAY_MS = 86_400_000;

export function isBusinessPaid(business: { paymentStatus: number }): boolean {
  return business.paymentStatus === 1;
}

function startOfDay(date: Date): Date {
  const d = new Date(date);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** When isBusinessExpired turns true: after this instant (ms since the epoch); null, never. */
export function businessExpiresAfter(expiryDate: Date | string | null): number | null {
  return expiryDate ? startOfDay(new Date(expiryDate)).getTime() : null;
}

/** Expired: the start of day of the expiry date is before now. */
export function isBusinessExpired(expiryDate: Date | string | null, now: Date = new Date()): boolean {
  const expiresAfter = businessExpiresAfter(expiryDate);
  return expiresAfter !== null && expiresAfter < now.getTime();
}

/** Whole days from now until the start of the expiry day (negative once past). */
export function daysLeft(expiryDate: Date | string, now: Date = new Date()): number {
  return Math.ceil((startOfDay(new Date(expiryDate)).getTime() - now.getTime()) / DAY_MS);
}

/** Expiring soon: days left are greater than 0 and at most the threshold. */
export function isBusinessExpiringSoon(
  expiryDate: Date | string | null,
  now: Date = new Date(),
  thresholdDays: number = DEFAULT_EXPIRING_SOON_DAYS,
): boolean {
  if (!expiryDate) return false;
  const left = daysLeft(expiryDate, now);
  return left > 0 && left <= thresholdDays;
}
