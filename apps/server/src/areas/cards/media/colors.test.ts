// The frames' colours are derived from the brand colours with their contrast computed
// (docs/product-rules.md#greetings-frames): whatever two colours a business picks, every text
// colour reads on the surface it is drawn on at 4.5:1 or better, and icons at 3:1.
import { describe, expect, it } from 'vitest';
import { bandPalette, contrast, fromHsl, luminance, mix, solidSurface, toHex, toHsl, withContrast } from './colors';

/** A seeded generator, so a failure names a colour that fails again. */
function colours(count: number, seed = 20261206): string[] {
  let s = seed;
  const next = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return Math.floor((s / 2147483648) * 256);
  };
  return Array.from({ length: count }, () => toHex([next(), next(), next()]));
}

const EDGES = [
  '#000000',
  '#ffffff',
  '#808080',
  '#777777',
  '#ff9933',
  '#ffc542',
  '#f4f1de',
  '#b3261e',
  '#fe02fd',
  '#00ff00',
  '#ffff00',
  '#0000ff',
  '#1e63d6',
  '#3d405b',
  '#d8f3dc',
  '#2d6a4f',
  '#5a3a1a',
  '#e5e5e5',
  '#767676',
];

describe('bandPalette', () => {
  const pairs = [...colours(1500), ...EDGES].flatMap((primary, i, all) => [
    [primary, all[(i * 7 + 3) % all.length] ?? '#ffc542'] as const,
    [primary, primary] as const,
  ]);

  it('gives every text ≥ 4.5:1 and every icon ≥ 3:1 on its own surface, for any two brand colours', () => {
    const failures: string[] = [];
    for (const [primary, secondary] of pairs) {
      const p = bandPalette({ primary, secondary });
      const checks: [string, string, string, number][] = [
        ['ink on light', p.ink, p.light, 4.5],
        ['ink on tint', p.ink, p.tint, 4.5],
        ['body on tint', p.body, p.tint, 4.5],
        ['muted on tint', p.muted, p.tint, 4.5],
        ['icon on light', p.icon, p.light, 3],
        ['text on solid', p.solid.text, p.solid.fill, 4.5],
        ['text on highlight', p.highlight.text, p.highlight.fill, 4.5],
        ['glass ink', p.glass.ink, p.glassWorst, 4.5],
        ['glass body', p.glass.body, p.glassWorst, 4.5],
        ['glass muted', p.glass.muted, p.glassWorst, 4.5],
        ['glass icon', p.glass.icon, p.glassWorst, 3],
      ];
      for (const [what, fg, bg, min] of checks) {
        if (contrast(fg, bg) < min)
          failures.push(`${primary}/${secondary}: ${what} ${fg} on ${bg} is ${contrast(fg, bg).toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps the band light (it never turns into a dark slab) and the brand hue in its ink', () => {
    for (const [primary, secondary] of pairs) {
      const p = bandPalette({ primary, secondary });
      expect(luminance(p.light)).toBeGreaterThan(0.75);
      expect(luminance(p.tint)).toBeGreaterThan(0.45);
    }
    // A red brand writes red headlines, deepened only as far as it must.
    expect(bandPalette({ primary: '#b3261e', secondary: '#ffc542' }).ink).toBe('#b3261e');
    const saffron = bandPalette({ primary: '#ff9933', secondary: '#138808' });
    expect(Math.abs((toHsl(saffron.ink)[0] ?? 0) - (toHsl('#ff9933')[0] ?? 0))).toBeLessThan(6);
  });

  it('deepens saffron into a rich orange that carries white, not into brown with dark text', () => {
    const solid = solidSurface('#ff9933');
    expect(solid.text).toBe('#ffffff');
    expect(contrast(solid.text, solid.fill)).toBeGreaterThanOrEqual(4.5);
    // Still saturated: far from what mixing with black makes.
    expect(toHsl(solid.fill)[1]).toBeGreaterThan(0.8);
    // In a frame, a saffron brand stays saffron (deepened), whatever its second colour.
    const frame = bandPalette({ primary: '#ff9933', secondary: '#138808' });
    expect(Math.abs((toHsl(frame.solid.fill)[0] ?? 0) - (toHsl('#ff9933')[0] ?? 0))).toBeLessThan(6);
    expect(frame.solid.text).toBe('#ffffff');
    // A pale brand colour keeps its lightness and takes ink.
    expect(solidSurface('#f4f1de').text).not.toBe('#ffffff');
  });

  it('uses the secondary as the solid fill when the primary is too pale to carry text', () => {
    const p = bandPalette({ primary: '#f4f1de', secondary: '#3d405b' });
    expect(p.solid).toEqual({ fill: '#3d405b', text: '#ffffff' });
    expect(p.highlight.fill).not.toBe(p.solid.fill);
  });
});

describe('withContrast and HSL', () => {
  it('returns the colour itself when it already reads, and reaches the ratio otherwise', () => {
    expect(withContrast('#16181d', '#ffffff')).toBe('#16181d');
    for (const c of colours(300, 7)) {
      for (const bg of colours(5, c.length + Number.parseInt(c.slice(1), 16))) {
        expect(contrast(withContrast(c, bg), bg)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('round-trips through HSL', () => {
    for (const c of colours(200, 99)) {
      const back = fromHsl(toHsl(c));
      expect(contrast(back, c)).toBeLessThan(1.02);
    }
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
