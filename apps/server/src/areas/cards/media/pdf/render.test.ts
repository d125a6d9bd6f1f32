// The PDF cards read back: page counts and sizes in pt (with bleed: TrimBox and BleedBox),
// the SAMPLE watermark on every page or none, the link annotations' URIs, the embedded
// subset fonts per script, and the QR decoded from the page rasterised at 300 dpi by
// poppler's pdftoppm (Debian poppler-utils; CI installs it). Every template's pages are kept
// as PNG under test-results/pdf/ for a person to look at.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PDF_TEMPLATE_CODES, PDF_TEMPLATES, type PdfTemplateCode, pdfTemplateOf } from '@cardora/contract';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleLogo, samplePortrait } from '#test/factories/media';
import { BLEED_PT } from './page';
import { type PdfCardProfile, renderPdfCard } from './render';

const run = promisify(execFile);
const ARTEFACTS = fileURLToPath(new URL('../../../../../../../test-results/pdf/', import.meta.url));
const VERIFY_URL = 'https://demo.cardora.app/v/Xk29aQ7mPzR4tL8w';
const CARD_URL = 'https://demo.cardora.app/sharma-sweets';

const hindi: PdfCardProfile = {
  companyName: 'Sharma मिठाई भंडार',
  logo: sampleLogo(),
  photo: samplePortrait(),
  name: 'राजेश कुमार शर्मा',
  designation: 'वरिष्ठ बिक्री प्रबंधक, उत्तर क्षेत्र',
  idNumber: 'EMP-2024-0042',
  bloodGroup: 'B+',
  phones: ['+91 98765 43210', '0141 2345678'],
  whatsapp: '9876543210',
  mails: ['rajesh@sharmasweets.in'],
  address: 'Shop 12, गांधी चौक, Main Road, Jaipur, Rajasthan 302001',
  website: 'www.sharmasweets.in',
  mapLink: 'https://maps.app.goo.gl/Sharma12',
  validUntil: '2027-09-23',
  colors: { primary: '#b3261e', secondary: '#ffc542' },
};

const tamil: PdfCardProfile = {
  companyName: 'முருகன் டெக்ஸ்டைல்ஸ் Textiles',
  logo: sampleLogo({ transparent: true }),
  photo: samplePortrait(),
  name: 'செல்வி கார்த்திகேயன்',
  designation: 'கடை மேலாளர் · Store Manager',
  idNumber: 'MT-118',
  bloodGroup: 'O−',
  phones: ['9443012345'],
  whatsapp: '+91 94430 12345',
  mails: ['selvi@murugantex.com', 'orders@murugantex.com'],
  address: '45, பெரிய கடை வீதி, Big Bazaar Street, Coimbatore, Tamil Nadu 641001',
  website: 'https://murugantex.com',
  mapLink: null,
  validUntil: '2026-03-31',
  colors: { primary: '#0f5c4d', secondary: '#e8b04b' },
};

/** English only, with a name long enough to need shrinking and wrapping, no pictures. */
const english: PdfCardProfile = {
  companyName: 'Northwind Logistics & Warehousing Private Limited',
  name: 'Alexandra Venkataraman-Fitzgerald Subramaniam',
  designation: 'Regional Head of Operations and Customer Experience (West)',
  idNumber: 'NW/OPS/2025/000187',
  bloodGroup: 'AB+',
  phones: ['+44 20 7946 0958'],
  whatsapp: null,
  mails: ['alexandra.venkataraman-fitzgerald@northwind-logistics.example.com'],
  address:
    'Unit 4B, Riverside Industrial Estate, Plot 221/7, Off Old Mumbai–Pune Highway, Near Toll Naka, Talegaon Dabhade, Maharashtra 410507',
  website: 'https://northwind-logistics.example.com/people/alexandra',
  validUntil: '2025-12-01',
  colors: { primary: '#f4f1ea', secondary: '#1d4ed8' },
};

interface Rendered {
  pdf: Buffer;
  raw: string;
  path: string;
}

let dir: string;

async function render(
  template: PdfTemplateCode,
  profile: PdfCardProfile,
  options: { watermark?: boolean; bleed?: boolean; cardUrl?: string | null } = {},
): Promise<Rendered> {
  const pdf = await renderPdfCard({
    template,
    profile,
    verifyUrl: VERIFY_URL,
    cardUrl: options.cardUrl === undefined ? CARD_URL : options.cardUrl,
    watermark: options.watermark ?? false,
    bleed: options.bleed,
  });
  const path = join(dir, `${template}-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(path, pdf);
  return { pdf, raw: pdf.toString('latin1'), path };
}

function boxes(raw: string, name: 'MediaBox' | 'TrimBox' | 'BleedBox'): number[][] {
  return [...raw.matchAll(new RegExp(`/${name} \\[([^\\]]+)\\]`, 'g'))].map((m) =>
    (m[1] ?? '').trim().split(/\s+/).map(Number),
  );
}

async function pageText(path: string, page: number): Promise<string> {
  const { stdout } = await run('pdftotext', ['-f', String(page), '-l', String(page), '-raw', path, '-']);
  return stdout;
}

/** The page rasterised at `dpi` by pdftoppm, as PNG files' paths (one per page). */
async function rasterise(path: string, dpi: number, prefix: string, pages?: number): Promise<string[]> {
  const args = ['-png', '-r', String(dpi)];
  if (pages) args.push('-f', String(pages), '-l', String(pages));
  await run('pdftoppm', [...args, path, prefix]);
  const base = prefix.slice(prefix.lastIndexOf('/') + 1);
  const folder = prefix.slice(0, prefix.lastIndexOf('/'));
  return (await readdir(folder))
    .filter((f) => f.startsWith(`${base}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => join(folder, f));
}

async function decodeQr(png: string): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return (
    jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, {
      inversionAttempts: 'dontInvert',
    })?.data ?? null
  );
}

/** The page the QR is on: an ID card's back, a visiting card's last screen. */
const qrPage = (template: PdfTemplateCode) => pdfTemplateOf(template).pages;

/** What the QR opens: the digital card on a visiting card, the verification page on an ID card. */
const qrUrl = (template: PdfTemplateCode) => (pdfTemplateOf(template).kind === 'visiting-card' ? CARD_URL : VERIFY_URL);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pdf-cards-'));
  await mkdir(ARTEFACTS, { recursive: true });
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('templates', () => {
  it('are at least six, four ID cards and phone cards of one to three pages, each code drawn', () => {
    expect(PDF_TEMPLATES.map((t) => t.code)).toEqual([...PDF_TEMPLATE_CODES]);
    expect(PDF_TEMPLATES.length).toBeGreaterThanOrEqual(6);
    expect(PDF_TEMPLATES.filter((t) => t.kind === 'id-card').map((t) => t.orientation)).toEqual([
      'portrait',
      'portrait',
      'landscape',
      'landscape',
    ]);
    expect(new Set(PDF_TEMPLATES.filter((t) => t.kind === 'visiting-card').map((t) => t.pages))).toEqual(
      new Set([1, 2, 3]),
    );
  });
});

describe.each(PDF_TEMPLATE_CODES)('%s', (template) => {
  const meta = pdfTemplateOf(template);
  const pt = (mm: number) => (mm * 72) / 25.4;

  it('has its pages at the exact size, the QR opening the card (visiting) or verification (ID), every page kept as PNG', async () => {
    for (const [label, profile] of [
      ['hindi', hindi],
      ['tamil', tamil],
      ['english', english],
    ] as const) {
      const { raw, path } = await render(template, profile);
      const media = boxes(raw, 'MediaBox');
      expect(media).toHaveLength(meta.pages);
      for (const [x0, y0, w, h] of media) {
        expect([x0, y0]).toEqual([0, 0]);
        expect(w).toBeCloseTo(pt(meta.widthMm), 2);
        expect(h).toBeCloseTo(pt(meta.heightMm), 2);
      }
      if (meta.kind === 'id-card') {
        const [w, h] = meta.orientation === 'landscape' ? [242.65, 153.07] : [153.07, 242.65];
        expect(media[0]?.[2]).toBeCloseTo(w, 1);
        expect(media[0]?.[3]).toBeCloseTo(h, 1);
      }
      expect(boxes(raw, 'TrimBox')).toHaveLength(0);
      const [back] = await rasterise(path, 300, join(dir, `${template}-${label}-qr`), qrPage(template));
      expect(back && (await decodeQr(back))).toBe(qrUrl(template));
      for (const png of await rasterise(path, 150, join(ARTEFACTS, `${template}-${label}`)))
        expect(png).toMatch(/png$/);
    }
  });

  it('carries the diagonal SAMPLE on every page when watermarked, and none otherwise', async () => {
    const marked = await render(template, hindi, { watermark: true });
    const clean = await render(template, hindi, { watermark: false });
    for (let page = 1; page <= meta.pages; page++) {
      expect(await pageText(marked.path, page)).toMatch(/S\s*A\s*M\s*P\s*L\s*E/);
      expect(await pageText(clean.path, page)).not.toMatch(/S\s*A\s*M\s*P\s*L\s*E/);
    }
    await rasterise(marked.path, 150, join(ARTEFACTS, `${template}-sample`));
    // The QR tile is drawn over the watermark, so a sample scans too.
    const [back] = await rasterise(marked.path, 300, join(dir, `${template}-sample-qr`), qrPage(template));
    expect(back && (await decodeQr(back))).toBe(qrUrl(template));
  });

  it('embeds only subsets of the npm Noto fonts, one per script drawn', async () => {
    const { path } = await render(template, tamil);
    const { stdout } = await run('pdffonts', [path]);
    const fonts = stdout.split('\n').slice(2).filter(Boolean);
    expect(fonts.every((line) => /^[A-Z]{6}\+NotoSans/.test(line) && /\byes yes yes\b/.test(line))).toBe(true);
    expect(stdout).toMatch(/NotoSansTamil-/);
    expect(stdout).not.toMatch(/NotoSansDevanagari-/);
    const hindiFonts = (await run('pdffonts', [(await render(template, hindi)).path])).stdout;
    expect(hindiFonts).toMatch(/NotoSansDevanagari-/);
    expect(hindiFonts).not.toMatch(/NotoSansTamil-/);
  });
});

describe('print bleed', () => {
  it.each(PDF_TEMPLATE_CODES.filter((c) => pdfTemplateOf(c).kind === 'id-card'))(
    '%s grows by 3 mm a side, with TrimBox at the card and BleedBox at the page',
    async (template) => {
      const meta = pdfTemplateOf(template);
      const { raw, path } = await render(template, hindi, { bleed: true, watermark: true });
      const w = (meta.widthMm * 72) / 25.4;
      const h = (meta.heightMm * 72) / 25.4;
      expect(BLEED_PT).toBeCloseTo(8.5, 1);
      for (const media of boxes(raw, 'MediaBox')) {
        expect(media[2]).toBeCloseTo(w + 2 * BLEED_PT, 2);
        expect(media[3]).toBeCloseTo(h + 2 * BLEED_PT, 2);
      }
      for (const trim of boxes(raw, 'TrimBox')) {
        expect(trim[0]).toBeCloseTo(BLEED_PT, 2);
        expect(trim[1]).toBeCloseTo(BLEED_PT, 2);
        expect(trim[2]).toBeCloseTo(BLEED_PT + w, 2);
        expect(trim[3]).toBeCloseTo(BLEED_PT + h, 2);
      }
      expect(boxes(raw, 'TrimBox')).toHaveLength(2);
      expect(boxes(raw, 'BleedBox')).toEqual(boxes(raw, 'MediaBox'));
      await rasterise(path, 150, join(ARTEFACTS, `${template}-bleed`));
      const [back] = await rasterise(path, 300, join(dir, `${template}-bleed-qr`), 2);
      expect(back && (await decodeQr(back))).toBe(VERIFY_URL);
    },
  );

  it('is ignored by phone cards, which are screens', async () => {
    const { raw } = await render('phone-card-compact', hindi, { bleed: true });
    expect(boxes(raw, 'TrimBox')).toHaveLength(0);
    expect(boxes(raw, 'MediaBox')).toEqual([[0, 0, 360, 640]]);
  });
});

describe('links', () => {
  const uris = (raw: string) => [...raw.matchAll(/\/URI \(([^)]*)\)/g)].map((m) => m[1]);

  it.each(PDF_TEMPLATE_CODES.filter((c) => pdfTemplateOf(c).kind === 'visiting-card'))(
    '%s links tel:, WhatsApp, mailto:, the map, the website and the digital card',
    async (template) => {
      const { raw } = await render(template, hindi);
      expect(raw).toMatch(/\/Subtype \/Link/);
      const found = new Set(uris(raw));
      for (const uri of [
        'tel:+919876543210',
        'tel:+911412345678',
        'https://wa.me/919876543210',
        'mailto:rajesh@sharmasweets.in',
        'https://maps.app.goo.gl/Sharma12',
        'https://www.sharmasweets.in/',
        CARD_URL,
      ]) {
        if (template === 'phone-card-modern' && uri === 'tel:+911412345678') continue; // buttons: first phone only
        expect(found, uri).toContain(uri);
      }
      expect(found).not.toContain(VERIFY_URL);
      const tamilLinks = new Set(uris((await render(template, tamil)).raw));
      expect(tamilLinks).toContain('tel:+919443012345');
      expect(tamilLinks).toContain('https://wa.me/919443012345');
      // No map link given: a search for the address (Tamil text percent-encoded).
      expect(
        [...tamilLinks].some((u) => u?.startsWith('https://www.google.com/maps/search/?api=1&query=45%2C%20')),
      ).toBe(true);
    },
  );

  it('ID cards (print) link only the QR to the verification page, even when there is a digital card', async () => {
    const { raw } = await render('cr80-band-landscape', hindi);
    expect(new Set(uris(raw))).toEqual(new Set([VERIFY_URL]));
  });
});

describe('text', () => {
  it('comes out as text in reading order for Latin, with the ID and dates as printed', async () => {
    const { path } = await render('cr80-corporate-landscape', hindi);
    const front = await pageText(path, 1);
    expect(front).toContain('EMP-2024-0042');
    expect(front).toContain('23 Sep 2027');
    const back = await pageText(path, 2);
    expect(back).toContain('Scan to verify this card');
    expect(back).toContain('+91 98765 43210');
    expect(back).toContain('B+');
  });

  it.each(PDF_TEMPLATE_CODES.filter((c) => pdfTemplateOf(c).kind === 'visiting-card'))(
    '%s asks to save the contact; without a digital card it verifies instead',
    async (template) => {
      const saved = await render(template, hindi);
      const last = await pageText(saved.path, qrPage(template));
      expect(last).toContain('Scan to save my contact');
      expect(last).not.toContain('Scan to verify this card');
      const none = await render(template, hindi, { cardUrl: null });
      expect(await pageText(none.path, qrPage(template))).toContain('Scan to verify this card');
      const [back] = await rasterise(none.path, 300, join(dir, `${template}-nocard-qr`), qrPage(template));
      expect(back && (await decodeQr(back))).toBe(VERIFY_URL);
    },
  );

  it('keeps the PDF small: an ID card with photo and logo under 120 KB', async () => {
    const { pdf } = await render('cr80-classic-portrait', hindi);
    expect(pdf.length).toBeLessThan(120_000);
    expect((await readFile(join(ARTEFACTS, 'cr80-classic-portrait-hindi-1.png'))).length).toBeGreaterThan(0);
  });
});
