// "Thank you customers" (SQUARE, 8 s): a warm rose-to-coral glow with hearts rising and
// sparkles, "धन्यवाद / THANK YOU" popping in under the logo, a gold flourish drawing itself
// beneath it. The line, name and contact slots sit in the lower half.
import {
  drawTitle,
  easeOutBack,
  easeOutCubic,
  heart,
  layeredScene,
  lerp,
  n,
  phase,
  placeTitle,
  random,
  type Scene,
  twinkles,
} from './kit';

const W = 720;
const H = 720;
const DURATION = 8;

function defs(): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="#ff7e7e"/><stop offset="0.5" stop-color="#e8456b"/><stop offset="1" stop-color="#8e1b55"/>
    </linearGradient>
    <radialGradient id="warm" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffe3c2" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe3c2" stop-opacity="0"/></radialGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe7a0" stop-opacity="0"/><stop offset="0.2" stop-color="#ffd36b"/><stop offset="0.8" stop-color="#ffd36b"/><stop offset="1" stop-color="#ffe7a0" stop-opacity="0"/></linearGradient>
  </defs>`;
}

interface Floater {
  x: number;
  start: number;
  speed: number;
  size: number;
  sway: number;
  offset: number;
  color: string;
}

function hearts(seed: number, count: number) {
  const rand = random(seed);
  const colors = ['#ffffff', '#ffd1dc', '#ffb3c6', '#ffe08a'];
  const items: Floater[] = Array.from({ length: count }, (_, i) => ({
    x: 20 + rand() * (W - 40),
    start: -rand() * 12,
    speed: 40 + rand() * 50,
    size: 16 + rand() * 34,
    sway: 10 + rand() * 20,
    offset: rand() * 7,
    color: colors[i % colors.length] ?? '#ffffff',
  }));
  return (t: number) =>
    items
      .map((h) => {
        const span = H + 120;
        const y = H + 60 - (((t - h.start) * h.speed) % span);
        const x = h.x + Math.sin((t + h.offset) * 1.1) * h.sway;
        const opacity = 0.16 + 0.3 * (h.size / 50);
        return heart(x, y, h.size, h.color, opacity, Math.sin((t + h.offset) * 1.3) * 12);
      })
      .join('');
}

/** A gold flourish under the title, drawn from the middle outwards. */
function flourish(t: number, y: number): string {
  const grow = easeOutCubic(phase(t, 1.1, 0.9));
  if (grow <= 0) return '';
  const half = 190 * grow;
  const cx = W / 2;
  return `<rect x="${n(cx - half)}" y="${y}" width="${n(half * 2)}" height="4" rx="2" fill="url(#gold)"/>
    ${heart(cx, y + 2, 26 * grow, '#ffd36b', 1)}
    <circle cx="${n(cx - half - 8)}" cy="${y + 2}" r="${n(4 * grow)}" fill="#ffd36b"/><circle cx="${n(cx + half + 8)}" cy="${y + 2}" r="${n(4 * grow)}" fill="#ffd36b"/>`;
}

export async function thankYouScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'धन्यवाद', size: 50, color: '#fff1d6' },
      { text: 'THANK YOU', size: 84, color: '#ffffff', letterSpacing: 2 },
    ],
    640,
    190,
    '0 4px 14px rgba(110, 10, 50, 0.55)',
  );
  const rising = hearts(13, 22);
  const stars = twinkles(17, 22, { x: 20, y: 20, w: W - 40, h: H - 40 }, [5, 13]);
  const staticDefs = defs();
  return layeredScene({ width: W, height: H, duration: DURATION, defs: staticDefs, background: 'bg' }, (t) => {
    const pop = phase(t, 0.5, 0.7);
    return [
      `<circle cx="${W / 2}" cy="${H * 0.36}" r="${n(W * (0.55 + 0.03 * Math.sin(t * 1.4)))}" fill="url(#warm)"/>`,
      rising(t),
      stars(t, '#fff4d0'),
      placeTitle(title, W / 2, H * 0.365, lerp(0.55, 1, easeOutBack(pop)), pop),
      flourish(t, Math.round(H * 0.5)),
    ];
  });
}
