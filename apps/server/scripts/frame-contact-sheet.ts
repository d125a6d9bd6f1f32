// Every greeting frame on one sheet, for a person to judge: each frame in its regular kind on
// a square and a story post, then its product and political kinds, for a real-looking sweet
// shop over a photograph-like poster and one of our own artwork posters. Run from apps/server
// (its tsconfig sets the JSX runtime): `npx tsx scripts/frame-contact-sheet.ts <out.png> [frame…]`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { sampleLogo, samplePortrait, sampleProduct } from '#test/factories/media';
import {
  type BrandProfile,
  composeGreeting,
  FRAME_NAMES,
  type FrameKind,
  type FrameName,
  frameLayoutSize,
  type GreetingLayout,
  renderFrameOverlay,
} from '../src/areas/cards/media/render';
import { demoGreetingsDir } from '../src/seed/demo-greetings';

const [out, ...only] = process.argv.slice(2);
if (!out) {
  console.error('usage: npx tsx scripts/frame-contact-sheet.ts <out.png> [frame…]');
  process.exit(2);
}

const PROFILE: BrandProfile = {
  version: 'contact-sheet',
  businessName: 'शर्मा स्वीट्स · Sharma Sweets',
  categoryName: 'Sweets & Namkeen',
  logo: sampleLogo(),
  phone: '9876543210',
  whatsapp: '9876543210',
  email: 'hello@sharmasweets.in',
  address: 'Shop 12, Gandhi Chowk, Main Road, Jaipur 302001',
  website: 'www.sharmasweets.in',
  cardAddress: 'demo.cardora.app/sharma-sweets',
  // SHEET_COLORS='#ff9933,#138808' tries another brand's colours.
  colors: (([primary, secondary]) => ({ primary: primary ?? '#b3261e', secondary: secondary ?? '#ffc542' }))(
    (process.env.SHEET_COLORS ?? '#b3261e,#ffc542').split(','),
  ),
  product: { name: 'Kaju Katli Gift Box (1 kg)', pricePaise: 89_900, image: sampleProduct() },
  person: { name: 'राजेश शर्मा', designation: 'Ward Councillor, Ward 12, Jaipur', photo: samplePortrait() },
};

// SHEET_WORST=1: the layout test's worst data instead (docs/product-rules.md#layouts-that-hold).
if (process.env.SHEET_WORST) {
  Object.assign(PROFILE, {
    businessName: 'श्री गणेश मिष्ठान्न भंडार एवं नमकीन कॉर्नर प्राइवेट लिमिटेड जयपुर',
    categoryName: 'मिठाई और नमकीन की दुकान',
    logo: null,
    whatsapp: '9123456780',
    email: 'shriganeshmishthanbhandar.jaipur@gmail.com',
    website: 'www.shriganeshmishthanbhandarjaipur.in',
    address: 'दुकान नंबर 12-13, पहली मंज़िल, गांधी चौक के पास, मुख्य बाज़ार रोड, पुराना शहर, जयपुर, राजस्थान 302001',
    cardAddress: 'demo.cardora.app/shri-ganesh-mishthan-bhandar-jaipur',
    person: {
      name: 'राजेश कुमार शर्मा',
      designation: 'वार्ड पार्षद, वार्ड संख्या 12 एवं अध्यक्ष, व्यापार मंडल जयपुर',
      photo: samplePortrait(),
    },
  });
}

/** A photograph-like picture: warm evening light, out-of-focus lamps and a little grain. */
async function bokehPhoto(width: number, height: number, seed: number): Promise<Buffer> {
  let s = seed;
  const random = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const lamps = Array.from({ length: 46 }, () => {
    const r = 20 + random() * 90;
    const hue =
      random() < 0.7
        ? `hsl(${30 + random() * 20}, 95%, ${60 + random() * 25}%)`
        : `hsl(${330 + random() * 30}, 80%, 70%)`;
    return `<circle cx="${random() * width}" cy="${random() * height * 0.9}" r="${r}" fill="${hue}" opacity="${0.25 + random() * 0.5}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b1a3d"/><stop offset="0.55" stop-color="#8a3b2e"/><stop offset="1" stop-color="#2a1408"/></linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.62" r="0.5"><stop offset="0" stop-color="#ffd08a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd08a" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    ${lamps}
  </svg>`;
  const blurred = await sharp(Buffer.from(svg)).blur(14).toBuffer();
  // A diya (oil lamp) in focus in front of the lights.
  const cx = width / 2;
  const cy = height * 0.62;
  const diya = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="f" cx="0.5" cy="0.6" r="0.5"><stop offset="0" stop-color="#fff7d6"/><stop offset="0.5" stop-color="#ffc44d"/><stop offset="1" stop-color="#ff7a00" stop-opacity="0"/></radialGradient></defs>
    <circle cx="${cx}" cy="${cy - 40}" r="${width * 0.16}" fill="url(#f)" opacity="0.55"/>
    <path d="M${cx} ${cy - 130}c26 40 30 70 0 96-30-26-26-56 0-96z" fill="#ffe08a"/>
    <path d="M${cx} ${cy - 100}c12 22 14 40 0 56-14-16-12-34 0-56z" fill="#fff8e0"/>
    <path d="M${cx - 170} ${cy - 20}h340c-20 90-90 130-170 130s-150-40-170-130z" fill="#7a2e12"/>
    <path d="M${cx - 170} ${cy - 20}h340c-6 14-20 22-40 24h-260c-20-2-34-10-40-24z" fill="#b5531f"/>
  </svg>`;
  const noise = Buffer.alloc(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = 118 + Math.floor(random() * 20);
  return sharp(blurred)
    .composite([{ input: Buffer.from(diya) }, { input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

function poster(name: string): Buffer {
  return readFileSync(join(demoGreetingsDir(), name));
}

const THUMB = Number(process.env.SHEET_THUMB ?? 420);
const GAP = 24;
const LABEL = 34;
const HEADING = 56;

/** The picker's English names ('products' greetings.frames). */
const NAMES: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../../packages/contract/src/locales/en/products.json', import.meta.url), 'utf8'),
).greetings.frames;

interface Cell {
  frame: FrameName;
  kind: FrameKind;
  layout: GreetingLayout;
  post: Buffer;
}

async function cell({ frame, kind, layout, post }: Cell): Promise<{ image: Buffer; width: number }> {
  const overlay = await renderFrameOverlay({ profile: PROFILE, frame, kind, layout });
  const jpeg = await composeGreeting({ postImage: post, overlay, layout, qrUrl: `https://${PROFILE.cardAddress}?g=1` });
  const size = frameLayoutSize(layout);
  const width = Math.round((THUMB * size.width) / size.height);
  return { image: await sharp(jpeg).resize(width, THUMB).png().toBuffer(), width };
}

function label(text: string, width: number, height = LABEL, size = 20, weight = 400): Buffer {
  const safe = text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="0" y="${Math.round(height * 0.7)}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="#1d2330">${safe}</text></svg>`,
  );
}

const squarePhoto = await bokehPhoto(1080, 1080, 7);
const storyPhoto = await bokehPhoto(1080, 1920, 11);
const squareArt = poster('diwali-diyas.jpg');
const storyArt = poster('diwali-diyas-story.jpg');
const frames = only.length > 0 ? FRAME_NAMES.filter((f) => only.includes(f)) : FRAME_NAMES;
const columns: { kind: FrameKind; layout: GreetingLayout; post: Buffer; title: string }[] = [
  { kind: 'regular', layout: 'SQUARE', post: squarePhoto, title: 'square · photo' },
  { kind: 'regular', layout: 'STORY', post: storyPhoto, title: 'story · photo' },
  { kind: 'regular', layout: 'SQUARE', post: squareArt, title: 'square · artwork' },
  { kind: 'regular', layout: 'STORY', post: storyArt, title: 'story · artwork' },
  { kind: 'product', layout: 'SQUARE', post: squarePhoto, title: 'product · square' },
  { kind: 'political', layout: 'SQUARE', post: squareArt, title: 'political · square' },
  { kind: 'political', layout: 'STORY', post: storyPhoto, title: 'political · story' },
];

const rows: { frame: FrameName; cells: { image: Buffer; width: number; title: string }[] }[] = [];
for (const frame of frames) {
  const cells = [];
  for (const column of columns) cells.push({ ...(await cell({ frame, ...column })), title: column.title });
  rows.push({ frame, cells });
  console.log(`${frame} done`);
}

const rowWidth = Math.max(...rows.map((r) => r.cells.reduce((sum, c) => sum + c.width + GAP, GAP)));
const rowHeight = HEADING + LABEL + THUMB + GAP;
const sheet = sharp({
  create: { width: rowWidth, height: rows.length * rowHeight + GAP, channels: 3, background: '#eef0f4' },
});
const layers: OverlayOptions[] = [];
rows.forEach((row, r) => {
  let x = GAP;
  const y = GAP + r * rowHeight;
  layers.push({ input: label(`${row.frame} · ${NAMES[row.frame] ?? ''}`, 1200, HEADING, 34, 700), left: x, top: y });
  for (const c of row.cells) {
    layers.push({ input: label(c.title, c.width), left: x, top: y + HEADING });
    layers.push({ input: c.image, left: x, top: y + HEADING + LABEL });
    x += c.width + GAP;
  }
});
writeFileSync(out, await sheet.composite(layers).png({ compressionLevel: 9 }).toBuffer());
console.log(`wrote ${out}`);
