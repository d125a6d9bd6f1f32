// What route modules receive: configuration, the database and the injectable edges
// (clock, messaging), built once per app in buildApp.
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { DevOutbox, Messaging } from './lib/messaging';

export interface Services {
  config: Config;
  database: Database;
  db: Db;
  now: Clock;
  messaging: Messaging;
  outbox: DevOutbox;
}
