import { describe, expect, it } from 'vitest';
import { FaultLogSampler, faultKey, isDatabaseUnavailable, withTimeout } from './db-faults';

describe('isDatabaseUnavailable', () => {
  it('knows a refused or dropped connection, a pool timeout, a shutdown and our statement timeout', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('timeout exceeded when trying to connect'),
      new Error('Connection terminated unexpectedly'),
      wrapped(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })),
      wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      wrapped(new Error('Query read timeout')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error.message)).toBe(true);
    }
  });

  it('leaves real bugs alone: a constraint, a syntax error, a TypeError', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot use 'in' operator"))).toBe(false);
    expect(isDatabaseUnavailable('a string')).toBe(false);
  });

  it("keys a fault by the driver's code and message, not the SQL around it", () => {
    const a = Object.assign(new Error('Failed query: select * from a\nparams: 1'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const b = Object.assign(new Error('Failed query: select * from b\nparams: 2'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(faultKey(a)).toBe(faultKey(b));
  });
});

describe('FaultLogSampler', () => {
  it('logs a fault once per interval and reports how many were kept quiet', () => {
    let now = 0;
    const sampler = new FaultLogSampler(10_000, () => now);
    expect(sampler.shouldLog('db:x')).toEqual({ suppressed: 0 });
    for (let i = 0; i < 500; i++) expect(sampler.shouldLog('db:x')).toBeNull();
    expect(sampler.shouldLog('db:y')).toEqual({ suppressed: 0 }); // another fault is its own
    now = 10_000;
    expect(sampler.shouldLog('db:x')).toEqual({ suppressed: 500 });
    expect(sampler.shouldLog('db:x')).toBeNull();
  });
});

describe('withTimeout', () => {
  it('rejects a promise that never settles, and passes one that does', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'stalled')).rejects.toMatchObject({
      message: 'stalled',
      code: 'ETIMEDOUT',
    });
    await expect(withTimeout(Promise.resolve(7), 1_000, 'x')).resolves.toBe(7);
  });
});
