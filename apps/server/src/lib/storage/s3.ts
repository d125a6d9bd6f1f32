// S3-compatible storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces …) over plain
// fetch with AWS Signature Version 4, so no SDK is needed. Files are still served by the
// server at /uploads/<key> (it reads them from the bucket), so URLs never change with the
// adapter and the bucket can stay private.
import { createHash, createHmac } from 'node:crypto';
import { contentTypeForKey, isSafeStorageKey, type Storage, type StoredObject, UPLOADS_URL_PREFIX } from './storage';

export interface S3Options {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket, e.g. "uploads/". */
  prefix?: string;
  /** Path-style addressing (endpoint/bucket/key) rather than bucket.endpoint/key. */
  forcePathStyle?: boolean;
  fetch?: typeof fetch;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of a path, keeping the slashes (what S3's canonical URI expects). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign (host and x-amz-* are added); names in any case. */
  headers: Record<string, string>;
  payloadHash: string;
  date: Date;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The headers of a SigV4-signed request (Authorization, x-amz-date, x-amz-content-sha256, host). */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method,
    encodePath(decodeURIComponent(input.url.pathname)),
    query,
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${names.join(';')},Signature=${signature}`,
  };
}

export class S3Storage implements Storage {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: S3Options) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  private objectUrl(key: string): URL {
    if (!isSafeStorageKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const objectKey = `${this.options.prefix ?? ''}${key}`;
    const endpoint = new URL(this.options.endpoint);
    if (this.options.forcePathStyle ?? true) {
      const base = endpoint.pathname.replace(/\/+$/, '');
      return new URL(`${base}/${this.options.bucket}/${encodePath(objectKey)}`, endpoint);
    }
    endpoint.hostname = `${this.options.bucket}.${endpoint.hostname}`;
    return new URL(`/${encodePath(objectKey)}`, endpoint);
  }

  private async send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = this.objectUrl(key);
    const signed = signV4({
      method,
      url,
      headers,
      payloadHash: sha256Hex(body ?? ''),
      date: new Date(),
      region: this.options.region,
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
    });
    const { host: _host, ...sendHeaders } = signed;
    return this.fetch(url, { method, headers: sendHeaders, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, { 'content-type': contentType });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text()}`);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeStorageKey(key)) return null;
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (res.status === 403) {
      // Without ListBucket permission S3 answers a missing key with AccessDenied; bad
      // credentials (SignatureDoesNotMatch, InvalidAccessKeyId) must still surface.
      const text = await res.text();
      if (text.includes('<Code>AccessDenied</Code>')) return null;
      throw new Error(`S3 GET ${key} refused: ${text.slice(0, 200)}`);
    }
    if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
    return {
      body: Buffer.from(await res.arrayBuffer()),
      contentType: res.headers.get('content-type') ?? contentTypeForKey(key),
    };
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
  }

  url(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }
}
