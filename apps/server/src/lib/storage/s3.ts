// S3-compatible storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces …) over plain
// fetch, each request signed with AWS Signature Version 4 by aws4fetch (a small, maintained
// signer: no SDK). Files are still served by the server at /uploads/<key> (it reads them from
// the bucket), so URLs never change with the adapter and the bucket can stay private.
import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
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

/** RFC 3986 encoding of a path, keeping the slashes (what S3's canonical URI expects). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`),
    )
    .join('/');
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
    const signed = await new AwsV4Signer({
      method,
      url: this.objectUrl(key).toString(),
      // The payload's own hash, signed (aws4fetch would send UNSIGNED-PAYLOAD for S3).
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? '') },
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      service: 's3',
      region: this.options.region,
      // The key is encoded once here (objectUrl); S3 signs the path as sent.
      singleEncode: true,
      // Every header given is signed, the content type too (aws4fetch leaves some out by default).
      allHeaders: true,
    }).sign();
    return this.fetch(signed.url, {
      method,
      headers: signed.headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
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
