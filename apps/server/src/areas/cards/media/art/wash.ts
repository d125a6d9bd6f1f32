// Designed scenes in washes and soft shapes: Holi's clouds of colour, watercolour flowers for
// the morning, a premium geometric ground for offers, a satin ribbon for openings and thanks.
import { mix } from '../colors';
import {
  blur,
  bokeh,
  calmBottom,
  glow,
  isStory,
  paperShadow,
  subjectBand,
  textCenterOf,
  textPool,
  vgrad,
  washFilter,
} from './kit';
import { f, type MotifInput, type MotifScene } from './svg';

/** Holi: clouds of gulal in watercolour, splashes and specks, on warm paper. */
export function holiScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const colors = [c1, c2, c3, '#2ec4b6', '#ffbe0b', '#8338ec'];
  const tc = h * textCenterOf(input);
  let clouds = '';
  let specks = '';
  const spots: [number, number, number][] = [
    [-0.04, 0.02, 0.2],
    [1.04, 0.03, 0.19],
    [0.12, 0.6, 0.3],
    [0.88, 0.58, 0.3],
    [0.5, 0.68, 0.32],
    [0.32, 0.56, 0.2],
    [0.68, 0.52, 0.2],
  ];
  for (const [i, [x, y, r]] of spots.entries()) {
    const cx = w * x;
    const cy = y < 0.5 ? h * y : band.top + (band.bottom - band.top) * (0.35 + (y - 0.5) * 3);
    const c = colors[i % colors.length] ?? c1;
    clouds += `<g filter="url(#hw${i % 3})" opacity="0.85"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(w * r)}" fill="${c}"/><circle cx="${f(cx + w * r * 0.5)}" cy="${f(cy - w * r * 0.3)}" r="${f(w * r * 0.6)}" fill="${mix(c, '#ffffff', 0.2)}"/></g>`;
    for (let k = 0; k < 26; k++) {
      const a = random() * Math.PI * 2;
      const d = w * r * (1 + random() * 0.7);
      const sx = cx + Math.cos(a) * d;
      const sy = cy + Math.sin(a) * d;
      if (((sx - w / 2) / (w * 0.4)) ** 2 + ((sy - tc) / (h * 0.15)) ** 2 < 1) continue;
      specks += `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(1.5 + random() * w * 0.007)}" fill="${c}" opacity="${f(0.5 + random() * 0.5)}"/>`;
    }
  }
  const svg = `<defs>${vgrad('hbg', 0, h, [
    [0, '#fffaf2'],
    [1, '#fbefe4'],
  ])}${washFilter('hw0', 3, w * 0.09, w * 0.012)}${washFilter('hw1', 11, w * 0.12, w * 0.016)}${washFilter('hw2', 23, w * 0.1, w * 0.01)}</defs>
  <rect width="${w}" height="${h}" fill="url(#hbg)"/>
  ${clouds}${specks}
  ${textPool('hpool', input, '#fffaf2', 0.95)}
  ${calmBottom('hcalm', input, '#fbefe4', 0.75, 0.9)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c1, '#000000', 0.35),
    subColor: mix(c1, '#000000', 0.5),
    shadow: 'rgba(255,255,255,0.95)',
  };
}

function blossom(cx: number, cy: number, r: number, color: string, rot: number): string {
  let out = '';
  for (let i = 0; i < 5; i++) {
    const a = i * 72 + rot;
    out += `<path d="M0 0C${f(r * 0.5)} ${f(-r * 0.2)} ${f(r * 0.55)} ${f(-r * 0.9)} 0 ${f(-r)}C${f(-r * 0.55)} ${f(-r * 0.9)} ${f(-r * 0.5)} ${f(-r * 0.2)} 0 0z" fill="${color}" transform="translate(${f(cx)} ${f(cy)}) rotate(${f(a)})"/>`;
  }
  return `${out}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.18)}" fill="#ffd166"/>`;
}

/** Good morning: watercolour washes and blossoming branches reaching in from the corners. */
export function floralWashScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const branch = (x0: number, y0: number, x1: number, y1: number, bend: number) => {
    let out = `<path d="M${f(x0)} ${f(y0)}Q${f((x0 + x1) / 2 + bend)} ${f((y0 + y1) / 2 - bend)} ${f(x1)} ${f(y1)}" stroke="#6b4a3a" stroke-width="${f(w * 0.012)}" fill="none" stroke-linecap="round"/>`;
    for (let i = 0; i < 7; i++) {
      const t = 0.25 + i * 0.11;
      const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2 + bend) + t ** 2 * x1;
      const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * ((y0 + y1) / 2 - bend) + t ** 2 * y1;
      const leafA = random() * 360;
      out += `<ellipse cx="${f(x + 14)}" cy="${f(y - 10)}" rx="${f(w * 0.032)}" ry="${f(w * 0.012)}" fill="#7fb069" opacity="0.85" transform="rotate(${f(leafA)} ${f(x + 14)} ${f(y - 10)})"/>`;
      out += blossom(
        x + (random() - 0.5) * 40,
        y + (random() - 0.5) * 40,
        w * (0.035 + random() * 0.025),
        i % 2 ? c1 : mix(c1, '#ffffff', 0.45),
        random() * 72,
      );
    }
    return out;
  };
  const svg = `<defs>${vgrad('fwbg', 0, h, [
    [0, '#fffdf8'],
    [1, mix(c2, '#ffffff', 0.85)],
  ])}${paperShadow('fwsh', w * 0.004, w * 0.004, 0.2)}${blur('fwbk', w * 0.008)}</defs>
  <rect width="${w}" height="${h}" fill="url(#fwbg)"/>
  ${glow('fwa', w * 0.02, h * 0.02, w * 0.5, mix(c1, '#ffffff', 0.15), 1)}${glow('fwb', w * 0.95, band.bottom - h * 0.05, w * 0.55, mix(c2, '#ffffff', 0.05), 1)}
  ${glow('fwc', w * 0.1, band.bottom, w * 0.45, mix(c3, '#ffffff', 0.1), 1)}${glow('fwd', w * 0.98, h * 0.03, w * 0.36, mix(c3, '#ffffff', 0.2), 1)}
  ${glow('fwsun', w / 2, band.top + (band.bottom - band.top) * 0.5, w * 0.4, '#ffe8a3', 0.55)}
  ${bokeh(input, 'fwbk', { count: 14, colors: ['#ffffff', mix(c1, '#ffffff', 0.6)], y0: band.top, y1: band.bottom, rMin: w * 0.01, rMax: w * 0.03, opacity: [0.3, 0.6] })}
  <g filter="url(#fwsh)">${branch(-w * 0.02, h * 0.02, w * 0.32, h * (isStory(input) ? 0.05 : 0.08), w * 0.04)}${branch(w * 1.02, band.bottom - h * 0.02, w * 0.6, band.top + h * 0.02, -w * 0.05)}</g>
  ${calmBottom('fwcalm', input, mix(c2, '#ffffff', 0.8), 0.76, 0.9)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c1, '#000000', 0.45),
    subColor: mix(c1, '#000000', 0.55),
    shadow: 'rgba(255,255,255,0.95)',
  };
}

/** Offers and trade days: a deep ground, layered glass panels and gold lines, glints. */
export function promoScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const gold = mix(c3, '#fff1c1', 0.1);
  const panel = (x: number, y: number, pw: number, ph: number, rot: number, fill: string, opacity: number) =>
    `<rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" rx="${f(w * 0.03)}" fill="${fill}" opacity="${opacity}" transform="rotate(${rot} ${f(x + pw / 2)} ${f(y + ph / 2)})"/>`;
  const svg = `<defs>${vgrad('prbg', 0, h, [
    [0, mix(c1, '#000000', 0.3)],
    [0.7, c1],
    [1, mix(c1, '#000000', 0.5)],
  ])}<linearGradient id="prglass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.04"/></linearGradient><linearGradient id="prc2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c2, '#ffffff', 0.2)}"/><stop offset="1" stop-color="${mix(c2, '#000000', 0.3)}"/></linearGradient>${paperShadow('prsh', w * 0.02, w * 0.015, 0.4)}${blur('prbk', w * 0.01)}</defs>
  <rect width="${w}" height="${h}" fill="url(#prbg)"/>
  ${glow('prhalo', w * 0.5, band.top, w * 0.8, c2, 0.35)}
  <g filter="url(#prsh)">
  <path d="M${f(-w * 0.1)} ${f(band.bottom)}L${f(w * 1.1)} ${f(band.top - h * 0.06)}V${f(band.top + h * 0.06)}L${f(-w * 0.1)} ${f(band.bottom + h * 0.12)}z" fill="url(#prc2)"/>
  <path d="M${f(-w * 0.1)} ${f(band.top + h * 0.02)}L${f(w * 1.1)} ${f(band.bottom + h * 0.04)}V${f(band.bottom + h * 0.1)}L${f(-w * 0.1)} ${f(band.top + h * 0.08)}z" fill="url(#prglass)"/>
  ${panel(w * 0.3, band.top + h * 0.04, w * 0.4, h * 0.12, -8, 'url(#prglass)', 1)}
  </g>
  <circle cx="${f(w * 0.88)}" cy="${f(h * 0.06)}" r="${f(w * 0.16)}" fill="${c2}" opacity="0.35"/>
  <circle cx="${f(w * 0.06)}" cy="${f(h * 0.12)}" r="${f(w * 0.08)}" fill="none" stroke="${gold}" stroke-width="3" opacity="0.6"/>
  <path d="M${f(-w * 0.05)} ${f(band.bottom - h * 0.02)}L${f(w * 0.4)} ${f(band.top + h * 0.02)}" stroke="${gold}" stroke-width="3" opacity="0.85"/>
  <path d="M${f(w * 0.55)} ${f(band.bottom)}L${f(w * 1.05)} ${f(band.top - h * 0.03)}" stroke="${gold}" stroke-width="2" opacity="0.7"/>
  ${bokeh(input, 'prbk', { count: 20, colors: [gold, '#ffffff'], y0: 0, y1: band.bottom, rMin: w * 0.004, rMax: w * 0.018, opacity: [0.2, 0.6], hush: { cx: w / 2, cy: h * textCenterOf(input), rx: w * 0.42, ry: h * 0.14 } })}
  ${calmBottom('prcalm', input, mix(c1, '#000000', 0.5), 0.76)}`;
  return { svg, textCenter: textCenterOf(input), titleColor: '#ffffff', subColor: gold, shadow: 'rgba(0,0,0,0.5)' };
}

/** Grand openings and thank-yous: a satin ribbon with a bow across the picture, gold confetti. */
export function ribbonScene(input: MotifInput): MotifScene {
  const { width: w, height: h, palette, random } = input;
  const [c1, c2, c3] = palette;
  const band = subjectBand(input);
  const cy = band.top + (band.bottom - band.top) * 0.5;
  const cx = w / 2;
  const s = (band.bottom - band.top) * 0.62;
  const rib = h * 0.035;
  let confetti = '';
  const tc = h * textCenterOf(input);
  for (let i = 0; i < 80; i++) {
    const x = random() * w;
    const y = random() * band.bottom;
    if (((x - w / 2) / (w * 0.42)) ** 2 + ((y - tc) / (h * 0.15)) ** 2 < 1) continue;
    const sz = w * (0.006 + random() * 0.01);
    confetti += `<rect x="${f(x)}" y="${f(y)}" width="${f(sz * 2)}" height="${f(sz)}" rx="1" fill="${i % 3 ? c3 : '#ffffff'}" opacity="${f(0.5 + random() * 0.5)}" transform="rotate(${f(random() * 180)} ${f(x)} ${f(y)})"/>`;
  }
  const loop = (dir: number) =>
    `<path d="M${f(cx)} ${f(cy)}C${f(cx + dir * s * 0.4)} ${f(cy - s * 0.9)} ${f(cx + dir * s * 1.3)} ${f(cy - s * 0.7)} ${f(cx + dir * s * 1.15)} ${f(cy - s * 0.05)}C${f(cx + dir * s * 1.05)} ${f(cy + s * 0.4)} ${f(cx + dir * s * 0.4)} ${f(cy + s * 0.2)} ${f(cx)} ${f(cy)}z" fill="url(#rbsatin)"/>`;
  const tail = (dir: number) =>
    `<path d="M${f(cx)} ${f(cy)}L${f(cx + dir * s * 0.55)} ${f(cy + s * 1.05)}L${f(cx + dir * s * 0.75)} ${f(cy + s * 0.92)}L${f(cx + dir * s * 0.85)} ${f(cy + s * 1.12)}L${f(cx + dir * s * 0.3)} ${f(cy + s * 0.05)}z" fill="${mix(c2, '#000000', 0.2)}"/>`;
  const svg = `<defs>${vgrad('rbbg', 0, h, [
    [0, mix(c1, '#000000', 0.35)],
    [0.6, c1],
    [1, mix(c1, '#000000', 0.55)],
  ])}${vgrad('rbband', cy - rib, cy + rib, [
    [0, mix(c2, '#ffffff', 0.25)],
    [0.45, c2],
    [1, mix(c2, '#000000', 0.35)],
  ])}<linearGradient id="rbsatin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c2, '#ffffff', 0.35)}"/><stop offset="0.5" stop-color="${c2}"/><stop offset="1" stop-color="${mix(c2, '#000000', 0.35)}"/></linearGradient>${paperShadow('rbsh', w * 0.012, w * 0.012, 0.4)}${blur('rbbk', w * 0.008)}</defs>
  <rect width="${w}" height="${h}" fill="url(#rbbg)"/>
  ${glow('rbspot', cx, cy - s, w * 0.75, c3, 0.3)}
  ${bokeh(input, 'rbbk', { count: 22, colors: [c3, '#ffffff'], y0: 0, y1: band.bottom, rMin: w * 0.006, rMax: w * 0.025, opacity: [0.15, 0.45], hush: { cx: w / 2, cy: tc, rx: w * 0.42, ry: h * 0.14 } })}
  ${confetti}
  <g filter="url(#rbsh)">
  <path d="M-10 ${f(cy - rib)}Q${f(w * 0.25)} ${f(cy - rib - h * 0.015)} ${f(cx)} ${f(cy - rib)}T${f(w + 10)} ${f(cy - rib)}V${f(cy + rib)}Q${f(w * 0.75)} ${f(cy + rib + h * 0.015)} ${f(cx)} ${f(cy + rib)}T-10 ${f(cy + rib)}z" fill="url(#rbband)"/>
  ${tail(-1)}${tail(1)}${loop(-1)}${loop(1)}
  <ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 0.2)}" ry="${f(s * 0.24)}" fill="${mix(c2, '#000000', 0.1)}"/>
  </g>
  <path d="M-10 ${f(cy - rib * 0.55)}H${f(w + 10)}" stroke="${c3}" stroke-width="2" opacity="0.6"/>
  <path d="M-10 ${f(cy + rib * 0.55)}H${f(w + 10)}" stroke="${c3}" stroke-width="2" opacity="0.6"/>
  ${calmBottom('rbcalm', input, mix(c1, '#000000', 0.5), 0.76)}`;
  return {
    svg,
    textCenter: textCenterOf(input),
    titleColor: mix(c3, '#ffffff', 0.35),
    subColor: '#fff8ee',
    shadow: 'rgba(0,0,0,0.55)',
  };
}
