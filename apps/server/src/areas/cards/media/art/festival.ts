// Festival motifs: diyas under a marigold toran, rangoli, kites for Sankranti.
import { mix, rgba } from '../colors';
import { f, linear, type MotifInput, type MotifScene, marigold, radial, sparkles } from './svg';

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

export function diyaScene(input: MotifInput): MotifScene {
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

export function rangoliScene(input: MotifInput): MotifScene {
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

export function kiteScene(input: MotifInput): MotifScene {
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
