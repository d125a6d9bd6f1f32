// The job queue's environment. Read by main.ts beside loadConfig() and passed to buildApp, so
// tests and tools that build an app choose their own settings.
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { ConfigError } from '#config';

export interface JobsConfig {
  /** JOBS_ENABLED: this process works jobs (false: it only queues them and reads their status). */
  enabled: boolean;
  /** JOBS_CONCURRENCY: handlers running at once in this process, over every queue. */
  concurrency: number;
}

const ZJobsEnv = z.object({
  JOBS_ENABLED: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const normalised = value?.trim().toLowerCase() ?? '';
      if (normalised === '' || ['1', 'true', 'yes', 'on'].includes(normalised)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
      ctx.addIssue({ code: 'custom', message: `expected true or false, got "${value}"` });
      return z.NEVER;
    }),
  JOBS_CONCURRENCY: z
    .string()
    .optional()
    // One render per core: renders are CPU-bound, more at once only makes each slower.
    .transform((value) => (value === undefined || value.trim() === '' ? availableParallelism() : Number(value)))
    .pipe(z.number({ error: 'expected a number' }).int().positive()),
});

/** Throws ConfigError naming every bad variable, as loadConfig() does. */
export function loadJobsConfig(env: Record<string, string | undefined> = process.env): JobsConfig {
  const parsed = ZJobsEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { enabled: parsed.data.JOBS_ENABLED, concurrency: parsed.data.JOBS_CONCURRENCY };
}
