// Draws the demo library's artwork (demo-greetings-library-v2.ts) into seed-assets/greetings/:
// text-free scenes, the text comes from each post's text layers at render time. Run after
// changing the library or the artwork, from apps/server (its tsconfig sets the JSX runtime):
//   npx tsx src/seed/generate-demo-greetings.ts [--previews DIR] [--sheet FILE.png] [--only a,b]
// --previews also writes each post with its English and Hindi headline drawn over it (by the
// titled posters' ArtworkText), --sheet a contact sheet of them all in Hindi, for looking at
// the library before committing it; neither belongs in the repository.
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createElement } from 'react';
import sharp, { type OverlayOptions } from 'sharp';
import { ArtworkText } from '../areas/cards/media/artwork-text';
import { drawMotif, seededRandom } from '../areas/cards/media/motifs';
import { frameLayoutSize, svgToPng } from '../areas/cards/media/render';
import { renderSvg } from '../areas/cards/media/satori-svg';
import type { Script } from '../areas/cards/media/script-runs';
import { demoGreetingsDir } from './demo-greetings';
import { DEMO_GREETINGS, type DemoGreeting } from './demo-greetings-library';

const { values } = parseArgs({
  options: { previews: { type: 'string' }, sheet: { type: 'string' }, only: { type: 'string' } },
});
const only = values.only?.split(',');
const posts = DEMO_GREETINGS.filter((post) => !only || only.includes(post.file));

const SCRIPT: Record<string, Script> = { en: 'latin', hi: 'devanagari' };

/** The text-free scene as a PNG of the layout's full size. */
function drawArt(post: DemoGreeting): { png: Buffer; textCenter: number; colors: [string, string, string] } {
  const size = frameLayoutSize(post.layout);
  const scene = drawMotif(post.motif, {
    ...size,
    palette: post.palette,
    random: seededRandom(`${post.motif}:${post.file}`),
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}">${scene.svg}</svg>`;
  return { png: svgToPng(svg), textCenter: scene.textCenter, colors: [scene.titleColor, scene.subColor, scene.shadow] };
}

/** The art with the post's headline and line in `language`, as the titled posters draw them. */
async function preview(post: DemoGreeting, art: ReturnType<typeof drawArt>, language: 'en' | 'hi'): Promise<Buffer> {
  const size = frameLayoutSize(post.layout);
  const headline = post.textLayers.find((layer) => layer.role === 'headline');
  const line = post.textLayers.find((layer) => layer.role === 'line');
  const title = headline?.texts[language] ?? post.title;
  const subtitle = line?.texts[language];
  const text = await renderSvg(
    createElement(ArtworkText, {
      title,
      ...(subtitle ? { subtitle } : {}),
      size,
      center: art.textCenter,
      script: SCRIPT[language] ?? 'latin',
      titleColor: headline?.color ?? art.colors[0],
      subColor: line?.color ?? art.colors[1],
      shadow: art.colors[2],
    }),
    size,
  );
  const overlay = svgToPng(text);
  return sharp(art.png)
    .composite([{ input: overlay }])
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function contactSheet(file: string, items: { post: DemoGreeting; jpeg: Buffer }[]) {
  const cols = 8;
  const cell = 240;
  const storyH = Math.round((cell * 1920) / 1080);
  const rowH = storyH + 44;
  const rows = Math.ceil(items.length / cols);
  const composites: OverlayOptions[] = [];
  for (const [i, { post, jpeg }] of items.entries()) {
    const left = (i % cols) * (cell + 10) + 10;
    const top = Math.floor(i / cols) * rowH + 10;
    composites.push({ input: await sharp(jpeg).resize(cell).toBuffer(), left, top: top + 40 });
    const when = post.festival ?? (post.date.kind === 'today' ? 'daily' : post.date.kind === 'any' ? 'any day' : '');
    const label = `<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="38"><text x="0" y="15" font-family="sans-serif" font-size="13" font-weight="bold" fill="#222">${i + 1}. ${post.file}</text><text x="0" y="33" font-family="sans-serif" font-size="12" fill="#555">${post.layout} · ${when} · ${Object.keys(post.textLayers[0]?.texts ?? {}).join(' ')}</text></svg>`;
    composites.push({ input: Buffer.from(label), left, top });
  }
  await sharp({
    create: { width: cols * (cell + 10) + 10, height: rows * rowH + 10, channels: 3, background: '#f3f3f3' },
  })
    .composite(composites)
    .png()
    .toFile(file);
}

const dir = demoGreetingsDir({ mustExist: false });
mkdirSync(dir, { recursive: true });
if (!only) {
  // The library replaces whatever was there: a poster no post uses is not kept.
  const files = new Set(DEMO_GREETINGS.map((post) => `${post.file}.jpg`));
  for (const name of readdirSync(dir)) if (name.endsWith('.jpg') && !files.has(name)) unlinkSync(join(dir, name));
}
if (values.previews) mkdirSync(values.previews, { recursive: true });
const sheet: { post: DemoGreeting; jpeg: Buffer }[] = [];
let total = 0;
for (const post of posts) {
  const art = drawArt(post);
  // Quality 80 keeps each poster near 50-120 KB in the repository; uploads are re-encoded anyway.
  const jpeg = await sharp(art.png).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  writeFileSync(join(dir, `${post.file}.jpg`), jpeg);
  total += jpeg.length;
  console.log(`${post.file}.jpg ${Math.round(jpeg.length / 1024)} KiB`);
  if (values.previews || values.sheet) {
    const hi = await preview(post, art, 'hi');
    if (values.previews) {
      writeFileSync(join(values.previews, `${post.file}-hi.jpg`), hi);
      writeFileSync(join(values.previews, `${post.file}-en.jpg`), await preview(post, art, 'en'));
    }
    sheet.push({ post, jpeg: hi });
  }
}
console.log(`${posts.length} posters, ${Math.round(total / 1024)} KiB`);
if (values.sheet) await contactSheet(values.sheet, sheet);
