// POST /document/uploadDoc and GET /uploads/*: content checked by decoding, WebP out with
// no metadata, limits, reach and permissions, nothing stored on refusal; served immutable.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints, MESSAGES, UPLOAD_MAX_BYTES, ZUploadedDocument } from '@cardora/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '#db/schema';
import { signIn, testAppPerFile } from '#test/support/app';
import { multipartBody, type TestClient } from '#test/support/client';
import { createAgency, createBusiness, createCustomer } from '#test/support/factories';
import { signedInFranchisee, signedInStaff } from '#test/support/worlds';

const t = testAppPerFile();
let png: Buffer;
let jpegWithExif: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8751a' } })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#335577' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } }, orientation: 6 })
    .toBuffer();
});

function uploadUrl(businessId: string, hierarchy1 = 'business') {
  return `${endpoints.uploadDocument.path}?hierarchy1=${hierarchy1}&hierarchy2=${businessId}`;
}

function upload(
  client: TestClient,
  url: string,
  file: { bytes: Buffer; filename?: string; contentType?: string; field?: string },
) {
  const { payload, contentType } = multipartBody({
    field: file.field,
    filename: file.filename ?? 'photo.png',
    contentType: file.contentType ?? 'image/png',
    bytes: file.bytes,
  });
  return client.request('POST', url, { payload, headers: { 'content-type': contentType } });
}

async function world() {
  const agency = await createAgency();
  const owner = await createCustomer({ agency });
  const business = await createBusiness({ user: owner });
  const client = t.client(agency);
  await signIn(client, owner);
  return { agency, owner, business, client };
}

function storedFiles(businessId: string): string[] {
  const dir = join(t.uploadsDir, 'business', businessId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function documentRows(businessId: string) {
  return t.db.select().from(documents).where(eq(documents.hierarchy2, businessId));
}

describe('POST /document/uploadDoc', () => {
  it('stores a PNG as WebP under the business and records it', async () => {
    const { client, business, agency } = await world();
    const res = await upload(client, uploadUrl(business.id), { bytes: png });
    expect(res.status, res.text).toBe(200);
    const doc = res.data(ZUploadedDocument);
    expect(doc).toMatchObject({
      hierarchy1: 'business',
      hierarchy2: business.id,
      contentType: 'image/webp',
      width: 40,
      height: 30,
    });
    expect(doc.url).toMatch(new RegExp(`^/uploads/business/${business.id}/[0-9a-f-]{36}\\.webp$`));
    expect(doc.fileName).toBe(doc.url.split('/').pop());
    const [row] = await documentRows(business.id);
    expect(row).toMatchObject({
      agencyId: agency.id,
      storageKey: doc.url.slice('/uploads/'.length),
      sizeBytes: doc.sizeBytes,
    });
    const served = await t.app.inject({ method: 'GET', url: doc.url, headers: { host: client.host } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('auto-rotates, fits into 1600 px and strips EXIF from a JPEG', async () => {
    const input = await sharp(jpegWithExif).metadata();
    expect(input.exif).toBeDefined();
    const { client, business } = await world();
    const res = await upload(client, uploadUrl(business.id), {
      bytes: jpegWithExif,
      filename: 'camera.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.status, res.text).toBe(200);
    const doc = res.data(ZUploadedDocument);
    // Orientation 6 turns 2400x1200 portrait; then it fits into 1600 px.
    expect([doc.width, doc.height]).toEqual([800, 1600]);
    const stored = await t.storage.get(doc.url.slice('/uploads/'.length));
    if (!stored) throw new Error('not stored');
    const meta = await sharp(stored.body).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.body.includes(Buffer.from('Secret Owner'))).toBe(false);
  });

  it('a text file named .png is 415 and nothing is stored', async () => {
    const { client, business } = await world();
    const res = await upload(client, uploadUrl(business.id), {
      bytes: Buffer.from('just some text, not an image at all'),
      filename: 'fake.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.error()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.uploadNotImage });
    expect(storedFiles(business.id)).toEqual([]);
    expect(await documentRows(business.id)).toEqual([]);
  });

  it('an SVG (a format we do not accept) is 415', async () => {
    const { client, business } = await world();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>x</script></svg>');
    const res = await upload(client, uploadUrl(business.id), {
      bytes: svg,
      filename: 'a.svg',
      contentType: 'image/svg+xml',
    });
    expect(res.status).toBe(415);
    expect(storedFiles(business.id)).toEqual([]);
  });

  it('a file over the limit is 413 with a clear message and nothing is stored', async () => {
    const { client, business } = await world();
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1)]);
    const res = await upload(client, uploadUrl(business.id), { bytes: big });
    expect(res.status).toBe(413);
    expect(res.error()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.uploadTooLarge });
    expect(storedFiles(business.id)).toEqual([]);
    expect(await documentRows(business.id)).toEqual([]);
  });

  it('no file, or the wrong field, is 400 naming file', async () => {
    const { client, business } = await world();
    const wrongField = await upload(client, uploadUrl(business.id), { bytes: png, field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.error().fields).toEqual({ file: MESSAGES.uploadMissingFile });
    const json = await client.post(uploadUrl(business.id), { file: 'nope' });
    expect(json.status).toBe(400);
    expect(json.error().fields).toEqual({ file: MESSAGES.uploadMissingFile });
  });

  it('bad hierarchy values are 400 naming them', async () => {
    const { client, business } = await world();
    const res = await upload(client, `${endpoints.uploadDocument.path}?hierarchy1=BAD&hierarchy2=x/y`, { bytes: png });
    expect(res.status).toBe(400);
    expect(Object.keys(res.error().fields ?? {}).sort()).toEqual(['hierarchy1', 'hierarchy2']);
    const other = await upload(client, uploadUrl(business.id, 'avatar'), { bytes: png });
    expect(other.status).toBe(400);
    expect(other.error().fields).toEqual({ hierarchy1: MESSAGES.uploadHierarchyUnsupported });
  });

  it("another customer's or another agency's business is 404 and nothing is stored", async () => {
    const { agency, business } = await world();
    const stranger = t.client(agency);
    await signIn(stranger, await createCustomer({ agency }));
    expect((await upload(stranger, uploadUrl(business.id), { bytes: png })).status).toBe(404);
    const otherAgency = await createAgency();
    const otherAdmin = await signedInStaff(t, otherAgency, 'admin');
    expect((await upload(otherAdmin, uploadUrl(business.id), { bytes: png })).status).toBe(404);
    expect((await upload(stranger, uploadUrl('not-a-uuid'), { bytes: png })).status).toBe(404);
    expect(storedFiles(business.id)).toEqual([]);
  });

  it('staff of the agency may upload; a franchisee needs card:edit (403); signed out is 401', async () => {
    const { agency, business } = await world();
    const admin = await signedInStaff(t, agency, 'admin');
    expect((await upload(admin, uploadUrl(business.id), { bytes: png })).status).toBe(200);
    const franchisee = await signedInFranchisee(t, agency, {
      roles: ['franchisee', 'franchisee-with-all-card-access'],
    });
    expect((await upload(franchisee, uploadUrl(business.id), { bytes: png })).status).toBe(403);
    expect((await upload(t.client(agency), uploadUrl(business.id), { bytes: png })).status).toBe(401);
    expect(storedFiles(business.id)).toHaveLength(1);
  });

  it('needs the CSRF header like every POST', async () => {
    const { client, business } = await world();
    const { payload, contentType } = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: png });
    const res = await client.request('POST', uploadUrl(business.id), {
      payload,
      headers: { 'content-type': contentType },
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(res.error().code).toBe('CSRF_REJECTED');
  });

  it('other routes do not parse multipart', async () => {
    const { client } = await world();
    const { payload, contentType } = multipartBody({ filename: 'a.png', contentType: 'image/png', bytes: png });
    const res = await client.request('POST', endpoints.createBusiness.path, {
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.status).toBe(415);
  });
});

describe('GET /uploads/*', () => {
  it('serves a stored file with its type and immutable caching', async () => {
    await t.storage.put('business/abc/tile.webp', png, 'image/webp');
    const res = await t.client(await createAgency()).get('/uploads/business/abc/tile.webp');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // No cookie on a publicly cached file.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    '/uploads/business/abc/missing.webp',
    '/uploads/../../etc/passwd',
    '/uploads/..%2f..%2fetc%2fpasswd',
    '/uploads/business/%2e%2e/%2e%2e/secret.webp',
    '/uploads/business/abc/..%5c..%5csecret.webp',
    '/uploads/',
    '/uploads/business',
  ])('%s is 404', async (url) => {
    const res = await t.client(await createAgency()).get(url);
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).not.toBe('public, max-age=31536000, immutable');
  });
});
