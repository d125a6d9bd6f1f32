// `npm start`: build whatever is stale, then run the production server bundle.
// NODE_ENV is left as the caller set it. Unset, the server runs in development mode, which
// keeps the console SMS/e-mail adapter and /dev/outbox that the demo needs to show OTP codes;
// a real deployment sets NODE_ENV=production (and OTP_PEPPER, PAYMENT_SECRET_KEY).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { buildIfStale, ROOT } from './build-if-stale.mjs';

const built = buildIfStale();
if (built !== 0) process.exit(built);

if (!process.env.NODE_ENV) {
  console.log(
    '[start] NODE_ENV is unset: the server runs in development mode (OTP codes at /dev/outbox). ' +
      'Real deployments set NODE_ENV=production, OTP_PEPPER and PAYMENT_SECRET_KEY.',
  );
}

const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], { cwd: ROOT, stdio: 'inherit' });

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of FORWARDED) {
  process.on(signal, () => {
    // The child may already have it from the terminal (same process group); one more is harmless.
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}

// `npm start` runs us under `sh -c`, and npm's SIGTERM stops only that shell: if whoever
// started us goes away (we get re-parented), stop the server instead of leaving it orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}, 1_000).unref();

child.on('error', (error) => {
  console.error(`[start] could not start the server: ${error.message}`);
  process.exit(1);
});

child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: report it the way a shell would (128 + signal number).
  process.exit(128 + (constants.signals[signal] ?? 0));
});
