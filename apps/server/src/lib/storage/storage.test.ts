// The storage adapters: local disk (and its refusal of unsafe keys), SigV4 against AWS's
// published example, and the S3 adapter against a small fake S3 server.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { createStorage, isSafeStorageKey, LocalDiskStorage, S3Storage, signV4, storageKeyFromUrl } from '.';

describe('storage keys', () => {
  it.each([
    ['business/abc-123/x_y.webp', true],
    ['logo.png', true],
    ['../etc/passwd', false],
    ['business/../x.webp', false],
    ['/abs/x.webp', false],
    ['business/a\\b.webp', false],
    ['business/a/b', false],
    ['business/a/b.webp.exe', false],
    ['a/b/c/d/e/f.webp', false],
  ])('%s safe: %s', (key, safe) => {
    expect(isSafeStorageKey(key)).toBe(safe);
  });

  it('maps an upload URL back to its key', () => {
    expect(storageKeyFromUrl('/uploads/business/a/b.webp')).toBe('business/a/b.webp');
    expect(storageKeyFromUrl('/uploads/../x.webp')).toBeNull();
    expect(storageKeyFromUrl('https://x.example.com/uploads/a.webp')).toBeNull();
  });
});

describe('LocalDiskStorage', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'cardora-storage-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('puts, gets with the content type, deletes', async () => {
    const storage = new LocalDiskStorage(dir);
    await storage.put('business/b1/a.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.get('business/b1/a.webp')).toEqual({ body: Buffer.from('bytes'), contentType: 'image/webp' });
    expect(storage.url('business/b1/a.webp')).toBe('/uploads/business/b1/a.webp');
    await storage.delete('business/b1/a.webp');
    expect(await storage.get('business/b1/a.webp')).toBeNull();
    expect(await storage.get('business/b1')).toBeNull();
  });

  it('refuses unsafe keys', async () => {
    const storage = new LocalDiskStorage(dir);
    await expect(storage.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    expect(await storage.get('../outside.webp')).toBeNull();
  });
});

describe('signV4', () => {
  it("matches AWS's GET Object example", () => {
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('S3Storage against a fake S3', () => {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: { method: string; path: string; authorization: string }[] = [];
  let endpoint: string;
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, authorization: String(req.headers.authorization) });
    if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=KEY/')) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    if (req.method === 'PUT') {
      objects.set(path, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const found = objects.get(path);
      if (!found) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': found.type }).end(found.body);
    } else if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
    }
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address: string | AddressInfo | null = server.address();
    if (typeof address !== 'object' || address === null) throw new Error('fake S3 not listening');
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const storage = () =>
    new S3Storage({
      endpoint,
      region: 'auto',
      bucket: 'cards',
      accessKeyId: 'KEY',
      secretAccessKey: 'SECRET',
      prefix: 'uploads/',
    });

  it('puts, gets and deletes with signed path-style requests', async () => {
    const s3 = storage();
    await s3.put('business/b1/a.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(requests.at(-1)).toMatchObject({ method: 'PUT', path: '/cards/uploads/business/b1/a.webp' });
    expect(requests.at(-1)?.authorization).toMatch(/SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date/);
    expect(await s3.get('business/b1/a.webp')).toEqual({ body: Buffer.from('webp-bytes'), contentType: 'image/webp' });
    expect(s3.url('business/b1/a.webp')).toBe('/uploads/business/b1/a.webp');
    await s3.delete('business/b1/a.webp');
    expect(await s3.get('business/b1/a.webp')).toBeNull();
    expect(await s3.get('../x.webp')).toBeNull();
  });

  it('bad credentials surface as an error', async () => {
    const s3 = new S3Storage({ endpoint, region: 'auto', bucket: 'cards', accessKeyId: 'WRONG', secretAccessKey: 'x' });
    await expect(s3.get('business/b1/a.webp')).rejects.toThrow(/refused/);
    await expect(s3.put('business/b1/a.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
  });

  it('is chosen by STORAGE_DRIVER=s3, which needs its settings', () => {
    const env = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'cards',
      S3_ACCESS_KEY_ID: 'KEY',
      S3_SECRET_ACCESS_KEY: 'SECRET',
    };
    expect(createStorage(loadConfig(env))).toBeInstanceOf(S3Storage);
    expect(createStorage(loadConfig({}))).toBeInstanceOf(LocalDiskStorage);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_ENDPOINT/);
  });
});
