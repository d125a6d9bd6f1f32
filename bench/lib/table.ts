// Plain-text tables for the terminal (no dependency; column widths from the content).

export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  // Whole milliseconds and requests are precise enough; sizes and small numbers keep one decimal.
  const digits = unit === 'MiB' || Math.abs(value) < 10 ? 1 : 0;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** `alignRight[i]` right-aligns column i (numbers read best that way). */
export function renderTable(header: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (alignRight[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}
