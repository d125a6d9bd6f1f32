import { describe, expect, it } from 'vitest';
import { backupHealth, formatAge } from './status-format';

describe('the status page formats', () => {
  it('writes ages from minutes to days', () => {
    const now = Date.parse('2026-12-06T12:00:00Z');
    expect(formatAge('2026-12-06T11:59:40Z', now)).toBe('just now');
    expect(formatAge('2026-12-06T11:55:00Z', now)).toBe('5 min ago');
    expect(formatAge('2026-12-06T09:00:00Z', now)).toBe('3 h ago');
    expect(formatAge('2026-12-04T12:00:00Z', now)).toBe('2 days ago');
  });

  it('calls a nightly backup late after 26 hours, and says when none is scheduled or made yet', () => {
    const now = Date.parse('2026-12-06T12:00:00Z');
    expect(backupHealth({ scheduled: false, last: null }, now)).toBe('off');
    expect(backupHealth({ scheduled: true, last: null }, now)).toBe('none-yet');
    expect(backupHealth({ scheduled: true, last: { at: '2026-12-05T21:00:00Z' } }, now)).toBe('fresh');
    expect(backupHealth({ scheduled: true, last: { at: '2026-12-05T09:00:00Z' } }, now)).toBe('late');
  });
});
