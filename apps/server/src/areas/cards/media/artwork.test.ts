// The demo library's drawn posters: every motif in both layouts, greeting text in six
// scripts, full-size JPEGs whose bottom band is calmer than the picture above it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPostArtwork } from './artwork';
import { CLASSIC_MOTIFS, type ClassicMotif, DESIGNED_MOTIFS, drawMotif, seededRandom } from './motifs';
import { frameLayoutSize, GREETING_LAYOUTS, svgToPng } from './render';

const ARTEFACTS = fileURLToPath(new URL('../../../../../../test-results/media/', import.meta.url));

type Text = { title: string; subtitle?: string; palette: [string, string, string] };

const TEXTS: Record<ClassicMotif, Text> = {
  diya: { title: 'शुभ दीपावली', subtitle: 'दीपावली की हार्दिक शुभकामनाएं', palette: ['#4a0e4e', '#8e1b3a', '#ffc93c'] },
  rangoli: {
    title: 'Happy Diwali',
    subtitle: 'May the festival of lights brighten your home',
    palette: ['#c2185b', '#ff9800', '#3f51b5'],
  },
  sun: { title: 'સુપ્રભાત', subtitle: 'Have a wonderful day', palette: ['#ff7e5f', '#feb47b', '#ffd194'] },
  flag: { title: 'Happy Republic Day', subtitle: '26 January 2026', palette: ['#ff9933', '#ffffff', '#138808'] },
  kite: {
    title: 'இனிய பொங்கல் நல்வாழ்த்துக்கள்',
    subtitle: 'Happy Pongal & Makar Sankranti',
    palette: ['#e76f51', '#f4a261', '#264653'],
  },
  flowers: { title: 'Good Morning', subtitle: 'सुप्रभात', palette: ['#d81b60', '#ffb300', '#8e24aa'] },
  abstract: {
    title: 'Grand Opening Sale',
    subtitle: 'Flat 30% off this week',
    palette: ['#1d3557', '#e63946', '#f1c40f'],
  },
  confetti: { title: 'নববর্ষের শুভেচ্ছা', subtitle: 'Happy New Year', palette: ['#2b2d42', '#ef233c', '#ffd166'] },
};

/** Mean brightness change between neighbouring pixels, per row band: a measure of busyness. */
async function busyness(jpeg: Buffer, from: number, to: number): Promise<number> {
  const { data, info } = await sharp(jpeg).resize(270).greyscale().raw().toBuffer({ resolveWithObject: true });
  const y0 = Math.floor(info.height * from);
  const y1 = Math.floor(info.height * to) - 1;
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < info.width - 1; x++) {
      const i = y * info.width + x;
      sum += Math.abs((data[i] ?? 0) - (data[i + 1] ?? 0)) + Math.abs((data[i] ?? 0) - (data[i + info.width] ?? 0));
      count++;
    }
  }
  return sum / count;
}

describe('renderPostArtwork', () => {
  const cases = GREETING_LAYOUTS.flatMap((layout) => CLASSIC_MOTIFS.map((motif) => [motif, layout] as const));

  it.each(cases)('%s (%s)', async (motif, layout) => {
    const jpeg = await renderPostArtwork({ ...TEXTS[motif], motif, layout });
    mkdirSync(ARTEFACTS, { recursive: true });
    writeFileSync(`${ARTEFACTS}artwork-${layout.toLowerCase()}-${motif}.jpg`, jpeg);

    const { width, height } = frameLayoutSize(layout);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width, height });
    // The bottom ~28%, where the frame goes, is calmer than the picture above it.
    expect(await busyness(jpeg, 0.74, 1)).toBeLessThan(await busyness(jpeg, 0, 0.7));
  });

  it('draws the same picture for the same input, and another for another title', async () => {
    const input = { ...TEXTS.confetti, motif: 'confetti', layout: 'SQUARE' } as const;
    const [a, b, c] = await Promise.all([
      renderPostArtwork(input),
      renderPostArtwork(input),
      renderPostArtwork({ ...input, title: 'Happy Birthday' }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('draws a designed scene titled, like any motif', async () => {
    const jpeg = await renderPostArtwork({
      title: 'ಹಬ್ಬದ ಶುಭಾಶಯಗಳು',
      subtitle: 'Festive greetings',
      palette: ['#3b0a45', '#c2410c', '#ffc857'],
      motif: 'diya-row',
      layout: 'SQUARE',
    });
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
  });

  it('seeds its randomness from a string', () => {
    const one = seededRandom('diya:शुभ दीपावली');
    const two = seededRandom('diya:शुभ दीपावली');
    const values = [one(), one(), one()];
    expect([two(), two(), two()]).toEqual(values);
    for (const v of values) expect(v).toBeGreaterThanOrEqual(0);
    for (const v of values) expect(v).toBeLessThan(1);
  });
});

// The designed scenes, drawn text-free for the library: at half size (they scale with the
// canvas) to keep the suite quick.
describe('designed scenes', () => {
  const cases = GREETING_LAYOUTS.flatMap((layout) => DESIGNED_MOTIFS.map((motif) => [motif, layout] as const));

  it.each(cases)('%s (%s)', async (motif, layout) => {
    const full = frameLayoutSize(layout);
    const size = { width: full.width / 2, height: full.height / 2 };
    const scene = drawMotif(motif, {
      ...size,
      palette: ['#3b0a45', '#c2410c', '#ffc857'],
      random: seededRandom(motif),
    });
    const png = svgToPng(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${scene.svg}</svg>`,
    );
    const jpeg = await sharp(png).jpeg({ quality: 80 }).toBuffer();
    mkdirSync(ARTEFACTS, { recursive: true });
    writeFileSync(`${ARTEFACTS}scene-${layout.toLowerCase()}-${motif}.jpg`, jpeg);
    // The frame's band is calmer than the picture, and the headline sits in the text area.
    expect(await busyness(jpeg, 0.76, 1)).toBeLessThan(await busyness(jpeg, 0, 0.72));
    const area = layout === 'STORY' ? [0.05, 0.5] : [0.06, 0.45];
    expect(scene.textCenter).toBeGreaterThan(area[0] ?? 0);
    expect(scene.textCenter).toBeLessThan(area[1] ?? 1);
  });
});
