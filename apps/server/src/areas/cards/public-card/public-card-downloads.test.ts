import { IMAGE_WIDTHS } from '@cardora/card-templates';
import { endpoints } from '@cardora/contract';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { cardIdOf, eventsOf, makeCard, richSections, setUpPublicCardTests } from '#test/factories/public-card';
import { basicDetails } from '#test/support/factories';

const ctx = setUpPublicCardTests();

/** Unfolds a vCard and returns its content lines. */
function vcardLines(text: string): string[] {
  return text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('GET /:cardId.vcf', () => {
  it('is a vCard 3.0 with every field, escaped, folded, with the photo, and counts a save', async () => {
    const sections = richSections();
    const basic = sections.basicDetails;
    if (!basic) throw new Error('fixture has basic details');
    sections.basicDetails = {
      ...basic,
      designation: 'Founder, Owner; Chef\\Halwai',
      address: 'Shop 4, Laxmi Market;\nAndheri West',
    };
    const card = await makeCard(ctx.agency, { sections });
    const cardId = cardIdOf(card);
    const response = await ctx.t.client(ctx.agency).get(`/${cardId}.vcf`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${cardId}.vcf"`);

    for (const line of response.text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = vcardLines(response.text);
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(lines[1]).toBe('VERSION:3.0');
    expect(lines.at(-1)).toBe('END:VCARD');
    expect(lines).toContain('N:Sharma;Aarav;;Mr.;');
    expect(lines).toContain('FN:Aarav Sharma');
    expect(lines).toContain('ORG:Sharma Sweets');
    expect(lines).toContain('TITLE:Founder\\, Owner\\; Chef\\\\Halwai');
    expect(lines).toContain('TEL;TYPE=CELL:+919876543210');
    expect(lines).toContain('TEL;TYPE=CELL:+912224567890');
    expect(lines).toContain('EMAIL;TYPE=INTERNET:orders@sharmasweets.in');
    expect(lines).toContain('URL:https://sharmasweets.in');
    expect(lines).toContain(`URL:http://${ctx.agency.slug}.localhost/${cardId}`);
    expect(lines).toContain('ADR;TYPE=WORK:;;Shop 4\\, Laxmi Market\\;\\nAndheri West;;;;');
    const note = lines.find((line) => line.startsWith('NOTE:'));
    expect(note).toMatch(/^NOTE:Since 1986 our family has made pure desi ghee sweets/);
    expect(note).not.toContain('**');
    const photo = lines.find((line) => line.startsWith('PHOTO;ENCODING=b;TYPE=JPEG:'));
    const jpeg = Buffer.from(photo?.slice('PHOTO;ENCODING=b;TYPE=JPEG:'.length) ?? '', 'base64');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);

    await vi.waitFor(
      async () => {
        const clicks = await eventsOf(ctx.t, card, 'click');
        expect(clicks.map((event) => event.action)).toEqual(['save-contact']);
      },
      { timeout: 5_000 },
    );
  });

  it('has no PHOTO without an image, and 404/410 like the page', async () => {
    const card = await makeCard(ctx.agency, { sections: { ...richSections(), basicDetails: basicDetails() } });
    const text = (await ctx.t.client(ctx.agency).get(`/${cardIdOf(card)}.vcf`)).text;
    expect(text).not.toContain('PHOTO');
    expect((await ctx.t.client(ctx.agency).get('/no-such-card-here.vcf')).status).toBe(404);
    const inactive = await makeCard(ctx.agency, { status: 'inactive' });
    expect((await ctx.t.client(ctx.agency).get(`/${cardIdOf(inactive)}.vcf`)).status).toBe(410);
  });
});

describe('GET /:cardId/qr.png', () => {
  it('is a 512 px PNG download of the card address', async () => {
    const card = await makeCard(ctx.agency);
    const response = await ctx.t.app.inject({
      url: `/${cardIdOf(card)}/qr.png`,
      headers: { host: `${ctx.agency.slug}.localhost` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${cardIdOf(card)}-qr.png"`);
    expect(response.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
    expect((await ctx.t.client(ctx.agency).get('/no-such-card-here/qr.png')).status).toBe(404);
  });
});

describe('GET /c/img/:width/*', () => {
  it('serves an upload resized for the card (shorter side = width, WebP, immutable)', async () => {
    const response = await ctx.t.app.inject({
      url: '/c/img/240/business/test/photo.webp',
      headers: { host: `${ctx.agency.slug}.localhost` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 360, 240]);
  });

  it('serves every width the card srcsets name, never enlarging a smaller upload', async () => {
    const shorterSides: number[] = [];
    for (const width of IMAGE_WIDTHS) {
      const response = await ctx.t.app.inject({
        url: `/c/img/${width}/business/test/photo.webp`,
        headers: { host: `${ctx.agency.slug}.localhost` },
      });
      expect(response.statusCode, String(width)).toBe(200);
      const meta = await sharp(response.rawPayload).metadata();
      shorterSides.push(Math.min(meta.width ?? 0, meta.height ?? 0));
    }
    // The upload is 600 x 400: 480 and 960 both give its own 400.
    expect(shorterSides).toEqual([112, 192, 240, 400, 400]);
  });

  it('404 for a width it does not make, an unsafe key or a missing file', async () => {
    for (const url of [
      '/c/img/1000/business/test/photo.webp',
      '/c/img/240/business/../test/photo.webp',
      '/c/img/240/business/test/missing.webp',
      '/c/img/abc/business/test/photo.webp',
    ]) {
      const response = await ctx.t.app.inject({ url, headers: { host: `${ctx.agency.slug}.localhost` } });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('POST /c/events', () => {
  it('records a click without a session or CSRF token; unknown cards are not recorded', async () => {
    const card = await makeCard(ctx.agency);
    const client = ctx.t.client(ctx.agency);
    const ok = await client.post(
      endpoints.recordCardEvent.path,
      { cardId: cardIdOf(card), action: 'enquiry', target: 'Kaju Katli (500 g)' },
      { csrf: false },
    );
    expect(ok.status).toBe(200);
    expect(ok.data(endpoints.recordCardEvent.response)).toEqual({ recorded: true });
    const clicks = await eventsOf(ctx.t, card, 'click');
    expect(clicks.map((event) => [event.action, event.target])).toEqual([['enquiry', 'Kaju Katli (500 g)']]);
    expect(clicks[0]?.visitorHash).toMatch(/^[0-9a-f]{32}$/);

    const unknown = await client.post(
      endpoints.recordCardEvent.path,
      { cardId: 'nobody-here', action: 'call' },
      { csrf: false },
    );
    expect(unknown.data(endpoints.recordCardEvent.response)).toEqual({ recorded: false });

    const bad = await client.post(
      endpoints.recordCardEvent.path,
      { cardId: cardIdOf(card), action: 'hack' },
      { csrf: false },
    );
    expect(bad.status).toBe(400);
    expect(bad.error().code).toBe('VALIDATION_FAILED');
  });
});
