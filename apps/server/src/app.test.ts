// Cross-cutting HTTP behaviour: health, OpenAPI, CSRF, tenancy, 404s, rate limits, the
// dev outbox and the /panel web app.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints, MESSAGES, ZAgencyDetails, ZVerifyUserResponse } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testAppPerFile } from '#test/support/app';
import { createAgency, createCustomer, uniquePhone } from '#test/support/factories';
import type { Database } from './db/client';
import { users } from './db/schema';

const t = testAppPerFile();

describe('health', () => {
  it('/healthz answers while the process is up', async () => {
    const res = await t.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok' } });
  });

  it('/readyz is 200 when the database answers and 503 when it does not', async () => {
    expect((await t.client().get('/readyz')).status).toBe(200);
    const broken: Database = {
      db: t.db,
      kind: 'pglite',
      migrate: async () => {},
      dumpDataDir: () => Promise.reject(new Error('no')),
      ping: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const down = await createTestApp({ deps: { database: broken } });
    try {
      const res = await down.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ data: { status: 'unavailable' } });
    } finally {
      await down.close();
    }
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const res = await t.client().get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.client().get('/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(other.headers['x-request-id']).not.toBe('bad id with spaces');
    expect(String(other.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the contract at /api/docs/json', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { title: 'Cardora API' } });
    const paths = typeof doc === 'object' && doc !== null && 'paths' in doc ? Object(doc.paths) : {};
    for (const endpoint of Object.values(endpoints)) {
      expect(paths, endpoint.path).toHaveProperty([endpoint.path, endpoint.method.toLowerCase()]);
    }
    // The phone schema uses transform + pipe and still documents as a string.
    expect(
      paths['/api/v1/verifyUser'].post.requestBody.content['application/json'].schema.properties.phoneNumber,
    ).toMatchObject({ type: 'string' });
    expect(paths).not.toHaveProperty(['/dev/outbox']);
  });

  it('serves the UI at /api/docs', async () => {
    const res = await t.client().get('/api/docs/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('swagger');
  });
});

describe('CSRF double-submit', () => {
  it('hands out a readable cardora_csrf cookie with the API when the request has none', async () => {
    const res = await t.client().get('/api/v1/session');
    const csrf = res.setCookies.get('cardora_csrf');
    expect(csrf?.value).toMatch(/^[\w-]{30,}$/);
    expect(csrf?.httpOnly).toBe(false);
    expect(csrf?.sameSite).toBe('Lax');
  });

  it('does not replace a cookie the browser already has', async () => {
    const client = t.client();
    await client.get('/api/v1/session');
    const res = await client.get('/api/v1/session');
    expect(res.setCookies.has('cardora_csrf')).toBe(false);
  });

  it('leaves responses outside the panel and the API cookie-free (cacheable public pages)', async () => {
    for (const path of ['/healthz', '/some-card-address', '/uploads/none.webp']) {
      const res = await t.client().get(path);
      expect(res.setCookies.has('cardora_csrf'), path).toBe(false);
    }
  });

  it('rejects a POST without the header, and changes nothing', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    await client.get('/api/v1/session');
    const res = await client.call(endpoints.login, {
      body: { phoneNumber: user.phoneNumber, password: 'correct-horse-1' },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(res.error()).toEqual({ code: 'CSRF_REJECTED', message: MESSAGES.csrfRejected });
    expect(client.cookie('cardora_sid')).toBeUndefined();
  });

  it('rejects a POST whose header does not match the cookie, and changes nothing', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    const res = await client.call(endpoints.verifyUser, { body: { phoneNumber }, csrf: 'forged-token-value' });
    expect(res.status).toBe(403);
    expect(res.error().code).toBe('CSRF_REJECTED');
    expect(t.outbox.list(phoneNumber)).toHaveLength(0);
  });

  it('rejects a DELETE without the header and keeps the account', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    await client.call(endpoints.login, { body: { phoneNumber: user.phoneNumber, password: 'correct-horse-1' } });
    const res = await client.call(endpoints.deleteUser, { csrf: false });
    expect(res.status).toBe(403);
    const rows = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(rows).toHaveLength(1);
  });

  it('protects POST /log too', async () => {
    const res = await t.client().post('/log', { level: 'error', message: 'x', source: 'test' }, { csrf: false });
    expect(res.status).toBe(403);
  });

  it('decides on the decoded path: a percent-escaped letter does not walk past it', async () => {
    const agency = await createAgency();
    const user = await createCustomer({ agency });
    const client = t.client(agency);
    await client.get('/api/v1/session');
    const log = await client.post('/%6cog', { level: 'error', message: 'x', source: 'test' }, { csrf: false });
    expect(log.status).toBe(403);
    const login = await client.post(
      '/%61pi/v1/login',
      { phoneNumber: user.phoneNumber, password: 'correct-horse-1' },
      { csrf: false },
    );
    expect(login.status).toBe(403);
    expect(login.error().code).toBe('CSRF_REJECTED');
    expect(client.cookie('cardora_sid')).toBeUndefined();
    // Tenancy too: an encoded API path on an unknown host is the API's 404, not a page.
    const unknown = await t.client('nobody-here.localhost').get('/%61pi/v1/agency-details');
    expect(unknown.status).toBe(404);
    expect(unknown.error().code).toBe('UNKNOWN_AGENCY');
  });
});

describe('tenancy', () => {
  it('answers 404 UNKNOWN_AGENCY for an API call on an unknown host', async () => {
    const res = await t.client('nobody-here.localhost').call(endpoints.getAgencyDetails);
    expect(res.status).toBe(404);
    expect(res.error()).toEqual({ code: 'UNKNOWN_AGENCY', message: MESSAGES.unknownAgency });
  });

  it('finds the agency by custom domain', async () => {
    const agency = await createAgency({ customDomain: `cards-${Date.now()}.example.com` });
    const res = await t.client(agency.customDomain ?? '').call(endpoints.getAgencyDetails);
    expect(res.status).toBe(200);
    expect(res.data(ZAgencyDetails).slug).toBe(agency.slug);
  });

  it('uses DEFAULT_AGENCY_SLUG on the bare base domain and on IP hosts', async () => {
    const agency = await createAgency();
    const withDefault = await createTestApp({ env: { DEFAULT_AGENCY_SLUG: agency.slug } });
    try {
      for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000']) {
        const res = await withDefault.client(host).call(endpoints.getAgencyDetails);
        expect(res.status, host).toBe(200);
        expect(res.data(ZAgencyDetails).slug, host).toBe(agency.slug);
      }
    } finally {
      await withDefault.close();
    }
  });

  it('outside production, ?agency=<slug> picks the agency and a cookie remembers it', async () => {
    const agency = await createAgency();
    const client = t.client('localhost');
    const first = await client.get(endpoints.getAgencyDetails.path, { query: { agency: agency.slug } });
    expect(first.data(ZAgencyDetails).slug).toBe(agency.slug);
    expect(client.cookie('cardora_agency')).toBe(agency.slug);
    const later = await client.call(endpoints.getAgencyDetails);
    expect(later.data(ZAgencyDetails).slug).toBe(agency.slug);
  });

  it('ignores ?agency= in production', async () => {
    const agency = await createAgency();
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.client('nobody-here.localhost').get(endpoints.getAgencyDetails.path, {
        query: { agency: agency.slug },
      });
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('not found', () => {
  it('answers unknown API paths with the envelope', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.error()).toEqual({ code: 'NOT_FOUND', message: MESSAGES.notFound });
  });

  it('redirects / to /panel/login', async () => {
    const res = await t.client().get('/');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/panel/login');
  });
});

describe('validation errors', () => {
  it('answer 400 VALIDATION_FAILED naming the field, with its message first', async () => {
    const agency = await createAgency();
    const res = await t.client(agency).call(endpoints.verifyUser, { body: { phoneNumber: '12345' } });
    expect(res.status).toBe(400);
    expect(res.error()).toEqual({
      code: 'VALIDATION_FAILED',
      message: MESSAGES.phoneInvalid,
      fields: { phoneNumber: MESSAGES.phoneInvalid },
    });
  });

  it('answer malformed JSON with 400 in the envelope', async () => {
    const agency = await createAgency();
    const client = t.client(agency);
    await client.get('/api/v1/session');
    const res = await t.app.inject({
      method: 'POST',
      url: endpoints.verifyUser.path,
      headers: {
        host: client.host,
        'content-type': 'application/json',
        cookie: `cardora_csrf=${client.cookie('cardora_csrf')}`,
        'x-csrf-token': client.cookie('cardora_csrf') ?? '',
      },
      payload: '{"phoneNumber":',
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).data.code).toBe('VALIDATION_FAILED');
  });
});

describe('unexpected errors', () => {
  it('answer 500 INTERNAL with the generic message, leak nothing, and undo the half-started flow', async () => {
    const failing = await createTestApp({
      deps: {
        messaging: {
          sms: { send: () => Promise.reject(new Error('SMS gateway password is hunter2')) },
          email: { send: () => Promise.reject(new Error('smtp down')) },
        },
      },
    });
    try {
      const agency = await createAgency();
      const client = failing.client(agency);
      const res = await client.call(endpoints.verifyUser, { body: { phoneNumber: uniquePhone() } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ data: { code: 'INTERNAL', message: MESSAGES.internalError } });
      expect(res.text).not.toContain('hunter2');
      expect(res.headers['x-request-id']).toBeDefined();
      expect(client.cookie('cardora_flow')).toBeUndefined();
    } finally {
      await failing.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMITED past AUTH_RATE_LIMIT_PER_MINUTE on auth endpoints', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const agency = await createAgency();
      const client = limited.client(agency);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await client.call(endpoints.login, {
          body: { phoneNumber: uniquePhone(), password: 'whatever-1' },
        });
        statuses.push(res.status);
        if (res.status === 429) {
          expect(res.error()).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests });
          expect(res.headers['retry-after']).toBeDefined();
        }
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      // Non-auth endpoints keep the looser limit.
      expect((await client.call(endpoints.getAgencyDetails)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('applies the global limit to other API routes', async () => {
    const limited = await createTestApp({ env: { GLOBAL_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const agency = await createAgency();
      const client = limited.client(agency);
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.call(endpoints.getAgencyDetails)).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('dev outbox', () => {
  it('lists what the console adapters sent, newest first, filtered by ?to=', async () => {
    const agency = await createAgency();
    const phoneNumber = uniquePhone();
    const client = t.client(agency);
    const sent = await client.call(endpoints.verifyUser, { body: { phoneNumber } });
    expect(sent.data(ZVerifyUserResponse).otp).not.toBeNull();
    const res = await client.get('/dev/outbox', { query: { to: phoneNumber } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        {
          to: phoneNumber,
          channel: 'sms',
          text: expect.stringMatching(/^\d{6} is your .+ verification code\. It expires in 5 minutes\.$/),
          code: expect.stringMatching(/^\d{6}$/),
          // The agency's app name (UI customisation), else its name: what the SMS is sent as.
          sender: agency.agencyName,
          time: expect.any(String),
        },
      ],
    });
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.client().get('/dev/outbox');
      expect(res.status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('/panel web app', () => {
  let dist: string;
  let web: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'cardora-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Cardora panel</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    web = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets with long cache headers', async () => {
    const res = await web.client().get('/panel/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers any other /panel path with index.html, not cached', async () => {
    for (const path of ['/panel/login', '/panel/customer/business/123', '/panel/', '/panel']) {
      const res = await web.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('Cardora panel');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps a missing asset a 404', async () => {
    expect((await web.client().get('/panel/assets/missing.js')).status).toBe(404);
  });

  it('explains how to build when the dist folder is missing', async () => {
    const res = await t.client().get('/panel/login');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
