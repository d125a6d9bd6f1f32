// What route modules receive: configuration, the database and the injectable edges
// (clock, messaging, storage), built once per app in buildApp.

import type { DnsResolver } from './areas/admin/agency-management/domains';
import type { CardEventBuffer } from './areas/cards/cards/event-buffer';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { DatabaseReadiness } from './lib/database-readiness';
import type { DelayedTasks } from './lib/delayed-tasks';
import type { JobQueue } from './lib/jobs';
import type { DevOutbox, Messaging } from './lib/messaging';
import type { Metrics } from './lib/metrics';
import type { Storage } from './lib/storage';
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  now: Clock;
  messaging: Messaging;
  outbox: DevOutbox;
  /** Uploaded files (local disk or S3-compatible). */
  storage: Storage;
  /** Card views waiting to be written (see recordCardView). */
  cardEvents: CardEventBuffer;
  /** The sandbox gateway's webhook deliveries, made a moment after each sandbox payment. */
  sandboxWebhooks: DelayedTasks;
  /** E-mails sent after the transaction that decided them (a payment's document). */
  mails: DelayedTasks;
  /** DNS lookups for custom-domain verification (tests pass a fake). */
  dns: DnsResolver;
  /** Background jobs (media renders, bulk uploads): started when the app is ready, stopped on close. */
  jobs: JobQueue;
  /** What GET /metrics shows (docs/operations.md#metrics). */
  metrics: Metrics;
  /** Runs the start steps that need the database once it has answered (lib/database-readiness.ts). */
  databaseReadiness: DatabaseReadiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (tests and route modules registered later reach them here). */
    services: Services;
  }
}
