// `npm run backup -- <file>` and `npm run restore -- <file> [--force]`: the work is done by the
// server's CLI, apps/server/src/cli/backup-cli.ts (run with tsx); --help there says how.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-if-stale.mjs';

const cli = join(ROOT, 'apps/server/src/cli/backup-cli.ts');
const child = spawn(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
child.on('error', (error) => {
  console.error(`backup: could not start: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
