// "Grand opening" (STORY, 10 s): red stage curtains draw open on a royal purple stage with a
// turning sunburst, a marigold garland sways under the pelmet, the title pops in, confetti
// falls. The middle stays calm for the logo, name, photo and contact slots.
import {
  confetti,
  drawTitle,
  easeInOutSine,
  easeOutBack,
  layeredScene,
  lerp,
  marigold,
  n,
  phase,
  placeTitle,
  type Scene,
  twinkles,
} from './kit';

const W = 720;
const H = 1280;
const DURATION = 10;

function defs(): string {
  return `<defs>
    <linearGradient id="stage" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d0636"/><stop offset="0.45" stop-color="#4a0f5c"/><stop offset="1" stop-color="#7d0f3f"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#ffd36b" stop-opacity="0.55"/><stop offset="0.5" stop-color="#ff9f43" stop-opacity="0.16"/><stop offset="1" stop-color="#ff9f43" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="folds" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="56" y2="0" spreadMethod="repeat">
      <stop offset="0" stop-color="#5e0a14"/><stop offset="0.35" stop-color="#b3192b"/><stop offset="0.55" stop-color="#d8303f"/><stop offset="1" stop-color="#5e0a14"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/>
    </linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#fff0b3"/><stop offset="0.5" stop-color="#f4c042"/><stop offset="1" stop-color="#b7791f"/>
    </linearGradient>
    <linearGradient id="pelmet" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#4a0710"/><stop offset="1" stop-color="#9c1526"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#12001f" stop-opacity="0.75"/>
    </linearGradient>
  </defs>`;
}

/** Alternate gold rays from the stage's heart, turning slowly. */
function sunburst(t: number): string {
  const cx = W / 2;
  const cy = H * 0.36;
  const rays = 28;
  const turn = t * 5;
  let out = '';
  for (let i = 0; i < rays; i += 2) {
    const a0 = ((i / rays) * 360 + turn) * (Math.PI / 180);
    const a1 = (((i + 1) / rays) * 360 + turn) * (Math.PI / 180);
    const r = 1400;
    out += `M${cx} ${cy}L${n(cx + Math.cos(a0) * r)} ${n(cy + Math.sin(a0) * r)}L${n(cx + Math.cos(a1) * r)} ${n(cy + Math.sin(a1) * r)}z`;
  }
  return `<path d="${out}" fill="#ffcf5a" opacity="0.07"/><circle cx="${cx}" cy="${n(cy)}" r="520" fill="url(#glow)"/>`;
}

/** One curtain (the left; the right is its mirror), `open` 0 closed … 1 tied back. */
function curtain(open: number, sway: number): string {
  const top = lerp(W / 2 + 8, 112, open);
  const tieY = H * 0.58;
  const tie = lerp(W / 2 + 8, 34, open) + sway;
  const bottom = lerp(W / 2 + 8, 92, open);
  const body = `M-4 0L${n(top)} 0Q${n(tie + 46)} ${n(tieY * 0.55)} ${n(tie)} ${n(tieY)}Q${n(tie + 24)} ${n(tieY + (H - tieY) * 0.5)} ${n(bottom)} ${H + 4}L-4 ${H + 4}z`;
  // The tie-back: a gold cord round the gathered curtain and a tassel hanging from its knot.
  const rope =
    open > 0.6
      ? `<path d="M-4 ${n(tieY - 8)}Q${n(tie / 2)} ${n(tieY + 6)} ${n(tie + 6)} ${n(tieY - 4)}" stroke="url(#gold)" stroke-width="9" fill="none" stroke-linecap="round"/>` +
        `<circle cx="${n(tie + 6)}" cy="${n(tieY - 2)}" r="9" fill="url(#gold)"/>` +
        `<path d="M${n(tie + 2)} ${n(tieY + 6)}h8l7 38q-11 6-22 0z" fill="url(#gold)"/>` +
        `<path d="M${n(tie + 1)} ${n(tieY + 44)}h10" stroke="#b7791f" stroke-width="2"/>`
      : '';
  return `<path d="${body}" fill="url(#folds)"/><path d="${body}" fill="url(#shade)"/>${rope}`;
}

/** The pelmet across the top: scalloped velvet with a gold fringe and hem. */
function pelmet(): string {
  const scallops = 8;
  const sw = W / scallops;
  let edge = `M0 0H${W}V58`;
  for (let i = scallops - 1; i >= 0; i--) edge += `Q${n(i * sw + sw / 2)} 96 ${n(i * sw)} 58`;
  edge += 'z';
  let tassels = '';
  for (let i = 0; i <= scallops; i++) tassels += `<path d="M${n(i * sw - 5)} 58h10l-5 26z" fill="url(#gold)"/>`;
  return `<path d="${edge}" fill="url(#pelmet)"/><rect y="0" width="${W}" height="10" fill="url(#gold)"/>${tassels}`;
}

/** Marigold swags under the pelmet, swaying a little. */
function garland(t: number): string {
  let out = '';
  // Three swags: the drops hang at a third and two thirds, clear of the logo in the middle.
  const swags = 3;
  const sw = W / swags;
  for (let s = 0; s < swags; s++) {
    const sway = Math.sin(t * 1.6 + s) * 3;
    for (let i = 0; i <= 13; i++) {
      const k = i / 13;
      const x = s * sw + k * sw;
      const y = 70 + Math.sin(k * Math.PI) * (40 + sway);
      out += marigold(x, y, 13, i % 2 ? '#ff8c1a' : '#ffc21a', '#b85400');
    }
    // A drop at each joint: flowers and a mango leaf.
    for (let k = 1; k <= 3; k++)
      out += marigold(s * sw + sway * 0.5, 70 + k * 24, 10, k % 2 ? '#ffc21a' : '#ff8c1a', '#b85400');
    out += `<path d="M${n(s * sw + sway * 0.5)} 150q13 20 0 44q-13-24 0-44z" fill="#2f8f3a"/>`;
  }
  return out;
}

export async function grandOpeningScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'शुभ उद्घाटन', size: 46, color: '#ffe7a3' },
      { text: 'GRAND OPENING', size: 56, color: '#ffffff', letterSpacing: 2 },
    ],
    560,
    170,
    '0 4px 14px rgba(40, 0, 30, 0.8)',
  );
  const falling = confetti(7, 90, W, H, ['#ffd23f', '#ff5d8f', '#3ddcff', '#ffffff', '#ff9f1c', '#9b5de5'], 1.1);
  const stars = twinkles(3, 26, { x: 40, y: 200, w: W - 80, h: H * 0.55 }, [6, 16]);
  const staticDefs = defs();
  return layeredScene({ width: W, height: H, duration: DURATION, defs: staticDefs, background: 'stage' }, (t) => {
    const open = easeInOutSine(phase(t, 0.2, 1.5));
    const sway = Math.sin(t * 1.3) * 4 * open;
    const pop = phase(t, 1.0, 0.7);
    return [
      sunburst(t),
      `<rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="url(#floor)"/>`,
      stars(t, '#ffe9a8'),
      placeTitle(title, W / 2, H * 0.315, lerp(0.6, 1, easeOutBack(pop)), pop),
      falling(t),
      curtain(open, sway),
      `<g transform="translate(${W} 0) scale(-1 1)">${curtain(open, -sway)}</g>`,
      garland(t),
      pelmet(),
    ];
  });
}
