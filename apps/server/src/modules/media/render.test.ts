// The greeting renderer end to end: every frame × kind × layout, in Hindi, Tamil, English
// and Gujarati, with and without a logo. Every image is kept under test-results/media/
// for a person to look at (conjuncts, vowel signs, clipping, the three designs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BrandProfile,
  composeGreeting,
  FRAME_KINDS,
  FRAME_NAMES,
  type FrameKind,
  type FrameName,
  frameLayoutSize,
  GREETING_LAYOUTS,
  type GreetingLayout,
  OverlayCache,
  renderFrameOverlay,
  renderGreeting,
  renderLowQualityPreview,
} from './render';
import { sampleLogo, samplePortrait, samplePost, sampleProduct, sampleProfile } from './testing';

const ARTEFACTS = fileURLToPath(new URL('../../../../../test-results/media/', import.meta.url));
const QR_URL = 'https://demo.cardora.app/sharma-sweets?utm_source=greeting&g=42';

function save(name: string, data: Buffer): void {
  mkdirSync(ARTEFACTS, { recursive: true });
  writeFileSync(`${ARTEFACTS}${name}`, data);
}

/** Four businesses in four scripts; the English and Gujarati ones have no logo. */
const PROFILES: Record<'hindi' | 'tamil' | 'english' | 'gujarati', BrandProfile> = {
  hindi: sampleProfile({
    businessName: 'श्री क्षत्रिय मिठाई भंडार',
    categoryName: 'मिठाई और नमकीन',
    address: 'दुकान 12, गांधी चौक, मुख्य बाज़ार, जयपुर 302001',
    person: { name: 'राजेश शर्मा', designation: 'पार्षद, वार्ड 12', photo: samplePortrait() },
    product: { name: 'काजू कतली (1 किलो)', pricePaise: 12_500_000, image: sampleProduct() },
  }),
  tamil: sampleProfile({
    version: 'ta-1',
    businessName: 'பொங்கல் ஸ்வீட்ஸ் & பேக்கரி',
    categoryName: 'இனிப்பு கடை',
    address: '14, பெரிய கடை வீதி, மதுரை 625001',
    website: 'pongalsweets.in',
    colors: { primary: '#0b6e4f', secondary: '#f2c14e' },
    person: { name: 'ஸ்ரீ முருகன்', designation: 'மாவட்ட தலைவர்', photo: samplePortrait() },
    product: { name: 'அதிரசம் பெட்டி', pricePaise: 45_000, image: sampleProduct() },
  }),
  english: sampleProfile({
    version: 'en-1',
    businessName: 'Green Leaf Organics',
    categoryName: 'Organic Grocery',
    logo: null,
    whatsapp: '+91 99887 76655',
    address: null,
    colors: { primary: '#2d6a4f', secondary: '#d8f3dc' },
    person: { name: 'Anita Desai', designation: 'President, Traders Association', photo: null },
    product: { name: 'Cold-pressed Groundnut Oil 5 L', pricePaise: 129_900, image: null },
  }),
  gujarati: sampleProfile({
    version: 'gu-1',
    businessName: 'શ્રી ગણેશ ટ્રેડર્સ',
    categoryName: 'કાપડ',
    logo: null,
    website: null,
    email: null,
    address: 'સ્ટેશન રોડ, રાજકોટ',
    colors: { primary: '#f4f1de', secondary: '#3d405b' },
    person: { name: 'ભાવેશ પટેલ', designation: 'સરપંચ', photo: samplePortrait() },
    product: { name: 'બાંધણી સાડી', pricePaise: 350_000, image: sampleProduct() },
  }),
};
const LANGUAGES = Object.keys(PROFILES) as (keyof typeof PROFILES)[];

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

async function raw(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Share of pixels in rows [from, to) whose alpha is at least `min`. */
function opaqueShare(image: Raw, from: number, to: number, min = 128): number {
  let count = 0;
  let total = 0;
  for (let y = Math.floor(from); y < Math.floor(to); y++) {
    for (let x = 0; x < image.width; x++) {
      total++;
      if ((image.data[(y * image.width + x) * image.channels + 3] ?? 0) >= min) count++;
    }
  }
  return count / total;
}

/** Share of pixels that differ by more than 48 (0..255) in any channel. */
function differentShare(a: Raw, b: Raw): number {
  let differ = 0;
  const pixels = a.width * a.height;
  for (let i = 0; i < pixels; i++) {
    for (let c = 0; c < a.channels; c++) {
      const j = i * a.channels + c;
      if (Math.abs((a.data[j] ?? 0) - (b.data[j] ?? 0)) > 48) {
        differ++;
        break;
      }
    }
  }
  return differ / pixels;
}

const posts = new Map<GreetingLayout, Buffer>();
beforeAll(() => {
  for (const layout of GREETING_LAYOUTS) {
    const { width, height } = frameLayoutSize(layout);
    posts.set(layout, samplePost(width, height));
  }
});

const post = (layout: GreetingLayout) => posts.get(layout) ?? samplePost();

const combos: [GreetingLayout, FrameName, FrameKind, keyof typeof PROFILES][] = [];
let n = 0;
for (const layout of GREETING_LAYOUTS)
  for (const frame of FRAME_NAMES)
    for (const kind of FRAME_KINDS) combos.push([layout, frame, kind, LANGUAGES[n++ % LANGUAGES.length] ?? 'hindi']);

describe('renderFrameOverlay + composeGreeting', () => {
  it.each(combos)('%s %s %s (%s)', async (layout, frame, kind, language) => {
    const profile = PROFILES[language];
    const size = frameLayoutSize(layout);
    const overlay = await renderFrameOverlay({ profile, frame, kind, layout, qrUrl: QR_URL });
    const name = `${layout.toLowerCase()}-${frame}-${kind}-${language}`;
    save(`${name}-overlay.png`, overlay);

    const overlayMeta = await sharp(overlay).metadata();
    expect(overlayMeta).toMatchObject({ format: 'png', width: size.width, height: size.height, hasAlpha: true });

    const pixels = await raw(overlay);
    // The frame sits at the bottom: the last 12% of the canvas is covered (frame2's card
    // floats with a margin round it)…
    expect(opaqueShare(pixels, size.height * 0.88, size.height)).toBeGreaterThan(0.7);
    if (layout === 'SQUARE') {
      // …and the picture's upper part stays visible (frame2's thin ribbon is allowed).
      expect(opaqueShare(pixels, size.height * 0.08, size.height * 0.45, 24)).toBeLessThan(0.05);
    } else {
      expect(opaqueShare(pixels, size.height * 0.08, size.height * 0.5, 24)).toBeLessThan(0.05);
    }

    const jpeg = await composeGreeting({ postImage: post(layout), overlay, layout });
    save(`${name}.jpg`, jpeg);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: size.width, height: size.height });
  });

  it('lays out a profile with nothing but a name and a phone (and a logo that is not an image)', async () => {
    const profile: BrandProfile = {
      version: 'bare',
      businessName: 'Ravi',
      logo: Buffer.from('not an image'),
      phone: '9812345678',
      cardAddress: 'demo.cardora.app/ravi',
      colors: { primary: 'not-a-colour', secondary: '#fff' },
      product: { name: 'Tea', pricePaise: null },
      person: { name: 'Ravi' },
    };
    for (const frame of FRAME_NAMES) {
      for (const kind of FRAME_KINDS) {
        const overlay = await renderFrameOverlay({ profile, frame, kind, layout: 'SQUARE', qrUrl: QR_URL });
        save(`bare-${frame}-${kind}.png`, overlay);
        expect((await sharp(overlay).metadata()).width).toBe(1080);
      }
    }
  });

  it('keeps very long names and addresses inside the canvas', async () => {
    const profile = sampleProfile({
      version: 'long',
      businessName: 'Shree Lakshmi Narasimha Swamy Textiles, Readymade Garments and Fancy Emporium',
      categoryName: 'Wholesale and Retail Textiles, Sarees, Dress Materials',
      address:
        'Plot No. 1234, Ground Floor, Opposite Old Bus Stand, Near Sri Venkateswara Temple, Main Bazaar Road, Vijayawada, Andhra Pradesh 520001',
      website: 'https://www.shreelakshminarasimhaswamytextiles.co.in',
      logo: sampleLogo({ transparent: true }),
    });
    for (const frame of FRAME_NAMES) {
      for (const layout of GREETING_LAYOUTS) {
        const overlay = await renderFrameOverlay({ profile, frame, kind: 'regular', layout, qrUrl: QR_URL });
        const jpeg = await composeGreeting({ postImage: post(layout), overlay, layout });
        save(`long-${layout.toLowerCase()}-${frame}.jpg`, jpeg);
        // Nothing grew far up a square canvas (below frame2's top ribbon).
        if (layout === 'SQUARE') expect(opaqueShare(await raw(overlay), 1080 * 0.1, 1080 * 0.4, 24)).toBeLessThan(0.05);
      }
    }
  });

  it('draws three clearly different frames', async () => {
    const profile = PROFILES.hindi;
    const overlays = await Promise.all(
      FRAME_NAMES.map(async (frame) =>
        raw(await renderFrameOverlay({ profile, frame, kind: 'regular', layout: 'SQUARE', qrUrl: QR_URL })),
      ),
    );
    const [a, b, c] = overlays;
    if (!a || !b || !c) throw new Error('three overlays expected');
    // Over the whole canvas (most of it transparent in all three), a tenth or more differs.
    for (const [x, y] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const) {
      expect(differentShare(x, y)).toBeGreaterThan(0.1);
    }
  });
});

describe('OverlayCache and renderGreeting', () => {
  it('hits for the same profile version and misses for a new one', async () => {
    const cache = new OverlayCache(10);
    const base = {
      postImage: post('SQUARE'),
      frame: 'frame7',
      kind: 'regular',
      layout: 'SQUARE',
      qrUrl: QR_URL,
    } as const;
    const profile = PROFILES.english;

    const first = await renderGreeting({ ...base, profile }, cache);
    expect(cache.size).toBe(1);
    const key = OverlayCache.key({ ...base, profile });
    const cached = cache.get(key);
    expect(cached).toBeDefined();

    const second = await renderGreeting({ ...base, profile }, cache);
    expect(cache.size).toBe(1);
    expect(cache.get(key)).toBe(cached); // the same buffer: no re-render
    expect(second.equals(first)).toBe(true);

    const changed = { ...profile, version: 'en-2', businessName: 'Green Leaf Organic Store' };
    const third = await renderGreeting({ ...base, profile: changed }, cache);
    expect(cache.size).toBe(2);
    expect(OverlayCache.key({ ...base, profile: changed })).not.toBe(key);
    expect(third.equals(first)).toBe(false);

    // Another QR target is another overlay too.
    expect(OverlayCache.key({ ...base, profile, qrUrl: `${QR_URL}&x=1` })).not.toBe(key);
  });

  it('renders once for concurrent misses and evicts the least recently used', async () => {
    const cache = new OverlayCache(2);
    let renders = 0;
    const render = async () => {
      renders++;
      return Buffer.from([renders]);
    };
    await Promise.all([cache.getOrRender('a', render), cache.getOrRender('a', render)]);
    expect(renders).toBe(1);
    cache.set('b', Buffer.from([2]));
    cache.get('a'); // a is now the most recent
    cache.set('c', Buffer.from([3]));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});

describe('renderLowQualityPreview', () => {
  it.each(GREETING_LAYOUTS)('makes a small watermarked JPEG (%s)', async (layout) => {
    const full = await renderGreeting({
      postImage: post(layout),
      profile: PROFILES.tamil,
      frame: 'frame2',
      kind: 'regular',
      layout,
      qrUrl: QR_URL,
    });
    const preview = await renderLowQualityPreview({ image: full, layout, watermark: 'PREVIEW · नमूना' });
    save(`preview-${layout.toLowerCase()}.jpg`, preview);
    const meta = await sharp(preview).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 360, height: layout === 'SQUARE' ? 360 : 640 });
    expect(preview.length).toBeLessThan(full.length / 3);

    // The watermark is really there: the preview differs from a plain resize.
    const plain = await sharp(full).resize(meta.width, meta.height).jpeg({ quality: 70 }).toBuffer();
    expect(differentShare(await raw(preview), await raw(plain))).toBeGreaterThan(0.03);
  });
});
