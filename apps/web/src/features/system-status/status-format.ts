// How the status page writes sizes and ages (pure, tested in status-format.test.ts).
import { BACKUP_LATE_HOURS } from '@cardora/contract';

/** "just now", "5 min ago", "3 h ago", "2 days ago". */
export function formatAge(at: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(at)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

export type BackupHealth = 'off' | 'none-yet' | 'fresh' | 'late';

/** Whether the nightly backup is keeping up: late past BACKUP_LATE_HOURS since the last one. */
export function backupHealth(backup: { scheduled: boolean; last: { at: string } | null }, now: number): BackupHealth {
  if (!backup.scheduled) return backup.last ? (isLate(backup.last.at, now) ? 'late' : 'fresh') : 'off';
  if (!backup.last) return 'none-yet';
  return isLate(backup.last.at, now) ? 'late' : 'fresh';
}

function isLate(at: string, now: number): boolean {
  return now - Date.parse(at) > BACKUP_LATE_HOURS * 3_600_000;
}
