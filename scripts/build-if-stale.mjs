// Builds the web and the server bundle when their output is missing or older than any of
// their sources, so `npm start`, the e2e run and the benchmarks never serve stale code and
// never rebuild needlessly. Importable (buildIfStale) and runnable (`node scripts/build-if-stale.mjs`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** What each build produces and what it is made from (paths relative to the repo root). */
export const TARGETS = [
  {
    name: 'web',
    workspace: '@cardora/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/scripts',
      'packages/contract/src',
      'packages/card-templates/src',
    ],
  },
  {
    name: 'server',
    workspace: '@cardora/server',
    output: 'apps/server/dist/main.js',
    sources: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/seed-assets',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contract/src',
      'packages/card-templates/src',
    ],
  },
];

// Tests are not part of any bundle; editing one should not trigger a rebuild.
const IGNORED = /\.test\.tsx?$/;

/** The newest modification time (ms) of a file or of any file below a directory; 0 if absent. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return IGNORED.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Why a target needs building, or null when its output is up to date. */
export function staleReason(target, root = ROOT) {
  const output = join(root, target.output);
  if (!existsSync(output)) return `${target.output} is missing`;
  const built = statSync(output).mtimeMs;
  for (const source of target.sources) {
    if (newestMtime(join(root, source)) > built) return `${source} changed after ${target.output} was built`;
  }
  return null;
}

/** Build every stale target; returns 0 or the failing build's exit code. */
export function buildIfStale({ root = ROOT, log = (line) => console.log(line) } = {}) {
  for (const target of TARGETS) {
    const reason = staleReason(target, root);
    if (!reason) {
      log(`[build] ${target.name}: up to date (${relative(root, join(root, target.output))})`);
      continue;
    }
    log(`[build] ${target.name}: building, ${reason} (npm run build -w ${target.workspace})`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
    if (result.error) {
      log(`[build] ${target.name}: could not run npm: ${result.error.message}`);
      return 1;
    }
    if (result.status !== 0) {
      log(`[build] ${target.name}: build failed (exit ${result.status ?? result.signal})`);
      return result.status ?? 1;
    }
    log(`[build] ${target.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(buildIfStale());
}
