import { describe, expect, it } from 'vitest';
import { relativeTime, unreadLabel } from './relative-time';

const now = new Date(2027, 8, 23, 14, 30);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it.each([
    [ago(5_000), 'Just now'],
    [ago(-30_000), 'Just now'],
    [ago(60_000), '1 min ago'],
    [ago(59 * 60_000), '59 min ago'],
    [ago(3 * 3_600_000), '3 h ago'],
    [new Date(2027, 8, 22, 9, 0).toISOString(), 'Yesterday'],
    [new Date(2027, 8, 19, 15, 0).toISOString(), '4 days ago'],
    [new Date(2027, 8, 10, 15, 0).toISOString(), '10 Sep 2027'],
  ])('%s → %s', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });

  it('shortly after midnight, late last evening is yesterday', () => {
    expect(relativeTime(new Date(2027, 8, 22, 23, 50).toISOString(), new Date(2027, 8, 23, 0, 10))).toBe('20 min ago');
    expect(relativeTime(new Date(2027, 8, 21, 23, 0).toISOString(), new Date(2027, 8, 23, 0, 10))).toBe('2 days ago');
    expect(relativeTime(new Date(2027, 8, 22, 0, 5).toISOString(), new Date(2027, 8, 23, 0, 10))).toBe('Yesterday');
  });
});

describe('unreadLabel', () => {
  it('says the count for screen readers', () => {
    expect([0, 1, 12].map(unreadLabel)).toEqual([
      'No unread notifications',
      '1 unread notification',
      '12 unread notifications',
    ]);
  });
});
