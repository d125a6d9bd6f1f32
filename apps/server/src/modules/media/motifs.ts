// The demo library's artwork, drawn as SVG: festival lamps, rangoli, a rising sun, the
// tricolour, kites, flowers, abstract shapes, confetti. Each motif fills the canvas and
// keeps its busy shapes above the bottom ~28%, where the business frame will sit.
import { luminance, mix, rgba } from './colors';

export type Motif = 'diya' | 'rangoli' | 'sun' | 'flag' | 'kite' | 'flowers' | 'abstract' | 'confetti';

export const MOTIFS: readonly Motif[] = ['diya', 'rangoli', 'sun', 'flag', 'kite', 'flowers', 'abstract', 'confetti'];

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

/** mulberry32 seeded from a string: the same title and motif always draw the same art. */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => Math.round(n * 10) / 10;

function linear(id: string, stops: [number, string, number?][], angle: 'down' | 'diag' | 'right' = 'down'): string {
  const [x2, y2] = angle === 'down' ? [0, 1] : angle === 'right' ? [1, 0] : [1, 1];
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`).join('');
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${s}</radialGradient>`;
}

function sparkle(cx: number, cy: number, r: number, color: string, opacity: number): string {
  const k = r * 0.22;
  return `<path d="M${f(cx)} ${f(cy - r)}Q${f(cx + k)} ${f(cy - k)} ${f(cx + r)} ${f(cy)}Q${f(cx + k)} ${f(cy + k)} ${f(cx)} ${f(cy + r)}Q${f(cx - k)} ${f(cy + k)} ${f(cx - r)} ${f(cy)}Q${f(cx - k)} ${f(cy - k)} ${f(cx)} ${f(cy - r)}z" fill="${color}" opacity="${opacity}"/>`;
}

function sparkles(input: MotifInput, count: number, color: string, maxY: number): string {
  const { width, random } = input;
  let out = '';
  for (let i = 0; i < count; i++) {
    out += sparkle(random() * width, random() * maxY, 4 + random() * 14, color, 0.35 + random() * 0.6);
  }
  return out;
}

/** A marigold: rings of small petals around a darker centre. */
function marigold(cx: number, cy: number, r: number, color: string): string {
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
function toran(input: MotifInput, colors: [string, string], leaf: string): string {
  const { width } = input;
  const swags = 3;
  const sw = width / swags;
  let out = '';
  for (let s = 0; s < swags; s++) {
    const x0 = s * sw;
    const depth = width * 0.07;
    const count = 9;
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      const x = x0 + t * sw;
      const y = width * 0.02 + Math.sin(t * Math.PI) * depth;
      out += marigold(x, y, width * 0.022, i % 2 === 0 ? colors[0] : colors[1]);
    }
    // A hanging drop at each joint: three flowers and a mango leaf.
    const hx = x0;
    for (let k = 1; k <= 3; k++)
      out += marigold(hx, width * 0.02 + k * width * 0.036, width * 0.017, k % 2 ? colors[1] : colors[0]);
    out += `<path d="M${f(hx)} ${f(width * 0.16)}q${f(width * 0.018)} ${f(width * 0.03)} 0 ${f(width * 0.06)}q${f(-width * 0.018)} ${f(-width * 0.03)} 0 ${f(-width * 0.06)}z" fill="${leaf}"/>`;
  }
  return out;
}

function diya(cx: number, cy: number, s: number, id: string, clay: string, band: string): string {
  const bowl = `M${f(cx - s)} ${f(cy)}Q${f(cx - s * 0.9)} ${f(cy + s * 0.75)} ${f(cx)} ${f(cy + s * 0.78)}Q${f(cx + s * 0.9)} ${f(cy + s * 0.75)} ${f(cx + s * 1.25)} ${f(cy - s * 0.12)}Q${f(cx + s * 0.2)} ${f(cy + s * 0.12)} ${f(cx - s)} ${f(cy)}z`;
  const flame = `M${f(cx + s * 0.78)} ${f(cy - s * 1.25)}C${f(cx + s * 1.08)} ${f(cy - s * 0.7)} ${f(cx + s * 1.05)} ${f(cy - s * 0.25)} ${f(cx + s * 0.8)} ${f(cy - s * 0.12)}C${f(cx + s * 0.52)} ${f(cy - s * 0.25)} ${f(cx + s * 0.5)} ${f(cy - s * 0.7)} ${f(cx + s * 0.78)} ${f(cy - s * 1.25)}z`;
  const inner = `M${f(cx + s * 0.8)} ${f(cy - s * 0.8)}C${f(cx + s * 0.93)} ${f(cy - s * 0.5)} ${f(cx + s * 0.92)} ${f(cy - s * 0.28)} ${f(cx + s * 0.8)} ${f(cy - s * 0.18)}C${f(cx + s * 0.68)} ${f(cy - s * 0.28)} ${f(cx + s * 0.67)} ${f(cy - s * 0.5)} ${f(cx + s * 0.8)} ${f(cy - s * 0.8)}z`;
  let dots = '';
  for (let i = 0; i < 7; i++) {
    const t = (i + 1) / 8;
    dots += `<circle cx="${f(cx - s * 0.8 + t * s * 1.7)}" cy="${f(cy + s * 0.32 + Math.sin(t * Math.PI) * s * 0.12)}" r="${f(s * 0.055)}" fill="${band}"/>`;
  }
  return `<g>
    <circle cx="${f(cx + s * 0.8)}" cy="${f(cy - s * 0.6)}" r="${f(s * 1.9)}" fill="url(#${id}-glow)"/>
    <ellipse cx="${f(cx + s * 0.1)}" cy="${f(cy + s * 0.82)}" rx="${f(s * 1.15)}" ry="${f(s * 0.12)}" fill="#000" opacity="0.25"/>
    <path d="${bowl}" fill="url(#${id}-clay)"/>
    <path d="M${f(cx - s * 0.78)} ${f(cy + s * 0.22)}Q${f(cx + s * 0.1)} ${f(cy + s * 0.52)} ${f(cx + s * 1.0)} ${f(cy + s * 0.14)}" stroke="${band}" stroke-width="${f(s * 0.09)}" fill="none"/>
    ${dots}
    <path d="${flame}" fill="url(#${id}-flame)"/>
    <path d="${inner}" fill="#fffbe6"/>
  </g>
  <defs>
    ${radial(`${id}-glow`, [
      [0, '#ffd36b', 0.75],
      [0.4, '#ff9d2e', 0.25],
      [1, '#ff7a00', 0],
    ])}
    ${linear(`${id}-clay`, [
      [0, mix(clay, '#ffffff', 0.25)],
      [1, mix(clay, '#000000', 0.35)],
    ])}
    ${linear(`${id}-flame`, [
      [0, '#ff5a1f'],
      [0.55, '#ffb020'],
      [1, '#ffe680'],
    ])}
  </defs>`;
}

function diyaScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const story = h > w * 1.2;
  const bg = `<defs>${linear('bg', [
    [0, mix(c1, '#000000', 0.35)],
    [0.55, c1],
    [1, mix(c2, '#000000', 0.2)],
  ])}${radial('halo', [
    [0, c3, 0.45],
    [1, c3, 0],
  ])}${linear('calm', [
    [0, mix(c2, '#000000', 0.45), 0],
    [1, mix(c2, '#000000', 0.45), 0.85],
  ])}</defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.55}" fill="url(#halo)"/>`;
  const rowY = h * (story ? 0.58 : 0.6);
  const s = w * 0.075;
  const lamps = [-1, 0, 1]
    .map((k) =>
      diya(
        w / 2 + k * w * 0.27 - s * 0.15,
        rowY + Math.abs(k) * s * 0.35,
        s * (k === 0 ? 1.15 : 0.95),
        `d${k + 1}`,
        '#b5562a',
        c3,
      ),
    )
    .join('');
  const calm = `<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="url(#calm)"/>`;
  return {
    svg:
      bg +
      sparkles(input, story ? 40 : 26, '#ffe9a8', h * 0.52) +
      toran(input, [c3, '#ff7b1c'], '#2f8f3a') +
      lamps +
      calm,
    textCenter: story ? 0.33 : 0.34,
    titleColor: mix(c3, '#fff4c2', 0.35),
    subColor: '#fff6e0',
    shadow: 'rgba(0,0,0,0.55)',
  };
}

function petalRing(cx: number, cy: number, r: number, n: number, len: number, wid: number, color: string, rot = 0) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360 + rot;
    out += `<path d="M0 0C${f(wid)} ${f(-len * 0.35)} ${f(wid * 0.8)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(-wid * 0.8)} ${f(-len * 0.8)} ${f(-wid)} ${f(-len * 0.35)} 0 0z" fill="${color}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)}) translate(0 ${f(-r)})"/>`;
  }
  return out;
}

function dotRing(cx: number, cy: number, r: number, n: number, dot: number, color: string) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out += `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(dot)}" fill="${color}"/>`;
  }
  return out;
}

/** A full rangoli: eight rings of petals and dots in three colours and white. */
function rangoli(cx: number, cy: number, R: number, palette: readonly [string, string, string]): string {
  const [c1, c2, c3] = palette;
  return [
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 1.02)}" fill="${mix(c1, '#ffffff', 0.82)}"/>`,
    petalRing(cx, cy, R * 0.62, 16, R * 0.4, R * 0.1, c1),
    petalRing(cx, cy, R * 0.62, 16, R * 0.3, R * 0.06, mix(c1, '#ffffff', 0.45), 0),
    dotRing(cx, cy, R * 0.97, 32, R * 0.028, c2),
    petalRing(cx, cy, R * 0.42, 12, R * 0.34, R * 0.12, c2, 15),
    petalRing(cx, cy, R * 0.26, 8, R * 0.3, R * 0.11, c3, 0),
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.26)}" fill="${c1}"/>`,
    dotRing(cx, cy, R * 0.2, 12, R * 0.025, '#ffffff'),
    petalRing(cx, cy, 0, 8, R * 0.16, R * 0.06, c3, 22.5),
    `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.05)}" fill="#ffffff"/>`,
  ].join('');
}

function rangoliScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2] = palette;
  const story = h > w * 1.2;
  const base = mix(c2, '#fff7ea', 0.85);
  const bg = `<defs>${linear('bg', [
    [0, '#fffaf0'],
    [1, base],
  ])}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const R = w * (story ? 0.3 : 0.2);
  const cy = h * (story ? 0.5 : 0.53);
  const corners = [
    rangoli(0, 0, w * 0.13, palette),
    rangoli(w, 0, w * 0.13, palette),
    story ? rangoli(0, h * 0.72, w * 0.13, palette) + rangoli(w, h * 0.72, w * 0.13, palette) : '',
  ].join('');
  const border = `<rect x="${w * 0.025}" y="${w * 0.025}" width="${w * 0.95}" height="${h - w * 0.05}" rx="${w * 0.02}" fill="none" stroke="${rgba(c1, 0.35)}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  return {
    svg: bg + border + corners + rangoli(w / 2, cy, R, palette),
    textCenter: story ? 0.18 : 0.2,
    titleColor: mix(c1, '#000000', 0.25),
    subColor: mix(c1, '#000000', 0.45),
    shadow: 'rgba(255,255,255,0.9)',
  };
}

function sunScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = h > w * 1.2;
  const horizon = h * (story ? 0.6 : 0.64);
  const sunR = w * 0.15;
  const cx = w * 0.5;
  let rays = '';
  for (let i = 0; i < 18; i++) {
    const a = Math.PI + (i / 17) * Math.PI;
    const spread = 0.045;
    const far = w * 1.2;
    rays += `<path d="M${f(cx)} ${f(horizon)}L${f(cx + Math.cos(a - spread) * far)} ${f(horizon + Math.sin(a - spread) * far)}L${f(cx + Math.cos(a + spread) * far)} ${f(horizon + Math.sin(a + spread) * far)}z" fill="#ffffff" opacity="${i % 2 ? 0.1 : 0.18}"/>`;
  }
  const hill = (y: number, amp: number, color: string, phase: number) => {
    let d = `M0 ${f(h)}L0 ${f(y)}`;
    for (let x = 0; x <= w; x += w / 8) {
      d += `L${f(x)} ${f(y - Math.sin((x / w) * Math.PI * 2 + phase) * amp - Math.sin((x / w) * Math.PI * 5 + phase) * amp * 0.3)}`;
    }
    return `<path d="${d}L${w} ${f(h)}z" fill="${color}"/>`;
  };
  let birds = '';
  for (let i = 0; i < 5; i++) {
    const bx = w * (0.15 + random() * 0.3);
    const by = h * (story ? 0.42 : 0.1) + random() * h * (story ? 0.08 : 0.12);
    const s = w * (0.018 + random() * 0.012);
    birds += `<path d="M${f(bx - s)} ${f(by)}q${f(s * 0.5)} ${f(-s * 0.55)} ${f(s)} 0q${f(s * 0.5)} ${f(-s * 0.55)} ${f(s)} 0" stroke="${mix(c1, '#000000', 0.55)}" stroke-width="${f(s * 0.18)}" fill="none" stroke-linecap="round"/>`;
  }
  const svg = `<defs>${linear('sky', [
    [0, mix(c1, '#ffffff', 0.35)],
    [0.6, c2],
    [1, c3],
  ])}${radial('sunglow', [
    [0, '#fff6c9', 1],
    [0.35, '#ffe07a', 0.7],
    [1, '#ffb347', 0],
  ])}${linear('sun', [
    [0, '#fff3b0'],
    [1, '#ffb02e'],
  ])}${linear('ground', [
    [0, mix(c1, '#2d6a3e', 0.85)],
    [1, mix(c1, '#1c4a2a', 0.9)],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${rays}
    <circle cx="${cx}" cy="${f(horizon)}" r="${f(sunR * 3.2)}" fill="url(#sunglow)"/>
    <circle cx="${cx}" cy="${f(horizon)}" r="${f(sunR)}" fill="url(#sun)"/>
    ${birds}
    ${hill(horizon + h * 0.01, h * 0.035, mix(c2, '#5a8f5c', 0.6), 0.4)}
    ${hill(horizon + h * 0.05, h * 0.025, mix(c1, '#3f7d4e', 0.75), 2.1)}
    ${hill(horizon + h * 0.09, h * 0.012, mix(c1, '#2d6a3e', 0.85), 4)}
    <rect y="${f(horizon + h * 0.1)}" width="${w}" height="${f(h)}" fill="url(#ground)"/>`;
  return {
    svg,
    textCenter: story ? 0.3 : 0.3,
    titleColor: '#ffffff',
    subColor: '#ffffff',
    shadow: rgba(mix(c1, '#000000', 0.65), 0.75),
  };
}

function chakra(cx: number, cy: number, r: number, color: string): string {
  let spokes = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    spokes += `<line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + Math.cos(a) * r)}" y2="${f(cy + Math.sin(a) * r)}" stroke="${color}" stroke-width="${f(r * 0.035)}"/>`;
    const b = a + Math.PI / 24;
    spokes += `<circle cx="${f(cx + Math.cos(b) * r * 0.93)}" cy="${f(cy + Math.sin(b) * r * 0.93)}" r="${f(r * 0.03)}" fill="${color}"/>`;
  }
  return `<g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-width="${f(r * 0.08)}"/>${spokes}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.16)}" fill="${color}"/></g>`;
}

function wave(w: number, y: number, thick: number, amp: number, color: string, phase: number, opacity = 1) {
  const pts: string[] = [];
  const back: string[] = [];
  for (let i = 0; i <= 24; i++) {
    const x = (i / 24) * w;
    const dy = Math.sin((i / 24) * Math.PI * 2 + phase) * amp;
    pts.push(`${f(x)} ${f(y + dy)}`);
    back.push(`${f(x)} ${f(y + dy + thick * (0.7 + 0.3 * Math.cos((i / 24) * Math.PI * 2 + phase)))}`);
  }
  return `<path d="M${pts.join('L')}L${back.reverse().join('L')}z" fill="${color}" opacity="${opacity}"/>`;
}

function flagScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [saffron, white, green] = palette;
  const story = h > w * 1.2;
  const navy = '#1a2a80';
  const paper = luminance(white) > 0.8 ? white : '#fffdf7';
  const svg = `<defs>${radial('glow', [
    [0, '#ffffff', 1],
    [1, paper, 0],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="${paper}"/>
    ${wave(w, -h * 0.02, h * 0.1, h * 0.025, saffron, 0, 0.95)}
    ${wave(w, h * 0.06, h * 0.035, h * 0.02, mix(saffron, '#ffffff', 0.45), 0.6, 0.9)}
    ${wave(w, h * (story ? 0.56 : 0.6), h * 0.04, h * 0.022, mix(green, '#ffffff', 0.45), 2.4, 0.9)}
    ${wave(w, h * (story ? 0.59 : 0.63), h * 0.11, h * 0.03, green, 2.8, 0.95)}
    <circle cx="${w / 2}" cy="${h * (story ? 0.45 : 0.47)}" r="${w * 0.14}" fill="url(#glow)"/>
    ${chakra(w / 2, h * (story ? 0.45 : 0.47), w * (story ? 0.1 : 0.075), navy)}
    ${sparkles(input, 14, mix(saffron, '#ffffff', 0.3), h * 0.5)}`;
  return {
    svg,
    textCenter: story ? 0.2 : 0.2,
    titleColor: navy,
    subColor: mix(navy, '#000000', 0.2),
    shadow: 'rgba(255,255,255,0.95)',
  };
}

function kite(cx: number, cy: number, s: number, angle: number, a: string, b: string, w: number, h: number): string {
  const body = `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})">
    <path d="M0 ${f(-s)}L${f(s * 0.78)} 0L0 ${f(s * 1.2)}L${f(-s * 0.78)} 0z" fill="${a}"/>
    <path d="M0 ${f(-s)}L${f(s * 0.78)} 0L0 0z" fill="${b}"/>
    <path d="M0 0L${f(-s * 0.78)} 0L0 ${f(s * 1.2)}z" fill="${b}"/>
    <path d="M0 ${f(-s)}L0 ${f(s * 1.2)}M${f(-s * 0.78)} 0Q0 ${f(-s * 0.3)} ${f(s * 0.78)} 0" stroke="#5b3a1a" stroke-width="${f(s * 0.04)}" fill="none"/>
    <path d="M0 ${f(s * 1.2)}l${f(-s * 0.2)} ${f(s * 0.3)}l${f(s * 0.4)} 0z" fill="${b}"/>
  </g>`;
  // The string runs down to the lower left, out of the picture above the calm band.
  const end = { x: -w * 0.1, y: h * 0.7 };
  const string = `<path d="M${f(cx)} ${f(cy + s * 0.2)}Q${f((cx + end.x) / 2)} ${f(cy + s * 2.4)} ${f(end.x)} ${f(end.y)}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2" fill="none"/>`;
  return string + body;
}

function cloud(cx: number, cy: number, s: number, opacity: number): string {
  return `<g fill="#ffffff" opacity="${opacity}"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 1.6)}" ry="${f(s * 0.55)}"/><circle cx="${f(cx - s * 0.5)}" cy="${f(cy - s * 0.3)}" r="${f(s * 0.6)}"/><circle cx="${f(cx + s * 0.35)}" cy="${f(cy - s * 0.45)}" r="${f(s * 0.75)}"/></g>`;
}

function kiteScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = h > w * 1.2;
  const colors: [string, string][] = [
    [c1, c3],
    [c2, '#ffffff'],
    [c3, c1],
    ['#e63946', '#ffd166'],
    ['#2a9d8f', '#ffffff'],
  ];
  let kites = '';
  const spots = [
    [0.18, 0.5, 1],
    [0.82, 0.44, 1.2],
    [0.64, 0.58, 0.8],
    [0.34, 0.62, 0.7],
    [0.9, 0.66, 0.6],
  ];
  spots.forEach(([x, y, k], i) => {
    const pair = colors[i % colors.length] ?? [c1, c3];
    kites += kite(
      w * (x ?? 0),
      h * (y ?? 0) * (story ? 0.95 : 1),
      w * 0.075 * (k ?? 1),
      -20 + random() * 40,
      pair[0],
      pair[1],
      w,
      h,
    );
  });
  const svg = `<defs>${linear('sky', [
    [0, '#5ec8f2'],
    [0.7, '#bdeafc'],
    [1, mix(c2, '#ffffff', 0.6)],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${w * 0.86}" cy="${h * 0.1}" r="${w * 0.07}" fill="#fff3b0" opacity="0.9"/>
    ${cloud(w * 0.2, h * 0.12, w * 0.08, 0.85)}${cloud(w * 0.7, h * 0.3, w * 0.06, 0.6)}${cloud(w * 0.45, h * 0.72, w * 0.12, 0.5)}
    ${kites}`;
  return {
    svg,
    textCenter: story ? 0.26 : 0.25,
    titleColor: mix(c1, '#000000', 0.35),
    subColor: '#173b5c',
    shadow: 'rgba(255,255,255,0.85)',
  };
}

function flower(cx: number, cy: number, r: number, petals: number, color: string, centre: string, rot: number) {
  let out = '';
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * 360 + rot;
    out += `<ellipse cx="0" cy="${f(-r * 0.55)}" rx="${f(r * 0.3)}" ry="${f(r * 0.55)}" fill="${color}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)})"/>`;
  }
  return `<g>${out}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.24)}" fill="${centre}"/></g>`;
}

function leaf(cx: number, cy: number, len: number, angle: number, color: string) {
  return `<path d="M0 0C${f(len * 0.3)} ${f(-len * 0.25)} ${f(len * 0.7)} ${f(-len * 0.25)} ${f(len)} 0C${f(len * 0.7)} ${f(len * 0.25)} ${f(len * 0.3)} ${f(len * 0.25)} 0 0z" fill="${color}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})"/>`;
}

function bouquet(cx: number, cy: number, s: number, palette: readonly [string, string, string], random: () => number) {
  const [c1, c2, c3] = palette;
  let leaves = '';
  let flowers = '';
  for (let i = 0; i < 7; i++) {
    leaves += leaf(cx, cy, s * (0.9 + random() * 0.5), random() * 360, i % 2 ? '#2f7d4a' : '#4caf50');
  }
  const spots = [
    [0, 0, 0.55, c1],
    [0.5, -0.25, 0.4, c2],
    [-0.45, 0.35, 0.38, c3],
    [0.3, 0.5, 0.3, c2],
    [-0.5, -0.35, 0.3, c3],
  ] as const;
  for (const [dx, dy, k, color] of spots) {
    flowers += flower(cx + dx * s, cy + dy * s, s * k, 8, color, '#fff3b0', random() * 45);
  }
  return leaves + flowers;
}

function flowersScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2] = palette;
  const story = h > w * 1.2;
  const svg = `<defs>${linear('bg', [
    [0, mix(c2, '#ffffff', 0.82)],
    [1, mix(c1, '#ffffff', 0.7)],
  ])}${radial('soft', [
    [0, '#ffffff', 0.9],
    [1, '#ffffff', 0],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w / 2}" cy="${h * 0.34}" r="${w * 0.42}" fill="url(#soft)"/>
    ${bouquet(w * 0.04, h * 0.04, w * 0.22, palette, random)}
    ${bouquet(w * 0.96, h * 0.04, w * 0.2, palette, random)}
    ${bouquet(w * 0.02, h * (story ? 0.62 : 0.6), w * 0.18, palette, random)}
    ${bouquet(w * 0.98, h * (story ? 0.6 : 0.58), w * 0.2, palette, random)}
    ${sparkles(input, 10, '#ffffff', h * 0.6)}`;
  return {
    svg,
    textCenter: story ? 0.38 : 0.36,
    titleColor: mix(c1, '#000000', 0.4),
    subColor: mix(c1, '#000000', 0.55),
    shadow: 'rgba(255,255,255,0.9)',
  };
}

function abstractScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const story = h > w * 1.2;
  const deep = mix(c1, '#000000', 0.45);
  const svg = `<defs>${linear(
    'bg',
    [
      [0, deep],
      [1, mix(c1, '#000000', 0.15)],
    ],
    'diag',
  )}<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="3" fill="#ffffff" opacity="0.22"/></pattern></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w * 0.92}" cy="${h * 0.1}" r="${w * 0.34}" fill="${c2}" opacity="0.85"/>
    <circle cx="${w * 0.92}" cy="${h * 0.1}" r="${w * 0.22}" fill="${c3}" opacity="0.9"/>
    <circle cx="${w * 0.05}" cy="${h * 0.62}" r="${w * 0.2}" fill="none" stroke="${c3}" stroke-width="${w * 0.03}" opacity="0.7"/>
    <path d="M${-w * 0.1} ${h * 0.5}L${w * 0.6} ${-h * 0.05}L${w * 0.75} ${-h * 0.05}L${w * 0.05} ${h * 0.55}z" fill="${c2}" opacity="0.28"/>
    <rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.28}" height="${w * 0.2}" fill="url(#dots)"/>
    <rect x="${w * 0.66}" y="${h * (story ? 0.5 : 0.5)}" width="${w * 0.3}" height="${w * 0.16}" fill="url(#dots)"/>`;
  return { svg, textCenter: story ? 0.36 : 0.38, titleColor: '#ffffff', subColor: c3, shadow: 'rgba(0,0,0,0.45)' };
}

function confettiScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = h > w * 1.2;
  const colors = [c2, c3, '#ffffff', mix(c2, '#ffffff', 0.4), '#ffd166'];
  const textAt = story ? 0.32 : 0.34;
  let bits = '';
  for (let i = 0; i < (story ? 130 : 90); i++) {
    const x = random() * w;
    const y = random() * h * 0.68;
    // Leave the title's area clear so the text reads.
    if (((x - w / 2) / (w * 0.42)) ** 2 + ((y - h * textAt) / (h * 0.17)) ** 2 < 1) continue;
    const color = colors[i % colors.length] ?? c2;
    const s = w * (0.008 + random() * 0.012);
    bits +=
      i % 3 === 0
        ? `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s * 0.7)}" fill="${color}" opacity="0.9"/>`
        : `<rect x="${f(x)}" y="${f(y)}" width="${f(s * 2.2)}" height="${f(s)}" rx="${f(s * 0.3)}" fill="${color}" transform="rotate(${f(random() * 180)} ${f(x)} ${f(y)})" opacity="0.9"/>`;
  }
  let streamers = '';
  for (let i = 0; i < 5; i++) {
    const x = w * (0.1 + i * 0.2);
    streamers += `<path d="M${f(x)} 0q${f(w * 0.05)} ${f(h * 0.06)} 0 ${f(h * 0.12)}t0 ${f(h * 0.12)}" stroke="${colors[i] ?? c2}" stroke-width="${f(w * 0.008)}" fill="none" opacity="0.8"/>`;
  }
  const balloon = (x: number, y: number, s: number, color: string) =>
    `<path d="M${f(x)} ${f(y + s * 1.25)}q${f(-s * 0.2)} ${f(s * 0.5)} ${f(s * 0.1)} ${f(s * 1.1)}" stroke="#ffffff" stroke-width="2" fill="none" opacity="0.7"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 1.2)}" fill="${color}"/><ellipse cx="${f(x - s * 0.35)}" cy="${f(y - s * 0.45)}" rx="${f(s * 0.18)}" ry="${f(s * 0.3)}" fill="#ffffff" opacity="0.5"/><path d="M${f(x - s * 0.12)} ${f(y + s * 1.28)}h${f(s * 0.24)}l${f(-s * 0.12)} ${f(-s * 0.14)}z" fill="${color}"/>`;
  const svg = `<defs>${radial('bg', [
    [0, mix(c1, '#ffffff', 0.15)],
    [1, mix(c1, '#000000', 0.45)],
  ])}</defs>
    <rect width="${w}" height="${h}" fill="${mix(c1, '#000000', 0.45)}"/>
    <circle cx="${w / 2}" cy="${h * 0.38}" r="${Math.max(w, h) * 0.7}" fill="url(#bg)"/>
    ${streamers}${bits}
    ${balloon(w * 0.12, h * (story ? 0.5 : 0.52), w * 0.07, c2)}${balloon(w * 0.88, h * (story ? 0.46 : 0.48), w * 0.075, c3)}${balloon(w * 0.8, h * (story ? 0.56 : 0.6), w * 0.05, '#ffffff')}`;
  return { svg, textCenter: textAt, titleColor: '#ffffff', subColor: c3, shadow: 'rgba(0,0,0,0.5)' };
}

export function drawMotif(motif: Motif, input: MotifInput): MotifScene {
  switch (motif) {
    case 'diya':
      return diyaScene(input);
    case 'rangoli':
      return rangoliScene(input);
    case 'sun':
      return sunScene(input);
    case 'flag':
      return flagScene(input);
    case 'kite':
      return kiteScene(input);
    case 'flowers':
      return flowersScene(input);
    case 'abstract':
      return abstractScene(input);
    case 'confetti':
      return confettiScene(input);
  }
}
