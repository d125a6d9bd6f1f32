// The areas' boundaries hold in the linter: Biome refuses a deep import into another area and an
// import cycle through the front doors (biome.json; the layer order is in docs/ARCHITECTURE.md).
// Two throw-away files are written into the areas, linted alone, and removed.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const SERVER_SRC = fileURLToPath(new URL('../src/', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIOME = join(REPO_ROOT, 'node_modules/@biomejs/biome/bin/biome');

/** Biome's report on these files (written, linted alone, removed). */
function lint(files: Record<string, string>): string {
  const paths = Object.keys(files).map((name) => join(SERVER_SRC, name));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(SERVER_SRC, name), text);
  try {
    execFileSync(process.execPath, [BIOME, 'lint', '--max-diagnostics=50', ...paths], {
      cwd: REPO_ROOT,
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    return `${stdout}${stderr}`;
  } finally {
    for (const path of paths) rmSync(path, { force: true });
  }
}

// One Biome run for every probe: each run indexes the whole repository (tens of seconds).
const PROBES = {
  // A deep import into another area.
  'areas/cards/cards/boundary-probe.ts':
    "import { findUserById } from '../../identity/users/repo';\n\nexport const probe = findUserById;\n",
  // An earlier area importing a later one.
  'areas/identity/users/boundary-probe.ts':
    "import { lockBusiness } from '#cards';\n\nexport const probe = lockBusiness;\n",
  // Two files importing each other.
  'areas/studio/projects/cycle-probe-a.ts': "import { b } from './cycle-probe-b';\n\nexport const a = () => b;\n",
  'areas/studio/projects/cycle-probe-b.ts': "import { a } from './cycle-probe-a';\n\nexport const b = () => a;\n",
};

describe.skipIf(!existsSync(join(SERVER_SRC, 'areas/identity/index.ts')))('area boundaries', () => {
  let report = '';
  beforeAll(() => {
    report = lint(PROBES);
  }, 180_000);
  const diagnosticsOf = (file: string) =>
    report.split(/\n(?=\S)/).filter((block) => block.includes(file.split('/').slice(-2).join('/')));

  it('a deep import into another area is refused', () => {
    const found = diagnosticsOf('cards/boundary-probe.ts').join('\n');
    expect(found).toContain('lint/style/noRestrictedImports');
    expect(found).toContain('front door');
  });

  it('an earlier area importing a later one is refused', () => {
    const found = diagnosticsOf('users/boundary-probe.ts').join('\n');
    expect(found).toContain('lint/style/noRestrictedImports');
    expect(found).toContain('may not import a later area');
  });

  it('an import cycle is refused', () => {
    expect(diagnosticsOf('projects/cycle-probe-a.ts').join('\n')).toContain('lint/suspicious/noImportCycles');
  });
});
