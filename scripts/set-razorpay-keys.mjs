// `node scripts/set-razorpay-keys.mjs --agency <slug> …`: stores an agency's Razorpay keys
// (encrypted) or switches it back to the sandbox. The work is done by the server's CLI,
// apps/server/src/cli/set-razorpay-keys.ts (run with tsx); --help there says how.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-if-stale.mjs';

const cli = join(ROOT, 'apps/server/src/cli/set-razorpay-keys.ts');
const child = spawn(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
child.on('error', (error) => {
  console.error(`set-razorpay-keys: could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
