// The storage adapters: local disk (and its refusal of unsafe keys), the S3 signer against AWS's
// published example, and the S3 adapter against an S3-compatible server started here (s3rver).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { createStorage, isSafeStorageKey, LocalDiskStorage, S3Storage, storageKeyFromUrl } from '.';

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

describe('S3Storage.list over pages', () => {
  // s3rver cannot make continuation tokens on Node 20 (its cipher is gone from OpenSSL 3), so the
  // pages are ListObjectsV2 answers as AWS documents them, the second asked for with the first's token.
  const page = (keys: string[], next: string | null) =>
    `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
    `<Name>cards</Name><Prefix>uploads/</Prefix><KeyCount>${keys.length}</KeyCount><MaxKeys>2</MaxKeys>` +
    `<IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}` +
    keys
      .map(
        (key, i) =>
          `<Contents><Key>uploads/${key}</Key><LastModified>2026-12-06T10:00:00.000Z</LastModified>` +
          `<ETag>&quot;${String(i).repeat(32)}&quot;</ETag><Size>${10 + i}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('') +
    '</ListBucketResult>';

  it('follows the continuation token until the list ends', async () => {
    const asked: URL[] = [];
    const s3 = new S3Storage({
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      region: 'ap-south-1',
      bucket: 'cards',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      prefix: 'uploads/',
      fetch: async (input) => {
        const url = new URL(String(input));
        asked.push(url);
        const token = url.searchParams.get('continuation-token');
        return new Response(token === '1/a+b=' ? page(['c.webp'], null) : page(['a.webp', 'b.webp'], '1/a+b='));
      },
    });
    const listed = [];
    for await (const entry of s3.list({ pageSize: 2 })) listed.push(entry);
    expect(listed).toEqual([
      { key: 'a.webp', bytes: 10, etag: '0'.repeat(32) },
      { key: 'b.webp', bytes: 11, etag: '1'.repeat(32) },
      { key: 'c.webp', bytes: 10, etag: '0'.repeat(32) },
    ]);
    expect(asked.map((url) => url.searchParams.get('continuation-token'))).toEqual([null, '1/a+b=']);
    expect(asked[0]?.pathname).toBe('/cards');
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

  it('deletes a folder at any depth, nothing beside it, and refuses a folder that is a whole kind of file', async () => {
    const storage = new LocalDiskStorage(dir);
    const gone = ['greetings/a1/b1/p1/v-x.jpg', 'greetings/a1/b1/p2/v-y.jpg', 'greetings/a1/b1/top.jpg'];
    const stays = ['greetings/a1/b10/p1/v-x.jpg', 'greetings/a1/other.jpg', 'business/b1/a.webp'];
    for (const key of [...gone, ...stays]) await storage.put(key, Buffer.from(key), 'image/jpeg');
    expect(await storage.deleteFolder('greetings/a1/b1')).toBe(3);
    for (const key of gone) expect(await storage.get(key)).toBeNull();
    for (const key of stays) expect((await storage.get(key))?.body.toString()).toBe(key);
    // A folder that was never there is no error.
    expect(await storage.deleteFolder('greetings/a1/b1')).toBe(0);
    for (const folder of ['greetings', 'greetings/', '../x', 'greetings/../business', '/greetings/a1']) {
      await expect(storage.deleteFolder(folder)).rejects.toThrow(/unsafe/);
    }
    expect((await storage.get('business/b1/a.webp'))?.body.toString()).toBe('business/b1/a.webp');
  });

  it('refuses unsafe keys', async () => {
    const storage = new LocalDiskStorage(dir);
    await expect(storage.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe/);
    expect(await storage.get('../outside.webp')).toBeNull();
  });
});

describe('the S3 signature (aws4fetch)', () => {
  it("matches AWS's published GET Object example", async () => {
    const signed = await new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      datetime: '20130524T000000Z',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      // As S3Storage signs: every header given (the example signs its Range).
      allHeaders: true,
    }).sign();
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

/**
 * S3Storage against s3rver, an S3-compatible server from npm, on this machine: the real
 * protocol (paths, headers, XML errors, NoSuchKey). s3rver checks the access key but not SigV4
 * signatures, which the published example above holds the signer to.
 */
describe('S3Storage against an S3-compatible server (s3rver)', () => {
  let server: S3rver;
  let endpoint: string;
  const directory = mkdtempSync(join(tmpdir(), 'cardora-s3rver-'));
  const sent: { method: string; url: string; headers: Headers }[] = [];
  const recordingFetch: typeof fetch = (input, init) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
    return fetch(input, init);
  };

  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'cards' }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const s3Options = (accessKeyId = 'S3RVER') => ({
    endpoint,
    region: 'us-east-1',
    bucket: 'cards',
    accessKeyId,
    secretAccessKey: 'S3RVER',
    prefix: 'uploads/',
    fetch: recordingFetch,
  });
  const storage = (accessKeyId = 'S3RVER') => new S3Storage(s3Options(accessKeyId));

  it('puts, gets and deletes, with path-style requests that sign the payload’s hash', async () => {
    const s3 = storage();
    const bytes = Buffer.from('webp-bytes');
    await s3.put('business/b1/a.webp', bytes, 'image/webp');
    const put = sent.at(-1);
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(`${endpoint}/cards/uploads/business/b1/a.webp`);
    expect(put?.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(put?.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(await s3.get('business/b1/a.webp')).toEqual({ body: bytes, contentType: 'image/webp' });
    expect(s3.url('business/b1/a.webp')).toBe('/uploads/business/b1/a.webp');
    await s3.delete('business/b1/a.webp');
    expect(await s3.get('business/b1/a.webp')).toBeNull();
    // Deleting what is not there is not an error (S3 answers 204).
    await s3.delete('business/b1/a.webp');
    expect(await s3.get('../x.webp')).toBeNull();
  });

  it('lists every object under its prefix, with sizes and ETags', async () => {
    const s3 = storage();
    const other = new S3Storage({ ...s3Options(), prefix: 'elsewhere/' });
    const files = { 'business/b1/a.webp': 'first', 'business/b1/b-c_2.webp': 'second one', 'greetings/x.jpg': 'third' };
    for (const [key, text] of Object.entries(files)) await s3.put(key, Buffer.from(text), 'image/webp');
    await other.put('business/b9/z.webp', Buffer.from('not ours'), 'image/webp');
    const listed = [];
    for await (const entry of s3.list()) listed.push(entry);
    expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual(
      Object.entries(files).map(([key, text]) => ({
        key,
        bytes: text.length,
        etag: createHash('md5').update(text).digest('hex'),
      })),
    );
    expect(sent.at(-1)?.url).toBe(`${endpoint}/cards?list-type=2&max-keys=1000&prefix=uploads%2F`);
    for (const key of Object.keys(files)) await s3.delete(key);
    await other.delete('business/b9/z.webp');
  });

  it('deletes a folder: every object under it and nothing beside it', async () => {
    const s3 = storage();
    const gone = Array.from({ length: 11 }, (_, i) => `videos/a1/b1/${i}.mp4`);
    const stays = ['videos/a1/b10/0.mp4', 'videos/a1/other.jpg'];
    for (const key of [...gone, ...stays]) await s3.put(key, Buffer.from(key), 'video/mp4');
    expect(await s3.deleteFolder('videos/a1/b1')).toBe(11);
    const listAsked = sent.filter((request) => request.method === 'GET' && request.url.includes('list-type=2'));
    expect(listAsked.at(-1)?.url).toContain(`prefix=${encodeURIComponent('uploads/videos/a1/b1/')}`);
    const left = [];
    for await (const entry of s3.list()) left.push(entry.key);
    expect(left.sort()).toEqual(stays.sort());
    for (const key of stays) await s3.delete(key);
  });

  it('an unknown access key surfaces as an error', async () => {
    const s3 = storage('NOT-A-KEY');
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
