// Checks on the built panel (apps/web/dist) that the build runs before it counts as done,
// and that the tests run again: the panel must ship React's production build; and what the
// login route loads, read from the build's manifest and source maps.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Strings that only React's development bundles hold, and that survive minification:
 * react-dom-client.development.js's DevTools banner and nesting warning, react.development.js's
 * hook warning, and jsx-runtime.development.js's key warning. None is in a production file.
 */
export const REACT_DEVELOPMENT_MARKERS = [
  'Download the React DevTools',
  'In HTML, %s cannot be a child of',
  'Invalid hook call',
  '`key` is not a prop',
];

/**
 * Only react-dom-client.production.js holds this (its errors are numbered, not spelled out).
 * Requiring it keeps the check from passing on a build where the markers above moved.
 */
export const REACT_PRODUCTION_MARKER = 'Minified React error #';

/** Every .js file below a directory (source maps left out: they are not run). */
function scripts(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** What is wrong with a built dist, in sentences; empty when it holds React's production build only. */
export function productionBuildProblems(distDir) {
  const problems = [];
  let production = false;
  for (const file of scripts(distDir)) {
    const code = readFileSync(file, 'utf8');
    if (code.includes(REACT_PRODUCTION_MARKER)) production = true;
    const found = REACT_DEVELOPMENT_MARKERS.filter((marker) => code.includes(marker));
    if (found.length > 0) {
      problems.push(
        `${relative(distDir, file)} holds React's development build (${found.map((m) => `"${m}"`).join(', ')})`,
      );
    }
  }
  if (!production)
    problems.push(`no script in ${distDir} holds React's production build ("${REACT_PRODUCTION_MARKER}")`);
  return problems;
}

const SIGN_IN_SCREENS = /src\/features\/auth\/auth-pages\.ts$/;

/**
 * The scripts the login route loads (paths inside dist): the entry with everything it imports,
 * and the sign-in screens' lazy chunk with everything it imports, per .vite/manifest.json.
 */
export function loginRouteScripts(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const signIn = Object.keys(manifest).find((key) => SIGN_IN_SCREENS.test(key));
  if (!manifest['index.html'] || !signIn) throw new Error(`${distDir}: no entry or no sign-in chunk in the manifest`);
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(signIn);
  return [...keys].map((key) => manifest[key].file);
}

/** The source files bundled into these scripts (from their source maps), relative to `root`. */
export function bundledSources(distDir, files, root) {
  const sources = new Set();
  for (const file of files) {
    const mapPath = join(distDir, `${file}.map`);
    let map;
    try {
      map = JSON.parse(readFileSync(mapPath, 'utf8'));
    } catch {
      continue; // rolldown's runtime has no map
    }
    for (const source of map.sources) sources.add(relative(root, resolve(dirname(mapPath), source)));
  }
  return [...sources].sort();
}
