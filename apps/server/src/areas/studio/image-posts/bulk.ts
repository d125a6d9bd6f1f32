// Bulk uploads (POST /image-post/multiple) as a background job, like every slow media task:
// the request checks the shared fields, keeps each file as sent under
// image-posts/staging/ and queues one 'image-post.bulk' job; the job decodes, checks, re-encodes
// and stores each file as a post (the same insertPost as a single upload), reports progress per
// file, queues the previews, and answers one outcome per file. A restart resumes it (the files
// are in Storage, not in memory). GET /image-post/multiple/{jobId} reads it back, for the
// agency that queued it only.
import { randomUUID } from 'node:crypto';
import {
  IMAGE_POST_MESSAGES,
  type TBulkImagePostAccepted,
  type TBulkImagePostResult,
  type TBulkImagePostStatus,
  ZBulkImagePostResult,
} from '@cardora/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { agencies, franchisees, users } from '#db/schema';
import { AppError, notFound } from '#lib/errors';
import type { JobQueue } from '#lib/jobs/index';
import type { Principal } from '#lib/principal';
import type { Caller } from './access';
import { bulkOutcome, type checkFields, type PostDeps } from './posts';

export const BULK_JOB = 'image-post.bulk';

type SharedFields = Awaited<ReturnType<typeof checkFields>>;

/** A file as received: kept in Storage, or refused on arrival (too large) with its error. */
type StagedFile =
  | { fileName: string; key: string }
  | { fileName: string; error: { status: number; code: string; message: string } };

interface BulkPayload {
  agencyId: string;
  actor: { userId: string | null; franchiseeId: string | null };
  fields: SharedFields;
  files: StagedFile[];
}

declare module '../../../lib/jobs/registry' {
  interface JobPayloads {
    'image-post.bulk': BulkPayload;
  }
}

// Served by no one: the key is random and .bin answers application/octet-stream with nosniff.
const stagingKey = () => `image-posts/staging/${randomUUID()}.bin`;

/** Keeps one received file for the job (or its refusal on arrival). */
export async function stageFile(
  deps: PostDeps,
  file: { fileName: string; bytes: Buffer | AppError },
): Promise<StagedFile> {
  if (file.bytes instanceof AppError) {
    const { statusCode: status, code, message } = file.bytes;
    return { fileName: file.fileName, error: { status, code, message } };
  }
  const key = stagingKey();
  await deps.storage.put(key, file.bytes, 'application/octet-stream');
  return { fileName: file.fileName, key };
}

export async function queueBulkUpload(
  jobs: JobQueue,
  caller: Caller,
  fields: SharedFields,
  files: StagedFile[],
): Promise<TBulkImagePostAccepted> {
  const { principal } = caller;
  const jobId = await jobs.enqueue(BULK_JOB, {
    agencyId: caller.agency.id,
    actor: {
      userId: principal.kind === 'user' ? principal.user.id : null,
      franchiseeId: principal.kind === 'franchisee' ? principal.franchisee.id : null,
    },
    fields,
    files,
  });
  return { jobId, files: files.length };
}

/** Who queued the job, as a caller again (the posts name their maker; the owner is the agency's). */
async function callerOf(deps: PostDeps, payload: BulkPayload): Promise<Caller | null> {
  const [agency] = await deps.db.select().from(agencies).where(eq(agencies.id, payload.agencyId));
  if (!agency) return null;
  const session = { sessionId: `job:${payload.agencyId}`, lastInteractionAt: deps.now() };
  let principal: Principal | null = null;
  if (payload.actor.userId) {
    const [user] = await deps.db.select().from(users).where(eq(users.id, payload.actor.userId));
    if (user) principal = { kind: 'user', user, ...session };
  } else if (payload.actor.franchiseeId) {
    const [franchisee] = await deps.db.select().from(franchisees).where(eq(franchisees.id, payload.actor.franchiseeId));
    if (franchisee) principal = { kind: 'franchisee', franchisee, ...session };
  }
  return principal ? { agency, principal } : null;
}

/** The job: each file made into a post in turn, its staged copy removed once handled. */
export async function runBulkUpload(
  deps: PostDeps,
  payload: BulkPayload,
  reportProgress: (percent: number, message?: string) => Promise<void>,
  queuePreviews: (imageIds: string[]) => Promise<unknown>,
): Promise<TBulkImagePostResult> {
  const caller = await callerOf(deps, payload);
  const results: TBulkImagePostResult['results'] = [];
  for (const [index, file] of payload.files.entries()) {
    if ('error' in file) {
      results.push({ fileName: file.fileName, imageId: null, error: file.error });
    } else {
      const staged = await deps.storage.get(file.key);
      if (!caller || !staged) {
        // The person who uploaded it is gone, or an earlier attempt of this job handled the file.
        const message = caller ? IMAGE_POST_MESSAGES.bulkFileGone : IMAGE_POST_MESSAGES.bulkUploaderGone;
        results.push({
          fileName: file.fileName,
          imageId: null,
          error: { status: 400, code: 'VALIDATION_FAILED', message },
        });
      } else {
        results.push(
          await bulkOutcome(deps, caller, payload.fields, {
            fieldName: 'files',
            fileName: file.fileName,
            bytes: staged.body,
          }),
        );
        await deps.storage.delete(file.key).catch(() => {});
      }
    }
    await reportProgress(Math.round(((index + 1) / payload.files.length) * 100), file.fileName);
  }
  const created = results.flatMap((result) => (result.imageId ? [result.imageId] : []));
  if (created.length > 0) await queuePreviews(created);
  return { results, created: created.length, failed: results.length - created.length };
}

export async function registerBulkJob(
  jobs: JobQueue,
  deps: PostDeps,
  queuePreviews: (imageIds: string[]) => Promise<unknown>,
): Promise<void> {
  // One bulk upload at a time: each file's decode and re-encode shares the cores with the renders.
  await jobs.register(BULK_JOB, (job) => runBulkUpload(deps, job.data, job.reportProgress, queuePreviews), {
    concurrency: 1,
  });
}

/** GET /image-post/multiple/{jobId}: the job of this agency's upload, else 404. */
export async function bulkUploadStatus(jobs: JobQueue, caller: Caller, jobId: string): Promise<TBulkImagePostStatus> {
  const status = await jobs.status(BULK_JOB, jobId);
  if (!status || status.data.agencyId !== caller.agency.id) throw notFound(IMAGE_POST_MESSAGES.unknownBulkUpload);
  const result: z.infer<typeof ZBulkImagePostResult> | null =
    status.state === 'completed' ? ZBulkImagePostResult.parse(status.output) : null;
  return {
    jobId: status.id,
    state: status.state,
    progress: status.progress,
    result,
    error: status.error ?? null,
  };
}
