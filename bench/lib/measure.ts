// Runs one of bench/measure/*.ts in a process of its own and reads the last line of its output
// as JSON. tsx compiles with the server's tsconfig (TSX_TSCONFIG_PATH), because the renderers'
// frames are JSX and there is no tsconfig at the repository root for tsx to find.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './server';

interface MeasureOptions {
  args?: string[];
  env?: Record<string, string>;
  timeoutMs: number;
}

/** The script's last line of output, parsed; throws with its stderr when it fails. */
export function runMeasureScript(script: string, { args = [], env = {}, timeoutMs }: MeasureOptions) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/measure', script), ...args], {
    cwd: ROOT,
    env: { ...process.env, TSX_TSCONFIG_PATH: join(ROOT, 'apps/server/tsconfig.json'), ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (child.status !== 0) throw new Error(`${script} failed (${child.status ?? child.signal}): ${child.stderr}`);
  const parsed: unknown = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? 'null');
  return { parsed, stdout: child.stdout };
}

/** The `rows` a `--json` run of the script prints, each checked by `isRow`. */
export function measuredRows<Row>(script: string, isRow: (value: unknown) => value is Row, options: MeasureOptions) {
  const { parsed, stdout } = runMeasureScript(script, { ...options, args: ['--json', ...(options.args ?? [])] });
  const rows: unknown = typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'rows') : undefined;
  if (!Array.isArray(rows) || rows.length === 0 || !rows.every(isRow)) {
    throw new Error(`${script} answered no figures: ${stdout}`);
  }
  return rows;
}
