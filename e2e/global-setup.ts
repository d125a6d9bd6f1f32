// Before any worker starts: Chromium must be there (the journeys never download a browser), and
// the web and server builds must be current (built once here, not per worker).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export default function globalSetup(): void {
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
    throw new Error('Chromium is missing. Install it with `apt-get install -y chromium` (CI does this in .ci/run).');
  }
  const root = fileURLToPath(new URL('..', import.meta.url));
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit', cwd: root });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status ?? build.signal})`);
}
