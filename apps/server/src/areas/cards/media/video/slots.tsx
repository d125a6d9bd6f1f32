// The pictures a template's slots put on the video, one transparent PNG per slot, exactly the
// size of the slot's box in output pixels: text drawn by satori with a font per script (so
// Hindi conjuncts and Tamil vowel signs shape right; ffmpeg's drawtext and libass do not),
// shrunk until it fits the box; the logo contained in its box; photos covering theirs with
// rounded corners.
import type { TVideoSlot } from '@cardora/contract';
import type { CSSProperties } from 'react';
import sharp, { type Sharp } from 'sharp';
import { luminance, parseHex, readableOn, textOn, toHex } from '../colors';
import { formatPhone } from '../frames/parts';
import { Icon, type IconName } from '../icons';
import { hasTransparentCorners } from '../images';
import { svgToPng } from '../render';
import { renderSvg } from '../satori-svg';
import { dominantScript } from '../script-runs';
import { fitFontSize, initialsOf, ScriptText } from '../text';
import type { Size } from '../types';
import { VideoRenderError } from './errors';

export type TextField = 'businessName' | 'phone' | 'address' | 'customLine';

/** A slot's box on the output frame, in pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The slot's fractions of the frame as whole pixels, kept inside the frame and at least 2 px. */
export function slotBox(slot: Pick<TVideoSlot, 'x' | 'y' | 'width' | 'height'>, frame: Size): Box {
  const left = Math.min(frame.width - 2, Math.max(0, Math.round(slot.x * frame.width)));
  const top = Math.min(frame.height - 2, Math.max(0, Math.round(slot.y * frame.height)));
  const right = Math.min(frame.width, Math.round((slot.x + slot.width) * frame.width));
  const bottom = Math.min(frame.height, Math.round((slot.y + slot.height) * frame.height));
  return { left, top, width: Math.max(2, right - left), height: Math.max(2, bottom - top) };
}

const ICONS: Partial<Record<TextField, IconName>> = { phone: 'phone', address: 'pin' };

/** What a text slot shows: the phone written the Indian way, everything trimmed. */
export function slotText(field: TextField, value: string): string {
  const text = value.trim().replace(/\s+/g, ' ');
  return field === 'phone' && text ? formatPhone(text) : text;
}

interface TextLayout {
  text: string;
  icon: IconName | null;
  fontSize: number;
  weight: 400 | 700;
  lineHeight: number;
  align: 'left' | 'center' | 'right';
  color: string;
  /** Room for the text inside the box (the box less the band's margins). */
  inner: Size;
}

const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The text (with its icon) in a box of `layout.inner`, vertically centred. */
function TextContent({ layout, shadow }: { layout: TextLayout; shadow: string | undefined }) {
  const { fontSize, inner } = layout;
  const iconSize = Math.round(fontSize * 0.95);
  const gap = Math.round(fontSize * 0.35);
  const textStyle: CSSProperties = {
    fontSize,
    fontWeight: layout.weight,
    lineHeight: layout.lineHeight,
    color: layout.color,
    textAlign: layout.align,
    textShadow: shadow,
    flexShrink: 1,
    maxWidth: layout.icon ? inner.width - iconSize - gap : inner.width,
  };
  return (
    <div
      style={{
        display: 'flex',
        width: inner.width,
        height: inner.height,
        alignItems: 'center',
        justifyContent: JUSTIFY[layout.align],
        gap,
      }}
    >
      {layout.icon ? (
        <div style={{ display: 'flex', flexShrink: 0 }}>
          <Icon name={layout.icon} size={iconSize} color={layout.color} />
        </div>
      ) : null}
      <ScriptText text={layout.text} style={textStyle} />
    </div>
  );
}

const MEASURE_MARGIN = 48;
/** Slot pictures are temporary files ffmpeg decodes once: compressing them hard is wasted CPU. */
const FAST_PNG = { compressionLevel: 1 } as const;

interface Measured {
  /** Every inked pixel falls inside the room. */
  fits: boolean;
  /** The ink's extent in px. */
  width: number;
  height: number;
}

/**
 * Whether the text at this size stays inside its room, and how much room its ink takes: drawn
 * alone (opaque, no shadow) on a canvas with a margin all round. satori lays out only while
 * drawing, so drawing is how we measure.
 */
async function measure(layout: TextLayout): Promise<Measured> {
  const m = MEASURE_MARGIN;
  const width = layout.inner.width + 2 * m;
  const height = layout.inner.height + 2 * m;
  const svg = await renderSvg(
    <div style={{ display: 'flex', width, height }}>
      <div style={{ display: 'flex', position: 'absolute', left: m, top: m }}>
        <TextContent layout={{ ...layout, color: '#000000' }} shadow={undefined} />
      </div>
    </div>,
    { width, height },
  );
  const { data, info } = await sharp(svgToPng(svg)).extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if ((data[y * info.width + x] ?? 0) < 40) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return { fits: true, width: 0, height: 0 };
  const slack = 1;
  const fits =
    left >= m - slack &&
    top >= m - slack &&
    right < m + layout.inner.width + slack &&
    bottom < m + layout.inner.height + slack;
  return { fits, width: right - left + 1, height: bottom - top + 1 };
}

/** The largest font size (px) at which the text fits its room, on 1 … 4 lines; measured, not guessed. */
async function fitText(base: Omit<TextLayout, 'fontSize'>): Promise<number> {
  const { inner } = base;
  const withIcon = (size: number) => (base.icon ? inner.width - size * 1.3 : inner.width);
  let best = 0;
  for (let lines = 1; lines <= 4; lines++) {
    const byHeight = inner.height / (lines * base.lineHeight);
    if (byHeight < 9) break;
    const byWidth = fitFontSize(base.text, {
      max: byHeight,
      min: 1,
      width: Math.max(10, withIcon(byHeight)),
      lines,
      bold: base.weight === 700,
    });
    best = Math.max(best, Math.min(byHeight, byWidth));
  }
  // The estimate errs towards fitting: shrink until it really fits.
  let size = Math.max(8, Math.floor(best));
  let ink: Measured | undefined;
  for (let attempt = 0; attempt < 12; attempt++) {
    const measured = await measure({ ...base, fontSize: size });
    if (measured.fits) {
      ink = measured;
      break;
    }
    if (size <= 8) return 8;
    size = Math.max(8, Math.floor(size * 0.88));
  }
  if (!ink || ink.width === 0) return size;
  // Then grow: text scales with its size, so the ink's spare room says how far (while the lines
  // break the same way); a short search between covers text that wraps differently when bigger.
  let lo = size;
  let hi = Math.floor(inner.height / base.lineHeight) + 1;
  const guess = Math.min(
    hi - 1,
    Math.floor(size * Math.min(inner.width / ink.width, inner.height / ink.height) * 0.98),
  );
  if (guess > lo) {
    if ((await measure({ ...base, fontSize: guess })).fits) {
      lo = guess;
      hi = Math.min(hi, Math.ceil(guess * 1.04) + 1); // the guess kept 2% in hand
    } else hi = guess;
  }
  for (let step = 0; step < 3 && hi - lo > 1; step++) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await measure({ ...base, fontSize: mid })).fits) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** A text slot as a PNG of its box: the optional rounded band, then the text fitted inside. */
export async function textSlotPng(field: TextField, value: string, slot: TVideoSlot, box: Size): Promise<Buffer> {
  const text = slotText(field, value);
  const band = slot.background ? toHex(parseHex(slot.background)) : null;
  const indic = dominantScript(text) !== 'latin';
  // Indic scripts stack signs above and below the line: more leading.
  const lineHeight = indic ? 1.4 : 1.2;
  const padX = band ? Math.round(Math.min(box.height * 0.32, box.width * 0.06, 28)) : Math.round(box.width * 0.02) + 2;
  const padY = band ? Math.round(Math.min(box.height * 0.12, 16)) : 2;
  const inner = { width: Math.max(8, box.width - 2 * padX), height: Math.max(8, box.height - 2 * padY) };
  // On a band the colour must read (WCAG 3:1 for large text); over video a shadow carries it.
  const color = band ? readableOn(slot.color, band, 3) : toHex(parseHex(slot.color, [255, 255, 255]));
  const base = {
    text,
    icon: ICONS[field] ?? null,
    weight: slot.bold ? 700 : 400,
    lineHeight,
    align: slot.align,
    color,
    inner,
  } as const;
  const fontSize = await fitText(base);
  const shadow = band
    ? undefined
    : luminance(color) > 0.35
      ? `0 ${Math.max(1, Math.round(fontSize / 16))}px ${Math.max(3, Math.round(fontSize / 5))}px rgba(0, 0, 0, 0.75)`
      : `0 0 ${Math.max(3, Math.round(fontSize / 5))}px rgba(255, 255, 255, 0.8)`;
  const radius = Math.round(Math.min(box.height * 0.24, 22));
  const svg = await renderSvg(
    <div
      style={{
        display: 'flex',
        width: box.width,
        height: box.height,
        // No padding: satori sizes boxes content-box, so padding would widen the band past the
        // slot. The room is centred instead.
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: band ?? 'transparent',
        borderRadius: band ? radius : 0,
      }}
    >
      <TextContent layout={{ ...base, fontSize }} shadow={shadow} />
    </div>,
    { width: box.width, height: box.height },
  );
  return svgToPng(svg);
}

function roundedMask(width: number, height: number, radius: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" ry="${radius}" fill="#fff"/></svg>`,
  );
}

async function readable(input: Buffer, what: string): Promise<Sharp> {
  try {
    const image = sharp(input, { failOn: 'error' }).rotate();
    const meta = await image.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return image;
  } catch (error) {
    throw new VideoRenderError('bad-photo', `The ${what} could not be read.`, String(error));
  }
}

/**
 * The logo contained in its box (whole, never cropped), centred. A logo drawn on its own
 * rectangle gets rounded corners; a cut-out logo stays as it is.
 */
export async function logoSlotPng(logo: Buffer, box: Size): Promise<Buffer> {
  const image = await readable(logo, 'logo');
  const cutOut = await hasTransparentCorners(image);
  try {
    const { data, info } = await image
      .clone()
      .resize(box.width, box.height, { fit: 'inside', kernel: 'lanczos3' })
      .ensureAlpha()
      .png(FAST_PNG)
      .toBuffer({ resolveWithObject: true });
    let fitted = data;
    if (!cutOut) {
      const radius = Math.round(Math.min(info.width, info.height) * 0.14);
      fitted = await sharp(data)
        .composite([{ input: roundedMask(info.width, info.height, radius), blend: 'dest-in' }])
        .png(FAST_PNG)
        .toBuffer();
    }
    return await sharp({ create: { ...box, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([
        {
          input: fitted,
          left: Math.floor((box.width - info.width) / 2),
          top: Math.floor((box.height - info.height) / 2),
        },
      ])
      .png(FAST_PNG)
      .toBuffer();
  } catch (error) {
    throw new VideoRenderError('bad-photo', 'The logo could not be read.', String(error));
  }
}

/**
 * No logo: the business's initials on a round badge in its brand colour, so a template
 * designed around a logo has no hole in it.
 */
export async function initialsSlotPng(businessName: string, primary: string, box: Size): Promise<Buffer> {
  const d = Math.min(box.width, box.height);
  // The brand colour as it is, with ink or white on it, whichever reads (a pale brand colour
  // darkened towards black turns to mud).
  const fill = toHex(parseHex(primary));
  const initials = initialsOf(businessName || '?');
  const ring = Math.max(2, Math.round(d * 0.04));
  const fontSize = Math.round((d * (initials.length > 2 ? 0.3 : 0.38)) / Math.max(1, initials.length * 0.45));
  const svg = await renderSvg(
    <div
      style={{ display: 'flex', width: box.width, height: box.height, alignItems: 'center', justifyContent: 'center' }}
    >
      <div
        style={{
          display: 'flex',
          // satori sizes content-box: the ring goes outside width and height.
          width: d - 2 * ring,
          height: d - 2 * ring,
          borderRadius: d / 2,
          backgroundColor: fill,
          border: `${ring}px solid rgba(255, 255, 255, 0.9)`,
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <ScriptText
          text={initials}
          style={{
            fontSize: Math.min(fontSize, Math.round(d * 0.42)),
            fontWeight: 700,
            color: textOn(fill),
            lineHeight: 1.2,
          }}
        />
      </div>
    </div>,
    { width: box.width, height: box.height },
  );
  return svgToPng(svg);
}

/** A photo covering its box (the interesting part kept), rounded corners and a thin white edge. */
export async function photoSlotPng(photo: Buffer, box: Size, index: number): Promise<Buffer> {
  const image = await readable(photo, `photo ${index + 1}`);
  const { width, height } = box;
  const radius = Math.round(Math.min(width, height) * 0.07);
  const edge = Math.max(2, Math.round(Math.min(width, height) * 0.012));
  const half = edge / 2;
  const border = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${half}" y="${half}" width="${width - edge}" height="${height - edge}" rx="${Math.max(0, radius - half)}" fill="none" stroke="#ffffff" stroke-opacity="0.92" stroke-width="${edge}"/></svg>`,
  );
  try {
    const covered = await image
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention, kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .png(FAST_PNG)
      .toBuffer();
    return await sharp(covered)
      .composite([
        { input: roundedMask(width, height, radius), blend: 'dest-in' },
        { input: border, blend: 'over' },
      ])
      .png(FAST_PNG)
      .toBuffer();
  } catch (error) {
    throw new VideoRenderError('bad-photo', `Photo ${index + 1} could not be read.`, String(error));
  }
}
