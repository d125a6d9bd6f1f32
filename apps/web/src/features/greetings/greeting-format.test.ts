import { describe, expect, it } from 'vitest';
import { testT } from '#i18n/test-i18n';
import {
  aheadLabel,
  allowanceLabel,
  calendarLabel,
  categoryLabel,
  daysBetween,
  greetingFileName,
  shareText,
  shortAllowanceLabel,
  shortDate,
  slug,
  weekday,
  withCacheStamp,
} from './greeting-format';

const t = testT('en', 'products');
const english = { t, locale: 'en-IN' };
const hi = testT('hi', 'products');
const hindi = { t: hi, locale: 'hi-IN' };

describe('greetings display', () => {
  it("labels the festival calendar's dates from the server's IST today", () => {
    expect(calendarLabel('2026-11-27', '2026-11-27', english)).toBe('Today');
    expect(calendarLabel('2026-11-27', '2026-11-28', english)).toBe('Tomorrow');
    expect(calendarLabel('2026-11-27', '2026-11-29', english)).toBe('29 Nov');
    // Across a month and a year.
    expect(calendarLabel('2026-11-30', '2026-12-01', english)).toBe('Tomorrow');
    expect(calendarLabel('2026-12-31', '2027-01-02', english)).toBe('2 Jan');
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(shortDate('2026-09-05')).toBe('5 Sep');
    expect(weekday('2026-11-28')).toBe('Sat');
  });

  it('says the dates in Hindi, with the same figures', () => {
    expect(calendarLabel('2026-11-27', '2026-11-27', hindi)).toBe('आज');
    expect(calendarLabel('2026-11-27', '2026-11-28', hindi)).toBe('कल');
    expect(calendarLabel('2026-11-27', '2026-11-29', hindi)).toBe('29 नव॰');
    expect(weekday('2026-11-28', 'hi-IN')).toBe('शनि');
    expect(aheadLabel('2026-11-27', '2026-12-01', hi)).toBe('4 दिन में');
    expect(allowanceLabel({ dailyLimit: 5, remainingToday: 3 }, hi)).toBe('आज 5 में से 3 बाकी');
  });

  it('says how far ahead a date is', () => {
    expect(aheadLabel('2026-11-27', '2026-11-28', t)).toBe('tomorrow');
    expect(aheadLabel('2026-11-27', '2026-12-01', t)).toBe('in 4 days');
    expect(aheadLabel('2026-11-01', '2026-11-22', t)).toBe('in 3 weeks');
    expect(aheadLabel('2026-11-27', '2026-11-20', t)).toBe('');
  });

  it('names the download after the business and the post', () => {
    expect(greetingFileName('Sharma Sweets', { title: 'Happy Diwali!', imageSubcategoryName: 'Diwali' })).toBe(
      'sharma-sweets-happy-diwali.jpg',
    );
    expect(greetingFileName('Café Lumière & Co.', { title: null, imageSubcategoryName: 'Good Morning' })).toBe(
      'cafe-lumiere-co-good-morning.jpg',
    );
    // A name with no Latin letters still gives a usable file name.
    expect(greetingFileName('शर्मा', { title: 'दिवाली', imageSubcategoryName: 'दिवाली' })).toBe('greeting.jpg');
    expect(slug('  --A  b--  ')).toBe('a-b');
  });

  it('adds the cache stamp to preview and render addresses', () => {
    expect(withCacheStamp('/uploads/p/1.jpg', 17)).toBe('/uploads/p/1.jpg?v=17');
    expect(withCacheStamp('/api/v1/x?frame=frame2', 17)).toBe('/api/v1/x?frame=frame2&v=17');
    expect(withCacheStamp('/a.jpg#top', 5)).toBe('/a.jpg?v=5#top');
    expect(withCacheStamp('/a.jpg', null)).toBe('/a.jpg');
  });

  it("words the day's allowance", () => {
    expect(allowanceLabel({ dailyLimit: -1, remainingToday: -1 }, t)).toBe('Unlimited downloads');
    expect(allowanceLabel({ dailyLimit: 5, remainingToday: 3 }, t)).toBe('3 of 5 left today');
    expect(allowanceLabel({ dailyLimit: 5, remainingToday: 0 }, t)).toBe('None left today');
    expect(shortAllowanceLabel({ dailyLimit: -1, remainingToday: -1 }, t)).toBe('Unlimited');
    expect(shortAllowanceLabel({ dailyLimit: 5, remainingToday: 2 }, t)).toBe('2 left today');
    expect(shortAllowanceLabel({ dailyLimit: 5, remainingToday: 1 }, t)).toBe('1 left today');
    expect(categoryLabel('Business Category', t)).toBe('Business');
    expect(categoryLabel('Festivals', t)).toBe('Festivals');
  });

  it("carries the card's address in the shared text", () => {
    expect(shareText('Sharma Sweets', 'https://x.in/sharma-sweets?g=1', t)).toBe(
      'Sharma Sweets — see our card: https://x.in/sharma-sweets?g=1',
    );
    expect(shareText('Sharma Sweets', null, t)).toBe('Sharma Sweets');
  });
});
