// Shared pieces of the designed scenes: soft light (bokeh, glows, rays), paper-cut shadows,
// watercolour washes and the calm bands. Every designed scene keeps its headline room, the
// poster's text area (docs/product-rules.md#layouts-that-hold), quiet, draws its subject
// between that area and the bottom ~28%, and lets the bottom fade to one calm tone for the frame.
import { mix } from '../colors';
import { f, type MotifInput } from './svg';

export const isStory = (input: MotifInput) => input.height > input.width * 1.2;

/** Centre of the headline block, as a fraction of the height: the middle of the text area. */
export const textCenterOf = (input: MotifInput) => (isStory(input) ? 0.27 : 0.25);

/** Top and bottom of the band the subject is drawn in (below the text area, above the frame). */
export function subjectBand(input: MotifInput): { top: number; bottom: number } {
  const { height: h } = input;
  return isStory(input) ? { top: h * 0.5, bottom: h * 0.72 } : { top: h * 0.45, bottom: h * 0.72 };
}

export function stops(list: [number, string, number?][]): string {
  return list.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
}

/** A vertical gradient from `y1` to `y2` (user space). */
export function vgrad(id: string, y1: number, y2: number, list: [number, string, number?][]): string {
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(y1)}" x2="0" y2="${f(y2)}">${stops(list)}</linearGradient>`;
}

/** A radial gradient centred at (cx, cy) with radius r (user space). */
export function rgrad(id: string, cx: number, cy: number, r: number, list: [number, string, number?][]): string {
  return `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}">${stops(list)}</radialGradient>`;
}

export function blur(id: string, sd: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(sd)}"/></filter>`;
}

/** A soft shadow under a paper layer, offset downwards. */
export function paperShadow(id: string, sd: number, dy: number, opacity = 0.35): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="${f(dy)}" stdDeviation="${f(sd)}" flood-color="#000" flood-opacity="${opacity}"/></filter>`;
}

/** Watercolour edges: the shape's outline wobbled by fractal noise, then softened. */
export function washFilter(id: string, seed: number, scale: number, soft = 6): string {
  return `<filter id="${id}" x="-15%" y="-15%" width="130%" height="130%"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="${seed}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="${f(scale)}" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="${f(soft)}"/></filter>`;
}

/** A glow: a radial fade of `color` at (cx, cy). */
export function glow(id: string, cx: number, cy: number, r: number, color: string, strength = 0.8): string {
  return `<defs>${rgrad(id, cx, cy, r, [
    [0, color, strength],
    [0.35, color, strength * 0.45],
    [1, color, 0],
  ])}</defs><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#${id})"/>`;
}

export interface BokehOptions {
  count: number;
  colors: readonly string[];
  /** Vertical range, in pixels. */
  y0: number;
  y1: number;
  rMin: number;
  rMax: number;
  opacity?: [number, number];
  /** An ellipse (the headline's room) where the dots stay faint. */
  hush?: { cx: number; cy: number; rx: number; ry: number };
}

/** Out-of-focus lights: soft discs with a brighter rim, blurred by `filterId`. */
export function bokeh(input: MotifInput, filterId: string, o: BokehOptions): string {
  const { width: w, random } = input;
  const [lo, hi] = o.opacity ?? [0.18, 0.55];
  let out = '';
  for (let i = 0; i < o.count; i++) {
    const x = random() * w;
    const y = o.y0 + random() * (o.y1 - o.y0);
    const r = o.rMin + random() ** 1.6 * (o.rMax - o.rMin);
    let a = lo + random() * (hi - lo);
    if (o.hush && ((x - o.hush.cx) / o.hush.rx) ** 2 + ((y - o.hush.cy) / o.hush.ry) ** 2 < 1) a *= 0.35;
    const c = o.colors[i % o.colors.length] ?? '#ffffff';
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}" fill-opacity="${f(a * 100) / 100}" stroke="${mix(c, '#ffffff', 0.4)}" stroke-opacity="${f(a * 60) / 100}" stroke-width="${f(r * 0.08)}"/>`;
  }
  return `<g filter="url(#${filterId})">${out}</g>`;
}

/** Tiny twinkling stars: dots and a few four-point glints. */
export function stars(input: MotifInput, count: number, y1: number, color = '#ffffff'): string {
  const { width: w, random } = input;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = random() * w;
    const y = random() * y1;
    const r = 0.8 + random() * 2.2;
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${color}" opacity="${f(0.3 + random() * 0.7)}"/>`;
    if (i % 9 === 0) {
      const s = 6 + random() * 10;
      out += `<path d="M${f(x)} ${f(y - s)}L${f(x + s * 0.12)} ${f(y - s * 0.12)}L${f(x + s)} ${f(y)}L${f(x + s * 0.12)} ${f(y + s * 0.12)}L${f(x)} ${f(y + s)}L${f(x - s * 0.12)} ${f(y + s * 0.12)}L${f(x - s)} ${f(y)}L${f(x - s * 0.12)} ${f(y - s * 0.12)}z" fill="${color}" opacity="0.8"/>`;
    }
  }
  return out;
}

/** The frame's band: the picture fades into one calm tone from `from` (fraction) down. */
export function calmBottom(id: string, input: MotifInput, color: string, from = 0.7, strength = 0.92): string {
  const { width: w, height: h } = input;
  return `<defs>${vgrad(id, h * from, h, [
    [0, color, 0],
    [0.45, color, strength * 0.75],
    [1, color, strength],
  ])}</defs><rect y="${f(h * from)}" width="${w}" height="${f(h * (1 - from))}" fill="url(#${id})"/>`;
}

/** A soft pool of light (or shade) behind the headline, so it reads on any picture. */
export function textPool(id: string, input: MotifInput, color: string, strength: number): string {
  const { width: w, height: h } = input;
  const cy = h * textCenterOf(input);
  // objectBoundingBox units: the fade follows the ellipse's own shape.
  return `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${stops([
    [0, color, strength],
    [0.6, color, strength * 0.5],
    [1, color, 0],
  ])}</radialGradient></defs><ellipse cx="${f(w / 2)}" cy="${f(cy)}" rx="${f(w * 0.62)}" ry="${f(h * (isStory(input) ? 0.22 : 0.25))}" fill="url(#${id})"/>`;
}

/** A wavy horizon path filling everything below it: a paper-cut layer. */
export function ridge(
  w: number,
  h: number,
  y: number,
  amp: number,
  random: () => number,
  steps = 7,
  sharp = false,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= steps; i++) pts.push([(i / steps) * w, y + (random() - 0.5) * 2 * amp]);
  let d = `M${-10} ${f(h + 10)}L${-10} ${f(pts[0]?.[1] ?? y)}`;
  for (let i = 0; i < pts.length; i++) {
    const [x, py] = pts[i] ?? [0, y];
    if (i === 0) {
      d += `L${f(x)} ${f(py)}`;
      continue;
    }
    const [px, ppy] = pts[i - 1] ?? [0, y];
    d += sharp
      ? `L${f(x)} ${f(py)}`
      : `C${f(px + (x - px) * 0.5)} ${f(ppy)} ${f(px + (x - px) * 0.5)} ${f(py)} ${f(x)} ${f(py)}`;
  }
  return `${d}L${w + 10} ${f(pts[pts.length - 1]?.[1] ?? y)}L${w + 10} ${f(h + 10)}z`;
}

/** Rays fanning out from (cx, cy): thin wedges of light. */
export function rays(
  cx: number,
  cy: number,
  n: number,
  len: number,
  color: string,
  opacity: number,
  from = 0,
  to = 360,
) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = ((from + ((to - from) * (i + 0.5)) / n) * Math.PI) / 180;
    const s = (((to - from) / n) * 0.28 * Math.PI) / 180;
    out += `<path d="M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a - s) * len)} ${f(cy + Math.sin(a - s) * len)}L${f(cx + Math.cos(a + s) * len)} ${f(cy + Math.sin(a + s) * len)}z"/>`;
  }
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
}

/** A marigold with depth: shaded petal rings, a highlight and a dark heart. */
export function marigold2(cx: number, cy: number, r: number, color: string): string {
  const dark = mix(color, '#8a2a00', 0.45);
  const light = mix(color, '#fff3c4', 0.35);
  let out = `<circle cx="${f(cx)}" cy="${f(cy + r * 0.08)}" r="${f(r * 1.02)}" fill="${dark}"/>`;
  const rings: [number, number, number, string][] = [
    [0.74, 14, 0.34, color],
    [0.5, 11, 0.3, mix(color, light, 0.5)],
    [0.26, 8, 0.24, light],
  ];
  for (const [rr, n, pr, c] of rings) {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + rr * 3;
      out += `<circle cx="${f(cx + Math.cos(a) * rr * r)}" cy="${f(cy + Math.sin(a) * rr * r)}" r="${f(pr * r)}" fill="${c}"/>`;
    }
  }
  return `${out}<circle cx="${f(cx - r * 0.05)}" cy="${f(cy - r * 0.05)}" r="${f(r * 0.14)}" fill="${dark}" opacity="0.7"/>`;
}

/** A mango leaf hanging from (x, y). */
export function mangoLeaf(x: number, y: number, len: number, angle: number, color: string): string {
  const wd = len * 0.22;
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0 0C${f(wd)} ${f(len * 0.3)} ${f(wd)} ${f(len * 0.75)} 0 ${f(len)}C${f(-wd)} ${f(len * 0.75)} ${f(-wd)} ${f(len * 0.3)} 0 0z" fill="${color}"/><path d="M0 ${f(len * 0.05)}L0 ${f(len * 0.92)}" stroke="${mix(color, '#ffffff', 0.35)}" stroke-width="${f(len * 0.025)}"/></g>`;
}

/** A garland of marigolds sagging from (x0, y0) to (x1, y1) by `sag`. */
export function garland(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  sag: number,
  r: number,
  colors: readonly string[],
) {
  const n = Math.max(4, Math.round(Math.hypot(x1 - x0, y1 - y0) / (r * 1.55)));
  let out = '';
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t + Math.sin(t * Math.PI) * sag;
    out += marigold2(x, y, r, colors[i % colors.length] ?? '#ff9f1c');
  }
  return out;
}

/** A toran across the top: swags of marigolds with hanging strands ending in mango leaves. */
export function toran2(input: MotifInput, colors: readonly string[], leaf: string, swags = 3, strand = 5): string {
  const { width: w } = input;
  const r = w * 0.021;
  const top = -r * 0.3;
  const sw = w / swags;
  let strands = '';
  let out = '';
  for (let s = 0; s <= swags; s++) {
    const x = s * sw;
    const drop = s === 0 || s === swags ? Math.max(1, strand - 1) : strand;
    for (let k = 1; k <= drop; k++)
      strands += marigold2(x, top + k * r * 1.6, r * 0.85, colors[(k + s) % colors.length] ?? '#ff9f1c');
    strands += mangoLeaf(x, top + drop * r * 1.6 + r * 0.6, r * 3.4, 0, leaf);
  }
  for (let s = 0; s < swags; s++) out += garland(s * sw, top, (s + 1) * sw, top, w * 0.06, r, colors);
  // Leaves tucked along the top edge, under the flowers.
  let leaves = '';
  for (let i = 0; i < swags * 6; i++) {
    const x = (i + 0.5) * (w / (swags * 6));
    leaves += mangoLeaf(x, -r * 0.4, r * 2.6, ((i % 2) * 2 - 1) * 20, mix(leaf, '#000000', (i % 3) * 0.12));
  }
  return `<g>${leaves}${strands}${out}</g>`;
}
