// PDF ID cards: what drawing one card costs, per template, in a child process on the
// renderer itself (bench/measure/pdf.ts under `node --import tsx` with the
// server's tsconfig, as bench/greetings.ts does). Each card gets fresh picture buffers (the photo
// and logo resized by sharp at 300 dpi), Devanagari and Latin text, the vector QR; CR80 cards are
// measured plain and as a SAMPLE with bleed and crop marks, phone cards plain and as a SAMPLE.
// CPU is process.cpuUsage around the renders, so sharp's threads count.
import { loadavg } from 'node:os';
import { measuredRows } from './lib/measure';
import type { Benchmark, Metric } from './lib/types';

const RUNS = 12;

interface Row {
  template: string;
  variant: string;
  cpuMs: number;
  wallMs: number;
  kb: number;
}

function isRow(value: unknown): value is Row {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'template') === 'string' &&
    typeof Reflect.get(value, 'variant') === 'string' &&
    typeof Reflect.get(value, 'cpuMs') === 'number' &&
    typeof Reflect.get(value, 'kb') === 'number'
  );
}

function measure(): Row[] {
  return measuredRows('pdf.ts', isRow, { env: { RUNS: String(RUNS) }, timeoutMs: 600_000 });
}

export const benchmark: Benchmark = {
  title: 'PDF ID card renders',
  description: `CPU ms and size per card for every template (${RUNS} cards each, fresh pictures), plain and as a SAMPLE; cards/s is one core's ceiling (1000 / CPU ms).`,
  async run(): Promise<Metric[]> {
    const loadBefore = loadavg()[0] ?? 0;
    const rows = measure();
    const metrics: Metric[] = [];
    for (const row of rows) {
      const label = `${row.template} (${row.variant})`;
      metrics.push({ name: `${label}: CPU per card`, value: row.cpuMs, unit: 'ms' });
      metrics.push({ name: `${label}: cards per second per core`, value: 1000 / row.cpuMs, unit: 'cards/s' });
      metrics.push({ name: `${label}: PDF size`, value: row.kb, unit: 'KiB' });
    }
    const mean = rows.reduce((sum, row) => sum + row.cpuMs, 0) / rows.length;
    metrics.push({ name: 'every template and variant: mean CPU per card', value: mean, unit: 'ms' });
    metrics.push({ name: 'load average (1 min) at the start', value: loadBefore, unit: '' });
    metrics.push({ name: 'load average (1 min) at the end', value: loadavg()[0] ?? 0, unit: '' });
    return metrics;
  },
};
