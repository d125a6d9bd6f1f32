// Designed scenes lit from within: a row of diyas, lanterns under a crescent moon, fireworks
// over a skyline, a tree of lights, a bonfire, a calm night sky. Soft light comes from
// gradients and blurred layers, never from flat clip-art shapes.
import { mix } from '../colors';
import { blur, bokeh, calmBottom, glow, isStory, rgrad, ridge, stars, subjectBand, textCenterOf, vgrad } from './kit';
import { f, type MotifInput, type MotifScene } from './svg';

/** A crescent: a disc with an offset disc cut away (a mask, so any background shows through). */
export function crescent(id: string, cx: number, cy: number, r: number, color: string, tilt = -30): string {
  const a = (tilt * Math.PI) / 180;
  return `<defs><mask id="${id}" maskUnits="userSpaceOnUse" x="${f(cx - r * 2)}" y="${f(cy - r * 2)}" width="${f(r * 4)}" height="${f(r * 4)}"><rect x="${f(cx - r * 2)}" y="${f(cy - r * 2)}" width="${f(r * 4)}" height="${f(r * 4)}" fill="#fff"/><circle cx="${f(cx + Math.cos(a) * r * 0.42)}" cy="${f(cy + Math.sin(a) * r * 0.42)}" r="${f(r * 0.86)}" fill="#000"/></mask></defs><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}" mask="url(#${id})"/>`;
}

/** A brass-and-clay diya in three-quarter view with its flame and light. */
export function diya3d(cx: number, cy: number, s: number, id: string, body: string, trim: string): string {
  const spoutX = cx + s * 1.32;
  const spoutY = cy - s * 0.06;
  const bowl = `M${f(cx - s)} ${f(cy)}C${f(cx - s * 0.95)} ${f(cy + s * 0.62)} ${f(cx - s * 0.4)} ${f(cy + s * 0.78)} ${f(cx)} ${f(cy + s * 0.78)}C${f(cx + s * 0.5)} ${f(cy + s * 0.78)} ${f(cx + s * 0.95)} ${f(cy + s * 0.55)} ${f(cx + s)} ${f(cy)}z`;
  const rim = `M${f(cx - s)} ${f(cy)}C${f(cx - s)} ${f(cy - s * 0.3)} ${f(cx + s * 0.6)} ${f(cy - s * 0.34)} ${f(spoutX)} ${f(spoutY)}C${f(cx + s * 0.7)} ${f(cy + s * 0.3)} ${f(cx - s)} ${f(cy + s * 0.3)} ${f(cx - s)} ${f(cy)}z`;
  const oil = `<ellipse cx="${f(cx - s * 0.05)}" cy="${f(cy)}" rx="${f(s * 0.78)}" ry="${f(s * 0.16)}" fill="${mix(body, '#2a0f00', 0.7)}"/>`;
  const fx = spoutX - s * 0.12;
  const fy = spoutY - s * 0.05;
  const fl = s * 1.05;
  const flame = `M${f(fx)} ${f(fy - fl)}C${f(fx + fl * 0.3)} ${f(fy - fl * 0.5)} ${f(fx + fl * 0.26)} ${f(fy - fl * 0.08)} ${f(fx)} ${f(fy)}C${f(fx - fl * 0.26)} ${f(fy - fl * 0.08)} ${f(fx - fl * 0.3)} ${f(fy - fl * 0.5)} ${f(fx)} ${f(fy - fl)}z`;
  const core = `M${f(fx)} ${f(fy - fl * 0.55)}C${f(fx + fl * 0.12)} ${f(fy - fl * 0.3)} ${f(fx + fl * 0.1)} ${f(fy - fl * 0.06)} ${f(fx)} ${f(fy - fl * 0.02)}C${f(fx - fl * 0.1)} ${f(fy - fl * 0.06)} ${f(fx - fl * 0.12)} ${f(fy - fl * 0.3)} ${f(fx)} ${f(fy - fl * 0.55)}z`;
  let dots = '';
  for (let i = 0; i < 9; i++) {
    const t = (i + 0.5) / 9;
    const a = Math.PI * (1 - t);
    dots += `<circle cx="${f(cx + Math.cos(a) * s * 0.82)}" cy="${f(cy + s * 0.2 + Math.sin(a) * s * 0.36)}" r="${f(s * 0.045)}" fill="${trim}"/>`;
  }
  return `<defs>${rgrad(`${id}b`, cx + s * 0.6, cy - s * 0.2, s * 2.2, [
    [0, mix(body, '#fff1c9', 0.55)],
    [0.45, body],
    [1, mix(body, '#1a0800', 0.65)],
  ])}${vgrad(`${id}f`, fy - fl, fy, [
    [0, '#ff6a00', 0.9],
    [0.5, '#ffb43a'],
    [1, '#fff0b0'],
  ])}</defs>
  ${glow(`${id}g`, fx, fy - fl * 0.45, s * 3.4, '#ffb347', 0.55)}
  <path d="${bowl}" fill="url(#${id}b)"/>
  <path d="${rim}" fill="${mix(body, '#ffe6a8', 0.35)}"/>${oil}
  <path d="M${f(cx - s * 0.9)} ${f(cy + s * 0.22)}C${f(cx - s * 0.5)} ${f(cy + s * 0.5)} ${f(cx + s * 0.5)} ${f(cy + s * 0.5)} ${f(cx + s * 0.92)} ${f(cy + s * 0.2)}" stroke="${trim}" stroke-width="${f(s * 0.06)}" fill="none" opacity="0.9"/>${dots}
  <path d="${flame}" fill="#ff9a2e" opacity="0.55" filter="url(#soft)" transform="translate(0 ${f(-s * 0.05)}) scale(1)"/>
  <path d="${flame}" fill="url(#${id}f)"/><path d="${core}" fill="#fffbe8"/>`;
}

/** Festival of lights: a row of diyas on a polished floor, warm bokeh and strings of lights. */
export function diyaRowScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const floorY = band.top + (band.bottom - band.top) * 0.62;
  const deep = mix(c1, '#000000', 0.55);
  const n = 5;
  const s = w * (story ? 0.075 : 0.07);
  let lamps = '';
  let reflections = '';
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const x = w * (0.1 + t * 0.74);
    const k = 1 - Math.abs(t - 0.5) * 0.35;
    const y = floorY - s * 0.78 * k - Math.abs(t - 0.5) * s * 0.5;
    const lamp = diya3d(x, y, s * k, `dy${i}`, '#b86a2c', c3);
    lamps += lamp;
    reflections += `<g transform="translate(0 ${f(2 * floorY)}) scale(1 -1)">${diya3d(x, y, s * k, `dr${i}`, '#b86a2c', c3)}</g>`;
  }
  // Strings of fairy lights hanging across the top corners.
  let fairy = '';
  for (const [x0, x1, sag] of [
    [-20, w * 0.42, h * 0.07],
    [w * 0.58, w + 20, h * 0.07],
  ] as const) {
    fairy += `<path d="M${f(x0)} ${f(h * 0.012)}Q${f((x0 + x1) / 2)} ${f(h * 0.012 + sag * 2)} ${f(x1)} ${f(h * 0.012)}" stroke="${mix(c1, '#000', 0.3)}" stroke-width="2" fill="none" opacity="0.8"/>`;
    for (let i = 1; i < 12; i++) {
      const t = i / 12;
      const x = x0 + (x1 - x0) * t;
      const y = h * 0.012 + 4 * sag * t * (1 - t) * 1;
      fairy += `<circle cx="${f(x)}" cy="${f(y + 6)}" r="${f(w * 0.014)}" fill="${c3}" opacity="0.45" filter="url(#soft)"/><circle cx="${f(x)}" cy="${f(y + 6)}" r="${f(w * 0.005)}" fill="#fff6d8"/>`;
    }
  }
  const svg = `<defs>${vgrad('dbg', 0, h, [
    [0, deep],
    [0.45, mix(c1, '#000000', 0.2)],
    [0.7, mix(c2, '#000000', 0.35)],
    [1, mix(c1, '#000000', 0.7)],
  ])}${blur('soft', w * 0.012)}${blur('bk', w * 0.006)}${blur('refl', w * 0.01)}${vgrad('floor', floorY, h, [
    [0, mix(c2, '#000000', 0.45)],
    [1, mix(c1, '#000000', 0.75)],
  ])}</defs>
  <rect width="${w}" height="${h}" fill="url(#dbg)"/>
  ${glow('dhalo', w / 2, floorY - s, w * 0.75, c3, 0.28)}
  ${bokeh(input, 'bk', { count: story ? 46 : 34, colors: [c3, '#ffb347', mix(c2, '#ffffff', 0.3)], y0: 0, y1: floorY, rMin: w * 0.008, rMax: w * 0.04, hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.42, ry: h * 0.14 } })}
  ${fairy}
  <rect y="${f(floorY)}" width="${w}" height="${f(h - floorY)}" fill="url(#floor)"/>
  <g opacity="0.22" filter="url(#refl)">${reflections}</g>
  ${glow('dedge', w / 2, floorY, w * 0.6, c3, 0.18)}
  ${lamps}
  ${calmBottom('dcalm', input, mix(c1, '#000000', 0.72), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff6d6', 0.4),
    subColor: '#fff3e0',
    shadow: 'rgba(0,0,0,0.6)',
  };
}

function lantern(cx: number, top: number, chain: number, s: number, id: string, metal: string, light: string): string {
  const y = top + chain;
  const body = `M${f(cx - s * 0.5)} ${f(y + s * 0.55)}L${f(cx - s * 0.62)} ${f(y + s * 1.5)}L${f(cx - s * 0.38)} ${f(y + s * 1.85)}L${f(cx + s * 0.38)} ${f(y + s * 1.85)}L${f(cx + s * 0.62)} ${f(y + s * 1.5)}L${f(cx + s * 0.5)} ${f(y + s * 0.55)}z`;
  const dome = `M${f(cx - s * 0.58)} ${f(y + s * 0.58)}C${f(cx - s * 0.5)} ${f(y + s * 0.1)} ${f(cx - s * 0.15)} ${f(y)} ${f(cx)} ${f(y - s * 0.25)}C${f(cx + s * 0.15)} ${f(y)} ${f(cx + s * 0.5)} ${f(y + s * 0.1)} ${f(cx + s * 0.58)} ${f(y + s * 0.58)}z`;
  let lattice = '';
  for (let k = -2; k <= 2; k++) {
    lattice += `<path d="M${f(cx + k * s * 0.2)} ${f(y + s * 0.6)}L${f(cx + k * s * 0.26)} ${f(y + s * 1.5)}L${f(cx + k * s * 0.16)} ${f(y + s * 1.82)}" stroke="${metal}" stroke-width="${f(s * 0.04)}" fill="none"/>`;
  }
  lattice += `<path d="M${f(cx - s * 0.56)} ${f(y + s * 1.05)}Q${f(cx)} ${f(y + s * 1.2)} ${f(cx + s * 0.56)} ${f(y + s * 1.05)}" stroke="${metal}" stroke-width="${f(s * 0.05)}" fill="none"/>`;
  return `${glow(`${id}g`, cx, y + s * 1.15, s * 2.6, light, 0.5)}
    <line x1="${f(cx)}" y1="${f(top)}" x2="${f(cx)}" y2="${f(y - s * 0.3)}" stroke="${metal}" stroke-width="${f(s * 0.03)}" opacity="0.8"/>
    <circle cx="${f(cx)}" cy="${f(y - s * 0.34)}" r="${f(s * 0.07)}" fill="none" stroke="${metal}" stroke-width="${f(s * 0.03)}"/>
    <path d="${body}" fill="${light}" opacity="0.92"/>
    <ellipse cx="${f(cx)}" cy="${f(y + s * 1.2)}" rx="${f(s * 0.22)}" ry="${f(s * 0.35)}" fill="#fffbe6" opacity="0.9" filter="url(#lsoft)"/>
    ${lattice}
    <path d="${body}" fill="none" stroke="${metal}" stroke-width="${f(s * 0.05)}"/>
    <path d="${dome}" fill="${metal}"/>
    <path d="M${f(cx - s * 0.42)} ${f(y + s * 1.85)}h${f(s * 0.84)}l${f(-s * 0.12)} ${f(s * 0.16)}h${f(-s * 0.6)}z" fill="${metal}"/>
    <path d="M${f(cx)} ${f(y + s * 2.01)}l${f(s * 0.07)} ${f(s * 0.22)}l${f(-s * 0.07)} ${f(s * 0.1)}l${f(-s * 0.07)} ${f(-s * 0.1)}z" fill="${metal}"/>`;
}

/** Eid: a crescent moon over domes and arches, lanterns hanging on long chains, soft stars. */
export function lanternScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const deep = mix(c1, '#000000', 0.55);
  const skyline = band.top + (band.bottom - band.top) * 0.62;
  // Domes and minarets, one paper-cut layer in front of a lighter one.
  const city = (base: number, k: number, color: string, lit: boolean) => {
    let d = '';
    const parts = [
      [0.06, 0.07, 0.5],
      [0.2, 0.035, 1.1],
      [0.34, 0.08, 0.7],
      [0.5, 0.11, 1.0],
      [0.66, 0.075, 0.65],
      [0.8, 0.035, 1.15],
      [0.93, 0.065, 0.55],
    ];
    for (const [x, r, tall] of parts) {
      const cx = w * (x ?? 0);
      const rr = w * (r ?? 0) * k;
      if ((r ?? 0) < 0.05) {
        // A minaret: a slim tower with a balcony and a pointed cap.
        const top = base - h * 0.16 * (tall ?? 1) * k;
        d += `<path d="M${f(cx - rr * 0.35)} ${f(base)}V${f(top + rr * 1.2)}h${f(-rr * 0.12)}v${f(-rr * 0.15)}h${f(rr * 0.94)}v${f(rr * 0.15)}h${f(-rr * 0.12)}V${f(base)}z" fill="${color}"/><path d="M${f(cx - rr * 0.3)} ${f(top + rr * 1.05)}Q${f(cx - rr * 0.3)} ${f(top + rr * 0.2)} ${f(cx)} ${f(top)}Q${f(cx + rr * 0.3)} ${f(top + rr * 0.2)} ${f(cx + rr * 0.3)} ${f(top + rr * 1.05)}z" fill="${color}"/>`;
      } else {
        const drum = base - h * 0.05 * (tall ?? 1) * k;
        d += `<rect x="${f(cx - rr * 1.15)}" y="${f(drum)}" width="${f(rr * 2.3)}" height="${f(base - drum + 2)}" fill="${color}"/><path d="M${f(cx - rr)} ${f(drum)}C${f(cx - rr * 1.05)} ${f(drum - rr * 0.9)} ${f(cx - rr * 0.2)} ${f(drum - rr * 1.1)} ${f(cx)} ${f(drum - rr * 1.45)}C${f(cx + rr * 0.2)} ${f(drum - rr * 1.1)} ${f(cx + rr * 1.05)} ${f(drum - rr * 0.9)} ${f(cx + rr)} ${f(drum)}z" fill="${color}"/><line x1="${f(cx)}" y1="${f(drum - rr * 1.45)}" x2="${f(cx)}" y2="${f(drum - rr * 1.75)}" stroke="${color}" stroke-width="3"/>`;
        if (lit) {
          for (let a = -1; a <= 1; a++)
            d += `<path d="M${f(cx + a * rr * 0.6 - rr * 0.12)} ${f(base)}V${f(drum + (base - drum) * 0.45)}Q${f(cx + a * rr * 0.6)} ${f(drum + (base - drum) * 0.2)} ${f(cx + a * rr * 0.6 + rr * 0.12)} ${f(drum + (base - drum) * 0.45)}V${f(base)}z" fill="${c3}" opacity="0.55"/>`;
        }
      }
    }
    return `${d}<rect y="${f(base - 1)}" width="${w}" height="${f(h - base + 1)}" fill="${color}"/>`;
  };
  const moonX = w * 0.5;
  const moonY = band.top + (skyline - band.top) * 0.05;
  const mr = w * 0.07;
  // On a square the lanterns hang at the edges, below the headline's room.
  const hang: [number, number, number][] = story
    ? [
        [0.09, 0.42, 0.075],
        [0.2, 0.3, 0.055],
        [0.8, 0.34, 0.06],
        [0.92, 0.46, 0.08],
      ]
    : [
        [0.06, 0.47, 0.055],
        [0.94, 0.47, 0.055],
      ];
  const lanterns = hang
    .map(([x, len, sz], i) =>
      lantern(w * x, 0, h * len, w * sz, `ln${i}`, mix(c3, '#5a3a00', 0.35), mix(c3, '#ffe9a8', 0.4)),
    )
    .join('');
  const svg = `<defs>${vgrad('lbg', 0, h, [
    [0, deep],
    [0.55, mix(c1, '#000000', 0.15)],
    [0.75, mix(c2, '#000000', 0.2)],
    [1, mix(c1, '#000000', 0.7)],
  ])}${blur('lsoft', w * 0.012)}${blur('lbk', w * 0.007)}</defs>
  <rect width="${w}" height="${h}" fill="url(#lbg)"/>
  ${stars(input, story ? 120 : 80, skyline, mix(c3, '#ffffff', 0.6))}
  ${bokeh(input, 'lbk', { count: 18, colors: [c3, mix(c2, '#ffffff', 0.4)], y0: h * 0.02, y1: skyline, rMin: w * 0.01, rMax: w * 0.03, opacity: [0.1, 0.3] })}
  ${glow('moonglow', moonX, moonY, mr * 4, mix(c3, '#ffffff', 0.5), 0.35)}
  ${crescent('lmoon', moonX, moonY, mr, mix(c3, '#fffbe8', 0.55), -20)}
  <path d="M${f(moonX + mr * 0.9)} ${f(moonY - mr * 0.55)}l${f(mr * 0.1)} ${f(mr * 0.22)}l${f(mr * 0.24)} ${f(mr * 0.02)}l${f(-mr * 0.18)} ${f(mr * 0.16)}l${f(mr * 0.06)} ${f(mr * 0.24)}l${f(-mr * 0.22)} ${f(-mr * 0.13)}l${f(-mr * 0.22)} ${f(mr * 0.13)}l${f(mr * 0.06)} ${f(-mr * 0.24)}l${f(-mr * 0.18)} ${f(-mr * 0.16)}l${f(mr * 0.24)} ${f(-mr * 0.02)}z" fill="${mix(c3, '#fffbe8', 0.55)}"/>
  ${city(skyline, 1, mix(c2, '#000000', 0.35), false)}
  ${city(skyline + h * 0.035, 0.82, mix(c1, '#000000', 0.6), true)}
  ${lanterns}
  ${calmBottom('lcalm', input, mix(c1, '#000000', 0.7), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fffbe8', 0.45),
    subColor: '#f4f1e8',
    shadow: 'rgba(0,0,0,0.55)',
  };
}

function burst(cx: number, cy: number, r: number, n: number, color: string, random: () => number): string {
  let lines = '';
  let tips = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + random() * 0.1;
    const len = r * (0.75 + random() * 0.25);
    const x0 = cx + Math.cos(a) * r * 0.18;
    const y0 = cy + Math.sin(a) * r * 0.18;
    const x1 = cx + Math.cos(a) * len;
    const y1 = cy + Math.sin(a) * len + len * 0.08;
    lines += `<path d="M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2)} ${f((y0 + y1) / 2 - len * 0.02)} ${f(x1)} ${f(y1)}"/>`;
    tips += `<circle cx="${f(x1)}" cy="${f(y1)}" r="${f(r * 0.022)}"/>`;
  }
  const sw = Math.max(1.5, r * 0.012);
  return `<g stroke="${color}" stroke-width="${f(sw * 3)}" stroke-linecap="round" fill="none" opacity="0.5" filter="url(#fsoft)">${lines}</g>
    <g stroke="${mix(color, '#ffffff', 0.5)}" stroke-width="${f(sw)}" stroke-linecap="round" fill="none">${lines}</g>
    <g fill="${mix(color, '#ffffff', 0.6)}">${tips}</g>`;
}

/** Celebration at night: fireworks with glow over a lit city skyline. */
export function fireworksScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const skyline = band.top + (band.bottom - band.top) * 0.78;
  const deep = mix(c1, '#000000', 0.6);
  const bursts: [number, number, number, string][] = story
    ? [
        [0.2, 0.56, 0.2, c3],
        [0.72, 0.58, 0.24, c2],
        [0.48, 0.63, 0.12, '#ffffff'],
        [0.08, 0.04, 0.12, c2],
        [0.94, 0.08, 0.1, c3],
      ]
    : [
        [0.16, 0.56, 0.15, c3],
        [0.78, 0.55, 0.18, c2],
        [0.5, 0.62, 0.1, '#ffffff'],
        [0.06, 0.05, 0.1, c2],
        [0.95, 0.06, 0.09, c3],
      ];
  let fireworks = '';
  for (const [x, y, r, c] of bursts) {
    fireworks += glow(`fg${Math.round(x * 100)}`, w * x, h * y, w * r * 1.3, c, 0.22);
    fireworks += burst(w * x, h * y, w * r, 28 + Math.round(random() * 10), c, random);
    fireworks += burst(w * x, h * y, w * r * 0.55, 18, mix(c, '#ffffff', 0.3), random);
  }
  // Towers with lit windows.
  let towers = '';
  let windows = '';
  let x = -10;
  while (x < w) {
    const bw = w * (0.05 + random() * 0.07);
    const bh = h * (0.04 + random() * (story ? 0.08 : 0.1));
    towers += `<rect x="${f(x)}" y="${f(skyline - bh)}" width="${f(bw + 1)}" height="${f(bh + 2)}"/>`;
    for (let wy = skyline - bh + 10; wy < skyline - 8; wy += 16) {
      for (let wx = x + 7; wx < x + bw - 7; wx += 13) {
        if (random() < 0.35) windows += `<rect x="${f(wx)}" y="${f(wy)}" width="5" height="7"/>`;
      }
    }
    x += bw + w * 0.004;
  }
  const svg = `<defs>${vgrad('fbg', 0, h, [
    [0, deep],
    [0.6, mix(c1, '#000000', 0.25)],
    [0.72, mix(c1, c2, 0.25)],
    [1, mix(c1, '#000000', 0.75)],
  ])}${blur('fsoft', w * 0.006)}${blur('fbk', w * 0.008)}</defs>
  <rect width="${w}" height="${h}" fill="url(#fbg)"/>
  ${stars(input, story ? 90 : 60, skyline, '#ffffff')}
  ${glow('fhorizon', w / 2, skyline, w * 0.8, c2, 0.22)}
  ${fireworks}
  ${bokeh(input, 'fbk', { count: 22, colors: [c3, c2], y0: h * 0.1, y1: skyline, rMin: w * 0.004, rMax: w * 0.014, opacity: [0.2, 0.6], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.4, ry: h * 0.13 } })}
  <g fill="${mix(c1, '#000000', 0.7)}">${towers}</g>
  <g fill="${mix(c3, '#fff3c4', 0.5)}" opacity="0.75">${windows}</g>
  <rect y="${f(skyline)}" width="${w}" height="${f(h - skyline)}" fill="${mix(c1, '#000000', 0.72)}"/>
  ${calmBottom('fcalm', input, mix(c1, '#000000', 0.75), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: '#ffffff',
    subColor: mix(c3, '#ffffff', 0.5),
    shadow: 'rgba(0,0,0,0.6)',
  };
}

function pine(cx: number, base: number, s: number, color: string, snow: string): string {
  let d = '';
  for (let k = 0; k < 3; k++) {
    const top = base - s * (1.1 + k * 0.75);
    const half = s * (0.62 - k * 0.15);
    const bottom = base - s * k * 0.72;
    d += `<path d="M${f(cx)} ${f(top)}L${f(cx + half)} ${f(bottom)}Q${f(cx)} ${f(bottom - s * 0.12)} ${f(cx - half)} ${f(bottom)}z" fill="${color}"/><path d="M${f(cx)} ${f(top)}L${f(cx + half * 0.35)} ${f(top + (bottom - top) * 0.35)}Q${f(cx)} ${f(top + (bottom - top) * 0.28)} ${f(cx - half * 0.35)} ${f(top + (bottom - top) * 0.35)}z" fill="${snow}"/>`;
  }
  return `${d}<rect x="${f(cx - s * 0.07)}" y="${f(base)}" width="${f(s * 0.14)}" height="${f(s * 0.2)}" fill="${color}"/>`;
}

/** Christmas: a tree made of light among paper-cut pines, falling snow, hanging baubles. */
export function christmasScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const ground = band.bottom - h * 0.02;
  const treeTop = band.top - h * (story ? 0.03 : 0.05);
  const treeH = ground - treeTop - h * 0.02;
  const cx = w / 2;
  // The tree: a spiral of lights wound round a cone.
  let lights = '';
  const turns = 5.5;
  for (let i = 0; i < 170; i++) {
    const t = i / 169;
    const y = treeTop + t * treeH;
    const half = w * 0.24 * t + w * 0.01;
    const a = t * turns * Math.PI * 2;
    const x = cx + Math.sin(a) * half;
    const front = Math.cos(a) > 0;
    const colors = [c3, '#ffffff', mix(c3, '#ff9f43', 0.5)];
    lights += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(front ? w * 0.0065 : w * 0.004)}" fill="${colors[i % 3]}" opacity="${front ? 1 : 0.45}"/>`;
  }
  const starR = w * 0.03;
  let starPath = '';
  for (let k = 0; k < 10; k++) {
    const a = -Math.PI / 2 + (k * Math.PI) / 5;
    const r = k % 2 ? starR * 0.42 : starR;
    starPath += `${k ? 'L' : 'M'}${f(cx + Math.cos(a) * r)} ${f(treeTop - starR * 0.6 + Math.sin(a) * r)}`;
  }
  let forest = '';
  for (const [layer, k, color] of [
    [0, 0.8, mix(c1, '#ffffff', 0.12)],
    [1, 1, mix(c1, '#000000', 0.15)],
  ] as const) {
    for (let i = 0; i < 9; i++) {
      const px = w * ((i + (layer ? 0.5 : 0)) / 8) + (random() - 0.5) * w * 0.04;
      if (Math.abs(px - cx) < w * 0.18) continue;
      forest += pine(
        px,
        ground - layer * h * 0.005,
        w * 0.07 * k * (0.8 + random() * 0.5),
        color,
        'rgba(255,255,255,0.85)',
      );
    }
  }
  let baubles = '';
  for (const [x, len, r, c] of [
    [0.07, 0.12, 0.035, c3],
    [0.16, 0.06, 0.026, c2],
    [0.84, 0.08, 0.028, c2],
    [0.94, 0.15, 0.036, c3],
  ] as const) {
    const bx = w * x;
    const by = h * len * (story ? 0.9 : 1);
    const br = w * r;
    baubles += `<line x1="${f(bx)}" y1="0" x2="${f(bx)}" y2="${f(by - br)}" stroke="${mix(c3, '#ffffff', 0.3)}" stroke-width="2"/><rect x="${f(bx - br * 0.25)}" y="${f(by - br * 1.12)}" width="${f(br * 0.5)}" height="${f(br * 0.25)}" fill="${mix(c3, '#6b4b00', 0.3)}"/><circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}" fill="${c}"/><circle cx="${f(bx)}" cy="${f(by)}" r="${f(br)}" fill="url(#cshine)"/>`;
  }
  const svg = `<defs>${vgrad('cbg', 0, h, [
    [0, mix(c1, '#000000', 0.55)],
    [0.6, mix(c1, '#000000', 0.2)],
    [1, mix(c1, '#000000', 0.65)],
  ])}${blur('csoft', w * 0.008)}${blur('cbk', w * 0.005)}<radialGradient id="cshine" cx="0.35" cy="0.3" r="0.75">${'<stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.1"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/>'}</radialGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#cbg)"/>
  ${bokeh(input, 'cbk', { count: story ? 90 : 60, colors: ['#ffffff', mix(c3, '#ffffff', 0.5)], y0: 0, y1: ground, rMin: w * 0.003, rMax: w * 0.012, opacity: [0.25, 0.8], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.4, ry: h * 0.13 } })}
  ${glow('ctree', cx, treeTop + treeH * 0.55, w * 0.38, c3, 0.28)}
  ${forest}
  <g filter="url(#csoft)" opacity="0.8">${lights}</g>${lights}
  ${glow('cstar', cx, treeTop - starR * 0.6, starR * 3.2, c3, 0.6)}
  <path d="${starPath}z" fill="${mix(c3, '#fff6cc', 0.4)}"/>
  <path d="${ridge(w, h, ground, h * 0.012, random, 6)}" fill="${mix(c1, '#e8f1f5', 0.82)}"/>
  ${baubles}
  ${calmBottom('ccalm', input, mix(c1, '#e8f1f5', 0.86), 0.74, 1)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: '#ffffff',
    subColor: mix(c3, '#ffffff', 0.55),
    shadow: 'rgba(0,0,0,0.55)',
  };
}

/** Lohri and Holika: a bonfire of crossed logs, layered flames and sparks rising into the night. */
export function bonfireScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const base = band.bottom - h * 0.04;
  const cx = w / 2;
  const fh = band.bottom - band.top;
  const flame = (dx: number, height: number, wid: number, color: string, lean: number) =>
    `<path d="M${f(cx + dx - wid)} ${f(base)}C${f(cx + dx - wid * 1.1)} ${f(base - height * 0.45)} ${f(cx + dx - wid * 0.2 + lean)} ${f(base - height * 0.6)} ${f(cx + dx + lean)} ${f(base - height)}C${f(cx + dx + wid * 0.3 + lean * 0.5)} ${f(base - height * 0.55)} ${f(cx + dx + wid * 1.1)} ${f(base - height * 0.4)} ${f(cx + dx + wid)} ${f(base)}z" fill="${color}"/>`;
  // Tongues of fire, tallest in the middle, each a vertical fade from white-hot to a red tip.
  let tongues = '';
  const count = 11;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const dx = (t - 0.5) * w * 0.26;
    const tall = fh * (0.45 + (1 - Math.abs(t - 0.5) * 2) * 0.75) * (0.8 + random() * 0.4);
    tongues += flame(dx, tall, w * (0.035 + random() * 0.025), 'url(#bfire)', (random() - 0.5) * w * 0.06);
  }
  const flames = `${tongues}${flame(0, fh * 0.5, w * 0.07, 'url(#bcore)', 0)}`;
  let logs = '';
  for (const [a, len] of [
    [-28, 0.3],
    [28, 0.3],
    [-8, 0.26],
    [10, 0.24],
  ] as const) {
    logs += `<rect x="${f(cx - w * len * 0.5)}" y="${f(base - w * 0.018)}" width="${f(w * len)}" height="${f(w * 0.036)}" rx="${f(w * 0.018)}" fill="#3b2314" transform="rotate(${a} ${f(cx)} ${f(base)})"/><circle cx="${f(cx + w * len * 0.5 - w * 0.018)}" cy="${f(base)}" r="${f(w * 0.014)}" fill="#8a5a32" transform="rotate(${a} ${f(cx)} ${f(base)})"/>`;
  }
  let sparks = '';
  for (let i = 0; i < 70; i++) {
    const t = random();
    const x = cx + (random() - 0.5) * w * (0.15 + t * 0.9);
    const y = base - fh * 0.6 - t * h * 0.5;
    sparks += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1 + random() * 3.5)}" fill="${i % 3 ? c3 : '#fff0b0'}" opacity="${f((1 - t) * 0.9)}"/>`;
  }
  const svg = `<defs>${vgrad('bbg', 0, h, [
    [0, mix(c1, '#000000', 0.6)],
    [0.55, mix(c1, '#000000', 0.25)],
    [0.72, mix(c1, c2, 0.3)],
    [1, mix(c1, '#000000', 0.75)],
  ])}${blur('bsoft', w * 0.02)}${vgrad('bfire', base - fh * 1.2, base, [
    [0, c2, 0],
    [0.3, c2, 0.85],
    [0.7, mix(c3, c2, 0.3)],
    [1, mix(c3, '#ffffff', 0.3)],
  ])}${vgrad('bcore', base - fh * 0.5, base, [
    [0, c3, 0],
    [0.5, mix(c3, '#ffffff', 0.5)],
    [1, '#fffbe8'],
  ])}</defs>
  <rect width="${w}" height="${h}" fill="url(#bbg)"/>
  ${stars(input, 50, h * 0.5, '#ffe8c8')}
  ${glow('bglow', cx, base - fh * 0.4, w * 0.7, c2, 0.45)}
  <path d="${ridge(w, h, base - h * 0.02, h * 0.02, random, 5)}" fill="${mix(c1, '#000000', 0.55)}"/>
  <g filter="url(#bsoft)" opacity="0.7">${flames}</g>
  ${flames}${logs}
  ${sparks}
  ${calmBottom('bcalm', input, mix(c1, '#000000', 0.72), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#fff6d6', 0.45),
    subColor: '#fff1e0',
    shadow: 'rgba(0,0,0,0.6)',
  };
}

/** Good night: a deep sky, a soft crescent over layered clouds, stars. */
export function nightScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const story = isStory(input);
  const band = subjectBand(input);
  const mx = w * 0.68;
  const my = band.top + (band.bottom - band.top) * 0.35;
  const mr = w * 0.085;
  const cloud = (y: number, color: string, opacity: number) =>
    `<path d="${ridge(w, h, y, h * 0.025, random, 9)}" fill="${color}" opacity="${opacity}"/>`;
  const svg = `<defs>${vgrad('nbg', 0, h, [
    [0, mix(c1, '#000000', 0.5)],
    [0.6, c1],
    [1, mix(c2, '#000000', 0.3)],
  ])}${blur('nsoft', w * 0.02)}${blur('nbk', w * 0.006)}</defs>
  <rect width="${w}" height="${h}" fill="url(#nbg)"/>
  ${stars(input, story ? 160 : 110, h * 0.7, '#ffffff')}
  ${bokeh(input, 'nbk', { count: 16, colors: [c3, c2], y0: 0, y1: h * 0.7, rMin: w * 0.01, rMax: w * 0.035, opacity: [0.08, 0.25] })}
  ${glow('nmoon', mx, my, mr * 4.5, c3, 0.3)}
  ${crescent('nmask', mx, my, mr, mix(c3, '#fffdf0', 0.6), -35)}
  <g filter="url(#nsoft)">${cloud(band.top + (band.bottom - band.top) * 0.55, mix(c2, '#ffffff', 0.25), 0.35)}</g>
  ${cloud(band.top + (band.bottom - band.top) * 0.72, mix(c2, c1, 0.4), 0.8)}
  ${cloud(band.bottom - h * 0.02, mix(c1, '#000000', 0.25), 1)}
  ${calmBottom('ncalm', input, mix(c1, '#000000', 0.45), 0.74)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#ffffff', 0.6),
    subColor: '#eef0ff',
    shadow: 'rgba(0,0,0,0.5)',
  };
}
