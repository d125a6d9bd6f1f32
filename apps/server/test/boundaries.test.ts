// The boundaries hold in the linter: Biome refuses a deep import into another server area or web
// feature, an import of a later area, and any import cycle (biome.json; decision 0008 in
// docs/decisions). Throw-away files are written into the tree, linted alone, and removed.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIOME = join(REPO_ROOT, 'node_modules/@biomejs/biome/bin/biome');

/** Biome's report on these files (written, linted alone, removed). */
function lint(files: Record<string, string>): string {
  const paths = Object.keys(files).map((name) => join(REPO_ROOT, name));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(REPO_ROOT, name), text);
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
  'apps/server/src/areas/cards/cards/boundary-probe.ts':
    "import { findUserById } from '../../identity/users/repo';\n\nexport const probe = findUserById;\n",
  // An earlier area importing a later one.
  'apps/server/src/areas/identity/users/boundary-probe.ts':
    "import { lockBusiness } from '#cards';\n\nexport const probe = lockBusiness;\n",
  // Two files importing each other.
  'apps/server/src/areas/studio/projects/cycle-probe-a.ts':
    "import { b } from './cycle-probe-b';\n\nexport const a = () => b;\n",
  'apps/server/src/areas/studio/projects/cycle-probe-b.ts':
    "import { a } from './cycle-probe-a';\n\nexport const b = () => a;\n",
  // The web: one feature reaching into another's files, and the kernel into a feature's.
  'apps/web/src/features/videos/hooks/boundary-probe.ts':
    "import { useBusiness } from '../../cards/hooks/use-business';\n\nexport const probe = useBusiness;\n",
  'apps/web/src/components/boundary-probe.ts':
    "import { useBusiness } from '../features/cards/hooks/use-business';\n\nexport const probe = useBusiness;\n",
  // Two web features importing each other.
  'apps/web/src/features/videos/cycle-probe.ts':
    "import { probeB } from '../greetings/cycle-probe';\n\nexport const probeA = () => probeB;\n",
  'apps/web/src/features/greetings/cycle-probe.ts':
    "import { probeA } from '../videos/cycle-probe';\n\nexport const probeB = () => probeA;\n",
};

describe('boundaries', () => {
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

  it("a web feature reaching into another feature's files is refused", () => {
    const found = diagnosticsOf('hooks/boundary-probe.ts').join('\n');
    expect(found).toContain('lint/style/noRestrictedImports');
    expect(found).toContain("'#features/<name>'");
  });

  it("the web's kernel reaching into a feature's files is refused", () => {
    expect(diagnosticsOf('components/boundary-probe.ts').join('\n')).toContain('lint/style/noRestrictedImports');
  });

  it('two web features importing each other are refused', () => {
    expect(diagnosticsOf('greetings/cycle-probe.ts').join('\n')).toContain('lint/suspicious/noImportCycles');
  });
});
