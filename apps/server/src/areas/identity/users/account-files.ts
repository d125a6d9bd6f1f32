// The stored files of a deleted account's businesses (docs/product-rules.md#deleting-an-account):
// what the customer uploaded (card pictures, logos, photos), the greetings drawn with their name
// and number, and their rendered videos. Files cannot be in the deletion's transaction, so the
// commit is followed by a job that empties the folders and is retried until it has; a business's
// folders are named by its id, so nothing of another business can be in them.
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '#services';

export const PURGE_FILES_JOB = 'account.purge-files';

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'account.purge-files': { folders: string[] };
  }
}

/** Every storage folder that holds a business's own files (see each writer for its keys). */
export function businessFolders(agencyId: string, businessId: string): string[] {
  return [
    // Uploads (documents/service.ts: hierarchy1 "business", hierarchy2 the business).
    `business/${businessId}`,
    // Drawn greetings (image-posts/greetings.ts renderKey).
    `greetings/${agencyId}/${businessId}`,
    // Rendered videos and their posters (videos/render-job.ts).
    `videos/${agencyId}/${businessId}`,
  ];
}

/** Empties the folders; throws on the first a store refuses, so the job is retried. */
export async function purgeFolders(services: Pick<Services, 'storage'>, folders: string[]): Promise<number> {
  let files = 0;
  for (const folder of folders) files += await services.storage.deleteFolder(folder);
  return files;
}

export async function registerPurgeFilesJob(services: Services): Promise<void> {
  // Outside the render slots: deleting files waits on the store, not the CPU, and must not wait
  // behind a video render.
  await services.jobs.register(
    PURGE_FILES_JOB,
    async (job) => ({ files: await purgeFolders(services, job.data.folders) }),
    { concurrency: 1, outsideSlots: true },
  );
}

/**
 * After the deletion's commit. Queueing can fail only with the database gone; the deletion stands
 * (the person asked for it, and it is done in the database) and the files wait for an operator,
 * so the failure is logged with the folders rather than thrown at the person.
 */
export async function queueFilePurge(services: Services, log: FastifyBaseLogger, folders: string[]): Promise<void> {
  if (folders.length === 0) return;
  await services.jobs.enqueue(PURGE_FILES_JOB, { folders }).catch((error: unknown) => {
    log.error({ err: error, folders }, 'the files of a deleted account could not be queued for deletion');
  });
}
