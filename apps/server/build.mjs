// Bundles src/main.ts into dist/main.js (ESM, Node 20). npm packages stay external and
// load from node_modules; the workspace contract (TypeScript source) and the package's own
// subpath imports are bundled in.
// The drizzle/ migrations are copied beside the bundle, where the migrator looks.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, 'dist');

/**
 * Externalise every bare import except our own workspace packages and our own subpath imports
 * (`#lib/…`, `#cards`…: apps/server/package.json "imports"), which are this package's source.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@cardora/') || args.path.startsWith('#')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The package's version and the commit it was built from (the status page shows it per replica). */
function buildVersion() {
  const { version } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(here, 'src/main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNpmPackages],
  define: { __CARDORA_VERSION__: JSON.stringify(buildVersion()) },
});
cpSync(join(here, 'drizzle'), join(dist, 'drizzle'), { recursive: true });
// The demo's greeting posters and video templates (seed/demo-greetings.ts and seed/demo-videos.ts
// look for seed-assets/greetings and seed-assets/videos beside the bundle).
cpSync(join(here, 'seed-assets'), join(dist, 'seed-assets'), { recursive: true });
console.log(`built ${join(dist, 'main.js')}`);
