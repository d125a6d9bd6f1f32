// Everyday and national motifs: a rising sun, the tricolour, flowers, abstract shapes,
// confetti.
import { luminance, mix, rgba } from '../colors';
import { f, linear, type MotifInput, type MotifScene, radial, sparkles } from './svg';

export function sunScene(input: MotifInput): MotifScene {
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

export function flagScene(input: MotifInput): MotifScene {
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

export function flowersScene(input: MotifInput): MotifScene {
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

export function abstractScene(input: MotifInput): MotifScene {
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

export function confettiScene(input: MotifInput): MotifScene {
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
