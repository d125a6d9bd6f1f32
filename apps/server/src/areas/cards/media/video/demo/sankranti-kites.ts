// "Sankranti kites" (STORY, 10 s): a bright winter-morning sky with a sun turning its rays,
// paper-cut clouds drifting at three depths and patang kites rising in on their strings and
// dancing; "मकर संक्रांति / HAPPY SANKRANTI" pops in at the top. Layered paper hills fill the
// lower third, the front one plain and dark so the business's logo, name and contact read on it.
import {
  drawTitle,
  easeOutBack,
  easeOutCubic,
  hillPath,
  layeredScene,
  lerp,
  lightSweep,
  n,
  paperLayer,
  phase,
  placeTitle,
  random,
  type Scene,
  sweepGradient,
  twinkles,
} from './kit';

const W = 720;
const H = 1280;
const DURATION = 10;
/** The front hill's top edge (px); the text slots sit below it. */
export const KITES_FRONT_HILL = 900;

function defs(): string {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0d6fc4"/><stop offset="0.38" stop-color="#3fa9e8"/><stop offset="0.62" stop-color="#9ad8f2"/><stop offset="0.78" stop-color="#ffe2a8"/><stop offset="1" stop-color="#ffc27a"/>
    </linearGradient>
    <radialGradient id="sun-glow"><stop offset="0" stop-color="#fff7d1" stop-opacity="0.95"/><stop offset="0.25" stop-color="#ffe07a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd36b" stop-opacity="0"/></radialGradient>
    <radialGradient id="sun" cx="0.4" cy="0.35"><stop offset="0" stop-color="#fffbe6"/><stop offset="1" stop-color="#ffd34d"/></radialGradient>
    <linearGradient id="front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a2a10"/><stop offset="1" stop-color="#4a1206"/></linearGradient>
    ${sweepGradient('sweep', '#ffffff', 0.35)}
  </defs>`;
}

/** The sun, top right, its rays turning slowly. */
function sun(t: number): string {
  const cx = W * 0.8;
  const cy = 330;
  const rays = 18;
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a0 = ((i / rays) * 360 + t * 6) * (Math.PI / 180);
    const a1 = a0 + (Math.PI / rays) * 0.55;
    d += `M${n(cx + Math.cos(a0) * 70)} ${n(cy + Math.sin(a0) * 70)}L${n(cx + Math.cos(a0) * 210)} ${n(cy + Math.sin(a0) * 210)}L${n(cx + Math.cos(a1) * 210)} ${n(cy + Math.sin(a1) * 210)}z`;
  }
  const pulse = 1 + 0.04 * Math.sin(t * 1.6);
  return `<circle cx="${cx}" cy="${cy}" r="${n(330 * pulse)}" fill="url(#sun-glow)"/><path d="${d}" fill="#fff3b0" opacity="0.3"/><circle cx="${cx}" cy="${cy}" r="62" fill="url(#sun)"/>`;
}

interface Cloud {
  x: number;
  y: number;
  s: number;
  speed: number;
}

/** A paper cloud: a flat base and three puffs, one path. */
function cloudPath(x: number, y: number, s: number): string {
  const r = (k: number) => n(k * s);
  return `M${n(x - 90 * s)} ${n(y)}a${r(34)} ${r(34)} 0 0 1 ${r(40)} ${r(-32)}a${r(48)} ${r(48)} 0 0 1 ${r(86)} ${r(-22)}a${r(38)} ${r(38)} 0 0 1 ${r(60)} ${r(26)}a${r(28)} ${r(28)} 0 0 1 ${r(-6)} ${r(28)}z`;
}

function clouds(t: number, items: Cloud[], fill: string, depth: number): string {
  return items
    .map((c) => {
      const span = W + 400;
      const x = ((((c.x + c.speed * t + 200) % span) + span) % span) - 200;
      return paperLayer(cloudPath(x, c.y, c.s), fill, -depth, '#1b4f80');
    })
    .join('');
}

interface Kite {
  x: number;
  y: number;
  size: number;
  body: string;
  cap: string;
  tail: string;
  enter: number;
  phase: number;
}

const KITES: Kite[] = [
  { x: 170, y: 420, size: 64, body: '#e53935', cap: '#ffd600', tail: '#ffd600', enter: 0.2, phase: 0 },
  { x: 520, y: 560, size: 74, body: '#7b1fa2', cap: '#ff80ab', tail: '#ff80ab', enter: 0.45, phase: 1.7 },
  { x: 330, y: 700, size: 58, body: '#00a86b', cap: '#fff176', tail: '#ff7043', enter: 0.7, phase: 3.1 },
  { x: 620, y: 760, size: 42, body: '#ff6f00', cap: '#1e88e5', tail: '#1e88e5', enter: 0.95, phase: 4.4 },
  { x: 90, y: 660, size: 40, body: '#1565c0', cap: '#ffffff', tail: '#e53935', enter: 1.2, phase: 5.2 },
];

/**
 * A patang on its string: a diamond in two colours with its spine and bow, a small tail, the
 * string running down to someone on the roofs below the hills. It rises in from below, then
 * bobs and tilts in the breeze.
 */
function kite(t: number, k: Kite): string {
  const rise = easeOutCubic(phase(t, k.enter, 1.8));
  const x = k.x + Math.sin(t * 0.9 + k.phase) * 22;
  const y = lerp(H + 160, k.y, rise) + Math.sin(t * 1.4 + k.phase) * 14;
  const tilt = Math.sin(t * 1.1 + k.phase) * 9 - 6;
  const s = k.size;
  const w = s * 0.82;
  // The string from the bridle to the anchor below the hills, sagging with the wind.
  const ax = k.x - 260;
  const ay = H - 300;
  const string = `<path d="M${n(x)} ${n(y + s * 0.15)}Q${n(lerp(x, ax, 0.5) + 60)} ${n(lerp(y, ay, 0.5) + 90)} ${n(ax)} ${n(ay)}" stroke="#ffffff" stroke-width="1.6" fill="none" opacity="0.75"/>`;
  const tailSway = Math.sin(t * 3 + k.phase) * s * 0.12;
  const body = `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(tilt)})">
    <path d="M0 ${n(-s)}L${n(w)} 0L0 ${n(s)}L${n(-w)} 0z" fill="#000" opacity="0.12" transform="translate(6 8)"/>
    <path d="M0 ${n(-s)}L${n(w)} 0L0 ${n(s)}L${n(-w)} 0z" fill="${k.body}"/>
    <path d="M0 ${n(-s)}L${n(w * 0.5)} ${n(-s * 0.5)}L0 ${n(-s * 0.15)}L${n(-w * 0.5)} ${n(-s * 0.5)}z" fill="${k.cap}"/>
    <path d="M0 ${n(-s)}L${n(-w)} 0L0 ${n(s)}z" fill="#ffffff" opacity="0.14"/>
    <path d="M0 ${n(-s)}V${n(s)}M${n(-w)} 0Q0 ${n(-s * 0.45)} ${n(w)} 0" stroke="#5d3a1a" stroke-width="2" fill="none" opacity="0.7"/>
    <path d="M0 ${n(s * 0.92)}L${n(s * 0.22 + tailSway)} ${n(s * 1.32)}L${n(-s * 0.22 + tailSway)} ${n(s * 1.32)}z" fill="${k.tail}"/>
  </g>`;
  return string + body;
}

/** Little kites far off, just diamonds drifting, for depth. */
function farKites(t: number): string {
  const rand = random(31);
  let out = '';
  for (let i = 0; i < 6; i++) {
    const x = 40 + rand() * (W - 80) + Math.sin(t * 0.7 + i) * 8;
    const y = 250 + rand() * 380 + Math.sin(t + i * 2) * 6;
    const s = 9 + rand() * 8;
    const c = ['#ffffff', '#ffd600', '#ff80ab', '#e53935'][i % 4];
    out += `<path d="M${n(x)} ${n(y - s)}l${n(s * 0.8)} ${n(s)}l${n(-s * 0.8)} ${n(s)}l${n(-s * 0.8)} ${n(-s)}z" fill="${c}" opacity="0.55"/>`;
  }
  return out;
}

/** Flat roofs of a town behind the front hill (one path), with water tanks and stair huts; windows apart. */
function rooftops(seed: number, base: number): { roofs: string; windows: string } {
  const rand = random(seed);
  let roofs = '';
  let windows = '';
  for (let x = -10; x < W + 10; ) {
    const w = 70 + rand() * 70;
    const top = base - 50 - rand() * 70;
    roofs += `M${n(x)} ${H}V${n(top)}h${n(w)}V${H}z`;
    // A parapet lip, and on some roofs a tank or a stair hut.
    roofs += `M${n(x - 3)} ${n(top - 6)}h${n(w + 6)}v8h${n(-w - 6)}z`;
    const extra = rand();
    if (extra < 0.35) roofs += `M${n(x + w * 0.6)} ${n(top - 26)}h22v22h-22z`;
    else if (extra < 0.6) roofs += `M${n(x + 10)} ${n(top - 34)}h30v34h-30z`;
    for (let wx = x + 14; wx < x + w - 22; wx += 28) windows += `M${n(wx)} ${n(top + 18)}h12v16h-12z`;
    x += w + 2 + rand() * 6;
  }
  return { roofs, windows };
}

export async function sankrantiKitesScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'मकर संक्रांति', size: 70, color: '#ffffff' },
      { text: 'HAPPY SANKRANTI', size: 40, color: '#ffe066', letterSpacing: 5 },
    ],
    660,
    190,
    '0 4px 14px rgba(6, 40, 90, 0.55)',
  );
  const rand = random(9);
  const layer = (count: number, y: [number, number], s: [number, number], speed: number): Cloud[] =>
    Array.from({ length: count }, (_, i) => ({
      x: (i / count) * (W + 400) + rand() * 80,
      y: lerp(y[0], y[1], rand()),
      s: lerp(s[0], s[1], rand()),
      speed,
    }));
  const far = layer(3, [560, 760], [0.55, 0.75], 6);
  const mid = layer(3, [430, 820], [0.85, 1.1], 12);
  const near = layer(2, [260, 360], [1.1, 1.3], 18);
  const glints = twinkles(4, 14, { x: 20, y: 180, w: W - 40, h: 560 }, [4, 9]);
  const back = hillPath(W, H, 800, [
    [26, 520, 0.4],
    [10, 190, 1.2],
  ]);
  const town = rooftops(12, 900);
  const front = hillPath(W, H, KITES_FRONT_HILL, [
    [14, 900, 1.0],
    [5, 260, 2.0],
  ]);
  return layeredScene({ width: W, height: H, duration: DURATION, defs: defs(), background: 'sky' }, (t) => {
    const pop = phase(t, 0.5, 0.8);
    const hills = easeOutCubic(phase(t, 0, 1.2));
    const lift = (px: number) => `transform="translate(0 ${n((1 - hills) * px)})"`;
    return [
      sun(t),
      clouds(t, far, '#e9f6ff', 0.6),
      farKites(t),
      glints(t, '#fffbe0'),
      clouds(t, mid, '#ffffff', 1),
      ...KITES.map((k) => kite(t, k)),
      clouds(t, near, '#ffffff', 1.3),
      placeTitle(title, W / 2, 150, lerp(0.6, 1, easeOutBack(pop)), pop),
      lightSweep('sweep', t, 2.2, 1.4, { x: 0, y: 60, w: W, h: 190 }),
      `<g ${lift(120)}>${paperLayer(back, '#ffb74d', 1.2, '#7a3300')}</g>`,
      `<g ${lift(200)}>${paperLayer(town.roofs, '#ef6c00', 1.2, '#5a2000')}<path d="${town.windows}" fill="#b84a00" opacity="0.8"/></g>`,
      `<g ${lift(300)}>${paperLayer(front, 'url(#front)', 1.4, '#3a0d00')}</g>`,
    ];
  });
}
