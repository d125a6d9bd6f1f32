// What a benchmark file exports. bench/run.ts runs every bench/*.ts that exports `benchmark`.

export interface Metric {
  /** What was measured, in words a reader of the table understands without the code. */
  name: string;
  value: number;
  /** e.g. 'ms', 'MiB', 'req/s'. */
  unit: string;
}

export interface Benchmark {
  title: string;
  /** One sentence: what it measures and under which conditions. */
  description: string;
  run(): Promise<Metric[]>;
}

export function isBenchmark(value: unknown): value is Benchmark {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'title' in value &&
    typeof value.title === 'string' &&
    'description' in value &&
    typeof value.description === 'string' &&
    'run' in value &&
    typeof value.run === 'function'
  );
}
