// "Good morning" (SQUARE, 8 s): dawn. The sun rises behind layered paper hills, its rays turning,
// the sky warming from peach to gold; paper clouds drift, a flock of birds crosses, light motes
// float. "सुप्रभात / GOOD MORNING" and a thought for the day ("हर दिन एक नई शुरुआत / Every day is a
// new beginning") come in at the top; the front hill is dark and plain, where the business
// signs off with its logo, name and phone.
import {
  drawTitle,
  easeInOutSine,
  easeOutCubic,
  hillPath,
  layeredScene,
  lerp,
  motes,
  n,
  paperLayer,
  phase,
  placeTitle,
  type Scene,
} from './kit';

const W = 720;
const H = 720;
const DURATION = 8;
/** The front hill's top edge (px): the sign-off sits below it. */
export const MORNING_FRONT_HILL = 506;

function defs(): string {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a7a"/><stop offset="0.45" stop-color="#ffc48c"/><stop offset="0.75" stop-color="#ffe6a7"/><stop offset="1" stop-color="#fff3cf"/></linearGradient>
    <linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a3a8c"/><stop offset="0.6" stop-color="#b65a86"/><stop offset="1" stop-color="#ff9a7a"/></linearGradient>
    <radialGradient id="sun-glow"><stop offset="0" stop-color="#fffbe6" stop-opacity="1"/><stop offset="0.2" stop-color="#ffe58a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>
    <radialGradient id="sun" cx="0.45" cy="0.4"><stop offset="0" stop-color="#fffdf0"/><stop offset="1" stop-color="#ffc93c"/></radialGradient>
    <linearGradient id="front" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f5a4a"/><stop offset="1" stop-color="#0f3329"/></linearGradient>
  </defs>`;
}

/** The sun climbing from behind the hills, rays turning. */
function sun(t: number): string {
  const rise = easeOutCubic(phase(t, 0, 4.5));
  const cx = W * 0.5;
  const cy = lerp(560, 410, rise);
  const rays = 20;
  let d = '';
  for (let i = 0; i < rays; i++) {
    const a0 = ((i / rays) * 360 + t * 5) * (Math.PI / 180);
    const a1 = a0 + (Math.PI / rays) * 0.6;
    d += `M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a0) * 520)} ${n(cy + Math.sin(a0) * 520)}L${n(cx + Math.cos(a1) * 520)} ${n(cy + Math.sin(a1) * 520)}z`;
  }
  return `<path d="${d}" fill="#fff6d6" opacity="${n(0.12 + 0.1 * rise)}"/><circle cx="${cx}" cy="${n(cy)}" r="${n(300 + 40 * rise)}" fill="url(#sun-glow)"/><circle cx="${cx}" cy="${n(cy)}" r="70" fill="url(#sun)"/>`;
}

function cloud(x: number, y: number, s: number): string {
  const r = (k: number) => n(k * s);
  return `M${n(x - 80 * s)} ${n(y)}a${r(30)} ${r(30)} 0 0 1 ${r(36)} ${r(-26)}a${r(42)} ${r(42)} 0 0 1 ${r(76)} ${r(-18)}a${r(32)} ${r(32)} 0 0 1 ${r(52)} ${r(22)}a${r(24)} ${r(24)} 0 0 1 ${r(-4)} ${r(22)}z`;
}

/** A bird: two wings flapping, gliding across. */
function bird(x: number, y: number, s: number, flap: number): string {
  const up = Math.sin(flap) * 0.8;
  return `<path d="M${n(x - 14 * s)} ${n(y - 10 * s * up)}Q${n(x - 6 * s)} ${n(y - 4 * s * up)} ${n(x)} ${n(y + 2 * s)}Q${n(x + 6 * s)} ${n(y - 4 * s * up)} ${n(x + 14 * s)} ${n(y - 10 * s * up)}" stroke="#3b2a4a" stroke-width="${n(2.4 * s)}" fill="none" stroke-linecap="round"/>`;
}

function flock(t: number): string {
  const birds = [
    [0, 0, 1],
    [-34, 18, 0.8],
    [-30, -16, 0.85],
    [-66, 30, 0.7],
    [-62, -28, 0.7],
  ];
  const k = phase(t, 1.5, 6.5);
  if (k <= 0 || k >= 1) return '';
  const lead = lerp(-80, W + 120, k);
  const y = 390 - 50 * k + Math.sin(t * 1.3) * 8;
  return birds.map(([dx = 0, dy = 0, s = 1], i) => bird(lead + dx, y + dy, s, t * 9 + i * 0.9)).join('');
}

export async function goodMorningScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'सुप्रभात', size: 76, color: '#ffffff' },
      { text: 'GOOD MORNING', size: 34, color: '#7a2340', letterSpacing: 8 },
    ],
    620,
    170,
    '0 3px 12px rgba(120, 40, 60, 0.45)',
  );
  const thought = await drawTitle(
    [
      { text: '“हर दिन एक नई शुरुआत है”', size: 34, color: '#5b2333' },
      { text: 'Every day is a new beginning', size: 26, color: '#7a3a44', bold: false },
    ],
    660,
    100,
    '0 1px 6px rgba(255, 240, 210, 0.8)',
  );
  const glow = motes(5, 22, { x: 0, y: 60, w: W, h: 460 }, [1.5, 3.5]);
  const back = hillPath(W, H, 440, [
    [24, 500, 0.5],
    [8, 170, 1.5],
  ]);
  const middle = hillPath(W, H, 476, [
    [20, 620, 2.6],
    [6, 210, 0.2],
  ]);
  const front = hillPath(W, H, MORNING_FRONT_HILL, [
    [12, 900, 1.1],
    [4, 240, 2.2],
  ]);
  // Round paper trees standing on the back hill, behind the green one.
  const trees = [
    [92, 440, 1],
    [130, 450, 0.75],
    [598, 436, 0.9],
    [640, 446, 1.1],
  ]
    .map(
      ([x = 0, y = 0, s = 1]) =>
        `<rect x="${n(x - 3 * s)}" y="${n(y - 30 * s)}" width="${n(6 * s)}" height="${n(40 * s)}" fill="#7a4a2a"/>${paperLayer(`M${x} ${n(y - 30 * s)}m${n(-24 * s)} 0a${n(24 * s)} ${n(26 * s)} 0 1 0 ${n(48 * s)} 0a${n(24 * s)} ${n(26 * s)} 0 1 0 ${n(-48 * s)} 0z`, '#3f8f6f', -0.5, '#0d3b36')}`,
    )
    .join('');
  return layeredScene({ width: W, height: H, duration: DURATION, defs: defs(), background: 'sky' }, (t) => {
    // The sky starts in the last of the night and warms as the sun climbs.
    const night = 1 - easeInOutSine(phase(t, 0, 3));
    const titleIn = easeOutCubic(phase(t, 0.6, 1));
    const thoughtIn = easeOutCubic(phase(t, 2, 1));
    const drift = (speed: number, x: number) => ((x + t * speed + 200) % (W + 400)) - 200;
    return [
      night > 0.001 ? `<rect width="${W}" height="${H}" fill="url(#dawn)" opacity="${n(night * 0.85)}"/>` : '',
      sun(t),
      paperLayer(cloud(drift(10, 120), 250, 0.8), '#fff0e6', -0.7, '#a0522d'),
      paperLayer(cloud(drift(16, 560), 300, 1), '#ffffff', -1, '#a0522d'),
      flock(t),
      glow(t, '#fff8e0'),
      placeTitle(title, W / 2, lerp(130, 110, titleIn), 1, titleIn),
      placeTitle(thought, W / 2, lerp(272, 260, thoughtIn), 1, thoughtIn),
      paperLayer(back, '#f4a261', 1, '#7a3300'),
      trees,
      paperLayer(middle, '#2a9d8f', 1.2, '#0d3b36'),
      paperLayer(front, 'url(#front)', 1.4, '#06231c'),
    ];
  });
}
