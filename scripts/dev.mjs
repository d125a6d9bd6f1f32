// `npm run dev`: the server under `tsx watch` (restarts on change) and Vite (hot reload,
// http://localhost:5173/panel/, proxying /api, /log and /dev to the server on 3000) side by
// side, with prefixed output. When either stops, or on Ctrl+C, both are stopped.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './build-if-stale.mjs';

const colour = process.stdout.isTTY ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_code, text) => text;

const PROCESSES = [
  // The server's own tsconfig: from the root, tsx would compile its .tsx with the classic JSX
  // transform ("React is not defined" while seeding the demo greetings).
  {
    name: 'server',
    colour: 36,
    command: 'npx',
    args: ['tsx', 'watch', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'],
    cwd: ROOT,
  },
  { name: 'web', colour: 35, command: 'npx', args: ['vite'], cwd: join(ROOT, 'apps/web') },
];
const width = Math.max(...PROCESSES.map((p) => p.name.length));

const running = [];
let stopping = false;
let exitCode = 0;

function pipeLines(stream, target, prefix) {
  createInterface({ input: stream }).on('line', (line) => target.write(`${prefix} ${line}\n`));
}

/** Signal a child's whole process group (npx -> tsx -> node), ignoring ones already gone. */
function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already exited
  }
}

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of running) signalGroup(child, 'SIGTERM');
  // Whatever ignores SIGTERM for 5 s is killed.
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, 5_000).unref();
}

for (const spec of PROCESSES) {
  const prefix = colour(spec.colour, `[${spec.name.padEnd(width)}]`);
  // detached: each child leads its own process group, so the group can be stopped as a whole
  // and Ctrl+C reaches only this script, which then stops both in order.
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(child);
  pipeLines(child.stdout, process.stdout, prefix);
  pipeLines(child.stderr, process.stderr, prefix);
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${prefix} exited (${code ?? signal}); stopping the others`);
    stopAll(code ?? 1);
    if (running.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => stopAll(0));
}
// Last resort if this script dies another way: do not leave orphans behind.
process.on('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL');
});
