// Vitest setupFiles of the server project: run again before each test file. The server files
// share one module cache per worker (isolate: false in vitest.config.ts), so a hook registered
// at the top of a shared module would run for the first file that imports it only; the hooks
// every file needs are registered here instead.
import { afterAll, afterEach } from 'vitest';
import { closeTestDatabase, pickWorkerDatabase } from '#test/support/database';
import { stopOpenQueues } from '#test/support/jobs';

pickWorkerDatabase();
afterEach(stopOpenQueues);
afterAll(closeTestDatabase);
