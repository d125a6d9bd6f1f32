// Which packages take the bytes of each built chunk: attributes every minified character
// to its source through the source map. Run after `npm run build -w @cardora/web`:
//   node apps/web/scripts/bundle-report.mjs [chunk-name-substring]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '..', 'dist', 'assets');
const filter = process.argv[2] ?? '';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function groupOf(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm < 0)
    return source
      .replace(/^(\.\.\/)+/, '')
      .split('/')
      .slice(0, 3)
      .join('/');
  const rest = source.slice(nm + 'node_modules/'.length).split('/');
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.js') && f.includes(filter))) {
  const code = readFileSync(join(dir, file), 'utf8');
  let map;
  try {
    map = JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8'));
  } catch {
    continue;
  }
  const lines = code.split('\n');
  const bytes = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNo) => {
    const text = lines[lineNo] ?? '';
    let column = 0;
    let previous = null;
    for (const segment of line.split(',').filter(Boolean)) {
      const [dCol, dSource] = decodeSegment(segment);
      column += dCol;
      if (previous) bytes.set(previous.group, (bytes.get(previous.group) ?? 0) + (column - previous.column));
      if (dSource !== undefined) sourceIndex += dSource;
      previous = { column, group: dSource === undefined ? '(generated)' : groupOf(map.sources[sourceIndex]) };
    }
    if (previous) bytes.set(previous.group, (bytes.get(previous.group) ?? 0) + (text.length - previous.column));
  });
  const total = code.length;
  console.log(`\n${file}  ${(total / 1024).toFixed(1)} kB`);
  for (const [group, size] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} kB  ${group}`);
  }
}
