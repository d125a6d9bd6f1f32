// Designed scenes of ornament: gold mandala line-work, a kalash under a marigold toran, a
// rakhi, dandiya sticks, a Pongal pot with sugarcane, modaks on a brass plate, a pookalam.
import { mix } from '../colors';
import {
  blur,
  bokeh,
  calmBottom,
  glow,
  isStory,
  marigold2,
  paperShadow,
  rgrad,
  stars,
  subjectBand,
  textCenterOf,
  toran2,
  vgrad,
} from './kit';
import { f, type MotifInput, type MotifScene } from './svg';

function petalOutline(cx: number, cy: number, r: number, n: number, len: number, wid: number, rot = 0): string {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = ((i / n) * 360 + rot) * (Math.PI / 180);
    const ux = Math.cos(a);
    const uy = Math.sin(a);
    const px = -uy;
    const py = ux;
    const bx = cx + ux * r;
    const by = cy + uy * r;
    const tx = cx + ux * (r + len);
    const ty = cy + uy * (r + len);
    d += `M${f(bx)} ${f(by)}Q${f(bx + ux * len * 0.45 + px * wid)} ${f(by + uy * len * 0.45 + py * wid)} ${f(tx)} ${f(ty)}Q${f(bx + ux * len * 0.45 - px * wid)} ${f(by + uy * len * 0.45 - py * wid)} ${f(bx)} ${f(by)}`;
  }
  return d;
}

function dotCircle(cx: number, cy: number, r: number, n: number, dot: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out += `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(dot)}"/>`;
  }
  return out;
}

/** A mandala in fine strokes of one colour: lotus rings, scallops, dots. */
export function mandalaLines(cx: number, cy: number, R: number, color: string, width: number, opacity = 1): string {
  const paths = [
    petalOutline(cx, cy, R * 0.08, 8, R * 0.16, R * 0.07),
    petalOutline(cx, cy, R * 0.22, 12, R * 0.2, R * 0.07, 15),
    petalOutline(cx, cy, R * 0.22, 12, R * 0.13, R * 0.035, 15),
    petalOutline(cx, cy, R * 0.46, 24, R * 0.18, R * 0.05),
    petalOutline(cx, cy, R * 0.7, 36, R * 0.12, R * 0.05, 5),
    petalOutline(cx, cy, R * 0.86, 48, R * 0.1, R * 0.028),
  ].join('');
  return `<g stroke="${color}" stroke-width="${f(width)}" fill="none" opacity="${opacity}"><path d="${paths}"/>${[
    0.08, 0.22, 0.44, 0.46, 0.7, 0.85, 0.97,
  ]
    .map((k) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * k)}"/>`)
    .join(
      '',
    )}<g fill="${color}" stroke="none">${dotCircle(cx, cy, R * 0.34, 24, width * 1.6)}${dotCircle(cx, cy, R * 0.92, 64, width * 1.4)}${dotCircle(cx, cy, R * 1.02, 48, width * 2)}</g></g>`;
}

/** Premium and festive: a jewel-toned ground, a gold mandala rising from the frame line. */
export function mandalaScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const gold = mix(c3, '#fff1c1', 0.15);
  // The mandala rises from the frame line: its lower half is cut off there.
  const R = w * 0.34;
  const cy = band.bottom + (isStory(input) ? 0 : h * 0.06);
  const inset = w * 0.035;
  const svg = `<defs>${vgrad('mbg', 0, h, [
    [0, mix(c1, '#000000', 0.35)],
    [0.6, c1],
    [1, mix(c1, '#000000', 0.5)],
  ])}${blur('mbk', w * 0.008)}<clipPath id="mclip"><rect width="${w}" height="${f(band.bottom)}"/></clipPath></defs>
  <rect width="${w}" height="${h}" fill="url(#mbg)"/>
  ${glow('mhalo', w / 2, cy - w * 0.1, w * 0.7, c2, 0.45)}
  ${bokeh(input, 'mbk', { count: 24, colors: [gold, c2], y0: 0, y1: band.bottom, rMin: w * 0.006, rMax: w * 0.025, opacity: [0.1, 0.4], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.4, ry: h * 0.14 } })}
  ${mandalaLines(0, 0, w * 0.3, gold, 1.6, 0.3)}${mandalaLines(w, 0, w * 0.3, gold, 1.6, 0.3)}
  <g clip-path="url(#mclip)">${glow('mring', w / 2, cy, w * 0.5, gold, 0.18)}
  ${mandalaLines(w / 2, cy, R, mix(gold, '#ffffff', 0.3), 2)}</g>
  <rect x="${f(inset)}" y="${f(inset)}" width="${f(w - inset * 2)}" height="${f(h - inset * 2)}" fill="none" stroke="${gold}" stroke-width="2" opacity="0.55"/>
  <rect x="${f(inset + 8)}" y="${f(inset + 8)}" width="${f(w - inset * 2 - 16)}" height="${f(h - inset * 2 - 16)}" fill="none" stroke="${gold}" stroke-width="1" opacity="0.35"/>
  ${calmBottom('mcalm', input, mix(c1, '#000000', 0.55), 0.76)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(gold, '#ffffff', 0.25),
    subColor: '#fdf3e1',
    shadow: 'rgba(0,0,0,0.55)',
  };
}

function kalash(cx: number, base: number, s: number, gold: string, leaf: string): string {
  const body = `M${f(cx - s * 0.28)} ${f(base)}C${f(cx - s * 0.75)} ${f(base - s * 0.1)} ${f(cx - s * 0.8)} ${f(base - s * 0.75)} ${f(cx - s * 0.3)} ${f(base - s * 0.9)}L${f(cx - s * 0.24)} ${f(base - s * 1.02)}L${f(cx + s * 0.24)} ${f(base - s * 1.02)}L${f(cx + s * 0.3)} ${f(base - s * 0.9)}C${f(cx + s * 0.8)} ${f(base - s * 0.75)} ${f(cx + s * 0.75)} ${f(base - s * 0.1)} ${f(cx + s * 0.28)} ${f(base)}z`;
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = -150 + i * 20;
    const r = (a * Math.PI) / 180;
    const len = s * 0.55;
    const x0 = cx + Math.cos(r) * s * 0.1;
    const y0 = base - s * 1.05;
    const x1 = x0 + Math.cos(r) * len;
    const y1 = y0 + Math.sin(r) * len * 0.7;
    leaves += `<path d="M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2 - Math.sin(r) * s * 0.1)} ${f((y0 + y1) / 2 + Math.cos(r) * s * 0.08)} ${f(x1)} ${f(y1)}Q${f((x0 + x1) / 2 + Math.sin(r) * s * 0.1)} ${f((y0 + y1) / 2 - Math.cos(r) * s * 0.08)} ${f(x0)} ${f(y0)}z" fill="${mix(leaf, '#000000', (i % 2) * 0.2)}"/>`;
  }
  return `<defs>${rgrad('kgold', cx - s * 0.25, base - s * 0.65, s * 0.9, [
    [0, mix(gold, '#ffffff', 0.55)],
    [0.5, gold],
    [1, mix(gold, '#5a3300', 0.55)],
  ])}${rgrad('kcoco', cx - s * 0.08, base - s * 1.35, s * 0.3, [
    [0, '#c98a4b'],
    [1, '#6b3f1d'],
  ])}</defs>
  ${leaves}
  <ellipse cx="${f(cx)}" cy="${f(base - s * 1.28)}" rx="${f(s * 0.2)}" ry="${f(s * 0.26)}" fill="url(#kcoco)"/>
  <path d="${body}" fill="url(#kgold)"/>
  <path d="M${f(cx - s * 0.66)} ${f(base - s * 0.5)}Q${f(cx)} ${f(base - s * 0.38)} ${f(cx + s * 0.66)} ${f(base - s * 0.5)}" stroke="#b3202a" stroke-width="${f(s * 0.05)}" fill="none"/>
  <path d="M${f(cx - s * 0.28)} ${f(base - s * 0.72)}l${f(s * 0.56)} 0" stroke="${mix(gold, '#5a3300', 0.4)}" stroke-width="${f(s * 0.02)}"/>
  <circle cx="${f(cx)}" cy="${f(base - s * 0.62)}" r="${f(s * 0.07)}" fill="#b3202a"/>
  <ellipse cx="${f(cx)}" cy="${f(base + s * 0.02)}" rx="${f(s * 0.45)}" ry="${f(s * 0.06)}" fill="${mix(gold, '#5a3300', 0.5)}"/>`;
}

/** Auspicious beginnings: a brass kalash under a marigold toran, with mandala light. */
export function kalashScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const base = band.bottom - h * 0.02;
  const s = (band.bottom - band.top) * (isStory(input) ? 0.72 : 0.6);
  const gold = mix(c3, '#e0a526', 0.4);
  const svg = `<defs>${vgrad('kbg', 0, h, [
    [0, mix(c1, '#ffffff', 0.08)],
    [0.65, c1],
    [1, mix(c1, '#000000', 0.4)],
  ])}${blur('kglow', w * 0.005)}${paperShadow('ksh', w * 0.01, w * 0.008, 0.35)}</defs>
  <rect width="${w}" height="${h}" fill="url(#kbg)"/>
  ${glow('khalo', w / 2, base - s * 0.6, w * 0.55, c3, 0.35)}
  <g opacity="0.35">${mandalaLines(w / 2, base - s * 0.6, w * 0.36, mix(c3, '#ffffff', 0.3), 2)}</g>
  <g filter="url(#ksh)">${toran2(input, [c2, c3, mix(c2, '#ffffff', 0.2)], '#2f7d3a', 3, isStory(input) ? 5 : 2)}</g>
  <g filter="url(#ksh)">${kalash(w / 2, base, s, gold, '#2f8f3a')}</g>
  ${marigold2(w / 2 - s * 0.62, base - s * 0.02, s * 0.08, c2)}${marigold2(w / 2 + s * 0.62, base - s * 0.02, s * 0.08, c3)}${marigold2(w / 2 - s * 0.78, base + s * 0.01, s * 0.06, c3)}${marigold2(w / 2 + s * 0.78, base + s * 0.01, s * 0.06, c2)}
  ${calmBottom('kcalm', input, mix(c1, '#000000', 0.45), 0.76)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff6d6', 0.55),
    subColor: '#fff3e6',
    shadow: 'rgba(0,0,0,0.5)',
  };
}

/** Raksha Bandhan: a silk thread across the picture with a jewelled rakhi flower at its heart. */
export function rakhiScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const cy = band.top + (band.bottom - band.top) * 0.45;
  const cx = w / 2;
  const R = (band.bottom - band.top) * 0.42;
  let thread = '';
  for (const [phase, color] of [
    [0, c2],
    [Math.PI, c3],
  ] as const) {
    let d = '';
    for (let i = 0; i <= 80; i++) {
      const x = (i / 80) * w;
      const sag = Math.sin((i / 80) * Math.PI) * h * 0.03;
      const y = cy + sag - h * 0.015 + Math.sin(i * 1.1 + phase) * 5;
      d += `${i ? 'L' : 'M'}${f(x)} ${f(y)}`;
    }
    thread += `<path d="${d}" stroke="${color}" stroke-width="${f(w * 0.009)}" fill="none" stroke-linecap="round"/>`;
  }
  let pearls = '';
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2;
    pearls += `<circle cx="${f(cx + Math.cos(a) * R * 0.97)}" cy="${f(cy + Math.sin(a) * R * 0.97)}" r="${f(R * 0.07)}" fill="url(#rpearl)"/>`;
  }
  const petals = (r: number, n: number, len: number, color: string, rot: number) => {
    let out = '';
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360 + rot;
      out += `<path d="M0 0C${f(len * 0.3)} ${f(-len * 0.2)} ${f(len * 0.3)} ${f(-len * 0.8)} 0 ${f(-len)}C${f(-len * 0.3)} ${f(-len * 0.8)} ${f(-len * 0.3)} ${f(-len * 0.2)} 0 0z" fill="${color}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)}) translate(0 ${f(-r)})"/>`;
    }
    return out;
  };
  const svg = `<defs>${vgrad('rkbg', 0, h, [
    [0, mix(c1, '#ffffff', 0.1)],
    [0.7, c1],
    [1, mix(c1, '#000000', 0.35)],
  ])}<radialGradient id="rpearl" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="#f3e6d0"/><stop offset="1" stop-color="#b9a47e"/></radialGradient><radialGradient id="rstone" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${mix(c2, '#ffffff', 0.5)}"/><stop offset="0.5" stop-color="${c2}"/><stop offset="1" stop-color="${mix(c2, '#000000', 0.5)}"/></radialGradient>${blur('rkbk', w * 0.008)}${paperShadow('rksh', w * 0.01, w * 0.01, 0.35)}</defs>
  <rect width="${w}" height="${h}" fill="url(#rkbg)"/>
  ${bokeh(input, 'rkbk', { count: 30, colors: [c3, '#ffffff', c2], y0: 0, y1: band.bottom, rMin: w * 0.008, rMax: w * 0.03, opacity: [0.12, 0.4], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.4, ry: h * 0.14 } })}
  ${glow('rkhalo', cx, cy, R * 2.6, c3, 0.4)}
  <g filter="url(#rksh)">${thread}
  ${petals(R * 0.35, 16, R * 0.62, c2, 11)}
  ${petals(R * 0.3, 12, R * 0.48, mix(c3, '#ffffff', 0.2), 0)}
  ${petals(R * 0.18, 8, R * 0.32, mix(c2, '#ffffff', 0.35), 22)}
  ${pearls}
  <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.26)}" fill="${mix(c3, '#8a5a00', 0.2)}"/>
  <circle cx="${f(cx)}" cy="${f(cy)}" r="${f(R * 0.18)}" fill="url(#rstone)"/></g>
  <circle cx="${f(cx - R * 0.06)}" cy="${f(cy - R * 0.07)}" r="${f(R * 0.05)}" fill="#ffffff" opacity="0.8"/>
  ${calmBottom('rkcalm', input, mix(c1, '#000000', 0.4), 0.76)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff6d6', 0.5),
    subColor: '#fff3ea',
    shadow: 'rgba(0,0,0,0.5)',
  };
}

function stick(x0: number, y0: number, x1: number, y1: number, wd: number, colors: readonly string[]): string {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  let bands = '';
  const n = 9;
  for (let i = 0; i < n; i++) {
    bands += `<rect x="${f((i / n) * len)}" y="${f(-wd / 2)}" width="${f(len / n + 1)}" height="${f(wd)}" fill="${colors[i % colors.length]}"/>`;
  }
  let tassel = '';
  for (let k = -2; k <= 2; k++)
    tassel += `<path d="M${f(len)} 0l${f(wd * 2.2)} ${f(k * wd * 0.4)}" stroke="${colors[0]}" stroke-width="${f(wd * 0.25)}"/>`;
  return `<g transform="translate(${f(x0)} ${f(y0)}) rotate(${f(a)})"><rect x="0" y="${f(-wd / 2)}" width="${f(len)}" height="${f(wd)}" rx="${f(wd / 2)}" fill="#8a5a2b"/>${bands}<rect x="0" y="${f(-wd / 2)}" width="${f(len)}" height="${f(wd * 0.35)}" fill="#ffffff" opacity="0.3"/>${tassel}<circle cx="${f(len)}" cy="0" r="${f(wd * 0.7)}" fill="${colors[1]}"/></g>`;
}

/** Navratri: crossed dandiya sticks with tassels, mirror-work sparkle and mandala light. */
export function dandiyaScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const cy = band.top + (band.bottom - band.top) * 0.5;
  const half = (band.bottom - band.top) * 0.55;
  const wd = w * 0.032;
  let mirrors = '';
  for (let i = 0; i < 40; i++) {
    const x = random() * w;
    const y = random() * band.bottom;
    if (Math.abs(x - w / 2) < w * 0.36 && y > h * 0.08 && y < h * 0.44) continue;
    const r = w * (0.006 + random() * 0.01);
    mirrors += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 1.5)}" fill="${c3}" opacity="0.35"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.8)}" fill="#ffffff" opacity="0.7"/>`;
  }
  const colorsA = [c2, c3, '#1b9aaa', '#ffffff'];
  const colorsB = [c3, c2, '#2a9d8f', '#ffffff'];
  const svg = `<defs>${vgrad('dnbg', 0, h, [
    [0, mix(c1, '#000000', 0.35)],
    [0.6, c1],
    [1, mix(c1, '#000000', 0.55)],
  ])}${paperShadow('dnsh', w * 0.01, w * 0.012, 0.4)}${blur('dnglow', w * 0.005)}</defs>
  <rect width="${w}" height="${h}" fill="url(#dnbg)"/>
  ${glow('dnhalo', w / 2, cy, w * 0.55, c2, 0.4)}
  <g opacity="0.4">${mandalaLines(w / 2, cy, w * 0.4, mix(c3, '#ffffff', 0.2), 2)}</g>
  ${mirrors}
  <g filter="url(#dnsh)">${stick(w / 2 - half * 1.2, cy + half * 0.6, w / 2 + half * 1.05, cy - half * 0.55, wd, colorsA)}${stick(w / 2 + half * 1.2, cy + half * 0.6, w / 2 - half * 1.05, cy - half * 0.55, wd, colorsB)}</g>
  ${marigold2(w / 2, cy + half * 0.02, w * 0.03, c3)}
  ${calmBottom('dncalm', input, mix(c1, '#000000', 0.55), 0.76)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff6d6', 0.4),
    subColor: '#fff0f6',
    shadow: 'rgba(0,0,0,0.55)',
  };
}

function cane(x: number, base: number, len: number, lean: number, color: string, leaf: string): string {
  const topX = x + lean;
  const topY = base - len;
  let nodes = '';
  for (let k = 1; k < 7; k++) {
    const t = k / 7;
    nodes += `<path d="M${f(x + lean * t - 7)} ${f(base - len * t)}h14" stroke="${mix(color, '#000000', 0.35)}" stroke-width="3"/>`;
  }
  let leaves = '';
  for (let k = 0; k < 5; k++) {
    const a = -Math.PI / 2 + (k - 2) * 0.55;
    const l = len * 0.32;
    const ex = topX + Math.cos(a) * l;
    const ey = topY + Math.sin(a) * l * 0.6 + l * 0.35;
    leaves += `<path d="M${f(topX)} ${f(topY)}Q${f((topX + ex) / 2)} ${f(Math.min(topY, ey) - l * 0.3)} ${f(ex)} ${f(ey)}Q${f((topX + ex) / 2 + 6)} ${f(Math.min(topY, ey) - l * 0.15)} ${f(topX)} ${f(topY + 6)}z" fill="${mix(leaf, '#000000', (k % 2) * 0.2)}"/>`;
  }
  return `<path d="M${f(x)} ${f(base)}L${f(topX)} ${f(topY)}" stroke="${color}" stroke-width="14" stroke-linecap="round"/><path d="M${f(x - 3)} ${f(base)}L${f(topX - 3)} ${f(topY)}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4"/>${nodes}${leaves}`;
}

/** Pongal: a clay pot boiling over, sugarcane on both sides, kolam on the ground, the sun. */
export function pongalScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const base = band.bottom - h * 0.03;
  const s = (band.bottom - band.top) * 0.5;
  const cx = w / 2;
  const pot = `M${f(cx - s * 0.35)} ${f(base - s * 0.95)}C${f(cx - s * 1.1)} ${f(base - s * 0.8)} ${f(cx - s * 0.9)} ${f(base)} ${f(cx)} ${f(base)}C${f(cx + s * 0.9)} ${f(base)} ${f(cx + s * 1.1)} ${f(base - s * 0.8)} ${f(cx + s * 0.35)} ${f(base - s * 0.95)}z`;
  let foam = '';
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    foam += `<circle cx="${f(cx - s * 0.45 + t * s * 0.9)}" cy="${f(base - s * 1.02 - Math.sin(t * Math.PI) * s * 0.22)}" r="${f(s * (0.12 + Math.sin(t * Math.PI) * 0.08))}" fill="#fffdf6"/>`;
  }
  foam += `<path d="M${f(cx - s * 0.38)} ${f(base - s * 0.98)}q${f(-s * 0.08)} ${f(s * 0.18)} ${f(-s * 0.02)} ${f(s * 0.3)}q${f(s * 0.08)} ${f(-s * 0.1)} ${f(s * 0.06)} ${f(-s * 0.3)}z" fill="#fffdf6"/>`;
  let kolam = '';
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 3; j++)
      kolam += `<circle cx="${f(w * (0.1 + i * 0.1))}" cy="${f(base + h * 0.025 + j * h * 0.018)}" r="3"/>`;
  const svg = `<defs>${vgrad('pgsky', 0, base, [
    [0, mix(c2, '#ffffff', 0.25)],
    [0.7, mix(c3, '#fff1c9', 0.45)],
    [1, mix(c3, '#ffffff', 0.6)],
  ])}${rgrad('pgpot', cx - s * 0.3, base - s * 0.6, s * 1.2, [
    [0, '#e38b4f'],
    [0.6, '#b4532a'],
    [1, '#6e2a12'],
  ])}${paperShadow('pgsh', w * 0.01, w * 0.008, 0.35)}</defs>
  <rect width="${w}" height="${h}" fill="url(#pgsky)"/>
  ${glow('pgsun', cx, band.top + h * 0.02, w * 0.5, '#fff3c4', 0.8)}
  <circle cx="${f(cx)}" cy="${f(band.top + h * 0.02)}" r="${f(w * 0.08)}" fill="#fffbe8" opacity="0.85"/>
  <rect y="${f(base)}" width="${w}" height="${f(h - base)}" fill="${mix(c1, '#7a3b1c', 0.5)}"/>
  <g fill="#fff6e0" opacity="0.8">${kolam}</g>
  <g filter="url(#pgsh)">
  ${cane(w * 0.14, base, h * (story ? 0.3 : 0.22), w * 0.03, '#7b3f6e', '#4a8f3a')}${cane(w * 0.22, base, h * (story ? 0.26 : 0.18), -w * 0.015, '#8e4a80', '#3f7d32')}
  ${cane(w * 0.86, base, h * (story ? 0.3 : 0.22), -w * 0.03, '#7b3f6e', '#4a8f3a')}${cane(w * 0.78, base, h * (story ? 0.26 : 0.18), w * 0.015, '#8e4a80', '#3f7d32')}
  ${foam}<path d="${pot}" fill="url(#pgpot)"/>
  <rect x="${f(cx - s * 0.4)}" y="${f(base - s * 1.0)}" width="${f(s * 0.8)}" height="${f(s * 0.1)}" rx="${f(s * 0.05)}" fill="#8a3a18"/>
  <path d="M${f(cx - s * 0.8)} ${f(base - s * 0.55)}Q${f(cx)} ${f(base - s * 0.42)} ${f(cx + s * 0.8)} ${f(base - s * 0.55)}" stroke="#f6c945" stroke-width="${f(s * 0.05)}" fill="none"/>
  <path d="M${f(cx - s * 0.84)} ${f(base - s * 0.48)}Q${f(cx)} ${f(base - s * 0.34)} ${f(cx + s * 0.84)} ${f(base - s * 0.48)}" stroke="#2f8f3a" stroke-width="${f(s * 0.035)}" fill="none" stroke-dasharray="${f(s * 0.06)} ${f(s * 0.03)}"/>
  </g>
  ${calmBottom('pgcalm', input, mix(c1, '#5a2a14', 0.6), 0.78)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c1, '#000000', 0.5),
    subColor: mix(c1, '#000000', 0.4),
    shadow: 'rgba(255,255,255,0.7)',
  };
}

/** Ganesh Chaturthi: a brass plate of modaks with marigolds and durva, in a warm glow. */
export function modakScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const plateY = band.bottom - h * 0.05;
  const s = (band.bottom - band.top) * 0.3;
  const cx = w / 2;
  const modak = (x: number, y: number, k: number) => {
    const r = s * k;
    let ridges = '';
    for (let i = -3; i <= 3; i++)
      ridges += `<path d="M${f(x + i * r * 0.22)} ${f(y + r * 0.35)}Q${f(x + i * r * 0.12)} ${f(y - r * 0.5)} ${f(x)} ${f(y - r * 1.2)}" stroke="${mix(c3, '#8a5a00', 0.35)}" stroke-width="${f(r * 0.05)}" fill="none"/>`;
    return `<path d="M${f(x - r * 0.8)} ${f(y + r * 0.3)}C${f(x - r * 0.9)} ${f(y - r * 0.3)} ${f(x - r * 0.2)} ${f(y - r * 0.7)} ${f(x)} ${f(y - r * 1.25)}C${f(x + r * 0.2)} ${f(y - r * 0.7)} ${f(x + r * 0.9)} ${f(y - r * 0.3)} ${f(x + r * 0.8)} ${f(y + r * 0.3)}Q${f(x)} ${f(y + r * 0.55)} ${f(x - r * 0.8)} ${f(y + r * 0.3)}z" fill="url(#mdk)" stroke="${mix(c3, '#7a4a00', 0.5)}" stroke-width="${f(r * 0.04)}"/>${ridges}`;
  };
  const stack = [
    [-1.8, 0, 0.95],
    [0, 0, 0.95],
    [1.8, 0, 0.95],
    [-0.9, -1.15, 0.9],
    [0.9, -1.15, 0.9],
    [0, -2.25, 0.85],
  ]
    .map(([dx, dy, k]) => modak(cx + (dx ?? 0) * s, plateY - s * 0.35 + (dy ?? 0) * s, k ?? 1))
    .join('');
  const svg = `<defs>${vgrad('mdbg', 0, h, [
    [0, mix(c1, '#000000', 0.3)],
    [0.6, c1],
    [1, mix(c1, '#000000', 0.5)],
  ])}${rgrad('mdk', cx - s, plateY - s * 2, s * 3.5, [
    [0, '#fffaf0'],
    [0.6, mix(c3, '#ffffff', 0.65)],
    [1, mix(c3, '#c98a1b', 0.3)],
  ])}${vgrad('mdplate', plateY - s * 0.2, plateY + s * 0.3, [
    [0, '#ffe08a'],
    [0.5, '#d4a017'],
    [1, '#7a5200'],
  ])}${paperShadow('mdsh', w * 0.01, w * 0.01, 0.35)}${blur('mdbk', w * 0.008)}</defs>
  <rect width="${w}" height="${h}" fill="url(#mdbg)"/>
  ${glow('mdhalo', cx, plateY - s * 1.2, w * 0.6, c2, 0.45)}
  <g opacity="0.35">${mandalaLines(cx, plateY - s * 1.2, w * 0.38, mix(c3, '#ffffff', 0.3), 2)}</g>
  ${bokeh(input, 'mdbk', { count: 26, colors: [c3, c2], y0: 0, y1: band.bottom, rMin: w * 0.008, rMax: w * 0.03, opacity: [0.1, 0.35], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.4, ry: h * 0.14 } })}
  <g filter="url(#mdsh)"><ellipse cx="${f(cx)}" cy="${f(plateY)}" rx="${f(s * 3.3)}" ry="${f(s * 0.45)}" fill="url(#mdplate)"/>
  <ellipse cx="${f(cx)}" cy="${f(plateY - s * 0.06)}" rx="${f(s * 2.9)}" ry="${f(s * 0.3)}" fill="#f0c24b"/>
  ${stack}
  ${marigold2(cx - s * 2.6, plateY - s * 0.1, s * 0.32, c2)}${marigold2(cx + s * 2.6, plateY - s * 0.1, s * 0.32, c3)}${marigold2(cx - s * 2.2, plateY + s * 0.1, s * 0.25, c3)}${marigold2(cx + s * 2.2, plateY + s * 0.1, s * 0.25, c2)}</g>
  ${toran2(input, [c2, c3], '#2f7d3a', 4, isStory(input) ? 5 : 2)}
  ${calmBottom('mdcalm', input, mix(c1, '#000000', 0.5), 0.76)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff6d6', 0.5),
    subColor: '#fff3e6',
    shadow: 'rgba(0,0,0,0.55)',
  };
}

/** Onam and harvest days: a pookalam, a flower carpet of concentric rings, on a temple floor. */
export function pookalamScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const R = w * 0.3;
  const cy = isStory(input) ? band.top + (band.bottom - band.top) * 0.5 : band.bottom + h * 0.03;
  const ringColors = [c2, '#ffd23f', '#f77f00', '#ffffff', '#7b2cbf', c3, '#d62828', '#fcbf49'];
  let rings = '';
  for (let i = 0; i < 8; i++) {
    const r = R * (1 - i * 0.12);
    const n = 32 - i * 3;
    rings += `<circle cx="${f(w / 2)}" cy="${f(cy)}" r="${f(r)}" fill="${ringColors[i]}"/>`;
    let petals = '';
    for (let k = 0; k < n; k++) {
      const a = (k / n) * Math.PI * 2 + i * 0.2;
      petals += `<circle cx="${f(w / 2 + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(R * 0.035)}"/>`;
    }
    rings += `<g fill="${ringColors[(i + 3) % 8]}">${petals}</g>`;
  }
  let petalsFall = '';
  for (let i = 0; i < 24; i++) {
    const x = random() * w;
    const y = band.top + random() * (band.bottom - band.top) * 0.6;
    if (Math.abs(x - w / 2) < R) continue;
    petalsFall += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(w * 0.008)}" ry="${f(w * 0.004)}" fill="${ringColors[i % 8]}" transform="rotate(${f(random() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  const svg = `<defs>${vgrad('pkbg', 0, h, [
    [0, mix(c1, '#ffffff', 0.05)],
    [0.6, c1],
    [1, mix(c1, '#000000', 0.5)],
  ])}${paperShadow('pksh', w * 0.015, w * 0.005, 0.35)}<clipPath id="pkclip"><rect width="${w}" height="${f(band.bottom + h * 0.02)}"/></clipPath></defs>
  <rect width="${w}" height="${h}" fill="url(#pkbg)"/>
  ${glow('pkglow', w / 2, cy, w * 0.7, c3, 0.35)}
  ${stars(input, 20, band.top, mix(c3, '#ffffff', 0.5))}
  ${petalsFall}
  <g clip-path="url(#pkclip)"><g filter="url(#pksh)">${rings}</g></g>
  ${calmBottom('pkcalm', input, mix(c1, '#000000', 0.5), 0.74, 0.97)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff8e0', 0.5),
    subColor: '#fff8ec',
    shadow: 'rgba(0,0,0,0.55)',
  };
}
