// Designed scenes cut from paper: layered hills at sunrise, kites over rooftops, tricolour
// ribbons, moonlit peaks, a snake boat on the backwaters. Each layer casts a soft shadow on the
// one behind it, and haze lightens the far layers.
import { mix } from '../colors';
import {
  blur,
  bokeh,
  calmBottom,
  glow,
  isStory,
  paperShadow,
  rays,
  ridge,
  stars,
  subjectBand,
  textCenterOf,
  vgrad,
} from './kit';
import { f, type MotifInput, type MotifScene } from './svg';

function birds(input: MotifInput, x0: number, y0: number, spread: number, color: string): string {
  const { width: w, random } = input;
  let out = '';
  for (let i = 0; i < 6; i++) {
    const bx = x0 + random() * spread;
    const by = y0 + random() * spread * 0.4;
    const s = w * (0.01 + random() * 0.01);
    out += `<path d="M${f(bx - s)} ${f(by)}q${f(s * 0.5)} ${f(-s * 0.6)} ${f(s)} 0q${f(s * 0.5)} ${f(-s * 0.6)} ${f(s)} 0" stroke="${color}" stroke-width="${f(s * 0.16)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
}

/** Good morning: the sun rising behind layered paper hills, rays and mist. */
export function sunriseScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const horizon = band.top + (band.bottom - band.top) * 0.35;
  const sunR = w * 0.1;
  const layers = 5;
  let hills = '';
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const y = horizon + (band.bottom - horizon) * (0.02 + t * 0.9);
    const color = mix(mix(c3, c1, 0.35 + t * 0.3), mix(c1, '#000000', 0.3), t * 0.9);
    hills += `<path d="${ridge(w, h, y, h * (0.05 - t * 0.02), random, 4 + i)}" fill="${color}" filter="url(#sshadow)"/>`;
    if (i === 1)
      hills += `<rect y="${f(y - h * 0.01)}" width="${w}" height="${f(h * 0.05)}" fill="#ffffff" opacity="0.22" filter="url(#smist)"/>`;
  }
  const svg = `<defs>${vgrad('ssky', 0, horizon, [
    [0, mix(c2, '#ffffff', 0.15)],
    [0.55, mix(c2, c3, 0.55)],
    [1, mix(c3, '#fff6d8', 0.4)],
  ])}${paperShadow('sshadow', w * 0.012, -w * 0.004, 0.28)}${blur('smist', w * 0.02)}</defs>
  <rect width="${w}" height="${h}" fill="url(#ssky)"/>
  ${rays(w / 2, horizon, 22, w * 1.2, '#ffffff', 0.08, 180, 360)}
  ${glow('ssunglow', w / 2, horizon, sunR * 5, '#fff3c4', 0.7)}
  <circle cx="${f(w / 2)}" cy="${f(horizon)}" r="${f(sunR)}" fill="#fffbe8"/>
  ${birds(input, w * 0.62, band.top - h * 0.06, w * 0.22, mix(c1, '#000000', 0.5))}
  ${hills}
  ${calmBottom('scalm', input, mix(c1, '#000000', 0.35), 0.76, 0.6)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c1, '#000000', 0.55),
    subColor: mix(c1, '#000000', 0.45),
    shadow: 'rgba(255,255,255,0.7)',
  };
}

function kite2(cx: number, cy: number, s: number, angle: number, a: string, b: string, id: string): string {
  let tail = '';
  for (let k = 1; k <= 4; k++) {
    const tx = Math.sin(k * 1.3) * s * 0.25;
    const ty = s * 1.25 + k * s * 0.36;
    tail += `<path d="M${f(tx - s * 0.12)} ${f(ty - s * 0.06)}L${f(tx)} ${f(ty)}L${f(tx - s * 0.12)} ${f(ty + s * 0.06)}zM${f(tx + s * 0.12)} ${f(ty - s * 0.06)}L${f(tx)} ${f(ty)}L${f(tx + s * 0.12)} ${f(ty + s * 0.06)}z" fill="${k % 2 ? a : b}"/>`;
  }
  return `<g transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)})" filter="url(#${id})">
    <path d="M0 ${f(s * 1.2)}Q${f(s * 0.2)} ${f(s * 1.6)} ${f(-s * 0.05)} ${f(s * 2.7)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.5" fill="none"/>${tail}
    <path d="M0 ${f(-s)}L${f(s * 0.8)} ${f(s * 0.05)}L0 ${f(s * 1.2)}L${f(-s * 0.8)} ${f(s * 0.05)}z" fill="${a}"/>
    <path d="M0 ${f(-s)}L${f(s * 0.8)} ${f(s * 0.05)}L0 ${f(s * 0.3)}z" fill="${mix(a, '#ffffff', 0.25)}"/>
    <path d="M0 ${f(s * 0.3)}L${f(-s * 0.8)} ${f(s * 0.05)}L0 ${f(s * 1.2)}z" fill="${mix(a, '#000000', 0.2)}"/>
    <circle cx="0" cy="${f(s * 0.15)}" r="${f(s * 0.22)}" fill="${b}"/>
    <path d="M0 ${f(-s)}L0 ${f(s * 1.2)}M${f(-s * 0.8)} ${f(s * 0.05)}Q0 ${f(-s * 0.25)} ${f(s * 0.8)} ${f(s * 0.05)}" stroke="${mix(a, '#000000', 0.45)}" stroke-width="${f(s * 0.035)}" fill="none"/>
  </g>`;
}

/** Sankranti and Uttarayan: paper kites on long strings over a city's rooftops at sunrise. */
export function kiteSkylineScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const roof = band.top + (band.bottom - band.top) * 0.72;
  const kites: [number, number, number, number, string, string][] = [
    [0.1, 0.09, 0.06, -18, c2, c3],
    [0.9, 0.06, 0.05, 14, c3, c1],
    [0.2, story ? 0.56 : 0.55, 0.075, 10, '#e63946', '#ffd166'],
    [0.78, story ? 0.54 : 0.52, 0.09, -12, c1, '#ffffff'],
    [0.52, story ? 0.6 : 0.6, 0.05, 22, c3, c2],
    [0.93, story ? 0.62 : 0.64, 0.04, -20, '#2a9d8f', '#ffffff'],
  ];
  let strings = '';
  let drawn = '';
  for (const [i, [x, y, s, a, ca, cb]] of kites.entries()) {
    const kx = w * x;
    const ky = h * y;
    strings += `<path d="M${f(kx)} ${f(ky + w * s)}C${f(kx + (w * 0.5 - kx) * 0.2)} ${f(ky + h * 0.2)} ${f(w * 0.45 + i * w * 0.02)} ${f(roof - h * 0.06)} ${f(w * (0.3 + i * 0.08))} ${f(roof)}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.2" fill="none"/>`;
    drawn += kite2(kx, ky, w * s, a, ca, cb, 'kshadow');
  }
  // Rooftops: flat terraces, water tanks, a temple shikhara, a tree.
  let roofs = '';
  let x = -10;
  while (x < w + 10) {
    const bw = w * (0.07 + random() * 0.08);
    const bh = h * (0.012 + random() * 0.03);
    roofs += `<rect x="${f(x)}" y="${f(roof - bh)}" width="${f(bw + 1)}" height="${f(bh + 2)}"/>`;
    if (random() < 0.4)
      roofs += `<rect x="${f(x + bw * 0.2)}" y="${f(roof - bh - w * 0.03)}" width="${f(w * 0.035)}" height="${f(w * 0.03)}" rx="3"/>`;
    if (random() < 0.4)
      roofs += `<rect x="${f(x + bw * 0.6)}" y="${f(roof - bh - w * 0.018)}" width="${f(bw * 0.35)}" height="${f(w * 0.018)}"/>`;
    x += bw;
  }
  const tx = w * 0.64;
  roofs += `<path d="M${f(tx - w * 0.05)} ${f(roof)}L${f(tx - w * 0.035)} ${f(roof - h * 0.05)}Q${f(tx)} ${f(roof - h * 0.085)} ${f(tx + w * 0.035)} ${f(roof - h * 0.05)}L${f(tx + w * 0.05)} ${f(roof)}z"/><path d="M${f(tx)} ${f(roof - h * 0.08)}v${f(-h * 0.03)}l${f(w * 0.025)} ${f(h * 0.008)}l${f(-w * 0.025)} ${f(h * 0.008)}" stroke-width="2"/>`;
  const svg = `<defs>${vgrad('ksky', 0, roof, [
    [0, mix(c2, '#7ec8e3', 0.55)],
    [0.6, mix(c3, '#fde2b0', 0.5)],
    [1, mix(c3, '#fff1d6', 0.6)],
  ])}${paperShadow('kshadow', w * 0.008, w * 0.01, 0.3)}${paperShadow('rshadow', w * 0.015, -w * 0.006, 0.3)}</defs>
  <rect width="${w}" height="${h}" fill="url(#ksky)"/>
  ${glow('ksun', w * 0.3, roof - h * 0.05, w * 0.45, '#fff3c4', 0.7)}
  <circle cx="${f(w * 0.3)}" cy="${f(roof - h * 0.05)}" r="${f(w * 0.07)}" fill="#fff8e1" opacity="0.9"/>
  ${strings}${drawn}
  <path d="${ridge(w, h, roof - h * 0.03, h * 0.01, random, 12, true)}" fill="${mix(c1, '#ffffff', 0.45)}" opacity="0.6"/>
  <g fill="${mix(c1, '#000000', 0.35)}" stroke="${mix(c1, '#000000', 0.35)}" filter="url(#rshadow)">${roofs}</g>
  <rect y="${f(roof)}" width="${w}" height="${f(h - roof)}" fill="${mix(c1, '#000000', 0.35)}"/>
  ${calmBottom('kcalm', input, mix(c1, '#000000', 0.5), 0.74, 0.8)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c1, '#000000', 0.5),
    subColor: mix(c1, '#000000', 0.4),
    shadow: 'rgba(255,255,255,0.75)',
  };
}

function chakra2(cx: number, cy: number, r: number, color: string, opacity: number): string {
  let spokes = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const b = a + Math.PI / 24;
    spokes += `<path d="M${f(cx + Math.cos(a) * r * 0.16)} ${f(cy + Math.sin(a) * r * 0.16)}L${f(cx + Math.cos(a) * r * 0.92)} ${f(cy + Math.sin(a) * r * 0.92)}"/><circle cx="${f(cx + Math.cos(b) * r * 0.93)}" cy="${f(cy + Math.sin(b) * r * 0.93)}" r="${f(r * 0.025)}" stroke="none" fill="${color}"/>`;
  }
  return `<g stroke="${color}" stroke-width="${f(r * 0.028)}" fill="none" opacity="${opacity}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" stroke-width="${f(r * 0.06)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.14)}" fill="${color}"/>${spokes}</g>`;
}

/** A ribbon: a band between two waves, shaded along its length. */
function ribbon(w: number, y: number, thick: number, amp: number, phase: number, fill: string): string {
  const top: string[] = [];
  const bottom: string[] = [];
  for (let i = 0; i <= 30; i++) {
    const x = -20 + (i / 30) * (w + 40);
    const t = i / 30;
    const dy = Math.sin(t * Math.PI * 1.6 + phase) * amp;
    const k = thick * (0.55 + 0.45 * Math.sin(t * Math.PI * 1.2 + phase * 0.7) ** 2);
    top.push(`${f(x)} ${f(y + dy - k / 2)}`);
    bottom.push(`${f(x)} ${f(y + dy + k / 2)}`);
  }
  return `<path d="M${top.join('L')}L${bottom.reverse().join('L')}z" fill="${fill}"/>`;
}

/** Republic and Independence Day: flowing tricolour ribbons round the chakra, on light. */
export function tricolourScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [saffron, , green] = palette;
  const band = subjectBand(input);
  const navy = '#1c2a7a';
  const mid = band.top + (band.bottom - band.top) * 0.45;
  const amp = h * 0.035;
  const svg = `<defs>${vgrad('tbg', 0, h, [
    [0, '#fffdf7'],
    [0.6, '#fff8ec'],
    [1, '#f4efe4'],
  ])}<linearGradient id="tsaf" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(saffron, '#ffffff', 0.2)}"/><stop offset="0.5" stop-color="${saffron}"/><stop offset="1" stop-color="${mix(saffron, '#b34700', 0.35)}"/></linearGradient><linearGradient id="tgrn" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(green, '#000000', 0.25)}"/><stop offset="0.5" stop-color="${green}"/><stop offset="1" stop-color="${mix(green, '#ffffff', 0.2)}"/></linearGradient><linearGradient id="twht" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="0.5" stop-color="#eef0f4"/><stop offset="1" stop-color="#ffffff"/></linearGradient>${paperShadow('tshadow', w * 0.012, w * 0.008, 0.2)}${blur('tbk', w * 0.01)}</defs>
  <rect width="${w}" height="${h}" fill="url(#tbg)"/>
  ${rays(w / 2, mid, 36, w * 1.3, saffron, 0.05)}
  ${bokeh(input, 'tbk', { count: 26, colors: [saffron, green, '#ffffff'], y0: 0, y1: h * 0.7, rMin: w * 0.01, rMax: w * 0.04, opacity: [0.08, 0.22], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.45, ry: h * 0.16 } })}
  <g filter="url(#tshadow)">
    ${ribbon(w, -h * 0.005, h * 0.05, h * 0.012, 1.2, 'url(#tsaf)')}
    ${ribbon(w, mid - h * 0.075, h * 0.07, amp, 0, 'url(#tsaf)')}
    ${ribbon(w, mid, h * 0.06, amp, 0.35, 'url(#twht)')}
    ${ribbon(w, mid + h * 0.07, h * 0.07, amp, 0.7, 'url(#tgrn)')}
  </g>
  ${glow('tchglow', w / 2, mid, w * 0.14, '#ffffff', 0.9)}
  ${chakra2(w / 2, mid, w * (isStory(input) ? 0.075 : 0.065), navy, 1)}
  ${calmBottom('tcalm', input, '#f4efe4', 0.76, 0.95)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: navy,
    subColor: mix(navy, '#000000', 0.2),
    shadow: 'rgba(255,255,255,0.95)',
  };
}

/** Maha Shivaratri and quiet nights: snow peaks under a full moon, layered in blue paper. */
export function peaksScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const moonY = band.top + (band.bottom - band.top) * 0.18;
  const mr = w * 0.085;
  let peaks = '';
  for (let i = 0; i < 4; i++) {
    const t = i / 3;
    const y = band.top + (band.bottom - band.top) * (0.3 + t * 0.55);
    const color = mix(mix(c2, '#ffffff', 0.25 - t * 0.2), mix(c1, '#000000', 0.5), t);
    const d = ridge(w, h, y, h * (0.06 - t * 0.035), random, 6 + i * 2, true);
    peaks += `<path d="${d}" fill="${color}" filter="url(#pshadow)"/>`;
    if (i < 2) peaks += `<path d="${d}" fill="url(#psnow${i})"/>`;
  }
  const svg = `<defs>${vgrad('pbg', 0, h, [
    [0, mix(c1, '#000000', 0.55)],
    [0.55, c1],
    [1, mix(c1, '#000000', 0.6)],
  ])}${vgrad('psnow0', band.top, band.top + h * 0.15, [
    [0, '#ffffff', 0.8],
    [0.5, '#ffffff', 0],
  ])}${vgrad('psnow1', band.top + h * 0.04, band.top + h * 0.2, [
    [0, '#ffffff', 0.5],
    [0.5, '#ffffff', 0],
  ])}${paperShadow('pshadow', w * 0.012, -w * 0.004, 0.4)}${blur('pbk', w * 0.006)}</defs>
  <rect width="${w}" height="${h}" fill="url(#pbg)"/>
  ${stars(input, 120, h * 0.6, '#ffffff')}
  ${glow('pmoon', w / 2, moonY, mr * 5, c3, 0.35)}
  <circle cx="${f(w / 2)}" cy="${f(moonY)}" r="${f(mr)}" fill="${mix(c3, '#ffffff', 0.6)}"/>
  <circle cx="${f(w / 2 - mr * 0.3)}" cy="${f(moonY - mr * 0.2)}" r="${f(mr * 0.22)}" fill="${mix(c3, '#000000', 0.1)}" opacity="0.12"/>
  <circle cx="${f(w / 2 + mr * 0.35)}" cy="${f(moonY + mr * 0.25)}" r="${f(mr * 0.16)}" fill="${mix(c3, '#000000', 0.1)}" opacity="0.1"/>
  ${peaks}
  ${calmBottom('pcalm', input, mix(c1, '#000000', 0.6), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#ffffff', 0.5),
    subColor: '#e8ecff',
    shadow: 'rgba(0,0,0,0.55)',
  };
}

function palm(x: number, base: number, s: number, lean: number, color: string): string {
  const topX = x + lean * s;
  const topY = base - s * 2.2;
  let fronds = '';
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI + (i / 8) * Math.PI + (i % 2 ? 0.1 : -0.1);
    const ex = topX + Math.cos(a) * s * 1.1;
    const ey = topY + Math.sin(a) * s * 0.55 + s * 0.35;
    fronds += `<path d="M${f(topX)} ${f(topY)}Q${f((topX + ex) / 2 + Math.cos(a) * s * 0.1)} ${f(Math.min(topY, ey) - s * 0.25)} ${f(ex)} ${f(ey)}Q${f((topX + ex) / 2)} ${f(Math.min(topY, ey) - s * 0.05)} ${f(topX)} ${f(topY + s * 0.04)}z"/>`;
  }
  return `<g fill="${color}"><path d="M${f(x - s * 0.05)} ${f(base)}Q${f(x + lean * s * 0.3)} ${f(base - s)} ${f(topX - s * 0.02)} ${f(topY)}L${f(topX + s * 0.04)} ${f(topY)}Q${f(x + lean * s * 0.35 + s * 0.08)} ${f(base - s)} ${f(x + s * 0.07)} ${f(base)}z"/>${fronds}</g>`;
}

/** Onam: a snake boat racing on the backwaters at golden hour, coconut palms on the banks. */
export function backwatersScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const water = band.top + (band.bottom - band.top) * 0.55;
  const ink = mix(c1, '#000000', 0.55);
  // The chundan vallam: long and low, its stern rising high, a row of rowers.
  const bx0 = w * 0.14;
  const bx1 = w * 0.9;
  const by = water + h * 0.025;
  let rowers = '';
  for (let i = 0; i < 16; i++) {
    const x = bx0 + w * 0.08 + i * ((bx1 - bx0 - w * 0.14) / 15);
    rowers += `<circle cx="${f(x)}" cy="${f(by - w * 0.03)}" r="${f(w * 0.008)}"/><path d="M${f(x - w * 0.006)} ${f(by - w * 0.022)}h${f(w * 0.012)}v${f(w * 0.018)}h${f(-w * 0.012)}z"/><path d="M${f(x)} ${f(by - w * 0.015)}L${f(x - w * 0.025)} ${f(by + w * 0.02)}" stroke="${ink}" stroke-width="2"/>`;
  }
  const boat = `<path d="M${f(bx0)} ${f(by - h * 0.09)}Q${f(bx0 + w * 0.02)} ${f(by - h * 0.01)} ${f(bx0 + w * 0.08)} ${f(by)}L${f(bx1)} ${f(by)}Q${f(bx1 + w * 0.04)} ${f(by - w * 0.004)} ${f(bx1 + w * 0.06)} ${f(by - w * 0.02)}L${f(bx0 + w * 0.1)} ${f(by - w * 0.012)}Q${f(bx0 + w * 0.03)} ${f(by - w * 0.02)} ${f(bx0 + w * 0.01)} ${f(by - h * 0.09)}z"/>${rowers}<path d="M${f(bx0 + w * 0.005)} ${f(by - h * 0.09)}l${f(w * 0.025)} ${f(-w * 0.01)}" stroke="${c3}" stroke-width="3"/>`;
  let ripples = '';
  for (let i = 0; i < 26; i++) {
    const y = water + random() * (band.bottom - water);
    const x = random() * w;
    ripples += `<rect x="${f(x)}" y="${f(y)}" width="${f(w * (0.03 + random() * 0.08))}" height="2" rx="1"/>`;
  }
  const svg = `<defs>${vgrad('bwsky', 0, water, [
    [0, mix(c2, '#ffffff', 0.1)],
    [0.7, mix(c3, '#fff3d6', 0.35)],
    [1, mix(c3, '#ffffff', 0.55)],
  ])}${vgrad('bwwater', water, h, [
    [0, mix(c3, c2, 0.3)],
    [0.35, mix(c2, c1, 0.5)],
    [1, mix(c1, '#000000', 0.45)],
  ])}${blur('bwsoft', w * 0.004)}</defs>
  <rect width="${w}" height="${h}" fill="url(#bwsky)"/>
  ${glow('bwsun', w * 0.5, water, w * 0.5, '#fff1c4', 0.8)}
  <circle cx="${f(w * 0.5)}" cy="${f(water - w * 0.02)}" r="${f(w * 0.06)}" fill="#fffbe8"/>
  <path d="${ridge(w, h, water - h * 0.015, h * 0.006, random, 10)}" fill="${mix(c1, c2, 0.4)}" opacity="0.55"/>
  <rect y="${f(water)}" width="${w}" height="${f(h - water)}" fill="url(#bwwater)"/>
  <g fill="#fff6d8" opacity="0.35" filter="url(#bwsoft)">${ripples}</g>
  ${palm(w * 0.04, water + h * 0.01, w * 0.12, 0.5, ink)}${palm(w * 0.12, water + h * 0.01, w * 0.09, 0.9, ink)}${palm(w * 0.95, water + h * 0.01, w * 0.13, -0.6, ink)}${palm(w * 0.86, water + h * 0.01, w * 0.085, -0.2, ink)}
  <g fill="${ink}">${boat}</g>
  <g fill="${ink}" opacity="0.25" transform="translate(0 ${f(2 * by)}) scale(1 -1)" filter="url(#bwsoft)">${boat}</g>
  ${calmBottom('bwcalm', input, mix(c1, '#000000', 0.5), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c1, '#000000', 0.45),
    subColor: mix(c1, '#000000', 0.35),
    shadow: 'rgba(255,255,255,0.7)',
  };
}
