// The status page's calls (docs/operations.md#status-page): what the platform's admins see — the
// queues with a job that failed for good, retried and discarded; the database's and uploads' size;
// the last backup; the process that answered with its version — and who may not see it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, SYSTEM_STATUS_MESSAGES, ZFailedJobActionResult, ZSystemStatus } from '@cardora/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testAppPerFile } from '#test/support/app';
import { expectError } from '#test/support/expect';
import { createAgency } from '#test/support/factories';
import { signedInStaff } from '#test/support/worlds';
import type { JobQueue } from '../../../lib/jobs';

const backupDir = mkdtempSync(join(tmpdir(), 'cardora-status-backups-'));
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));
const t = testAppPerFile({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '3' } });

type Probe = JobQueue<{ 'status-probe': { attempt: string } }>;

describe('the status page', () => {
  it('shows the queues and the jobs that failed for good, which an admin retries or discards', async () => {
    const platform = await createAgency({ roles: ['superadmin'], agencyName: 'Platform HQ' });
    const admin = await signedInStaff(t, platform, 'admin');
    await t.storage.put('business/status/photo.webp', Buffer.alloc(12_345, 1), 'image/webp');
    writeFileSync(join(backupDir, 'cardora-2026-12-05.tar'), Buffer.alloc(2_000));
    writeFileSync(join(backupDir, 'cardora-2026-12-06.tar'), Buffer.alloc(3_000));

    const queue = t.services.jobs as unknown as Probe;
    let failing = true;
    await queue.register(
      'status-probe',
      async () => {
        if (failing) throw new Error('the shop’s photo could not be read');
      },
      { retryLimit: 0 },
    );
    const [first, second] = [
      await queue.enqueue('status-probe', { attempt: 'a' }),
      await queue.enqueue('status-probe', { attempt: 'b' }),
    ];
    for (const id of [first, second]) {
      await expect
        .poll(async () => (await queue.status('status-probe', id))?.state, { timeout: 20_000 })
        .toBe('failed');
    }

    const response = await admin.call(endpoints.getSystemStatus);
    expect(response.status, response.text).toBe(200);
    const status = response.data(ZSystemStatus);
    expect(status.queues.find((row) => row.queue === 'status-probe')).toEqual({
      queue: 'status-probe',
      queued: 0,
      active: 0,
      failed: 2,
    });
    const listed = status.failedJobs.filter((job) => job.queue === 'status-probe');
    expect(listed.map((job) => job.id).sort()).toEqual([first, second].sort());
    expect(listed[0]).toMatchObject({ attempts: 1, error: 'the shop’s photo could not be read' });
    expect(status.database.kind).toBe(t.services.database.kind);
    expect(status.database.bytes).toBeGreaterThan(1_000_000);
    expect(status.storage).toEqual({ driver: 'local', bytes: 12_345, files: 1 });
    expect(status.backup).toMatchObject({ scheduled: true, keep: 3, last: { bytes: 3_000 } });
    expect(status.backup.last?.file).toMatch(/cardora-2026-12-06\.tar$/);
    const current = status.instances.filter((instance) => instance.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ pid: process.pid, version: 'development' });

    // Retried, the first runs again (and now succeeds); discarded, the second is gone.
    failing = false;
    const retried = await admin.call(endpoints.retryFailedJob, { body: { queue: 'status-probe', id: first } });
    expect(retried.status, retried.text).toBe(200);
    expect(retried.data(ZFailedJobActionResult)).toEqual({ id: first, action: 'retried' });
    await expect
      .poll(async () => (await queue.status('status-probe', first))?.state, { timeout: 20_000 })
      .toBe('completed');
    const discarded = await admin.call(endpoints.discardFailedJob, { body: { queue: 'status-probe', id: second } });
    expect(discarded.data(ZFailedJobActionResult)).toEqual({ id: second, action: 'discarded' });
    expect(await queue.status('status-probe', second)).toBeNull();

    const after = (await admin.call(endpoints.getSystemStatus)).data(ZSystemStatus);
    expect(after.failedJobs.filter((job) => job.queue === 'status-probe')).toEqual([]);
    // Neither is failed any more: a second retry or discard finds nothing to do.
    for (const call of [endpoints.retryFailedJob, endpoints.discardFailedJob]) {
      expectError(
        await admin.call(call, { body: { queue: 'status-probe', id: first } }),
        404,
        SYSTEM_STATUS_MESSAGES.jobNotFailed,
      );
    }
    const malformed = await admin.call(endpoints.retryFailedJob, { body: { queue: 'status-probe', id: 'not-a-job' } });
    expect(malformed.status).toBe(400);
  });

  it("is the platform's admins' only: another agency's admin is refused", async () => {
    const agency = await createAgency();
    const admin = await signedInStaff(t, agency, 'admin');
    expect((await admin.call(endpoints.getSystemStatus)).status).toBe(403);
  });
});
