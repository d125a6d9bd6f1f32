// "Sale countdown" (SQUARE, 8 s): on a crimson field of sliding diagonal stripes, a ring counts
// 3 · 2 · 1 (each digit punching in as the ring drains), then a flash and "बड़ी सेल / BIG SALE"
// slams in with confetti, a glint sweeping across it, % tags drifting round. The lower half
// becomes a dark panel where the offer (the custom line, on a yellow band), logo, name and
// contact appear.
import {
  confetti,
  drawTitle,
  easeInOutCubic,
  easeOutBack,
  easeOutCubic,
  layeredScene,
  lerp,
  lightSweep,
  n,
  phase,
  placeTitle,
  type Scene,
  sweepGradient,
  type Title,
} from './kit';

const W = 720;
const H = 720;
const DURATION = 8;
/** When the countdown ends and the sale title lands (s). */
export const SALE_REVEAL = 3;
/** The dark panel behind the business's slots (px). */
export const SALE_PANEL = { x: 28, y: 420, width: 664, height: 276 };

function defs(): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff1f4b"/><stop offset="0.55" stop-color="#c4002f"/><stop offset="1" stop-color="#6d0020"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.42" r="0.72"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#2a0010" stop-opacity="0.6"/></radialGradient>
    <radialGradient id="flash"><stop offset="0" stop-color="#fffbe6" stop-opacity="1"/><stop offset="0.5" stop-color="#ffe14d" stop-opacity="0.5"/><stop offset="1" stop-color="#ffe14d" stop-opacity="0"/></radialGradient>
    <linearGradient id="panel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a0615" stop-opacity="0.9"/><stop offset="1" stop-color="#14020a" stop-opacity="0.94"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffb300"/><stop offset="0.5" stop-color="#fff176"/><stop offset="1" stop-color="#ffb300"/></linearGradient>
    ${sweepGradient('sweep', '#ffffff', 0.6)}
  </defs>`;
}

/** Wide diagonal stripes sliding steadily: the kinetic floor of the whole video. */
function stripes(t: number, speed: number): string {
  const period = 120;
  const shift = (t * speed) % period;
  let d = '';
  for (let x = -H - period; x < W + period; x += period) {
    const x0 = x + shift;
    d += `M${n(x0)} 0l${period / 2} 0l${H} ${H}l${-period / 2} 0z`;
  }
  return `<path d="${d}" fill="#ffffff" opacity="0.06"/>`;
}

/** Rays turning behind the middle, faster while counting. */
function rays(t: number, cx: number, cy: number, opacity: number): string {
  const count = 24;
  const turn = t * 14;
  let d = '';
  for (let i = 0; i < count; i += 2) {
    const a0 = ((i / count) * 360 + turn) * (Math.PI / 180);
    const a1 = (((i + 1) / count) * 360 + turn) * (Math.PI / 180);
    d += `M${cx} ${cy}L${n(cx + Math.cos(a0) * 900)} ${n(cy + Math.sin(a0) * 900)}L${n(cx + Math.cos(a1) * 900)} ${n(cy + Math.sin(a1) * 900)}z`;
  }
  return `<path d="${d}" fill="#ffd54f" opacity="${n(opacity)}"/>`;
}

/** The countdown: a ring draining each second round the digit that punches in and out. */
function countdown(t: number, digits: Title[], label: Title): string {
  if (t >= SALE_REVEAL) return '';
  const second = Math.floor(t);
  const k = t - second;
  const digit = digits[second];
  if (!digit) return '';
  const cx = W / 2;
  const cy = H / 2;
  const r = 190;
  const circumference = 2 * Math.PI * r;
  const punch = easeOutBack(phase(k, 0, 0.35));
  const out = phase(k, 0.82, 0.18);
  const scale = lerp(1.6, 1, punch) * lerp(1, 0.6, out);
  const ring = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#7a0022" opacity="0.55"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="16"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="url(#gold)" stroke-width="16" stroke-linecap="round" stroke-dasharray="${n(circumference * (1 - k))} ${n(circumference)}" transform="rotate(-90 ${cx} ${cy})"/>`;
  const fadeLabel = 1 - phase(t, SALE_REVEAL - 0.25, 0.25);
  return (
    ring +
    placeTitle(digit, cx, cy + 6, scale, 1 - out) +
    placeTitle(label, cx, cy - r - 56, 1, fadeLabel * phase(t, 0, 0.3))
  );
}

interface Tag {
  x: number;
  y: number;
  size: number;
  spin: number;
  phase: number;
}

const TAGS: Tag[] = [
  { x: 78, y: 96, size: 1, spin: 18, phase: 0 },
  { x: 650, y: 120, size: 0.8, spin: -22, phase: 1.2 },
  { x: 640, y: 360, size: 0.7, spin: 15, phase: 2.4 },
  { x: 80, y: 350, size: 0.75, spin: -16, phase: 3.3 },
];

/** Price tags with a % on them, swinging gently round their hole. */
function tag(t: number, k: Tag, appear: number, percent: Title): string {
  if (appear <= 0) return '';
  const angle = Math.sin(t * 1.6 + k.phase) * k.spin;
  const s = k.size * easeOutBack(appear);
  return `<g transform="translate(${n(k.x)} ${n(k.y + Math.sin(t * 1.2 + k.phase) * 6)}) rotate(${n(angle)}) scale(${n(s)})">
    <path d="M-34 -24h46l26 24l-26 24h-46z" fill="#ffe14d"/><circle cx="14" cy="0" r="6" fill="#c4002f"/>
    ${placeTitle(percent, -12, 0, 1, 1)}</g>`;
}

export async function saleCountdownScene(): Promise<Scene> {
  const digits = await Promise.all(
    ['3', '2', '1'].map((d) =>
      drawTitle([{ text: d, size: 230, color: '#ffffff' }], 300, 300, '0 8px 24px rgba(60, 0, 20, 0.6)'),
    ),
  );
  const title = await drawTitle(
    [
      { text: 'बड़ी सेल', size: 60, color: '#ffe14d' },
      { text: 'BIG SALE', size: 132, color: '#ffffff', letterSpacing: 4 },
    ],
    640,
    270,
    '0 6px 18px rgba(60, 0, 20, 0.6)',
  );
  const strap = await drawTitle(
    [{ text: 'LIMITED TIME ONLY · सीमित समय', size: 22, color: '#2a0615', letterSpacing: 2 }],
    520,
    40,
    '0 0 0 rgba(0,0,0,0)',
  );
  const startsIn = await drawTitle(
    [{ text: 'SALE STARTS IN · सेल शुरू', size: 30, color: '#ffe14d', letterSpacing: 3 }],
    600,
    50,
    '0 3px 10px rgba(60, 0, 20, 0.6)',
  );
  const burst = confetti(41, 80, W, H, ['#ffe14d', '#ffffff', '#00e5ff', '#ff80ab', '#ffb300'], SALE_REVEAL - 0.2);
  const percent = await drawTitle([{ text: '%', size: 30, color: '#c4002f' }], 40, 44, '0 0 0 rgba(0,0,0,0)');
  return layeredScene({ width: W, height: H, duration: DURATION, defs: defs(), background: 'bg' }, (t) => {
    const reveal = phase(t, SALE_REVEAL, 0.5);
    const flash = phase(t, SALE_REVEAL - 0.05, 0.45);
    const titleY = lerp(H / 2, 210, easeInOutCubic(phase(t, SALE_REVEAL + 0.5, 0.6)));
    const titleScale =
      lerp(1.7, 1, easeOutBack(reveal)) * lerp(1, 0.82, easeInOutCubic(phase(t, SALE_REVEAL + 0.5, 0.6)));
    const panelIn = easeOutCubic(phase(t, SALE_REVEAL + 0.7, 0.6));
    const p = SALE_PANEL;
    const panel =
      panelIn > 0
        ? `<g opacity="${n(panelIn)}" transform="translate(0 ${n((1 - panelIn) * 60)})"><rect x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" rx="26" fill="url(#panel)"/><rect x="${p.x + 6}" y="${p.y + 6}" width="${p.width - 12}" height="${p.height - 12}" rx="22" fill="none" stroke="url(#gold)" stroke-width="2" opacity="0.7"/></g>`
        : '';
    const strapIn = easeOutCubic(phase(t, SALE_REVEAL + 1, 0.5));
    const strapBand =
      strapIn > 0
        ? `<g opacity="${n(strapIn)}"><rect x="${n(W / 2 - 230 * strapIn)}" y="318" width="${n(460 * strapIn)}" height="38" rx="19" fill="url(#gold)"/></g>${placeTitle(strap, W / 2, 337, 1, strapIn)}`
        : '';
    const tags = TAGS.map((k, i) => tag(t, k, phase(t, SALE_REVEAL + 0.2 + i * 0.15, 0.5), percent)).join('');
    const placed = t >= SALE_REVEAL ? placeTitle(title, W / 2, titleY, titleScale, reveal) : '';
    // The glint runs over the letters only: the title itself is its mask.
    const glint = [SALE_REVEAL + 1.4, SALE_REVEAL + 3.6]
      .map((at) => lightSweep('sweep', t, at, 0.9, { x: 40, y: 70, w: 640, h: 300 }))
      .join('');
    return [
      stripes(t, t < SALE_REVEAL ? 40 : 90),
      rays(t, W / 2, t < SALE_REVEAL ? H / 2 : titleY, t < SALE_REVEAL ? 0.06 : 0.1),
      `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
      countdown(t, digits, startsIn),
      flash > 0 && flash < 1
        ? `<circle cx="${W / 2}" cy="${H / 2}" r="${n(120 + 700 * flash)}" fill="url(#flash)" opacity="${n(1 - flash)}"/>`
        : '',
      tags,
      placed,
      glint ? `<mask id="title-mask" mask-type="alpha">${placed}</mask><g mask="url(#title-mask)">${glint}</g>` : '',
      strapBand,
      burst(t),
      panel,
    ];
  });
}
