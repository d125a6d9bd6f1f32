// The panel's build step: whatever NODE_ENV the caller has, it ships React's production build,
// and the check that says so can fail.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionBuildProblems, REACT_DEVELOPMENT_MARKERS, REACT_PRODUCTION_MARKER } from './dist-checks.mjs';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DIST = join(ROOT, 'apps', 'web', 'dist');
const temporary: string[] = [];

function fixtureDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cardora-dist-'));
  temporary.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

describe('productionBuildProblems', () => {
  it("names a script that holds React's development build", () => {
    const dir = fixtureDist({
      'assets/react-abc.js': `console.info("${REACT_DEVELOPMENT_MARKERS[0]} for a better development experience")`,
      'assets/index-def.js': `throw Error("${REACT_PRODUCTION_MARKER}1")`,
    });
    expect(productionBuildProblems(dir)).toEqual([expect.stringContaining('assets/react-abc.js')]);
  });

  it("passes a dist with React's production build only", () => {
    const dir = fixtureDist({ 'assets/react-abc.js': `throw Error("${REACT_PRODUCTION_MARKER}"+e)` });
    expect(productionBuildProblems(dir)).toEqual([]);
  });

  it('fails a dist where no production React is found, so it cannot pass on nothing', () => {
    const dir = fixtureDist({ 'assets/index.js': 'console.log(1)' });
    expect(productionBuildProblems(dir)).toEqual([expect.stringContaining(REACT_PRODUCTION_MARKER)]);
  });
});

describe('npm run build -w @cardora/web', () => {
  it('builds production React even when the caller has NODE_ENV=development', { timeout: 120_000 }, () => {
    const outDir = mkdtempSync(join(tmpdir(), 'cardora-web-build-'));
    temporary.push(outDir);
    const build = spawnSync('npm', ['run', 'build', '-w', '@cardora/web', '--', '--outDir', outDir], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'development' },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    expect(productionBuildProblems(outDir)).toEqual([]);
  });

  it.runIf(existsSync(join(DIST, 'index.html')))('left apps/web/dist with production React (rebuild it if not)', () => {
    expect(productionBuildProblems(DIST)).toEqual([]);
  });
});
