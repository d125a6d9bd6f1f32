// GST documents: what one document's PDF costs to draw (the download, the month's zip), and what a
// month's export for the accountant costs at 1,000 documents — in a child process on the
// server's own code (bench/measure/tax-documents.ts), CPU from process.cpuUsage.
import { measuredRows } from './lib/measure';
import type { Benchmark, Metric } from './lib/types';

interface Row {
  step: string;
  cpuMs: number;
  kb: number;
}

function isRow(value: unknown): value is Row {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'step') === 'string' &&
    typeof Reflect.get(value, 'cpuMs') === 'number' &&
    typeof Reflect.get(value, 'kb') === 'number'
  );
}

export const benchmark: Benchmark = {
  title: 'GST documents',
  description:
    'CPU ms to draw one tax invoice PDF (mean of 20), and to build a month of 1,000 documents as GSTR-1 tables, xlsx and csv.',
  async run(): Promise<Metric[]> {
    const rows = measuredRows('tax-documents.ts', isRow, { env: { RUNS: '20', DOCS: '1000' }, timeoutMs: 300_000 });
    const metrics: Metric[] = [];
    for (const row of rows) {
      metrics.push({ name: `${row.step}: CPU`, value: row.cpuMs, unit: 'ms' });
      metrics.push({ name: `${row.step}: size`, value: row.kb, unit: 'KiB' });
    }
    return metrics;
  },
};
