// JOBS_* parsing, and the app's queue: started when the app is ready, stopped when it closes.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '#config';
import { createTestApp } from '#test/support/app';
import { loadJobsConfig } from './config';

describe('loadJobsConfig', () => {
  it('works jobs, one per core, by default', () => {
    expect(loadJobsConfig({})).toEqual({ enabled: true, concurrency: availableParallelism() });
    expect(loadJobsConfig({ JOBS_ENABLED: '', JOBS_CONCURRENCY: ' ' })).toEqual({
      enabled: true,
      concurrency: availableParallelism(),
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['off', false],
    ['TRUE', true],
    ['yes', true],
  ])('JOBS_ENABLED=%s → %s', (value, enabled) => {
    expect(loadJobsConfig({ JOBS_ENABLED: value }).enabled).toBe(enabled);
  });

  it('takes JOBS_CONCURRENCY', () => {
    expect(loadJobsConfig({ JOBS_CONCURRENCY: '3' }).concurrency).toBe(3);
  });

  it.each([
    [{ JOBS_ENABLED: 'maybe' }, 'JOBS_ENABLED: expected true or false, got "maybe"'],
    [{ JOBS_CONCURRENCY: '0' }, 'JOBS_CONCURRENCY'],
    [{ JOBS_CONCURRENCY: '1.5' }, 'JOBS_CONCURRENCY'],
    [{ JOBS_CONCURRENCY: 'lots' }, 'JOBS_CONCURRENCY: expected a number'],
  ])('refuses %o', (env, message) => {
    expect(() => loadJobsConfig(env)).toThrow(ConfigError);
    expect(() => loadJobsConfig(env)).toThrow(message);
  });
});

describe('the app', () => {
  it('starts services.jobs when ready and stops it on close', async () => {
    const t = await createTestApp({ deps: { jobs: { enabled: false, concurrency: 3 } } });
    expect(t.services.jobs.state).toBe('started');
    expect(t.services.jobs.enabled).toBe(false);
    expect(t.services.jobs.concurrency).toBe(3);
    await t.close();
    expect(t.services.jobs.state).toBe('stopped');
  });

  it('works jobs by default, under a namespace of its own', async () => {
    const t = await createTestApp();
    try {
      expect(t.services.jobs.enabled).toBe(true);
      expect(t.services.jobs.concurrency).toBe(availableParallelism());
    } finally {
      await t.close();
    }
  });
});
