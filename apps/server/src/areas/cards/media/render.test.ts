// The greeting renderer end to end: every frame × kind × layout, in Hindi, Tamil, English
// and Gujarati, with and without a logo. Every image is kept under test-results/media/
// for a person to look at (conjuncts, vowel signs, clipping, the three designs). The QR
// code is its own layer: the overlay leaves its tile white and says where the code goes,
// and each greeting must carry its own post's code exactly there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleLogo, samplePortrait, samplePost, sampleProduct, sampleProfile } from '#test/factories/media';
import { qrPixels } from './images';
import {
  type BrandProfile,
  composeGreeting,
  FRAME_KINDS,
  FRAME_NAMES,
  type FrameKind,
  type FrameName,
  type FrameOverlay,
  frameLayoutSize,
  GREETING_LAYOUTS,
  type GreetingLayout,
  OverlayCache,
  type QrBox,
  renderFrameOverlay,
  renderGreeting,
  renderLowQualityPreview,
  takeQrBox,
} from './render';

const ARTEFACTS = fileURLToPath(new URL('../../../../../../test-results/media/', import.meta.url));
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

/**
 * The QR layer is right: in the overlay, the box and a few px round it are the tile's opaque
 * white (the code sits inside the frame's quiet zone, nothing of the frame under it); in the
 * greeting, the box holds the QR of `url` (dark and light where that code has them, so it is
 * neither an empty white box nor another post's code, nor shifted) in the box's colour.
 */
async function expectQrLayer(
  overlay: FrameOverlay,
  jpeg: Buffer,
  url: string,
  size: { width: number; height: number },
) {
  const box = overlay.qrBox;
  expect(box.left).toBeGreaterThan(0);
  expect(box.top).toBeGreaterThan(size.height / 2);
  expect(box.left + box.size).toBeLessThan(size.width);
  expect(box.top + box.size).toBeLessThan(size.height);
  expect(box.size).toBeGreaterThanOrEqual(120);

  const o = await raw(overlay.png);
  let tile = 0;
  let inTile = 0;
  for (let y = box.top - 4; y < box.top + box.size + 4; y++) {
    for (let x = box.left - 4; x < box.left + box.size + 4; x++) {
      const i = (y * o.width + x) * o.channels;
      tile++;
      if (
        (o.data[i] ?? 0) >= 250 &&
        (o.data[i + 1] ?? 0) >= 250 &&
        (o.data[i + 2] ?? 0) >= 250 &&
        o.data[i + 3] === 255
      )
        inTile++;
    }
  }
  expect(inTile / tile).toBeGreaterThan(0.999);

  expect(qrAgreement(await region(jpeg, box), box, url)).toBeGreaterThan(0.97);
}

/** The box's pixels of a greeting, RGB. */
async function region(jpeg: Buffer, box: QrBox): Promise<Buffer> {
  return sharp(jpeg)
    .extract({ left: box.left, top: box.top, width: box.size, height: box.size })
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** Share of the box's pixels that are dark where the QR of `url` is dark, and light where it is light. */
function qrAgreement(pixels: Buffer, box: QrBox, url: string): number {
  const expected = qrPixels(url, box.size, box.color).input;
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(box.color.slice(i, i + 2), 16));
  const darkSum = (r ?? 0) + (g ?? 0) + (b ?? 0);
  let agree = 0;
  let dark = 0;
  const n = box.size * box.size;
  for (let i = 0; i < n; i++) {
    const sum = (pixels[i * 3] ?? 0) + (pixels[i * 3 + 1] ?? 0) + (pixels[i * 3 + 2] ?? 0);
    const isDark = Math.abs(sum - darkSum) < Math.abs(sum - 765);
    const wantDark = (expected[i * 3] ?? 255) !== 255 || (expected[i * 3 + 2] ?? 255) !== 255;
    if (isDark === wantDark) agree++;
    if (isDark) dark++;
  }
  // A QR code is roughly half dark: an empty box (or a solid one) fails here too.
  expect(dark / n).toBeGreaterThan(0.3);
  expect(dark / n).toBeLessThan(0.7);
  return agree / n;
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
    const overlay = await renderFrameOverlay({ profile, frame, kind, layout });
    const name = `${layout.toLowerCase()}-${frame}-${kind}-${language}`;
    save(`${name}-overlay.png`, overlay.png);

    const overlayMeta = await sharp(overlay.png).metadata();
    expect(overlayMeta).toMatchObject({ format: 'png', width: size.width, height: size.height, hasAlpha: true });

    const pixels = await raw(overlay.png);
    // The frame sits at the bottom: the last 12% of the canvas is covered (frame2's card
    // floats with a margin round it)…
    expect(opaqueShare(pixels, size.height * 0.88, size.height)).toBeGreaterThan(0.7);
    if (layout === 'SQUARE') {
      // …and the picture's upper part stays visible (frame2's thin ribbon is allowed).
      expect(opaqueShare(pixels, size.height * 0.08, size.height * 0.45, 24)).toBeLessThan(0.05);
    } else {
      expect(opaqueShare(pixels, size.height * 0.08, size.height * 0.5, 24)).toBeLessThan(0.05);
    }

    const jpeg = await composeGreeting({ postImage: post(layout), overlay, layout, qrUrl: QR_URL });
    save(`${name}.jpg`, jpeg);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: size.width, height: size.height });
    await expectQrLayer(overlay, jpeg, QR_URL, size);
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
        const overlay = await renderFrameOverlay({ profile, frame, kind, layout: 'SQUARE' });
        save(`bare-${frame}-${kind}.png`, overlay.png);
        expect((await sharp(overlay.png).metadata()).width).toBe(1080);
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
        const overlay = await renderFrameOverlay({ profile, frame, kind: 'regular', layout });
        const jpeg = await composeGreeting({ postImage: post(layout), overlay, layout, qrUrl: QR_URL });
        save(`long-${layout.toLowerCase()}-${frame}.jpg`, jpeg);
        // Nothing grew far up a square canvas (below frame2's top ribbon).
        if (layout === 'SQUARE') {
          expect(opaqueShare(await raw(overlay.png), 1080 * 0.1, 1080 * 0.4, 24)).toBeLessThan(0.05);
        }
        // The band grew with the text: the QR went with its tile.
        await expectQrLayer(overlay, jpeg, QR_URL, frameLayoutSize(layout));
      }
    }
  });

  it('draws clearly different frames', async () => {
    const profile = PROFILES.hindi;
    const overlays = await Promise.all(
      FRAME_NAMES.map(async (frame) =>
        raw((await renderFrameOverlay({ profile, frame, kind: 'regular', layout: 'SQUARE' })).png),
      ),
    );
    // Over the bottom 40% of the canvas, where every frame draws, a tenth or more differs
    // between any two frames.
    const lower = (image: Raw) => {
      const from = Math.floor(image.height * 0.6) * image.width * image.channels;
      return { ...image, data: image.data.subarray(from), height: image.height - Math.floor(image.height * 0.6) };
    };
    overlays.forEach((a, i) => {
      for (const [j, b] of overlays.entries()) {
        if (j <= i) continue;
        expect(differentShare(lower(a), lower(b)), `${FRAME_NAMES[i]} and ${FRAME_NAMES[j]}`).toBeGreaterThan(0.1);
      }
    });
  });
});

describe('the QR layer', () => {
  it('draws the QR in the brand colour when it scans on white, and finds the tile when the palette uses the marker colour', async () => {
    const dark = await renderFrameOverlay({
      profile: sampleProfile({ version: 'navy', colors: { primary: '#0b3d91', secondary: '#ffb703' } }),
      frame: 'frame7',
      kind: 'regular',
      layout: 'SQUARE',
    });
    expect(dark.qrBox.color).not.toBe('#16181d');
    const jpeg = await composeGreeting({ postImage: post('SQUARE'), overlay: dark, layout: 'SQUARE', qrUrl: QR_URL });
    save('qr-brand-colour.jpg', jpeg);
    await expectQrLayer(dark, jpeg, QR_URL, frameLayoutSize('SQUARE'));

    // A brand colour equal to the first marker's: the frames now draw it deepened (its
    // contrast computed), but a design that fills something with it raw would make the
    // renderer use the second marker; either way the tile is found in the same place.
    const clash = sampleProfile({ version: 'clash', logo: null, colors: { primary: '#fe02fd', secondary: '#ffffff' } });
    const plain = sampleProfile({ version: 'plain', logo: null, colors: { primary: '#fe12fd', secondary: '#ffffff' } });
    const [a, b] = await Promise.all(
      [clash, plain].map((profile) =>
        renderFrameOverlay({ profile, frame: 'frame2', kind: 'regular', layout: 'SQUARE' }),
      ),
    );
    if (!a || !b) throw new Error('two overlays expected');
    expect({ ...a.qrBox, color: '' }).toEqual({ ...b.qrBox, color: '' });
    const clashJpeg = await composeGreeting({ postImage: post('SQUARE'), overlay: a, layout: 'SQUARE', qrUrl: QR_URL });
    await expectQrLayer(a, clashJpeg, QR_URL, frameLayoutSize('SQUARE'));
  });

  it("takes the marker's square out of satori's SVG, and refuses a frame without one", () => {
    const svg = '<svg><path d="M0 0" fill="#fff"/><rect x="12" y="830" width="141" height="141" fill="#fe02fd"/></svg>';
    expect(takeQrBox(svg, '#fe02fd')).toEqual({
      svg: '<svg><path d="M0 0" fill="#fff"/></svg>',
      box: { left: 12, top: 830, size: 141 },
    });
    expect(takeQrBox(svg.replace('<path', '<rect fill="#fe02fd"/><path'), '#fe02fd')).toBeNull();
    expect(() => takeQrBox('<svg></svg>', '#fe02fd')).toThrow(/no QR tile/);
    expect(() =>
      takeQrBox('<svg><rect x="1" y="2" width="3" height="3" fill="#fe02fd" transform="rotate(4)"/></svg>', '#fe02fd'),
    ).toThrow(/not a plain rectangle/);
  });

  it('makes a QR of exactly the asked size, dark modules in the asked colour on white', () => {
    for (const size of [127, 128, 142, 168]) {
      const { input, raw: info } = qrPixels(`${QR_URL}&long=${'x'.repeat(60)}`, size, '#0b3d91');
      expect(info).toEqual({ width: size, height: size, channels: 3 });
      expect(input.length).toBe(size * size * 3);
      const colours = new Set<string>();
      for (let i = 0; i < input.length; i += 3) colours.add(input.subarray(i, i + 3).toString('hex'));
      expect([...colours].sort()).toEqual(['0b3d91', 'ffffff']);
    }
  });
});

describe('OverlayCache and renderGreeting', () => {
  it('renders the overlay once for two posts of one profile, frame, kind and layout, and again for a new profile version', async () => {
    const cache = new OverlayCache(10);
    const base = { frame: 'frame7', kind: 'regular', layout: 'SQUARE' } as const;
    const profile = PROFILES.english;
    const postA = { postImage: post('SQUARE'), qrUrl: 'https://demo.cardora.app/green-leaf?g=post-a' };
    // Another post: another picture (the tall one, cover-fitted) and its own tag.
    const postB = { postImage: post('STORY'), qrUrl: 'https://demo.cardora.app/green-leaf?g=post-b' };

    const a = await renderGreeting({ ...base, ...postA, profile }, cache);
    expect({ hits: cache.hits, misses: cache.misses, size: cache.size }).toEqual({ hits: 0, misses: 1, size: 1 });
    const key = OverlayCache.key({ ...base, profile });
    const overlay = cache.get(key);
    if (!overlay) throw new Error('the overlay is cached');

    const b = await renderGreeting({ ...base, ...postB, profile }, cache);
    // The second post found the overlay: drawn once for both.
    expect({ hits: cache.hits, misses: cache.misses, size: cache.size }).toEqual({ hits: 1, misses: 1, size: 1 });
    expect(cache.get(key)).toBe(overlay);
    // Each greeting carries its own post's QR code.
    const box = overlay.qrBox;
    expect(qrAgreement(await region(a, box), box, postA.qrUrl)).toBeGreaterThan(0.97);
    expect(qrAgreement(await region(b, box), box, postB.qrUrl)).toBeGreaterThan(0.97);
    expect(qrAgreement(await region(b, box), box, postA.qrUrl)).toBeLessThan(0.8);
    // The same post again is the same JPEG.
    expect((await renderGreeting({ ...base, ...postA, profile }, cache)).equals(a)).toBe(true);
    expect(cache.misses).toBe(1);

    // A profile change is a new version: a miss, and a new picture; nothing stale is served.
    const changed = { ...profile, version: 'en-2', businessName: 'Green Leaf Organic Store' };
    const c = await renderGreeting({ ...base, ...postA, profile: changed }, cache);
    expect({ hits: cache.hits, misses: cache.misses, size: cache.size }).toEqual({ hits: 2, misses: 2, size: 2 });
    expect(OverlayCache.key({ ...base, profile: changed })).not.toBe(key);
    expect(c.equals(a)).toBe(false);
    // Frame, kind and layout are in the key; the post and its QR address are not.
    expect(OverlayCache.key({ ...base, profile, frame: 'frame2' })).not.toBe(key);
    expect(OverlayCache.key({ ...base, profile, kind: 'product' })).not.toBe(key);
    expect(OverlayCache.key({ ...base, profile, layout: 'STORY' })).not.toBe(key);
    const greetingB = { ...base, ...postB, profile };
    expect(OverlayCache.key(greetingB)).toBe(key);
  });

  it('renders once for concurrent misses and evicts the least recently used', async () => {
    const cache = new OverlayCache(2);
    const overlay = (n: number): FrameOverlay => ({
      png: Buffer.from([n]),
      qrBox: { left: 0, top: 0, size: 1, color: '#000000' },
    });
    let renders = 0;
    const render = async () => overlay(++renders);
    await Promise.all([cache.getOrRender('a', render), cache.getOrRender('a', render)]);
    expect(renders).toBe(1);
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 1, misses: 1 });
    cache.set('b', overlay(2));
    cache.get('a'); // a is now the most recent
    cache.set('c', overlay(3));
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
