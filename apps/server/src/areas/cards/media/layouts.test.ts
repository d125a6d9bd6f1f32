// Layouts that hold with the worst data (docs/product-rules.md#layouts-that-hold): every frame,
// kind and layout laid out by satori for a business with a 60-character Hindi name, a long
// three-line address, no logo, a long designation and a portrait photo, then checked from
// satori's own boxes: nothing leaves the canvas, no text, picture or QR tile overlaps
// another, nothing covers the poster's text area, and no text runs out of its box.
import { describe, expect, it } from 'vitest';
import { samplePortrait, sampleProduct, sampleProfile } from '#test/factories/media';
import { POST_TEXT_AREA } from './frames/parts';
import {
  FRAME_KINDS,
  FRAME_NAMES,
  type FrameKind,
  type FrameLayout,
  type FrameName,
  frameLayout,
  GREETING_LAYOUTS,
  type GreetingLayout,
  type Rect,
} from './render';

const WORST = sampleProfile({
  version: 'worst-case',
  businessName: 'श्री गणेश मिष्ठान्न भंडार एवं नमकीन कॉर्नर प्राइवेट लिमिटेड जयपुर',
  categoryName: 'मिठाई और नमकीन की दुकान',
  logo: null,
  phone: '9876543210',
  whatsapp: '9123456780',
  email: 'shriganeshmishthanbhandar.jaipur@gmail.com',
  website: 'www.shriganeshmishthanbhandarjaipur.in',
  address: 'दुकान नंबर 12-13, पहली मंज़िल, गांधी चौक के पास, मुख्य बाज़ार रोड, पुराना शहर, जयपुर, राजस्थान 302001',
  cardAddress: 'demo.cardora.app/shri-ganesh-mishthan-bhandar-jaipur',
  product: { name: 'काजू कतली स्पेशल दीपावली गिफ्ट पैक 🎁 (1 किलो)', pricePaise: 129900, image: sampleProduct() },
  person: {
    name: 'राजेश कुमार शर्मा',
    designation: 'वार्ड पार्षद, वार्ड संख्या 12 एवं अध्यक्ष, व्यापार मंडल जयपुर',
    photo: samplePortrait(),
  },
});

/** Text keeps this far from the canvas's edges (px). */
const EDGE = 8;
/** Satori's ink boxes overhang their line boxes by a pixel or two. */
const SLACK = 3;

const right = (r: Rect) => r.left + r.width;
const bottom = (r: Rect) => r.top + r.height;
const overlaps = (a: Rect, b: Rect) =>
  Math.min(right(a), right(b)) - Math.max(a.left, b.left) > SLACK &&
  Math.min(bottom(a), bottom(b)) - Math.max(a.top, b.top) > SLACK;
const inside = (r: Rect, box: Rect, inset: number) =>
  r.left >= box.left + inset - SLACK &&
  r.top >= box.top + inset - SLACK &&
  right(r) <= right(box) - inset + SLACK &&
  bottom(r) <= bottom(box) - inset + SLACK;
const show = (r: Rect) => `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;

/** Everything wrong with a layout, in words (empty: it holds). */
export function problems(layout: FrameLayout, postText: Rect): string[] {
  const canvas = { left: 0, top: 0, ...layout.size };
  const found: string[] = [];
  const items = [
    ...layout.texts.map((t) => ({ name: `text "${t.text.slice(0, 24)}"`, rect: t.rect })),
    ...layout.images.map((rect, i) => ({ name: `picture ${i + 1}`, rect })),
    { name: 'QR tile', rect: layout.qr },
  ];
  for (const t of layout.texts) {
    if (!inside(t.rect, canvas, EDGE)) found.push(`text "${t.text.slice(0, 24)}" ${show(t.rect)} leaves the canvas`);
    if (t.maxHeight !== undefined && t.rect.height > t.maxHeight + 2 * SLACK)
      found.push(
        `text "${t.text.slice(0, 24)}" ${show(t.rect)} takes more lines than its box allows (${Math.round(t.maxHeight)} px)`,
      );
    if (t.box && !inside(t.rect, t.box, 0))
      found.push(`text "${t.text.slice(0, 24)}" ${show(t.rect)} runs out of its box ${show(t.box)}`);
  }
  for (const { name, rect } of items) {
    if (!inside(rect, canvas, 0)) found.push(`${name} ${show(rect)} leaves the canvas`);
    if (overlaps(rect, postText)) found.push(`${name} ${show(rect)} covers the poster's text area`);
  }
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      if (overlaps(a.rect, b.rect)) found.push(`${a.name} ${show(a.rect)} overlaps ${b.name} ${show(b.rect)}`);
    }
  });
  return found;
}

const cases = FRAME_NAMES.flatMap((frame) =>
  FRAME_KINDS.flatMap((kind) => GREETING_LAYOUTS.map((layout) => [frame, kind, layout] as const)),
);

describe('frame layouts with the worst data', () => {
  it.each(cases)('%s %s %s holds', async (frame: FrameName, kind: FrameKind, layout: GreetingLayout) => {
    const laid = await frameLayout({ profile: WORST, frame, kind, layout });
    const area = POST_TEXT_AREA[layout];
    const postText = {
      left: 0,
      top: area.top * laid.size.height,
      width: laid.size.width,
      height: (area.bottom - area.top) * laid.size.height,
    };
    // The whole name, address and designation are drawn, none cut short.
    const drawn = laid.texts.map((t) => t.text).join('\n');
    for (const whole of [WORST.businessName, WORST.address, WORST.cardAddress]) expect(drawn).toContain(whole);
    if (kind === 'political') expect(drawn).toContain(WORST.person?.designation);
    expect(laid.images.length).toBe(kind === 'regular' ? 0 : 1);
    expect(problems(laid, postText)).toEqual([]);
  });

  it('finds an overlap, an element off the canvas, a covered poster text area and a text on too many lines', () => {
    const size = { width: 100, height: 100 };
    const qr = { left: 70, top: 70, width: 20, height: 20 };
    const area = { left: 0, top: 10, width: 100, height: 40 };
    const fine: FrameLayout = { size, texts: [], images: [], qr };
    expect(problems(fine, area)).toEqual([]);
    const text = (rect: Rect) => ({ text: 'x', rect, box: null });
    expect(problems({ ...fine, texts: [text({ left: 60, top: 75, width: 20, height: 10 })] }, area)).toHaveLength(1);
    expect(problems({ ...fine, images: [{ left: 90, top: 55, width: 20, height: 10 }] }, area)).toHaveLength(1);
    expect(problems({ ...fine, texts: [text({ left: 10, top: 94, width: 20, height: 5 })] }, area)).toHaveLength(1);
    expect(problems({ ...fine, texts: [text({ left: 10, top: 45, width: 20, height: 10 })] }, area)).toHaveLength(1);
    const wrapped = { text: 'x', rect: { left: 10, top: 50, width: 20, height: 40 }, box: null, maxHeight: 20 };
    expect(problems({ ...fine, texts: [wrapped] }, { ...area, height: 0 })).toEqual([
      'text "x" [10,50 20×40] takes more lines than its box allows (20 px)',
    ]);
  });
});
