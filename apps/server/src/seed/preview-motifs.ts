// Dev aid: draws each designed motif in both layouts to a folder (not the repo), for looking at.
// `npx tsx src/seed/preview-motifs.ts <outDir> [motif…]`
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { drawMotif, type Motif, MOTIFS, seededRandom } from '../areas/cards/media/motifs';
import { frameLayoutSize, svgToPng } from '../areas/cards/media/render';

const [out = '/tmp/motifs', ...only] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const PALETTES: Partial<Record<Motif, readonly [string, string, string]>> = {
  lanterns: ['#0b3b4a', '#127a7a', '#f3c969'],
  'christmas-lights': ['#0c3b2e', '#b3202a', '#f6c945'],
  bonfire: ['#1b1035', '#e8531f', '#ffc857'],
  'night-sky': ['#1b2a5e', '#5b4b9a', '#f6e7b0'],
  fireworks: ['#14163b', '#e84393', '#ffd166'],
  'sunrise-hills': ['#c0587e', '#f4a259', '#ffd57e'],
  'kite-skyline': ['#3d5a80', '#ee6c4d', '#ffd166'],
  'tricolour-ribbons': ['#ff9933', '#ffffff', '#138808'],
  'moonlit-peaks': ['#1d2b64', '#4a5fa8', '#f5e6b8'],
  backwaters: ['#1e4d2b', '#e07a2f', '#ffd27a'],
  'gold-mandala': ['#3b0a45', '#8e1b5a', '#f2c14e'],
  'kalash-toran': ['#7a1020', '#ff8c1a', '#ffc93c'],
  rakhi: ['#8c1d40', '#e8467c', '#ffd166'],
  dandiya: ['#4a0e5c', '#e63980', '#ffcc33'],
  'pongal-pot': ['#b5651d', '#f4a261', '#ffd27a'],
  'modak-plate': ['#7a2e0e', '#ff7b00', '#ffcf56'],
  pookalam: ['#0f3d2e', '#ff9f1c', '#ffd23f'],
  'holi-colours': ['#e5197b', '#ff9f1c', '#3a86ff'],
  'floral-wash': ['#e56b9f', '#f7b267', '#9bc7e8'],
  'promo-glass': ['#12264f', '#e63946', '#f4c95d'],
  'satin-ribbon': ['#2a0d3a', '#c1121f', '#f4c95d'],
};
for (const motif of MOTIFS.filter((m) => only.length === 0 || only.includes(m))) {
  for (const layout of ['SQUARE', 'STORY'] as const) {
    const size = frameLayoutSize(layout);
    const t = Date.now();
    const scene = drawMotif(motif, { ...size, palette: PALETTES[motif] ?? ['#5a1140', '#c2410c', '#ffc857'], random: seededRandom(motif) });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${scene.svg}</svg>`;
    const png = svgToPng(svg);
    const jpg = await sharp(png).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await sharp(png).resize(Math.round(size.width / 2)).png().toFile(`${out}/${motif}-${layout.toLowerCase()}.png`);
    console.log(motif, layout, `${Date.now() - t} ms`, `${Math.round(jpg.length / 1024)} KiB`);
  }
}
