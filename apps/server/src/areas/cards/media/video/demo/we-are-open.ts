// "We are open" (SQUARE, 8 s): a shopfront. A striped awning drops in over a sunny wall with
// turning rays; a wooden sign swings on its strings reading "बंद / CLOSED", flips round to
// "खुला है / OPEN" with a burst of sparkles and keeps swinging to rest; a glint crosses it.
// "WE ARE OPEN · हम खुले हैं" sits on a ribbon under it; a wooden counter along the bottom
// carries the custom line, logo, name and contact.
import {
  drawTitle,
  easeOutBack,
  easeOutCubic,
  layeredScene,
  lightSweep,
  n,
  paperLayer,
  phase,
  placeTitle,
  random,
  type Scene,
  star,
  sweepGradient,
  type Title,
} from './kit';

const W = 720;
const H = 720;
const DURATION = 8;
/** When the sign turns round to OPEN (s). */
export const OPEN_FLIP = 1.4;
/** The counter's top edge (px): the business's slots sit on it. */
export const OPEN_COUNTER_TOP = 470;

function defs(): string {
  return `<defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#ff9f1c"/></linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7b3f1d"/><stop offset="1" stop-color="#3e1c0c"/></linearGradient>
    <linearGradient id="board" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffaf0"/><stop offset="1" stop-color="#f3e3c3"/></linearGradient>
    <linearGradient id="closed" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7280"/><stop offset="1" stop-color="#374151"/></linearGradient>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8741a"/><stop offset="0.5" stop-color="#ffe08a"/><stop offset="1" stop-color="#a8741a"/></linearGradient>
    <clipPath id="sign-clip"><rect x="150" y="200" width="420" height="190" rx="22"/></clipPath>
    ${sweepGradient('sweep', '#ffffff', 0.7)}
  </defs>`;
}

function rays(t: number): string {
  const cx = W / 2;
  const cy = 250;
  let d = '';
  for (let i = 0; i < 28; i += 2) {
    const a0 = ((i / 28) * 360 + t * 6) * (Math.PI / 180);
    const a1 = (((i + 1) / 28) * 360 + t * 6) * (Math.PI / 180);
    d += `M${cx} ${cy}L${n(cx + Math.cos(a0) * 700)} ${n(cy + Math.sin(a0) * 700)}L${n(cx + Math.cos(a1) * 700)} ${n(cy + Math.sin(a1) * 700)}z`;
  }
  return `<path d="${d}" fill="#fff3c4" opacity="0.22"/>`;
}

/** The awning: red and white stripes with a scalloped hem, dropping in from the top. */
function awning(t: number): string {
  const k = easeOutBack(phase(t, 0, 0.7));
  const drop = (1 - k) * -150;
  const stripes = 9;
  const sw = W / stripes;
  const depth = 92;
  let out = '';
  for (let i = 0; i < stripes; i++) {
    const x = i * sw;
    const fill = i % 2 ? '#ffffff' : '#e63946';
    out += `<path d="M${n(x)} 0h${n(sw)}v${depth}a${n(sw / 2)} ${n(sw / 2.4)} 0 0 1 ${n(-sw)} 0z" fill="${fill}"/>`;
  }
  const shade = `<path d="M0 ${depth - 4}h${W}v10h${-W}z" fill="#000" opacity="0.12"/>`;
  return `<g transform="translate(0 ${n(drop)})"><path d="M0 ${depth}h${W}v${n(sw / 2.4 + 14)}h${-W}z" fill="#000" opacity="0.1"/>${out}${shade}<rect width="${W}" height="12" fill="#b71c1c"/></g>`;
}

/**
 * The hanging sign: it swings on two strings from a nail under the awning, like a damped
 * pendulum, and turns about its vertical axis at the flip (its width is the cosine of the turn;
 * the face showing changes at the half-turn).
 */
function sign(t: number, closed: Title, open: Title): string {
  const nailY = 110;
  const swing = Math.exp(-t * 0.55) * Math.sin(t * 3.1) * 9 + Math.sin(t * 1.3) * 1.2;
  const turn = phase(t, OPEN_FLIP, 0.55);
  const angle = easeOutBack(turn) * Math.PI;
  const squash = Math.cos(angle);
  const showOpen = squash < 0;
  const wScale = Math.max(0.02, Math.abs(squash));
  const bw = 420;
  const bh = 190;
  const top = 200;
  const face = showOpen
    ? `<rect x="${-bw / 2}" y="${top}" width="${bw}" height="${bh}" rx="22" fill="url(#board)"/><rect x="${-bw / 2 + 10}" y="${top + 10}" width="${bw - 20}" height="${bh - 20}" rx="16" fill="none" stroke="#2a9d8f" stroke-width="4"/>${placeTitle(open, 0, top + bh / 2, 1, 1)}`
    : `<rect x="${-bw / 2}" y="${top}" width="${bw}" height="${bh}" rx="22" fill="url(#closed)"/><rect x="${-bw / 2 + 10}" y="${top + 10}" width="${bw - 20}" height="${bh - 20}" rx="16" fill="none" stroke="#9ca3af" stroke-width="3"/>${placeTitle(closed, 0, top + bh / 2, 1, 1)}`;
  const strings = `<path d="M0 ${nailY}L${n((-bw / 2 + 40) * wScale)} ${top + 6}M0 ${nailY}L${n((bw / 2 - 40) * wScale)} ${top + 6}" stroke="#5b3a1a" stroke-width="3"/>`;
  const shadow = `<rect x="${-bw / 2 + 10}" y="${top + 14}" width="${bw}" height="${bh}" rx="22" fill="#7a3300" opacity="0.18" transform="scale(${n(wScale)} 1)"/>`;
  return `<g transform="translate(${W / 2} 0) rotate(${n(swing)} 0 ${nailY})">${strings}${shadow}<g transform="scale(${n(wScale)} 1)">${face}</g><circle cx="0" cy="${nailY}" r="7" fill="url(#brass)"/></g>`;
}

interface Spark {
  angle: number;
  speed: number;
  size: number;
  color: string;
}

function sparkles(t: number, items: Spark[]): string {
  const age = t - OPEN_FLIP - 0.25;
  if (age < 0 || age > 1.4) return '';
  const fade = 1 - age / 1.4;
  return items
    .map((s) => {
      const d = s.speed * (1 - Math.exp(-age * 3));
      return star(W / 2 + Math.cos(s.angle) * d * 1.4, 295 + Math.sin(s.angle) * d, s.size * fade, s.color, fade);
    })
    .join('');
}

/** The counter: a wooden top with a plank face, rising in. */
function counter(t: number): string {
  const k = easeOutCubic(phase(t, 0.2, 0.8));
  const top = OPEN_COUNTER_TOP + (1 - k) * 260;
  const d = `M0 ${n(top)}H${W}V${H}H0z`;
  let planks = '';
  for (let y = top + 70; y < H; y += 60)
    planks += `<rect x="0" y="${n(y)}" width="${W}" height="2" fill="#000" opacity="0.18"/>`;
  return `${paperLayer(d, 'url(#wood)', 1.2, '#4a1e00')}<rect x="0" y="${n(top)}" width="${W}" height="14" fill="#a0582a"/><rect x="0" y="${n(top + 14)}" width="${W}" height="4" fill="#000" opacity="0.2"/>${planks}`;
}

export async function weAreOpenScene(): Promise<Scene> {
  const closed = await drawTitle(
    [
      { text: 'बंद', size: 54, color: '#e5e7eb' },
      { text: 'CLOSED', size: 52, color: '#ffffff', letterSpacing: 6 },
    ],
    380,
    160,
    '0 2px 6px rgba(0, 0, 0, 0.3)',
  );
  const open = await drawTitle(
    [
      { text: 'खुला है', size: 50, color: '#e76f51' },
      { text: 'OPEN', size: 84, color: '#1d6f65', letterSpacing: 8 },
    ],
    380,
    170,
    '0 0 0 rgba(0,0,0,0)',
  );
  const ribbon = await drawTitle(
    [{ text: 'WE ARE OPEN · हम खुले हैं', size: 28, color: '#ffffff', letterSpacing: 3 }],
    460,
    44,
    '0 2px 6px rgba(80, 0, 0, 0.4)',
  );
  const rand = random(51);
  const burst: Spark[] = Array.from({ length: 22 }, (_, i) => ({
    angle: (i / 22) * Math.PI * 2 + rand() * 0.2,
    speed: 170 + rand() * 110,
    size: 8 + rand() * 10,
    color: ['#ffffff', '#fff3b0', '#2a9d8f', '#e63946'][i % 4] ?? '#ffffff',
  }));
  return layeredScene({ width: W, height: H, duration: DURATION, defs: defs(), background: 'wall' }, (t) => {
    const ribbonIn = easeOutCubic(phase(t, OPEN_FLIP + 0.6, 0.5));
    const rw = 480 * ribbonIn;
    return [
      rays(t),
      sign(t, closed, open),
      sparkles(t, burst),
      lightSweep('sweep', t, OPEN_FLIP + 1.2, 0.9, { x: 150, y: 200, w: 420, h: 190 }, 'sign-clip'),
      lightSweep('sweep', t, OPEN_FLIP + 4.2, 0.9, { x: 150, y: 200, w: 420, h: 190 }, 'sign-clip'),
      ribbonIn > 0
        ? `<path d="M${n(W / 2 - rw / 2 - 18)} 410h${n(rw + 36)}l-14 22 14 22h${n(-rw - 36)}l14-22z" fill="#e63946"/>${placeTitle(ribbon, W / 2, 432, 1, ribbonIn)}`
        : '',
      counter(t),
      awning(t),
    ];
  });
}
