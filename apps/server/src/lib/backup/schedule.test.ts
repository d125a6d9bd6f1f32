// The nightly backup: with BACKUP_DIR set the job is there, writes cardora-<date>.tar of the
// server's own database (held open: PGlite's dump, or pg_dump on PostgreSQL) and keeps only the
// newest BACKUP_KEEP archives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/support/app';
import type { JobQueue } from '../jobs';
import { BACKUP_JOB, backupsIn, runNightlyBackup } from './schedule';

const dir = mkdtempSync(join(tmpdir(), 'cardora-nightly-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the nightly backup', () => {
  it('is off without BACKUP_DIR', async () => {
    const t = await createTestApp();
    try {
      expect(t.config.backup).toBeNull();
      await expect(runNightlyBackup(t.services, '2026-12-06')).rejects.toThrow('BACKUP_DIR is not set');
    } finally {
      await t.close();
    }
  });

  it('writes the night’s archive through its job and keeps the newest BACKUP_KEEP', async () => {
    const t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2' } });
    try {
      expect(t.config.backup).toEqual({ dir, keep: 2 });
      await runNightlyBackup(t.services, '2026-12-04');
      await runNightlyBackup(t.services, '2026-12-05');
      const queue = t.services.jobs as JobQueue<{ 'backup.nightly': { date: string } }>;
      const id = await queue.enqueue(BACKUP_JOB, { date: '2026-12-06' });
      await expect
        .poll(async () => (await queue.status(BACKUP_JOB, id))?.state, { timeout: 60_000, interval: 250 })
        .toBe('completed');
      const kept = await backupsIn(dir);
      expect(kept.map((archive) => archive.date)).toEqual(['2026-12-06', '2026-12-05']);
      expect(kept[0]?.bytes).toBeGreaterThan(100_000);
    } finally {
      await t.close();
    }
  });
});
