// The server processes on this database (docs/operations.md#status-page): each writes its row
// when it is ready and again every minute, and deletes it when it stops; the status page lists the
// rows seen in the last 10 minutes (a process killed without goodbye drops off by itself).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serverInstances } from '#db/schema';
import { SERVER_VERSION } from '#lib/server-version';
import type { Services } from '#services';

const HEARTBEAT_MS = 60_000;
export const INSTANCE_SEEN_MS = 10 * 60_000;
/** Rows not seen for a day are deleted by whichever process beats next. */
const FORGET_AFTER_MS = 24 * 3_600_000;

export function registerInstanceHeartbeat(app: FastifyInstance, services: Services): string {
  const id = randomUUID();
  const startedAt = services.now();
  let timer: NodeJS.Timeout | null = null;
  const beat = async () => {
    const now = services.now();
    await services.db
      .insert(serverInstances)
      .values({ id, hostname: hostname(), pid: process.pid, version: SERVER_VERSION, startedAt, lastSeenAt: now })
      .onConflictDoUpdate({ target: serverInstances.id, set: { lastSeenAt: now } });
    await services.db
      .delete(serverInstances)
      .where(lt(serverInstances.lastSeenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  };
  const beatQuietly = () =>
    beat().catch((error: unknown) => app.log.warn({ err: error }, 'server heartbeat not written'));
  app.addHook('onReady', () =>
    services.databaseReadiness.run(async () => {
      await beatQuietly();
      timer = setInterval(() => void beatQuietly(), HEARTBEAT_MS);
      timer.unref();
    }),
  );
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await services.db
      .delete(serverInstances)
      .where(eq(serverInstances.id, id))
      .catch(() => {});
  });
  return id;
}

export function recentInstances(services: Services) {
  const since = new Date(services.now().getTime() - INSTANCE_SEEN_MS);
  return services.db
    .select()
    .from(serverInstances)
    .where(gt(serverInstances.lastSeenAt, since))
    .orderBy(serverInstances.startedAt);
}
