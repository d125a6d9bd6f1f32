// `npm run typecheck`: tsc over every project, two at a time (a 2-core machine checks the server
// and the web side by side instead of one after the other). Each project's output is printed
// whole when it ends, so two projects' errors never interleave; the exit code is 1 if any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { ROOT } from './build-if-stale.mjs';

const PROJECTS = [
  // The heaviest first, so the light ones fill in beside them.
  'apps/server',
  'apps/web',
  'packages/contract',
  'packages/card-templates',
  'bench',
  'e2e',
  'scripts',
];
const atOnce = Math.max(2, Math.min(4, availableParallelism()));

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npx', ['tsc', '-p', project], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: atOnce }, async () => {
    while (queue.length > 0) {
      const project = queue.shift();
      if (project) results.push(await check(project));
    }
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
