// A post's text layers drawn for one language (docs/product-rules.md#greetings-text-layers):
// every post language in its own Noto font with nothing left out, ink inside each layer's box
// and nowhere else, a long text shrunk until satori's layout of it fits its box.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GOOD_MORNING } from '#test/factories/text-layers';
import { planText } from './glyphs';
import { type PostTextLayer, rectInside, renderPostText } from './post-text';
import type { Rect } from './render';

const headline = (text: string, over: Partial<PostTextLayer> = {}): PostTextLayer => ({
  role: 'headline',
  box: { x: 0.1, y: 0.08, width: 0.8, height: 0.22 },
  align: 'center',
  verticalAlign: 'middle',
  color: '#ffffff',
  weight: 'bold',
  shadow: false,
  band: null,
  text,
  ...over,
});

/** Opaque pixels of a PNG inside `rect` and outside it. */
async function inkSplit(png: Buffer, rect: Rect): Promise<{ inside: number; outside: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let inside = 0;
  let outside = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[(y * info.width + x) * 4 + 3] ?? 0) < 16) continue;
      const within = x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height;
      if (within) inside++;
      else outside++;
    }
  }
  return { inside, outside };
}

describe('renderPostText', () => {
  it.each(Object.entries(GOOD_MORNING))(
    '%s: drawn by its own font, nothing left out, ink only in the box',
    async (_code, sample) => {
      const plan = planText(sample.text);
      expect(plan.dropped).toEqual([]);
      expect(
        plan.pieces
          .filter((piece) => piece.kind === 'text' && piece.text.trim())
          .map((piece) => 'family' in piece && piece.family),
      ).toEqual([sample.family]);
      const drawn = await renderPostText({ layout: 'SQUARE', layers: [headline(sample.text)] });
      const [layer] = drawn.layers;
      if (!layer?.ink) throw new Error('no ink measured');
      expect(layer.fits).toBe(true);
      expect(rectInside(layer.ink, layer.box)).toBe(true);
      expect(await sharp(drawn.png).metadata()).toMatchObject({ width: 1080, height: 1080, hasAlpha: true });
      const ink = await inkSplit(drawn.png, layer.box);
      expect(ink.inside).toBeGreaterThan(1500);
      expect(ink.outside).toBe(0);
    },
  );

  it('another language draws other pixels in the same box', async () => {
    const [hi, ta] = await Promise.all([
      renderPostText({ layout: 'SQUARE', layers: [headline(GOOD_MORNING.hi?.text ?? '')] }),
      renderPostText({ layout: 'SQUARE', layers: [headline(GOOD_MORNING.ta?.text ?? '')] }),
    ]);
    const a = await sharp(hi.png).raw().toBuffer();
    const b = await sharp(ta.png).raw().toBuffer();
    let differing = 0;
    for (let i = 3; i < a.length; i += 4) if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > 64) differing++;
    expect(differing).toBeGreaterThan(2000);
  });

  it('shrinks a long text until it fits its box (never clipped), and each role has its own largest size', async () => {
    const long = 'ദീപാവലി ആശംസകൾ! നിങ്ങൾക്കും കുടുംബത്തിനും സന്തോഷവും സമൃദ്ധിയും നിറഞ്ഞ ഒരു ദീപാവലി ആശംസിക്കുന്നു';
    const drawn = await renderPostText({
      layout: 'STORY',
      layers: [
        headline('Happy Diwali'),
        headline(long, {
          role: 'line',
          box: { x: 0.1, y: 0.35, width: 0.45, height: 0.12 },
          band: '#000000',
          align: 'left',
        }),
        headline('Offer valid till stocks last', {
          role: 'smallPrint',
          box: { x: 0.05, y: 0.9, width: 0.9, height: 0.05 },
          weight: 'regular',
        }),
      ],
    });
    const [title, body, small] = drawn.layers;
    if (!title || !body || !small) throw new Error('three layers');
    for (const layer of drawn.layers) {
      expect(layer.fits).toBe(true);
      expect(layer.ink && rectInside(layer.ink, layer.box)).toBe(true);
    }
    expect(body.fontSize).toBeLessThan(title.fontSize);
    // The long text wraps over several lines of a smaller size.
    expect(body.ink?.height ?? 0).toBeGreaterThan(body.fontSize * 2);
    expect(small.fontSize).toBeLessThanOrEqual(Math.round(0.036 * 1080));
  });

  it('a layer without text in the language draws nothing', async () => {
    const drawn = await renderPostText({ layout: 'SQUARE', layers: [headline('')] });
    expect(drawn.layers[0]?.ink).toBeNull();
    const { data } = await sharp(drawn.png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(data.some((value, i) => i % 4 === 3 && value > 0)).toBe(false);
  });
});
