// Pure pieces of the greetings page: IST date labels for the festival calendar, file names for
// downloads, and the cache-busting stamp on image addresses. No DOM, so Node tests them. Words
// come from the 'products' area in the panel's language (a `t` is passed in).
import type { TImagePost } from '@cardora/contract';
import type { TFunction } from 'i18next';
import { SHORT_MONTHS } from '#lib/format';

/** The panel's words and locale ('en-IN', 'hi-IN'), as useTranslation('products') and useFormat give them. */
export interface GreetingWords {
  t: TFunction;
  locale: string;
}

/** English keeps the panel's hand-spelled short months ("Sep", not ICU's "Sept"); others read ICU's. */
const isEnglish = (locale: string) => locale.startsWith('en');

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' as a UTC midnight, so differences are whole days whatever the viewer's zone. */
function dayNumber(isoDate: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** Whole days from `today` to `date` (both IST calendar dates as the server gives them). */
export function daysBetween(today: string, date: string): number | null {
  const from = dayNumber(today);
  const to = dayNumber(date);
  return from === null || to === null ? null : to - from;
}

/** '2026-11-28' -> '28 Nov' ('28 नव॰' in Hindi). */
export function shortDate(isoDate: string, locale = 'en-IN'): string {
  const day = dayNumber(isoDate);
  if (day === null) return isoDate;
  const date = new Date(day * DAY_MS);
  if (!isEnglish(locale)) {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
  }
  return `${date.getUTCDate()} ${SHORT_MONTHS[date.getUTCMonth()]}`;
}

/** '2026-11-28' -> 'Sat' ('शनि' in Hindi). */
export function weekday(isoDate: string, locale = 'en-IN'): string {
  const day = dayNumber(isoDate);
  if (day === null) return '';
  const date = new Date(day * DAY_MS);
  if (!isEnglish(locale)) return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(date);
  return WEEKDAYS[date.getUTCDay()] ?? '';
}

/** The calendar's heading for a date: 'Today', 'Tomorrow', else '28 Nov'. */
export function calendarLabel(today: string, date: string, words: GreetingWords): string {
  const diff = daysBetween(today, date);
  if (diff === 0) return words.t('greetings.today');
  if (diff === 1) return words.t('greetings.tomorrow');
  return shortDate(date, words.locale);
}

/** 'in 3 days', 'in 2 weeks': how far ahead a festival is, under its date. */
export function aheadLabel(today: string, date: string, t: TFunction): string {
  const diff = daysBetween(today, date);
  if (diff === null || diff < 0) return '';
  if (diff === 0) return t('greetings.ahead.today');
  if (diff === 1) return t('greetings.ahead.tomorrow');
  if (diff < 14) return t('greetings.ahead.days', { count: diff });
  return t('greetings.ahead.weeks', { count: Math.round(diff / 7) });
}

/** What a post is called on screen: its title, else its subcategory ('Diwali'). */
export function postName(post: Pick<TImagePost, 'title' | 'imageSubcategoryName'>): string {
  return post.title?.trim() || post.imageSubcategoryName;
}

/** 'Sharma Sweets & Co.' -> 'sharma-sweets-co'. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}

/** The downloaded file: named after the business and the post, e.g. 'sharma-sweets-happy-diwali.jpg'. */
export function greetingFileName(businessName: string, post: Pick<TImagePost, 'title' | 'imageSubcategoryName'>) {
  const parts = [slug(businessName), slug(postName(post))].filter(Boolean);
  return `${parts.join('-') || 'greeting'}.jpg`;
}

/** An image address with the cache stamp as `v`, so a changed business profile is fetched afresh. */
export function withCacheStamp(url: string, stamp: number | null): string {
  if (stamp === null) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  return `${base}${base.includes('?') ? '&' : '?'}v=${stamp}${hash}`;
}

/** The platform's trade category reads as what it holds, for a customer. */
export function categoryLabel(name: string, t: TFunction): string {
  return name === 'Business Category' ? t('greetings.businessCategory') : name;
}

/** The viewer's short form: 'Unlimited', '3 left today', 'None left today'. */
export function shortAllowanceLabel(options: { dailyLimit: number; remainingToday: number }, t: TFunction): string {
  if (options.dailyLimit === -1) return t('greetings.allowance.unlimited');
  if (options.remainingToday <= 0) return t('greetings.allowance.noneLeft');
  return t('greetings.allowance.left', { count: options.remainingToday });
}

/** 'Unlimited', '3 of 5 left today', 'None left today': the day's allowance in words. */
export function allowanceLabel(options: { dailyLimit: number; remainingToday: number }, t: TFunction): string {
  if (options.dailyLimit === -1) return t('greetings.allowance.unlimitedDownloads');
  if (options.remainingToday <= 0) return t('greetings.allowance.noneLeft');
  return t('greetings.allowance.leftOf', { count: options.remainingToday, limit: options.dailyLimit });
}

/** The text that goes with a shared greeting: the business and its card's address (tagged ?g=). */
export function shareText(businessName: string, cardUrl: string | null, t: TFunction): string {
  return cardUrl ? t('greetings.shareText', { name: businessName, url: cardUrl }) : businessName;
}
