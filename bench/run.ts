// `npm run bench [-- name ...]`: runs every bench/<name>.ts that exports `benchmark`
// (see lib/types.ts), one after another so they do not disturb each other, and prints each
// result and a summary table. Adding a benchmark means adding a file; nothing to register.
// Arguments pick benchmarks by file name (`npm run bench -- cold-start`).
import { readdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatValue, renderTable } from './lib/table';
import { isBenchmark, type Metric } from './lib/types';

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));

const wanted = process.argv.slice(2);
const files = readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts') && file !== 'run.ts')
  .filter((file) => wanted.length === 0 || wanted.includes(basename(file, '.ts')))
  .sort();

if (files.length === 0) {
  console.error(`bench: no benchmark matches ${wanted.join(', ')}`);
  process.exit(1);
}

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.log(
  `bench: ${files.length} benchmark(s) on Node ${process.version}, ${cpus().length} x ${cpu}, ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
);

interface Outcome {
  file: string;
  title: string;
  metrics: Metric[];
  error?: string;
}
const outcomes: Outcome[] = [];

for (const file of files) {
  const name = basename(file, '.ts');
  const loaded: unknown = await import(pathToFileURL(join(BENCH_DIR, file)).href);
  const benchmark = typeof loaded === 'object' && loaded !== null ? Reflect.get(loaded, 'benchmark') : undefined;
  if (!isBenchmark(benchmark)) {
    outcomes.push({ file: name, title: name, metrics: [], error: 'does not export `benchmark` (see lib/types.ts)' });
    continue;
  }
  console.log(`\n== ${benchmark.title} (${name}) ==\n${benchmark.description}\n`);
  const started = performance.now();
  try {
    const metrics = await benchmark.run();
    outcomes.push({ file: name, title: benchmark.title, metrics });
    console.log(
      renderTable(
        ['Metric', 'Value', 'Unit'],
        metrics.map((m) => [m.name, formatValue(m.value, m.unit), m.unit]),
        [false, true, false],
      ),
    );
    console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    outcomes.push({ file: name, title: benchmark.title, metrics: [], error: message });
    console.error(`FAILED: ${message}`);
  }
}

console.log('\n== Summary ==\n');
const rows = outcomes.flatMap((outcome) =>
  outcome.error
    ? [[outcome.title, `FAILED: ${outcome.error.split('\n')[0] ?? ''}`, '', '']]
    : outcome.metrics.map((m) => [outcome.title, m.name, formatValue(m.value, m.unit), m.unit]),
);
console.log(renderTable(['Benchmark', 'Metric', 'Value', 'Unit'], rows, [false, false, true, false]));

process.exit(outcomes.some((outcome) => outcome.error) ? 1 : 0);
