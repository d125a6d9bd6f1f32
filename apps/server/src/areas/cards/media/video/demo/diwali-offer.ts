// "Diwali offer" (STORY, 10 s): a night sky with twinkling stars and fireworks, a gold
// rangoli turning slowly behind the middle, sky lanterns rising, a string of lights chasing
// across the top and a row of diyas flickering along the bottom. The title sits near the top;
// the offer, photo, logo, name and contact slots fill the middle.
import { drawTitle, easeOutBack, layeredScene, lerp, n, phase, placeTitle, random, type Scene, twinkles } from './kit';

const W = 720;
const H = 1280;
const DURATION = 10;

function defs(): string {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#070726"/><stop offset="0.5" stop-color="#21093a"/><stop offset="0.85" stop-color="#4b0d2e"/><stop offset="1" stop-color="#6b1a1a"/>
    </linearGradient>
    <radialGradient id="lamp-glow"><stop offset="0" stop-color="#ffc86b" stop-opacity="0.75"/><stop offset="0.45" stop-color="#ff8a2a" stop-opacity="0.22"/><stop offset="1" stop-color="#ff7a00" stop-opacity="0"/></radialGradient>
    <radialGradient id="lantern-glow"><stop offset="0" stop-color="#ffb347" stop-opacity="0.6"/><stop offset="1" stop-color="#ff7a00" stop-opacity="0"/></radialGradient>
    <linearGradient id="lantern" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6a2b"/><stop offset="0.6" stop-color="#ffb347"/><stop offset="1" stop-color="#fff0b8"/></linearGradient>
    <linearGradient id="clay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9793f"/><stop offset="1" stop-color="#7a3415"/></linearGradient>
    <linearGradient id="flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a1f"/><stop offset="0.55" stop-color="#ffb020"/><stop offset="1" stop-color="#fff3b0"/></linearGradient>
    <radialGradient id="centre-glow"><stop offset="0" stop-color="#ffcf6b" stop-opacity="0.28"/><stop offset="1" stop-color="#ffcf6b" stop-opacity="0"/></radialGradient>
    <linearGradient id="ledge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8c2f1a"/><stop offset="1" stop-color="#3a0d0a"/></linearGradient>
  </defs>`;
}

/** A slowly turning rangoli drawn in thin gold lines. */
function mandala(t: number, cx: number, cy: number, R: number): string {
  const turn = t * 4;
  const ring = (r: number, count: number, len: number, wid: number, rot: number) => {
    let d = '';
    for (let i = 0; i < count; i++) {
      const a = ((i / count) * 360 + rot) * (Math.PI / 180);
      const bx = cx + Math.cos(a) * r;
      const by = cy + Math.sin(a) * r;
      const tx = cx + Math.cos(a) * (r + len);
      const ty = cy + Math.sin(a) * (r + len);
      const px = -Math.sin(a) * wid;
      const py = Math.cos(a) * wid;
      const mx = (bx + tx) / 2;
      const my = (by + ty) / 2;
      d += `M${n(bx)} ${n(by)}Q${n(mx + px)} ${n(my + py)} ${n(tx)} ${n(ty)}Q${n(mx - px)} ${n(my - py)} ${n(bx)} ${n(by)}z`;
    }
    return d;
  };
  const petals = [
    ring(R * 0.18, 8, R * 0.22, R * 0.08, turn),
    ring(R * 0.42, 16, R * 0.26, R * 0.07, -turn * 0.7),
    ring(R * 0.7, 24, R * 0.24, R * 0.05, turn * 0.5),
  ].join('');
  return `<circle cx="${cx}" cy="${cy}" r="${R * 1.15}" fill="url(#centre-glow)"/>
    <g fill="none" stroke="#f6c453" stroke-width="2" opacity="0.3"><path d="${petals}"/>
    <circle cx="${cx}" cy="${cy}" r="${n(R * 0.17)}"/><circle cx="${cx}" cy="${cy}" r="${n(R * 0.41)}"/><circle cx="${cx}" cy="${cy}" r="${n(R * 0.69)}"/><circle cx="${cx}" cy="${cy}" r="${n(R * 0.96)}" stroke-dasharray="3 9"/></g>`;
}

interface Lantern {
  x: number;
  start: number;
  speed: number;
  size: number;
  sway: number;
  offset: number;
}

function lanterns(seed: number, count: number) {
  const rand = random(seed);
  const items: Lantern[] = Array.from({ length: count }, (_, i) => ({
    x: 60 + ((i * 0.618 * W) % (W - 120)),
    start: -rand() * 16,
    speed: 55 + rand() * 40,
    size: 0.6 + rand() * 0.6,
    sway: 8 + rand() * 14,
    offset: rand() * 6,
  }));
  return (t: number) =>
    items
      .map((l) => {
        const span = H + 240;
        const y = H + 120 - (((t - l.start) * l.speed * l.size) % span);
        const x = l.x + Math.sin((t + l.offset) * 0.8) * l.sway;
        const s = l.size;
        const flicker = 0.85 + 0.15 * Math.sin((t + l.offset) * 9);
        return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" opacity="${n(0.55 + 0.4 * s)}">
          <circle r="70" fill="url(#lantern-glow)" opacity="${n(flicker)}"/>
          <path d="M-17 -26h34l-6 48h-22z" fill="url(#lantern)"/>
          <path d="M-17 -26h34" stroke="#ffe2a0" stroke-width="2"/>
          <ellipse cy="20" rx="8" ry="3" fill="#fff6cc" opacity="${n(flicker)}"/></g>`;
      })
      .join('');
}

interface Burst {
  x: number;
  y: number;
  at: number;
  color: string;
  count: number;
  speed: number;
}

/** Firework bursts: sparks flying out, slowed by the air and pulled down, fading. */
function fireworks(bursts: Burst[]) {
  const life = 1.8;
  return (t: number) =>
    bursts
      .map((b) => {
        const age = t - b.at;
        if (age < 0 || age > life) return '';
        const fade = 1 - age / life;
        const spread = b.speed * (1 - Math.exp(-age * 2.2)) * 0.55;
        const fall = 26 * age * age;
        let sparks = '';
        let heads = '';
        for (let i = 0; i < b.count; i++) {
          const a = (i / b.count) * Math.PI * 2;
          const x = b.x + Math.cos(a) * spread;
          const y = b.y + Math.sin(a) * spread + fall;
          const tail = Math.max(0, spread - 16);
          const x0 = b.x + Math.cos(a) * tail;
          const y0 = b.y + Math.sin(a) * tail + fall * 0.8;
          sparks += `M${n(x0)} ${n(y0)}L${n(x)} ${n(y)}`;
          heads += `<circle cx="${n(x)}" cy="${n(y)}" r="2.6"/>`;
        }
        const flash =
          age < 0.15
            ? `<circle cx="${b.x}" cy="${b.y}" r="${n(30 * (1 - age / 0.15))}" fill="#fff7d6" opacity="0.8"/>`
            : '';
        return `${flash}<path d="${sparks}" stroke="${b.color}" stroke-width="2.5" stroke-linecap="round" opacity="${n(fade * 0.8)}"/><g fill="#fff8e1" opacity="${n(fade)}">${heads}</g>`;
      })
      .join('');
}

/** A string of bulbs sagging across the top, lights chasing along it. */
function stringLights(t: number): string {
  const count = 17;
  const colors = ['#ffd54f', '#ff7043', '#4fc3f7', '#aed581', '#f06292'];
  const sag = (x: number) => 26 + 44 * (1 - ((x - W / 2) / (W / 2)) ** 2);
  let wire = 'M0 26';
  for (let x = 0; x <= W; x += 24) wire += `L${x} ${n(sag(x))}`;
  let bulbs = '';
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * W;
    const y = sag(x) + 10;
    const on = 0.35 + 0.65 * (0.5 + 0.5 * Math.sin(t * 5 - i * 0.9));
    const color = colors[i % colors.length] ?? '#ffd54f';
    bulbs += `<circle cx="${n(x)}" cy="${n(y + 4)}" r="16" fill="${color}" opacity="${n(on * 0.28)}"/><ellipse cx="${n(x)}" cy="${n(y + 4)}" rx="6" ry="8" fill="${color}" opacity="${n(0.5 + on * 0.5)}"/><rect x="${n(x - 3)}" y="${n(y - 6)}" width="6" height="5" fill="#444"/>`;
  }
  return `<path d="${wire}" stroke="#2a2a2a" stroke-width="2" fill="none"/>${bulbs}`;
}

/** A clay diya with a flame that flickers. */
function diya(t: number, cx: number, cy: number, s: number, seed: number): string {
  const flick = 1 + 0.09 * Math.sin(t * 13 + seed) + 0.05 * Math.sin(t * 31 + seed * 2);
  const lean = Math.sin(t * 3 + seed) * 4;
  const bowl = `M${n(cx - s)} ${n(cy)}Q${n(cx - s * 0.9)} ${n(cy + s * 0.75)} ${n(cx)} ${n(cy + s * 0.78)}Q${n(cx + s * 0.9)} ${n(cy + s * 0.75)} ${n(cx + s * 1.2)} ${n(cy - s * 0.14)}Q${n(cx + s * 0.2)} ${n(cy + s * 0.12)} ${n(cx - s)} ${n(cy)}z`;
  const flame = `M0 ${n(-s * 1.1)}C${n(s * 0.3)} ${n(-s * 0.55)} ${n(s * 0.28)} ${n(-s * 0.12)} 0 0C${n(-s * 0.28)} ${n(-s * 0.12)} ${n(-s * 0.3)} ${n(-s * 0.55)} 0 ${n(-s * 1.1)}z`;
  const fx = cx + s * 0.78;
  const fy = cy - s * 0.08;
  return `<circle cx="${n(fx)}" cy="${n(fy - s * 0.5)}" r="${n(s * 2.2 * flick)}" fill="url(#lamp-glow)"/>
    <path d="${bowl}" fill="url(#clay)"/>
    <path d="M${n(cx - s * 0.78)} ${n(cy + s * 0.22)}Q${n(cx + s * 0.1)} ${n(cy + s * 0.52)} ${n(cx + s)} ${n(cy + s * 0.14)}" stroke="#ffd166" stroke-width="${n(s * 0.08)}" fill="none"/>
    <g transform="translate(${n(fx)} ${n(fy)}) rotate(${n(lean)}) scale(${n(1 / flick)} ${n(flick)})"><path d="${flame}" fill="url(#flame)"/><path d="${flame}" fill="#fffbe6" transform="scale(0.45)"/></g>`;
}

export async function diwaliOfferScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'शुभ दीपावली', size: 68, color: '#ffd36b' },
      { text: 'DIWALI OFFER', size: 40, color: '#ffffff', letterSpacing: 6 },
    ],
    640,
    180,
    '0 4px 16px rgba(10, 0, 20, 0.85)',
  );
  const stars = twinkles(11, 46, { x: 0, y: 90, w: W, h: H * 0.6 }, [3, 9]);
  const rising = lanterns(5, 9);
  const bursts = fireworks([
    { x: 150, y: 210, at: 0.6, color: '#ffd54f', count: 28, speed: 260 },
    { x: 560, y: 170, at: 1.6, color: '#f06292', count: 30, speed: 280 },
    { x: 380, y: 120, at: 3.4, color: '#4fc3f7', count: 26, speed: 240 },
    { x: 120, y: 300, at: 5.2, color: '#aed581', count: 26, speed: 230 },
    { x: 600, y: 280, at: 6.6, color: '#ffb74d', count: 30, speed: 270 },
    { x: 300, y: 200, at: 8.2, color: '#ffd54f', count: 30, speed: 280 },
  ]);
  const staticDefs = defs();
  const lampSize = 34;
  const lampXs = [70, 215, 360, 505, 650];
  return layeredScene({ width: W, height: H, duration: DURATION, defs: staticDefs, background: 'sky' }, (t) => {
    const pop = phase(t, 0.4, 0.8);
    const lamps = lampXs.map((x, i) => diya(t, x - lampSize * 0.2, H - 62, lampSize, i * 1.7)).join('');
    return [
      stars(t, '#fff2c4'),
      bursts(t),
      mandala(t, W / 2, H * 0.48, 330),
      rising(t),
      placeTitle(title, W / 2, H * 0.145, lerp(0.7, 1, easeOutBack(pop)), pop),
      `<rect y="${H - 44}" width="${W}" height="44" fill="url(#ledge)"/><rect y="${H - 46}" width="${W}" height="3" fill="#ffcf6b" opacity="0.6"/>`,
      lamps,
      stringLights(t),
    ];
  });
}
