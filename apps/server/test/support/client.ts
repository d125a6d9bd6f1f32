// A browser-like client over app.inject(): a cookie jar, the agency's Host header and the
// CSRF header on state-changing calls, as the web sends them.
import { type EndpointDef, type TErrorBody, ZErrorBody } from '@cardora/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: unknown;
  text: string;
  /** The body's bytes as sent (files: PDF, PNG). */
  bytes: Buffer;
  /** The raw Set-Cookie values of this response, by cookie name. */
  setCookies: Map<string, { value: string; cleared: boolean; httpOnly: boolean; sameSite?: string }>;
  /** The payload inside `{ data }`, checked against the contract schema. */
  data<S extends z.ZodType>(schema: S): z.output<S>;
  /** The error body inside `{ data }`. */
  error(): TErrorBody;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** false: send no x-csrf-token header; a string: send that value instead of the cookie's. */
  csrf?: boolean | string;
  /** A raw body (e.g. multipart) sent as is, with `headers['content-type']`. */
  payload?: Buffer;
}

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipartBody(file: { field?: string; filename: string; contentType: string; bytes: Buffer }): {
  payload: Buffer;
  contentType: string;
} {
  const boundary = `----cardora-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
      `Content-Type: ${file.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file.bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The `data` of a `{ data }` envelope; anything else fails the test. */
function dataOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body) || Object.keys(body).length !== 1) {
    throw new Error(`not a { data } envelope: ${JSON.stringify(body)}`);
  }
  return body.data;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export class TestClient {
  readonly jar = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    /** Host header, e.g. "acme.localhost". */
    readonly host: string,
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  async request(method: string, url: string, options: RequestOptions = {}): Promise<TestResponse> {
    const upper = method.toUpperCase();
    if (
      MUTATING.has(upper) &&
      options.csrf !== false &&
      typeof options.csrf !== 'string' &&
      !this.jar.has('cardora_csrf')
    ) {
      // Like the web: the first API response hands out the CSRF cookie.
      await this.request('GET', '/api/v1/session');
    }
    const headers: Record<string, string> = { host: this.host, ...options.headers };
    if (this.jar.size > 0) {
      headers.cookie = [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (MUTATING.has(upper) && options.csrf !== false) {
      const token = typeof options.csrf === 'string' ? options.csrf : this.jar.get('cardora_csrf');
      if (token) headers['x-csrf-token'] = token;
    }
    const inject: InjectOptions = { method: upper as InjectOptions['method'], url, headers, query: options.query };
    if (options.body !== undefined) inject.payload = JSON.stringify(options.body);
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.payload !== undefined) inject.payload = options.payload;
    const response = await this.app.inject(inject);

    const setCookies: TestResponse['setCookies'] = new Map();
    for (const c of response.cookies) {
      const expires = c.expires instanceof Date ? c.expires.getTime() : undefined;
      const cleared = c.value === '' || c.maxAge === 0 || (expires !== undefined && expires <= Date.now());
      setCookies.set(c.name, {
        value: c.value,
        cleared,
        httpOnly: Boolean(c.httpOnly),
        sameSite: typeof c.sameSite === 'string' ? c.sameSite : undefined,
      });
      if (cleared) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    const text = response.body;
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON (HTML pages, static files)
    }
    return {
      status: response.statusCode,
      headers: response.headers,
      body,
      text,
      bytes: response.rawPayload,
      setCookies,
      data: (schema) => schema.parse(dataOf(body)),
      error: () => ZErrorBody.parse(dataOf(body)),
    };
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, body?: unknown, options?: RequestOptions) {
    return this.request('POST', url, { ...options, body });
  }

  /** Calls an endpoint of the contract's table by its method and path. */
  call(endpoint: EndpointDef, options: RequestOptions = {}) {
    return this.request(endpoint.method, endpoint.path, options);
  }
}
