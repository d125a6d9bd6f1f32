// The brand colour read from a logo (docs/product-rules.md#greetings-brand-from-logo): the
// logo's own saturated colour, whatever its background; none from a logo of greys.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contrast, toHsl, WHITE } from './colors';
import { coloursOfLogo } from './logo-colour';

/** A 200×200 logo: `background` (or transparent), a disc of `mark`, and a black word-like bar. */
async function logo(mark: string, background: string | null, markShare = 0.5): Promise<Buffer> {
  const radius = Math.round(100 * Math.sqrt(markShare));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
    ${background ? `<rect width="200" height="200" fill="${background}"/>` : ''}
    <circle cx="100" cy="90" r="${radius}" fill="${mark}"/>
    <rect x="30" y="170" width="140" height="16" fill="#111111"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return Math.min(d, 360 - d);
}

describe('coloursOfLogo', () => {
  it.each([
    ['saffron', '#ff9933'],
    ['leaf green', '#2e9e44'],
    ['magenta', '#c2185b'],
    ['teal', '#00897b'],
  ])('reads a %s logo as its colour, on white or transparent, with a deep shade of it second', async (_, mark) => {
    for (const background of [WHITE, null]) {
      const colours = await coloursOfLogo(await logo(mark, background));
      expect(colours).not.toBeNull();
      if (!colours) continue;
      const [markHue] = toHsl(mark);
      const [primaryHue] = toHsl(colours.primary);
      expect(hueDistance(primaryHue, markHue)).toBeLessThan(8);
      const [secondaryHue, , secondaryLightness] = toHsl(colours.secondary);
      expect(hueDistance(secondaryHue, markHue)).toBeLessThan(8);
      expect(secondaryLightness).toBeLessThan(0.2);
      // Deep enough to carry white text.
      expect(contrast(colours.secondary, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('takes the colour that covers most of the logo, not a small accent', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
      <rect width="200" height="200" fill="#ffffff"/>
      <rect x="10" y="10" width="180" height="120" fill="#1565c0"/>
      <circle cx="170" cy="170" r="14" fill="#e53935"/>
    </svg>`;
    const colours = await coloursOfLogo(await sharp(Buffer.from(svg)).png().toBuffer());
    expect(hueDistance(toHsl(colours?.primary ?? '#000000')[0], toHsl('#1565c0')[0])).toBeLessThan(8);
  });

  it('names no colour for a logo of greys, black and white, or one too faint to count, or no image', async () => {
    expect(await coloursOfLogo(await logo('#777777', WHITE))).toBeNull();
    expect(await coloursOfLogo(await logo('#000000', null))).toBeNull();
    expect(await coloursOfLogo(await logo('#ff9933', WHITE, 0.01))).toBeNull();
    expect(await coloursOfLogo(Buffer.from('not an image'))).toBeNull();
  });
});
