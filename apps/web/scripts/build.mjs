// `npm run build -w @cardora/web`: the panel's production build, whatever the caller's
// environment, pre-compressed. Vite builds React's development bundle when NODE_ENV=development
// is set (a dev shell, `npm start` from one), so it is forced here, and the output is checked
// before the build counts as done. Then every text asset gets a .br and a .gz beside it, which
// the server sends by Accept-Encoding. `--outDir <dir>` builds elsewhere (the tests do).
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { productionBuildProblems } from './dist-checks.mjs';
import { precompress } from './precompress.mjs';

const webDir = join(import.meta.dirname, '..');
const outDirArg = process.argv.indexOf('--outDir');
const outDir =
  outDirArg > 0 && process.argv[outDirArg + 1] ? resolve(process.argv[outDirArg + 1]) : join(webDir, 'dist');

// Before Vite loads: it decides production vs development (React's bundle, the JSX runtime) from it.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');
await build({ root: webDir, mode: 'production', build: { outDir, emptyOutDir: true } });

const problems = productionBuildProblems(outDir);
if (problems.length > 0) {
  // Not left behind: build-if-stale would take it for a fresh build and the server would serve it.
  rmSync(outDir, { recursive: true, force: true });
  console.error(`[build] the panel's build is not a production build:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

const started = performance.now();
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const totals = await precompress(outDir);
console.log(
  `[build] pre-compressed ${totals.files} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kB(totals.raw)} -> brotli ${kB(totals.brotli)}, gzip ${kB(totals.gzip)}`,
);
