// The system programs the tests use besides what npm installs: Chromium (the browser journeys)
// and poppler-utils (pdftoppm/pdftotext read the PDFs back). `npm test` runs this first, so the
// README's two commands are all the set-up: on Debian as root it installs what
// is missing with apt-get, as .ci/run does; anywhere else it stops with the one command to run.
//
//   node scripts/ensure-test-tools.mjs          check, install what it may, or explain
//   node scripts/ensure-test-tools.mjs --check  only report (exit 1 when something is missing)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TOOLS = [
  {
    name: 'Chromium',
    present: () =>
      Boolean(process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) || existsSync('/usr/bin/chromium'),
    debianPackage: 'chromium',
  },
  { name: 'pdftoppm (poppler-utils)', present: () => onPath('pdftoppm'), debianPackage: 'poppler-utils' },
  { name: 'pdftotext (poppler-utils)', present: () => onPath('pdftotext'), debianPackage: 'poppler-utils' },
  { name: 'pdffonts (poppler-utils)', present: () => onPath('pdffonts'), debianPackage: 'poppler-utils' },
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function missingTools() {
  return TOOLS.filter((tool) => !tool.present());
}

const missing = missingTools();
if (missing.length === 0) process.exit(0);

const packages = [...new Set(missing.map((tool) => tool.debianPackage))];
const command = `apt-get install -y ${packages.join(' ')}`;
const names = missing.map((tool) => tool.name).join(', ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const canApt = onPath('apt-get');

if (process.argv.includes('--check') || !isRoot || !canApt) {
  const how = canApt ? `sudo ${command}` : `install ${packages.join(' ')} with your system's package manager`;
  console.error(`The tests need ${names}, which npm cannot install. Run: ${how}`);
  process.exit(1);
}

console.log(`Installing ${names} for the tests: apt-get install -y ${packages.join(' ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install =
  update.status === 0
    ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
    : update;
const still = missingTools();
if (install.status !== 0 || still.length > 0) {
  console.error(`Could not install ${still.map((tool) => tool.name).join(', ') || names}. Run: ${command}`);
  process.exit(1);
}
