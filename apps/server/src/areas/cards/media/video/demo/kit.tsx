// Drawing kit for the demo template videos (seed only): every frame is an SVG string that
// resvg rasterises, so motion is sub-pixel smooth; titles are drawn once by satori (glyphs as
// paths, Devanagari shaped) and embedded in each frame with their own transform.
import { renderSvg } from '../../satori-svg';
import { ScriptText } from '../../text';

export interface Scene {
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /** The whole frame at `t` seconds, as an SVG document. */
  frame(t: number): string;
}

export const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
/** 0 → 1 over [start, start + length]. */
export const phase = (t: number, start: number, length: number) => clamp01((t - start) / length);
export const easeOutCubic = (x: number) => 1 - (1 - x) ** 3;
export const easeInOutSine = (x: number) => -(Math.cos(Math.PI * x) - 1) / 2;
/** Overshoots a little and settles: titles popping in. */
export const easeOutBack = (x: number) => {
  const c1 = 1.4;
  return 1 + (c1 + 1) * (x - 1) ** 3 + c1 * (x - 1) ** 2;
};
export const lerp = (a: number, b: number, x: number) => a + (b - a) * x;
/** Numbers rounded to 1/100 px keep each frame's SVG short. */
export const n = (x: number) => Math.round(x * 100) / 100;

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** What every demo scene is: its size and length, drawn once (`defs`), then a full-size background. */
export interface SceneFrame {
  width: number;
  height: number;
  duration: number;
  defs: string;
  /** The id of the paint the background rectangle fills with. */
  background: string;
}

/** A scene whose frame is the fixed defs and background, then the layers `draw` gives for `t`, bottom first. */
export function layeredScene(frame: SceneFrame, draw: (t: number) => string[]): Scene {
  const { width, height, defs, background } = frame;
  return {
    width,
    height,
    duration: frame.duration,
    frame(t) {
      const body = [defs, `<rect width="${width}" height="${height}" fill="url(#${background})"/>`, ...draw(t)];
      return svgDocument(width, height, body.join(''));
    },
  };
}

/** Seeded 0..1 numbers (mulberry32), so every run draws the same video. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface TitleLine {
  text: string;
  size: number;
  color: string;
  bold?: boolean;
  letterSpacing?: number;
}

/** A drawn title: satori's SVG (ids made unique) and its size. */
export interface Title {
  svg: string;
  width: number;
  height: number;
}

let titles = 0;

/** Lines of text in a box (centred, or from its left edge), with a soft shadow, drawn once. */
export async function drawTitle(
  lines: TitleLine[],
  width: number,
  height: number,
  shadow: string,
  align: 'center' | 'left' = 'center',
): Promise<Title> {
  const svg = await renderSvg(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        width,
        height,
        alignItems: align === 'center' ? 'center' : 'flex-start',
        justifyContent: 'center',
        gap: 4,
      }}
    >
      {lines.map((line) => (
        <ScriptText
          key={line.text}
          text={line.text}
          style={{
            fontSize: line.size,
            fontWeight: line.bold === false ? 400 : 700,
            color: line.color,
            letterSpacing: line.letterSpacing ?? 0,
            lineHeight: 1.25,
            textAlign: align,
            textShadow: shadow,
          }}
        />
      ))}
    </div>,
    { width, height },
  );
  const id = `t${titles++}_`;
  return { svg: svg.replaceAll('satori_', id), width, height };
}

/** The title centred on (cx, cy), scaled and faded. */
export function placeTitle(title: Title, cx: number, cy: number, scale: number, opacity: number): string {
  if (opacity <= 0.001 || scale <= 0.001) return '';
  return `<g opacity="${n(opacity)}" transform="translate(${n(cx)} ${n(cy)}) scale(${n(scale)}) translate(${-title.width / 2} ${-title.height / 2})">${title.svg}</g>`;
}

/** A four-pointed star. */
export function star(cx: number, cy: number, r: number, color: string, opacity: number): string {
  const k = r * 0.2;
  return `<path d="M${n(cx)} ${n(cy - r)}Q${n(cx + k)} ${n(cy - k)} ${n(cx + r)} ${n(cy)}Q${n(cx + k)} ${n(cy + k)} ${n(cx)} ${n(cy + r)}Q${n(cx - k)} ${n(cy + k)} ${n(cx - r)} ${n(cy)}Q${n(cx - k)} ${n(cy - k)} ${n(cx)} ${n(cy - r)}z" fill="${color}" opacity="${n(opacity)}"/>`;
}

interface Twinkle {
  x: number;
  y: number;
  r: number;
  speed: number;
  offset: number;
}

/** Stars that swell and fade on their own rhythms. */
export function twinkles(
  seed: number,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  size: [number, number],
) {
  const rand = random(seed);
  const items: Twinkle[] = Array.from({ length: count }, () => ({
    x: area.x + rand() * area.w,
    y: area.y + rand() * area.h,
    r: lerp(size[0], size[1], rand()),
    speed: 1.2 + rand() * 2.2,
    offset: rand() * Math.PI * 2,
  }));
  return (t: number, color: string) =>
    items
      .map((s) => {
        const k = 0.5 + 0.5 * Math.sin(t * s.speed + s.offset);
        return k < 0.08 ? '' : star(s.x, s.y, s.r * (0.4 + 0.6 * k), color, 0.25 + 0.75 * k);
      })
      .join('');
}

interface Piece {
  x: number;
  start: number;
  speed: number;
  sway: number;
  swaySpeed: number;
  spin: number;
  flip: number;
  w: number;
  h: number;
  color: string;
  round: boolean;
  offset: number;
}

/** Confetti falling from the top, each piece swaying, spinning and flipping; it starts at `from`. */
export function confetti(seed: number, count: number, width: number, height: number, colors: string[], from = 0) {
  const rand = random(seed);
  const pieces: Piece[] = Array.from({ length: count }, (_, i) => ({
    x: rand() * width,
    start: from + rand() * 2.5,
    speed: 110 + rand() * 140,
    sway: 10 + rand() * 26,
    swaySpeed: 1 + rand() * 2,
    spin: (rand() - 0.5) * 400,
    flip: 3 + rand() * 6,
    w: 7 + rand() * 7,
    h: 11 + rand() * 9,
    color: colors[i % colors.length] ?? '#ffffff',
    round: rand() < 0.25,
    offset: rand() * 10,
  }));
  return (t: number) =>
    pieces
      .map((p) => {
        if (t < p.start) return '';
        const travel = (t - p.start) * p.speed;
        const y = -30 + (travel % (height + 60));
        const x = p.x + Math.sin((t + p.offset) * p.swaySpeed) * p.sway;
        if (p.round) return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(p.w * 0.5)}" fill="${p.color}" opacity="0.9"/>`;
        const flip = Math.cos((t + p.offset) * p.flip);
        return `<rect x="${n(-p.w / 2)}" y="${n(-p.h / 2)}" width="${n(p.w)}" height="${n(p.h)}" rx="1.5" fill="${p.color}" opacity="0.92" transform="translate(${n(x)} ${n(y)}) rotate(${n((t + p.offset) * p.spin)}) scale(1 ${n(Math.abs(flip) < 0.08 ? 0.08 : flip)})"/>`;
      })
      .join('');
}

interface Orb {
  x: number;
  y: number;
  r: number;
  dx: number;
  dy: number;
  opacity: number;
  color: string;
}

/** Soft out-of-focus discs drifting slowly (each a radial gradient, no blur filter). */
export function bokeh(
  seed: number,
  count: number,
  width: number,
  height: number,
  colors: string[],
  size: [number, number],
) {
  const rand = random(seed);
  const orbs: Orb[] = Array.from({ length: count }, (_, i) => ({
    x: rand() * width,
    y: rand() * height,
    r: lerp(size[0], size[1], rand()),
    dx: (rand() - 0.5) * 24,
    dy: -6 - rand() * 18,
    opacity: 0.12 + rand() * 0.22,
    color: colors[i % colors.length] ?? '#ffffff',
  }));
  const defs = colors
    .map(
      (c, i) =>
        `<radialGradient id="bokeh${seed}-${i}"><stop offset="0" stop-color="${c}" stop-opacity="1"/><stop offset="0.7" stop-color="${c}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  return {
    defs,
    draw: (t: number) =>
      orbs
        .map((o, i) => {
          const span = height + 2 * o.r;
          const y = ((((o.y + o.dy * t + o.r) % span) + span) % span) - o.r;
          const x = o.x + o.dx * t;
          return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(o.r)}" fill="url(#bokeh${seed}-${i % colors.length})" opacity="${n(o.opacity)}"/>`;
        })
        .join(''),
  };
}

/** A marigold: rings of petals round a darker heart. */
export function marigold(cx: number, cy: number, r: number, color: string, dark: string): string {
  let petals = '';
  for (let ring = 0; ring < 2; ring++) {
    const rr = r * (ring === 0 ? 0.7 : 0.42);
    const count = ring === 0 ? 11 : 8;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + ring * 0.35;
      petals += `<circle cx="${n(cx + Math.cos(a) * rr)}" cy="${n(cy + Math.sin(a) * rr)}" r="${n(r * (ring === 0 ? 0.36 : 0.3))}" fill="${color}" opacity="${ring === 0 ? 1 : 0.95}"/>`;
    }
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${dark}"/>${petals}<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.2)}" fill="${dark}"/>`;
}

/** A heart of size `s` centred on (x, y). */
export function heart(x: number, y: number, s: number, color: string, opacity: number, angle = 0): string {
  return `<path d="M0 0.35C-0.55 -0.05 -0.4 -0.62 0 -0.28C0.4 -0.62 0.55 -0.05 0 0.35z" fill="${color}" opacity="${n(opacity)}" transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) scale(${n(s)})"/>`;
}

export const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/** The gradient a light sweep paints with: clear, a bright core, clear (put it in the scene's defs). */
export function sweepGradient(id: string, color = '#ffffff', strength = 0.55): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}" stop-opacity="0"/><stop offset="0.5" stop-color="${color}" stop-opacity="${strength}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient>`;
}

/**
 * A band of light crossing a box diagonally over [start, start + length] s (nothing outside
 * it), clipped to `clip` when given (a clipPath id) so it glints on one shape only.
 */
export function lightSweep(
  gradient: string,
  t: number,
  start: number,
  length: number,
  box: { x: number; y: number; w: number; h: number },
  clip?: string,
): string {
  const k = (t - start) / length;
  if (k <= 0 || k >= 1) return '';
  const band = Math.max(80, box.w * 0.35);
  const x = box.x - band * 1.5 + easeInOutSine(k) * (box.w + band * 3);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const rect = `<rect x="${n(x)}" y="${n(box.y - box.h)}" width="${n(band)}" height="${n(box.h * 3)}" fill="url(#${gradient})" transform="rotate(20 ${n(cx)} ${n(cy)})"/>`;
  return clip ? `<g clip-path="url(#${clip})">${rect}</g>` : rect;
}

/**
 * A paper-cut layer: the shape over its own soft shadow (three offset copies), so stacked layers
 * read as card stock at different depths without a blur filter. A positive `depth` casts the
 * shadow upwards (a hill in front of another), a negative one downwards (a cloud floating).
 */
export function paperLayer(d: string, fill: string, depth = 1, shadow = '#1a0a00'): string {
  const offsets = [2, 5, 9].map((o) => o * depth);
  const shadows = offsets
    .map(
      (o, i) =>
        `<path d="${d}" fill="${shadow}" opacity="${[0.12, 0.08, 0.05][i]}" transform="translate(0 ${-n(o)})"/>`,
    )
    .join('');
  return `${shadows}<path d="${d}" fill="${fill}"/>`;
}

/** The top edge of a paper hill: a closed path under a wavy line across the width at `y`. */
export function hillPath(width: number, height: number, y: number, waves: [amp: number, len: number, shift: number][]) {
  let d = `M0 ${height + 10}`;
  for (let x = 0; x <= width + 12; x += 12) {
    const h = waves.reduce((sum, [amp, len, shift]) => sum + amp * Math.sin((x / len) * Math.PI * 2 + shift), 0);
    d += `L${x} ${n(y + h)}`;
  }
  return `${d}L${width + 12} ${height + 10}z`;
}

interface Mote {
  x: number;
  y: number;
  r: number;
  speed: number;
  drift: number;
  phase: number;
}

/** Tiny glints rising slowly and pulsing: dust in a light beam, embers, sparkle. */
export function motes(
  seed: number,
  count: number,
  area: { x: number; y: number; w: number; h: number },
  size: [number, number],
) {
  const rand = random(seed);
  const items: Mote[] = Array.from({ length: count }, () => ({
    x: area.x + rand() * area.w,
    y: rand() * area.h,
    r: lerp(size[0], size[1], rand()),
    speed: 12 + rand() * 30,
    drift: 6 + rand() * 14,
    phase: rand() * Math.PI * 2,
  }));
  return (t: number, color: string) =>
    items
      .map((m) => {
        const y = area.y + ((((m.y - m.speed * t) % area.h) + area.h) % area.h);
        const x = m.x + Math.sin(t * 0.8 + m.phase) * m.drift;
        const k = 0.5 + 0.5 * Math.sin(t * 2.4 + m.phase * 3);
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(m.r * (0.6 + 0.4 * k))}" fill="${color}" opacity="${n(0.25 + 0.6 * k)}"/>`;
      })
      .join('');
}
