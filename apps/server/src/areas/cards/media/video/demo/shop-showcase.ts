// "Shop showcase" (SQUARE, 10 s): a deep teal studio with drifting light, slowly turning
// outlines and a white mat in the middle where the shop's three photos take turns (their
// slots overlap in time, so each fades in over the last and a missing one leaves the last
// photo showing). A small title tag sits under the business name; dots count the photos.
import { bokeh, drawTitle, layeredScene, lerp, n, phase, placeTitle, type Scene } from './kit';

const W = 720;
const H = 720;
const DURATION = 10;
/** The photo mat, in px; the photo slots sit 10 px inside it. */
export const SHOWCASE_MAT = { x: 51, y: 148, width: 618, height: 414 };
/** When each photo comes in (s). */
export const SHOWCASE_PHOTO_STARTS = [0.8, 3.8, 6.8] as const;

function defs(): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b3b44"/><stop offset="0.55" stop-color="#0f4c5c"/><stop offset="1" stop-color="#123a6b"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#5ee7df" stop-opacity="0.22"/><stop offset="1" stop-color="#5ee7df" stop-opacity="0"/></radialGradient>
    <linearGradient id="stripe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffb300" stop-opacity="0"/><stop offset="0.5" stop-color="#ffb300" stop-opacity="0.5"/><stop offset="1" stop-color="#ffb300" stop-opacity="0"/></linearGradient>
  </defs>`;
}

function outlines(t: number): string {
  const square = (cx: number, cy: number, s: number, angle: number, color: string, opacity: number) =>
    `<rect x="${n(-s / 2)}" y="${n(-s / 2)}" width="${n(s)}" height="${n(s)}" rx="${n(s * 0.12)}" fill="none" stroke="${color}" stroke-width="3" opacity="${opacity}" transform="translate(${cx} ${cy}) rotate(${n(angle)})"/>`;
  return [
    square(-20, 40, 190, t * 9, '#5ee7df', 0.35),
    square(-20, 40, 130, -t * 12, '#ffb300', 0.4),
    square(W + 10, H - 30, 220, -t * 7, '#5ee7df', 0.3),
    square(W + 10, H - 30, 150, t * 10, '#ffffff', 0.18),
  ].join('');
}

/** Light streaks sliding diagonally behind the mat. */
function streaks(t: number): string {
  let out = '';
  for (let i = 0; i < 3; i++) {
    const x = ((t * 90 + i * 300) % (W + 600)) - 300;
    out += `<rect x="${n(x)}" y="-200" width="90" height="${H + 400}" fill="url(#stripe)" opacity="0.35" transform="rotate(28 ${n(x + 45)} ${H / 2})"/>`;
  }
  return out;
}

/** The white mat with a soft shadow, rising in at the start. */
function mat(t: number): string {
  const m = SHOWCASE_MAT;
  const rise = 1 - (1 - phase(t, 0.1, 0.6)) ** 3;
  const y = m.y + (1 - rise) * 40;
  let shadow = '';
  for (let k = 4; k >= 1; k--)
    shadow += `<rect x="${m.x - k * 3}" y="${n(y + 10 - k)}" width="${m.width + k * 6}" height="${m.height + k * 5}" rx="${22 + k * 3}" fill="#001018" opacity="${n(0.09 * rise)}"/>`;
  return `${shadow}<rect x="${m.x}" y="${n(y)}" width="${m.width}" height="${m.height}" rx="22" fill="#ffffff" opacity="${n(rise)}"/><rect x="${m.x + 10}" y="${n(y + 10)}" width="${m.width - 20}" height="${m.height - 20}" rx="16" fill="#e6eef0" opacity="${n(rise)}"/>`;
}

/** One dot per photo under the mat; the current one long and gold. */
function dots(t: number): string {
  const current = SHOWCASE_PHOTO_STARTS.reduce((at, start, i) => (t >= start ? i : at), 0);
  const y = SHOWCASE_MAT.y + SHOWCASE_MAT.height + 16;
  let x = W / 2 - 34;
  let out = '';
  SHOWCASE_PHOTO_STARTS.forEach((start, i) => {
    const active = i === current ? phase(t, start, 0.4) : 0;
    const width = lerp(10, 30, active);
    out += `<rect x="${n(x)}" y="${y}" width="${n(width)}" height="10" rx="5" fill="${i === current ? '#ffb300' : '#ffffff'}" opacity="${i === current ? 1 : 0.55}"/>`;
    x += width + 10;
  });
  return out;
}

export async function shopShowcaseScene(): Promise<Scene> {
  const tag = await drawTitle(
    [{ text: 'हमारी दुकान पर पधारें · Visit our shop', size: 22, color: '#ffd36b', bold: false }],
    520,
    36,
    '0 2px 6px rgba(0, 0, 0, 0.5)',
    'left',
  );
  const light = bokeh(21, 14, W, H, ['#5ee7df', '#ffffff', '#ffb300'], [24, 90]);
  const staticDefs = `${defs()}<defs>${light.defs}</defs>`;
  return layeredScene({ width: W, height: H, duration: DURATION, defs: staticDefs, background: 'bg' }, (t) => {
    const tagIn = phase(t, 1.2, 0.6);
    return [
      `<circle cx="${W / 2}" cy="${H * 0.5}" r="${W * 0.6}" fill="url(#spot)"/>`,
      streaks(t),
      light.draw(t),
      outlines(t),
      mat(t),
      dots(t),
      // Left-aligned under the name slot (x 0.205 of the width), sliding in from the left.
      placeTitle(tag, 150 + 260 + lerp(-20, 0, tagIn), 122, 1, tagIn),
    ];
  });
}
