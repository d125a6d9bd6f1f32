// S3-compatible storage (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces …) over plain
// fetch, each request signed with AWS Signature Version 4 by aws4fetch (a small, maintained
// signer: no SDK). Files are still served by the server at /uploads/<key> (it reads them from
// the bucket), so URLs never change with the adapter and the bucket can stay private.
import { createHash } from 'node:crypto';
import { AwsV4Signer } from 'aws4fetch';
import {
  contentTypeForKey,
  isSafeStorageFolder,
  isSafeStorageKey,
  type Storage,
  type StoredObject,
  UPLOADS_URL_PREFIX,
} from './storage';
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

/** One object of the bucket under the adapter's prefix, as ListObjectsV2 tells it. */
export interface S3ObjectEntry {
  /** The storage key (without the prefix). */
  key: string;
  bytes: number;
  /** The object's ETag, quotes removed: the MD5 of its bytes for a single-part upload. */
  etag: string;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_match, name: string) => XML_ENTITIES[name] ?? '');
const xmlText = (xml: string, tag: string) => {
  const match = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1] ?? '') : null;
};

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

  private bucketUrl(): URL {
    const endpoint = new URL(this.options.endpoint);
    if (this.options.forcePathStyle ?? true) {
      const base = endpoint.pathname.replace(/\/+$/, '');
      return new URL(`${base}/${this.options.bucket}`, endpoint);
    }
    endpoint.hostname = `${this.options.bucket}.${endpoint.hostname}`;
    return new URL('/', endpoint);
  }

  private send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    return this.sendTo(method, this.objectUrl(key), body, headers);
  }

  private async sendTo(method: string, url: URL, body?: Buffer, headers: Record<string, string> = {}) {
    const signed = await new AwsV4Signer({
      method,
      url: url.toString(),
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

  /**
   * Listed, then deleted one by one, a plain DELETE each (no DeleteObjects body to sign and parse;
   * a business's folder holds hundreds of files, and this runs in a job, not in a request).
   */
  async deleteFolder(folder: string): Promise<number> {
    if (!isSafeStorageFolder(folder)) throw new Error(`unsafe storage folder: ${folder}`);
    const keys: string[] = [];
    for await (const entry of this.list({ folder })) keys.push(entry.key);
    for (const key of keys) await this.delete(key);
    return keys.length;
  }

  url(key: string): string {
    return `${UPLOADS_URL_PREFIX}${key}`;
  }

  /**
   * Every object under the prefix (ListObjectsV2, a page of up to 1,000 at a time): what a backup
   * records; with `folder`, only the objects under that folder of it.
   */
  async *list({
    pageSize = 1_000,
    folder,
  }: {
    pageSize?: number;
    folder?: string;
  } = {}): AsyncGenerator<S3ObjectEntry> {
    const prefix = this.options.prefix ?? '';
    const listed = folder ? `${prefix}${folder}/` : prefix;
    let token: string | null = null;
    do {
      const url = this.bucketUrl();
      url.searchParams.set('list-type', '2');
      url.searchParams.set('max-keys', String(pageSize));
      if (listed) url.searchParams.set('prefix', listed);
      if (token) url.searchParams.set('continuation-token', token);
      const res = await this.sendTo('GET', url);
      const xml = await res.text();
      if (!res.ok) throw new Error(`S3 list of ${this.options.bucket} failed: ${res.status} ${xml.slice(0, 200)}`);
      for (const [, entry = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = xmlText(entry, 'Key') ?? '';
        yield {
          key: key.startsWith(prefix) ? key.slice(prefix.length) : key,
          bytes: Number(xmlText(entry, 'Size') ?? 0),
          etag: (xmlText(entry, 'ETag') ?? '').replaceAll('"', ''),
        };
      }
      token = xmlText(xml, 'IsTruncated') === 'true' ? xmlText(xml, 'NextContinuationToken') : null;
    } while (token);
  }
}
