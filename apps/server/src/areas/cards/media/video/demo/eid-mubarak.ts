// "Eid Mubarak" (STORY, 10 s): an emerald night. A crescent moon glows, stars twinkle, brass
// lanterns hang on chains from the top and sway, a gold eight-point star pattern turns slowly
// behind "ईद मुबारक / EID MUBARAK" (a glint runs across it), and mosque domes and minarets stand
// in paper-cut layers at the bottom; the front layer is dark and plain for the contact slots.
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
  twinkles,
} from './kit';

const W = 720;
const H = 1280;
const DURATION = 10;
/** The front skyline's wall top (px): the phone and address sit below it. */
export const EID_FRONT_WALL = 1060;

function defs(): string {
  return `<defs>
    <linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#021a22"/><stop offset="0.5" stop-color="#063d3f"/><stop offset="1" stop-color="#0b5a4f"/></linearGradient>
    <radialGradient id="moon-glow"><stop offset="0" stop-color="#fff3c4" stop-opacity="0.55"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
    <radialGradient id="lamp-glow"><stop offset="0" stop-color="#ffd27a" stop-opacity="0.7"/><stop offset="0.4" stop-color="#ffb03a" stop-opacity="0.2"/><stop offset="1" stop-color="#ffb03a" stop-opacity="0"/></radialGradient>
    <linearGradient id="brass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8a5a12"/><stop offset="0.5" stop-color="#f1c75b"/><stop offset="1" stop-color="#8a5a12"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff4c2"/><stop offset="1" stop-color="#ffab2e"/></linearGradient>
    <linearGradient id="gold-text" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9b949"/><stop offset="1" stop-color="#fff0b0"/></linearGradient>
    ${sweepGradient('sweep', '#fffbe6', 0.8)}
  </defs>`;
}

function crescent(t: number): string {
  const cx = 560;
  const cy = 330;
  const pulse = 1 + 0.05 * Math.sin(t * 1.3);
  return `<circle cx="${cx}" cy="${cy}" r="${n(170 * pulse)}" fill="url(#moon-glow)"/>
    <path d="M${cx + 20} ${cy - 62}A64 64 0 1 0 ${cx + 20} ${cy + 62}A52 52 0 1 1 ${cx + 20} ${cy - 62}z" fill="#fff3c4"/>
    <path d="M${cx + 62} ${cy - 30}l5 12 13 1-10 8 3 13-11-7-11 7 3-13-10-8 13-1z" fill="#fff3c4"/>`;
}

/** An eight-point star (two squares) outline, for the turning pattern. */
function octagram(cx: number, cy: number, r: number): string {
  const sq = (rot: number) => {
    let d = '';
    for (let i = 0; i < 4; i++) {
      const a = ((i * 90 + rot) * Math.PI) / 180;
      d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
    }
    return `${d}z`;
  };
  return sq(0) + sq(45);
}

/** A ring of eight-point stars round the title, turning slowly. */
function pattern(t: number, cx: number, cy: number): string {
  let d = octagram(cx, cy, 250);
  const turn = t * 3;
  for (let i = 0; i < 12; i++) {
    const a = ((i * 30 + turn) * Math.PI) / 180;
    d += octagram(cx + Math.cos(a) * 300, cy + Math.sin(a) * 300, 34);
  }
  return `<g transform="rotate(${n(-turn * 0.5)} ${cx} ${cy})"><path d="${d}" fill="none" stroke="#e9b949" stroke-width="2" opacity="0.22"/><circle cx="${cx}" cy="${cy}" r="300" fill="none" stroke="#e9b949" stroke-width="1.5" stroke-dasharray="4 10" opacity="0.3"/></g>`;
}

/** A brass lantern on its chain from the top edge, swinging a little, its light flickering. */
function lantern(t: number, x: number, chain: number, s: number, seed: number): string {
  const drop = easeOutCubic(phase(t, 0.1 + seed * 0.12, 1.4));
  const length = chain * drop;
  const angle = Math.sin(t * 1.2 + seed * 1.7) * 4;
  const flick = 0.85 + 0.1 * Math.sin(t * 11 + seed) + 0.05 * Math.sin(t * 23 + seed * 3);
  let links = '';
  for (let y = 0; y < length - 6; y += 14)
    links += `<ellipse cx="0" cy="${y + 7}" rx="3" ry="6" fill="none" stroke="#c9973a" stroke-width="2"/>`;
  const body = `<g transform="translate(0 ${n(length)}) scale(${s})">
    <circle cy="70" r="140" fill="url(#lamp-glow)" opacity="${n(flick)}"/>
    <path d="M-10 0h20l8 14h-36z" fill="url(#brass)"/>
    <path d="M-30 14h60l-8 22h-44z" fill="url(#brass)"/>
    <path d="M-24 36h48l10 34-10 34h-48l-10-34z" fill="url(#glass)" opacity="${n(flick)}"/>
    <path d="M-24 36h48l10 34-10 34h-48l-10-34zM-8 36v68M8 36v68M-34 70h68" fill="none" stroke="#8a5a12" stroke-width="3"/>
    <path d="M-30 104h60l-6 14h-48z" fill="url(#brass)"/>
    <path d="M0 118l8 12h-16z" fill="url(#brass)"/>
    <path d="M0 130v22" stroke="#c9973a" stroke-width="2"/><circle cy="156" r="5" fill="#f1c75b"/></g>`;
  return `<g transform="translate(${x} -4) rotate(${n(angle)})">${links}${body}</g>`;
}

/** A skyline of domes and minarets as one path, with its base at `base`. */
function skyline(base: number, scale: number, shift: number): string {
  const parts: string[] = [];
  const dome = (cx: number, w: number, wallTop: number) => {
    const r = w / 2;
    parts.push(
      `M${n(cx - r)} ${H}V${n(wallTop)}C${n(cx - r)} ${n(wallTop - r * 1.1)} ${n(cx - r * 0.15)} ${n(wallTop - r * 1.2)} ${n(cx)} ${n(wallTop - r * 1.6)}C${n(cx + r * 0.15)} ${n(wallTop - r * 1.2)} ${n(cx + r)} ${n(wallTop - r * 1.1)} ${n(cx + r)} ${n(wallTop)}V${H}z`,
    );
    parts.push(`M${n(cx - 2)} ${n(wallTop - r * 1.6)}v${n(-22 * scale)}h4v${n(22 * scale)}z`);
  };
  const minaret = (cx: number, top: number) => {
    const w = 22 * scale;
    parts.push(`M${n(cx - w / 2)} ${H}V${n(top)}h${n(w)}V${H}z`);
    parts.push(`M${n(cx - w * 0.8)} ${n(top + 40 * scale)}h${n(w * 1.6)}v${n(8 * scale)}h${n(-w * 1.6)}z`);
    parts.push(`M${n(cx - w / 2)} ${n(top)}Q${n(cx)} ${n(top - 40 * scale)} ${n(cx + w / 2)} ${n(top)}z`);
  };
  const wall = base;
  parts.push(`M-10 ${H}V${n(wall + 30 * scale)}H${W + 10}V${H}z`);
  dome(360 + shift, 230 * scale, wall);
  dome(200 + shift, 120 * scale, wall + 20 * scale);
  dome(520 + shift, 120 * scale, wall + 20 * scale);
  minaret(90 + shift, wall - 210 * scale);
  minaret(630 + shift, wall - 210 * scale);
  return parts.join('');
}

export async function eidMubarakScene(): Promise<Scene> {
  const title = await drawTitle(
    [
      { text: 'ईद मुबारक', size: 80, color: '#f6d27a' },
      { text: 'EID MUBARAK', size: 44, color: '#ffffff', letterSpacing: 8 },
    ],
    640,
    200,
    '0 4px 16px rgba(0, 20, 20, 0.8)',
  );
  const stars = twinkles(23, 40, { x: 0, y: 40, w: W, h: 760 }, [3, 8]);
  const dust = motes(14, 20, { x: 0, y: 300, w: W, h: 700 }, [1.4, 3]);
  const far = skyline(940, 0.8, -40);
  const near = skyline(EID_FRONT_WALL, 1, 10);
  const TITLE_Y = 560;
  return layeredScene({ width: W, height: H, duration: DURATION, defs: defs(), background: 'night' }, (t) => {
    const pop = phase(t, 0.8, 0.9);
    const placed = placeTitle(title, W / 2, TITLE_Y, lerp(0.7, 1, easeOutBack(pop)), pop);
    const glint = [2.6, 6.8]
      .map((at) => lightSweep('sweep', t, at, 1.2, { x: 40, y: TITLE_Y - 110, w: 640, h: 220 }))
      .join('');
    const rise = easeOutCubic(phase(t, 0, 1.4));
    return [
      stars(t, '#fff3c4'),
      crescent(t),
      pattern(t, W / 2, TITLE_Y),
      dust(t, '#f6d27a'),
      lantern(t, 110, 170, 0.9, 0),
      lantern(t, 250, 80, 0.7, 1),
      lantern(t, 470, 120, 0.75, 2),
      placed,
      glint ? `<mask id="title-mask" mask-type="alpha">${placed}</mask><g mask="url(#title-mask)">${glint}</g>` : '',
      `<g transform="translate(0 ${n((1 - rise) * 200)})">${paperLayer(far, '#0e6b5c', 1, '#00110f')}</g>`,
      `<g transform="translate(0 ${n((1 - rise) * 320)})">${paperLayer(near, '#03302b', 1.4, '#000806')}</g>`,
    ];
  });
}
