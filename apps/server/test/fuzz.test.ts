// A hostile client over every operation of the OpenAPI document
// (and the public routes outside it), as anonymous, a customer, an agency admin and the super
// admin: wrong types, missing and extra fields, huge and odd strings (NUL, lone surrogates,
// right-to-left marks), out-of-range numbers, malformed JSON, wrong content types, junk path
// ids. More than 10,000 requests; not one may answer 5xx, and the server must be healthy after.
// Requests are deterministic (a seeded generator), so a failure names a request that reproduces.
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/support/app';
import { createAgency, createBusiness, createCard, createCustomer, createStaff } from '#test/support/factories';
import { createSession } from '../src/areas/identity/auth/sessions';

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: { name: string; type?: string }[];
  bodyProps: Record<string, { type?: string }>;
  multipart: boolean;
}

interface Caller {
  role: 'anonymous' | 'customer' | 'admin' | 'superadmin';
  host: string;
  cookie: string | null;
  csrf: string | null;
}

/** A tiny seeded PRNG (mulberry32): the same requests every run. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202eevil',
  '💥'.repeat(300),
  'a'.repeat(20_000),
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'null',
  'NaN',
  '9'.repeat(40),
  '00000000-0000-0000-0000-00000000000g',
];

const ODD_NUMBERS = [-1, 0, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, 0.5, -0];

const ODD_PATH_IDS = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999999',
  '%00',
  '..%2F..%2Fetc',
  'a'.repeat(2_000),
  '%F0%9F%92%A5',
  '%ED%A0%80',
  randomUUIDLike(),
];

function randomUUIDLike(): string {
  return '6f1c2a9e-0000-4000-8000-000000000000';
}

/** A value of a type other than the one the field declares. */
function wrongTypeFor(type: string | undefined, random: () => number): unknown {
  const options: unknown[] = [12345, 'not-a-number', true, [], {}, null, [1, 'a', null], { nested: { deep: [] } }];
  const filtered = options.filter((value) => {
    if (type === 'string') return typeof value !== 'string';
    if (type === 'integer' || type === 'number') return typeof value !== 'number';
    if (type === 'boolean') return typeof value !== 'boolean';
    if (type === 'array') return !Array.isArray(value);
    if (type === 'object') return typeof value !== 'object' || Array.isArray(value) || value === null;
    return true;
  });
  return filtered[Math.floor(random() * filtered.length)] ?? null;
}

function pick<T>(values: readonly T[], random: () => number): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** The operations of the document, with what their schemas say about parameters and bodies. */
function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  const paths = (document as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const op = raw as {
        parameters?: { name: string; in: string; schema?: { type?: string } }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
      };
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, type: p.schema?.type })),
        bodyProps: content['application/json']?.schema?.properties ?? {},
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function fillPath(op: Operation, id: string): string {
  let path = op.path;
  for (const name of op.pathParams) path = path.replace(`{${name}}`, id);
  return path;
}

/**
 * Percent-encodes like encodeURIComponent, but a lone surrogate (which that throws on) goes as
 * its three WTF-8 bytes: what a hostile client can put on the wire.
 */
function encodeOdd(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out +=
        `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(value[i] ?? '');
    }
  }
  return out;
}

function queryString(entries: [string, string][]): string {
  return entries.map(([key, value]) => `${encodeOdd(key)}=${encodeOdd(value)}`).join('&');
}

/** The malformed requests for one operation (one caller's view), about 15 of them. */
function requestsFor(op: Operation, random: () => number): FuzzRequest[] {
  const base = fillPath(op, '6f1c2a9e-1111-4000-8000-000000000000');
  const json = { 'content-type': 'application/json' };
  const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
  const props = Object.entries(op.bodyProps);
  const requests: FuzzRequest[] = [];

  // Path ids: junk, huge, encoded NUL and surrogates, traversal.
  if (op.pathParams.length > 0) {
    for (let i = 0; i < 3; i++) {
      requests.push({ method: op.method, url: fillPath(op, pick(ODD_PATH_IDS, random)), headers: {} });
    }
  }
  // Queries: every declared parameter odd, then wrong types, repeated keys and extras.
  const queryNames = op.queryParams.map((q) => q.name);
  requests.push({
    method: op.method,
    url: `${base}?${queryString(queryNames.map((name) => [name, pick(ODD_STRINGS, random)]))}`,
    headers: {},
  });
  requests.push({
    method: op.method,
    url: `${base}?${queryString([
      ...queryNames.map((name): [string, string] => [name, String(pick(ODD_NUMBERS, random))]),
      ...queryNames.map((name): [string, string] => [name, 'second']),
      ['__proto__[polluted]', '1'],
      ['agency', pick(ODD_STRINGS, random)],
    ])}`,
    headers: {},
  });
  requests.push({ method: op.method, url: `${base}?${'x'.repeat(6_000)}=1&page=%00`, headers: {} });

  if (hasBody || props.length > 0) {
    // Missing everything, and the wrong JSON shapes.
    requests.push({ method: op.method, url: base, headers: json, payload: '{}' });
    requests.push({ method: op.method, url: base, headers: json, payload: '[]' });
    requests.push({ method: op.method, url: base, headers: json, payload: 'null' });
    requests.push({ method: op.method, url: base, headers: json, payload: '{"a":' });
    requests.push({ method: op.method, url: base, headers: json, payload: `${'['.repeat(3_000)}${']'.repeat(3_000)}` });
    // Each field the wrong type / odd string / odd number, plus extra fields.
    const wrong: Record<string, unknown> = { extraField: 'x', __proto__: { admin: true } };
    const odd: Record<string, unknown> = { constructor: { prototype: { polluted: true } } };
    const numeric: Record<string, unknown> = {};
    for (const [name, schema] of props) {
      wrong[name] = wrongTypeFor(schema.type, random);
      odd[name] = pick(ODD_STRINGS, random);
      numeric[name] = pick(ODD_NUMBERS, random);
    }
    for (const body of [wrong, odd, numeric]) {
      requests.push({ method: op.method, url: base, headers: json, payload: JSON.stringify(body) });
    }
    // Numbers JSON allows but JavaScript does not keep.
    const huge = `{${props.map(([name]) => `"${name}":1e999`).join(',')}}`;
    requests.push({ method: op.method, url: base, headers: json, payload: props.length ? huge : '{"x":1e999}' });
    // Wrong content types for the same bytes.
    requests.push({ method: op.method, url: base, headers: { 'content-type': 'text/plain' }, payload: '{}' });
    requests.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&a=2&b[c]=%00',
    });
    requests.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\nnot a png\r\n--z',
    });
    if (op.multipart) {
      requests.push({ method: op.method, url: base, headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    }
  }
  return requests;
}

/** Public routes outside the document (hidden from it): the card page, its forms, events, TLS. */
function publicRequests(cardId: string): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const odd of ODD_PATH_IDS) {
    requests.push({ method: 'GET', url: `/${odd}`, headers: {} });
    requests.push({ method: 'GET', url: `/${odd}.vcf`, headers: {} });
    requests.push({ method: 'GET', url: `/${odd}/qr.png`, headers: {} });
    requests.push({ method: 'GET', url: `/v/${odd}`, headers: {} });
  }
  for (const odd of ODD_STRINGS) {
    const value = encodeOdd(odd);
    requests.push({ method: 'GET', url: `/${cardId}?g=${value}&src=${value}`, headers: {} });
    requests.push({ method: 'GET', url: `/tls/ask?domain=${value}`, headers: {} });
    requests.push({
      method: 'POST',
      url: '/c/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ cardId: odd, action: odd, target: odd }),
    });
    requests.push({
      method: 'POST',
      url: '/log',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ level: odd, message: odd, additionalInfo: { a: odd }, source: odd }),
    });
    for (const form of ['feedback', 'lead']) {
      requests.push({
        method: 'POST',
        url: `/${cardId}/${form}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `name=${value}&phone=${value}&message=${value}&rating=${value}&source=${value}`,
      });
    }
  }
  return requests;
}

let t: TestApp;

/**
 * The four callers, each with a session of its own in a fresh world (a round may sign out or
 * delete the account), and the customer's card id for the public routes.
 */
async function freshCallers(): Promise<{ callers: Caller[]; cardId: string }> {
  const agency = await createAgency();
  const platform = await createAgency({ roles: ['superadmin'] });
  const customer = await createCustomer({ agency });
  const business = await createBusiness({ user: customer });
  const card = await createCard({ business });
  const admin = await createStaff({ agency, role: 'admin' });
  const superadmin = await createStaff({ agency: platform, role: 'admin' });
  const meta = { ip: '127.0.0.1', userAgent: 'fuzz' };
  const sessionOf = async (agencyId: string, userId: string) =>
    (await createSession(t.db, agencyId, { userId }, meta, t.clock.now())).token;
  const host = (slug: string) => `${slug}.localhost`;
  const csrf = randomUUID();
  return {
    cardId: card.cardId ?? 'missing',
    callers: [
      { role: 'anonymous', host: host(agency.slug), cookie: null, csrf: null },
      { role: 'customer', host: host(agency.slug), cookie: await sessionOf(agency.id, customer.id), csrf },
      { role: 'admin', host: host(agency.slug), cookie: await sessionOf(agency.id, admin.id), csrf },
      { role: 'superadmin', host: host(platform.slug), cookie: await sessionOf(platform.id, superadmin.id), csrf },
    ],
  };
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

async function send(caller: Caller, request: FuzzRequest) {
  const headers: Record<string, string> = { host: caller.host, ...request.headers };
  const cookies = [];
  if (caller.cookie) cookies.push(`cardora_sid=${caller.cookie}`);
  if (caller.csrf) {
    cookies.push(`cardora_csrf=${caller.csrf}`);
    headers['x-csrf-token'] = caller.csrf;
  }
  if (cookies.length) headers.cookie = cookies.join('; ');
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  };
  return t.app.inject(options);
}

describe('fuzz: every operation × every role × malformed input', () => {
  it('answers more than 10,000 hostile requests without a single 5xx, and stays healthy', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operations = operationsOf(document);
    // The document covers the whole API (a broken document must not pass as a small fuzz).
    expect(operations.length).toBeGreaterThan(150);

    // Sign-out and account deletion would end the callers' sessions for the rest of the run:
    // they are fuzzed last.
    const last = (op: Operation) => (/\/logout$|^\/api\/v1\/user$/.test(op.path) && op.method !== 'GET' ? 1 : 0);
    operations.sort((a, b) => last(a) - last(b));

    const random = prng(20261124);
    const failures: string[] = [];
    let sent = 0;
    // Two rounds, the odd values drawn afresh each time, each with fresh sessions.
    let lastHost = '';
    for (let round = 0; round < 2; round++) {
      const { callers, cardId } = await freshCallers();
      for (const caller of callers) {
        lastHost = caller.host;
        const batch = [...operations.flatMap((op) => requestsFor(op, random)), ...publicRequests(cardId)];
        for (const request of batch) {
          const res = await send(caller, request);
          sent++;
          if (res.statusCode >= 500) {
            failures.push(
              `${caller.role} ${request.method} ${request.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(10_000);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const agencyDetails = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agency-details',
      headers: { host: lastHost },
    });
    expect(agencyDetails.statusCode).toBe(200);
  }, 600_000);
});
