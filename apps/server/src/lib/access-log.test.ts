// One access line per request ({ reqId, method, path, status, ms }, "request")
// instead of Fastify's two; under ACCESS_LOG=sampled the hot public routes log only failures,
// slow answers and one request in SAMPLE_EVERY. ACCESS_LOG=all logs all, off none.
import { endpoints } from '@cardora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#test/support/app';
import { createAgency } from '#test/support/factories';
import type { AgencyRow } from '../db/schema';
import { isHotPath, SAMPLE_EVERY } from './access-log';

interface Line {
  level: number;
  msg?: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  sampled?: number;
}

async function appLogging(mode: 'all' | 'sampled' | 'off' | undefined) {
  const lines: string[] = [];
  const t = await createTestApp({
    env: { LOG_LEVEL: 'info', ...(mode ? { ACCESS_LOG: mode } : {}) },
    deps: { logStream: { write: (line) => lines.push(line) } },
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as Line);
  return {
    t,
    all: parsed,
    access: (path?: string) => parsed().filter((l) => l.msg === 'request' && (path === undefined || l.path === path)),
  };
}

let agency: AgencyRow;
let sampled: Awaited<ReturnType<typeof appLogging>>;
let all: Awaited<ReturnType<typeof appLogging>>;
let off: Awaited<ReturnType<typeof appLogging>>;
beforeAll(async () => {
  agency = await createAgency();
  sampled = await appLogging(undefined);
  all = await appLogging('all');
  off = await appLogging('off');
});
afterAll(async () => {
  await Promise.all([sampled.t.close(), all.t.close(), off.t.close()]);
});

describe('the access log (default: sampled)', () => {
  it('an API request writes one line with its id, method, path without the query, status and time', async () => {
    const res = await sampled.t.client(agency).get(`${endpoints.getAgencyDetails.path}?token=s3cret`);
    expect(res.status).toBe(200);
    const lines = sampled.access(endpoints.getAgencyDetails.path);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, method: 'GET', status: 200, reqId: res.headers['x-request-id'] });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(sampled.all().some((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toBe(false);
    expect(JSON.stringify(sampled.all())).not.toContain('s3cret');
  });

  it(`a hot route's successes are logged one in ${SAMPLE_EVERY}; its failures always`, async () => {
    const client = sampled.t.client(agency);
    for (let i = 0; i < SAMPLE_EVERY; i++) expect((await client.get('/healthz')).status).toBe(200);
    expect(sampled.access('/healthz')).toEqual([expect.objectContaining({ status: 200, sampled: SAMPLE_EVERY })]);

    expect((await client.get('/no-such-card-here')).status).toBe(404);
    expect(sampled.access('/no-such-card-here')).toEqual([expect.objectContaining({ level: 30, status: 404 })]);
  });
});

describe('ACCESS_LOG=all and off', () => {
  it('all: every request of a hot route is logged', async () => {
    const client = all.t.client(agency);
    for (let i = 0; i < 3; i++) await client.get('/healthz');
    expect(all.access('/healthz')).toHaveLength(3);
  });

  it('off: no access line, for the API or a failure', async () => {
    const client = off.t.client(agency);
    expect((await client.call(endpoints.getAgencyDetails)).status).toBe(200);
    expect((await client.get('/no-such-card-here')).status).toBe(404);
    expect(off.access()).toEqual([]);
  });
});

describe('isHotPath', () => {
  it('the public, high-volume paths are hot; the API, the panel pages and visitor form posts are not', () => {
    const hot: [string, string][] = [
      ['GET', '/sharma-sweets'],
      ['GET', '/sharma-sweets.vcf'],
      ['GET', '/sharma-sweets/qr.png'],
      ['POST', '/c/events'],
      ['GET', '/c/img/480/business/b1/a.webp'],
      ['GET', '/uploads/business/b1/a.webp'],
      ['GET', '/panel/assets/index-abc.js'],
      ['GET', '/healthz'],
      ['HEAD', '/readyz'],
    ];
    const cold: [string, string][] = [
      ['GET', '/api/v1/user'],
      ['POST', '/api/v1/login'],
      ['GET', '/panel/login'],
      ['GET', '/panel'],
      ['POST', '/sharma-sweets/lead'],
      ['POST', '/log'],
    ];
    for (const [method, path] of hot) expect(isHotPath(method, path), `${method} ${path}`).toBe(true);
    for (const [method, path] of cold) expect(isHotPath(method, path), `${method} ${path}`).toBe(false);
  });
});
