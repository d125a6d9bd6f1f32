// "New arrivals" (STORY, 10 s): a boutique look in blush and plum. Paper-cut arches slide up in
// layers, gold dust drifts, "नया कलेक्शन / NEW ARRIVALS" rises in with a glint, and three framed
// cards land one after another for the shop's three photos (one wide, two below it), each with
// a "NEW" tag. A plum panel with a scalloped edge at the bottom carries the logo, name and
// contact.
import {
  drawTitle,
  easeOutBack,
  easeOutCubic,
  layeredScene,
  lerp,
  lightSweep,
  motes,
  n,
  paperLayer,
  phase,
  placeTitle,
  type Scene,
  sweepGradient,
  type Title,
} from './kit';

const W = 720;
const H = 1280;
const DURATION = 10;

/** The three photo cards (px) and when each lands; the photo slots sit 8 px inside them. */
export const ARRIVAL_CARDS = [
  { x: 64, y: 318, width: 592, height: 404, at: 1.0 },
  { x: 64, y: 744, width: 284, height: 272, at: 1.6 },
  { x: 372, y: 744, width: 284, height: 272, at: 2.2 },
] as const;
/** The plum panel's top edge (px). */
export const ARRIVAL_PANEL_TOP = 1052;

function defs(): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#fff4ee"/><stop offset="0.6" stop-color="#fbe0d8"/><stop offset="1" stop-color="#f3c9c0"/></linearGradient>
    <linearGradient id="plum" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b1f4a"/><stop offset="1" stop-color="#2e0b27"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7d88a"/><stop offset="0.5" stop-color="#d9a441"/><stop offset="1" stop-color="#f7d88a"/></linearGradient>
    ${sweepGradient('sweep', '#ffffff', 0.75)}
  </defs>`;
}

/** An arch (a rectangle with a round top) as a path. */
function arch(cx: number, top: number, width: number, bottom: number): string {
  const r = width / 2;
  return `M${n(cx - r)} ${n(bottom)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(top + r)}V${n(bottom)}z`;
}

/** Three layers of arches rising in behind everything, each a little later and nearer. */
function arches(t: number): string {
  const layers = [
    { cx: 150, top: 120, w: 360, fill: '#f6d3c9', at: 0 },
    { cx: 600, top: 220, w: 420, fill: '#efbfb3', at: 0.15 },
    { cx: 360, top: 420, w: 560, fill: '#e9a99c', at: 0.3 },
  ];
  return layers
    .map((a) => {
      const k = easeOutCubic(phase(t, a.at, 1.1));
      const drift = Math.sin(t * 0.5 + a.cx) * 6;
      return `<g transform="translate(${n(drift)} ${n((1 - k) * 500)})">${paperLayer(arch(a.cx, a.top, a.w, H + 20), a.fill, -0.8, '#7a2a3a')}</g>`;
    })
    .join('');
}

/** A photo card landing: it rises and settles with a slight turn, white with a soft shadow and a gold line. */
function card(t: number, c: (typeof ARRIVAL_CARDS)[number]): string {
  const k = phase(t, c.at - 0.5, 0.6);
  if (k <= 0) return '';
  const e = easeOutBack(k);
  const dy = (1 - e) * 80;
  const cx = c.x + c.width / 2;
  const cy = c.y + c.height / 2;
  let shadow = '';
  for (let i = 3; i >= 1; i--)
    shadow += `<rect x="${c.x - i * 2}" y="${c.y + 6 + i * 2}" width="${c.width + i * 4}" height="${c.height + i * 2}" rx="${24 + i * 2}" fill="#6b1d33" opacity="${n(0.07 * k)}"/>`;
  return `<g opacity="${n(Math.min(1, k * 2))}" transform="translate(0 ${n(dy)}) rotate(${n((1 - e) * -3)} ${cx} ${cy})">
    ${shadow}<rect x="${c.x}" y="${c.y}" width="${c.width}" height="${c.height}" rx="22" fill="#ffffff"/>
    <rect x="${c.x + 8}" y="${c.y + 8}" width="${c.width - 16}" height="${c.height - 16}" rx="16" fill="#f7e6e1"/>
    <rect x="${c.x + 3}" y="${c.y + 3}" width="${c.width - 6}" height="${c.height - 6}" rx="20" fill="none" stroke="url(#gold)" stroke-width="1.5"/>
  </g>`;
}

/** A plum pill between the title and the cards, widening in. */
function justIn(t: number, pill: Title): string {
  const k = easeOutCubic(phase(t, 0.8, 0.6));
  if (k <= 0) return '';
  const w = 300 * k;
  return `<rect x="${n(W / 2 - w / 2)}" y="268" width="${n(w)}" height="40" rx="20" fill="#5b1f4a"/>${placeTitle(pill, W / 2, 288, 1, phase(t, 1.1, 0.4))}`;
}

/** The bottom panel: plum with a scalloped top edge and a gold rule, rising in. */
function panel(t: number): string {
  const k = easeOutCubic(phase(t, 0.4, 0.9));
  const top = ARRIVAL_PANEL_TOP + (1 - k) * 260;
  const r = 20;
  let d = `M0 ${H}V${n(top)}`;
  for (let x = 0; x < W; x += r * 2) d += `A${r} ${r} 0 0 1 ${x + r * 2} ${n(top)}`;
  d += `V${H}z`;
  return `${paperLayer(d, 'url(#plum)', 1, '#3a0b2a')}<rect x="40" y="${n(top + 22)}" width="${W - 80}" height="2" fill="url(#gold)" opacity="0.8"/>`;
}

export async function newArrivalsScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'नया कलेक्शन', size: 44, color: '#c2185b' },
      { text: 'NEW ARRIVALS', size: 76, color: '#4a1039', letterSpacing: 3 },
    ],
    660,
    170,
    '0 3px 10px rgba(255, 255, 255, 0.6)',
  );
  const pill = await drawTitle(
    [{ text: 'JUST IN · अभी आया', size: 22, color: '#f7d88a', letterSpacing: 3 }],
    300,
    40,
    '0 0 0 rgba(0,0,0,0)',
  );
  const dust = motes(8, 34, { x: 0, y: 0, w: W, h: H }, [1.6, 4]);
  return layeredScene({ width: W, height: H, duration: DURATION, defs: defs(), background: 'bg' }, (t) => {
    const rise = easeOutCubic(phase(t, 0.3, 0.9));
    const placed = placeTitle(title, W / 2, lerp(210, 170, rise), 1, rise);
    const glint = [2.8, 6.5].map((at) => lightSweep('sweep', t, at, 1.1, { x: 30, y: 80, w: 660, h: 180 })).join('');
    return [
      arches(t),
      dust(t, '#d9a441'),
      placed,
      glint ? `<mask id="title-mask" mask-type="alpha">${placed}</mask><g mask="url(#title-mask)">${glint}</g>` : '',
      justIn(t, pill),
      ...ARRIVAL_CARDS.map((c) => card(t, c)),
      panel(t),
    ];
  });
}
