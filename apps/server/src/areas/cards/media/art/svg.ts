// Drawing helpers and the scene contract shared by every motif.
import { mix } from '../colors';

export interface MotifScene {
  /** SVG elements (defs included) drawn under the text. */
  svg: string;
  /** Where the title block is centred, as a fraction of the height. */
  textCenter: number;
  /** Colour of the title; the subtitle uses `subColor`. */
  titleColor: string;
  subColor: string;
  /** A glow or shadow colour behind the text for legibility. */
  shadow: string;
}

export interface MotifInput {
  width: number;
  height: number;
  palette: readonly [string, string, string];
  /** Deterministic 0..1 numbers, so the same inputs draw the same picture. */
  random: () => number;
}

/** Coordinates rounded to a tenth of a pixel keep the SVG short. */
export const f = (n: number) => Math.round(n * 10) / 10;

export function linear(
  id: string,
  stops: [number, string, number?][],
  angle: 'down' | 'diag' | 'right' = 'down',
): string {
  const [x2, y2] = angle === 'down' ? [0, 1] : angle === 'right' ? [1, 0] : [1, 1];
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${s}</radialGradient>`;
}

export function sparkle(cx: number, cy: number, r: number, color: string, opacity: number): string {
  const k = r * 0.22;
  return `<path d="M${f(cx)} ${f(cy - r)}Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}z" fill="${color}" opacity="${opacity}"/>`;
}

export function sparkles(input: MotifInput, count: number, color: string, maxY: number): string {
  const { width, random } = input;
  let out = '';
  for (let i = 0; i < count; i++) {
    out += sparkle(random() * width, random() * maxY, 4 + random() * 14, color, 0.35 + random() * 0.6);
  }
  return out;
}

/** A marigold: rings of small petals around a darker centre. */
export function marigold(cx: number, cy: number, r: number, color: string): string {
  const dark = mix(color, '#7a2e00', 0.35);
  let petals = '';
  for (let ring = 0; ring < 2; ring++) {
    const rr = r * (ring === 0 ? 0.72 : 0.45);
    const n = ring === 0 ? 12 : 9;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + ring * 0.3;
      petals += `<circle cx="${f(cx + Math.cos(a) * rr)}" cy="${f(cy + Math.sin(a) * rr)}" r="${f(r * (ring === 0 ? 0.36 : 0.32))}" fill="${ring === 0 ? color : mix(color, '#ffffff', 0.15)}"/>`;
    }
  }
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${dark}"/>${petals}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.22)}" fill="${dark}"/></g>`;
}

/** A toran: marigold strings hanging in swags across the top, with drops between. */
