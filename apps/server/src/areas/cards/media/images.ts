// Pictures for the frames, made by sharp at exactly the size they are drawn (so they stay
// sharp and satori embeds no more bytes than it needs), and the QR code as pixels.
import QRCode from 'qrcode';
import sharp, { type Sharp } from 'sharp';
import { parseHex } from './colors';

/** 'arch': a rectangle whose top is a half circle (a portrait standing on a band). */
export type ImageShape = 'circle' | 'rounded' | 'square' | 'arch';

export interface SizedImageOptions {
  width: number;
  height: number;
  shape: ImageShape;
  /** Corner radius in px for 'rounded'. */
  radius?: number;
  /**
   * 'cover' fills the shape (photos, product shots); 'logo' fills it too unless the
   * picture has transparent corners (a cut-out logo), which is then fitted whole on white.
   */
  fit: 'cover' | 'logo';
}

function maskSvg(width: number, height: number, shape: ImageShape, radius: number): Buffer {
  const r = width / 2;
  const body =
    shape === 'circle'
      ? `<ellipse cx="${r}" cy="${height / 2}" rx="${r}" ry="${height / 2}" fill="#fff"/>`
      : shape === 'arch'
        ? `<path d="M0 ${r}A${r} ${r} 0 0 1 ${width} ${r}V${height}H0z" fill="#fff"/>`
        : `<rect width="${width}" height="${height}" rx="${shape === 'rounded' ? radius : 0}" fill="#fff"/>`;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
}

/** True when the picture has an alpha channel and its corners are (mostly) transparent: a cut-out logo. */
export async function hasTransparentCorners(image: Sharp): Promise<boolean> {
  const meta = await image.metadata();
  if (!meta.hasAlpha) return false;
  const { data, info } = await image
    .clone()
    .resize(16, 16, { fit: 'fill' })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[y * info.width + x] ?? 255;
  const last = info.width - 1;
  const corners = [at(0, 0), at(last, 0), at(0, last), at(last, last)];
  return corners.filter((alpha) => alpha < 32).length >= 3;
}

// Per picture (by the Buffer's identity, so a profile object reused for several frames
// resizes its logo once per size) and per size; dropped with the Buffer.
const sized = new WeakMap<Buffer, Map<string, Promise<string | null>>>();

/** The picture resized and cropped to its shape, as a PNG data URL; null when sharp cannot read it. */
export function sizedImageDataUrl(input: Buffer, options: SizedImageOptions): Promise<string | null> {
  const key = `${options.width}x${options.height}:${options.shape}:${options.radius ?? 0}:${options.fit}`;
  let bySize = sized.get(input);
  if (!bySize) {
    bySize = new Map();
    sized.set(input, bySize);
  }
  let url = bySize.get(key);
  if (!url) {
    url = resize(input, options);
    bySize.set(key, url);
  }
  return url;
}

async function resize(input: Buffer, options: SizedImageOptions): Promise<string | null> {
  const { width, height, shape } = options;
  try {
    let base: Buffer;
    if (options.fit === 'logo' && (await hasTransparentCorners(sharp(input)))) {
      // A cut-out logo keeps its whole outline: fitted inside the shape on white, with a
      // margin so a circle does not cut its corners.
      const inset = shape === 'circle' ? 0.7 : 0.84;
      const inner = await sharp(input)
        .rotate()
        .resize(Math.round(width * inset), Math.round(height * inset), { fit: 'inside' })
        .png()
        .toBuffer();
      base = await sharp({ create: { width, height, channels: 4, background: '#ffffff' } })
        .composite([{ input: inner, gravity: 'center' }])
        .png()
        .toBuffer();
    } else {
      base = await sharp(input)
        .rotate()
        .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
    }
    const shaped =
      shape === 'square'
        ? base
        : await sharp(base)
            .ensureAlpha()
            .composite([{ input: maskSvg(width, height, shape, options.radius ?? 0), blend: 'dest-in' }])
            .png()
            .toBuffer();
    return `data:image/png;base64,${shaped.toString('base64')}`;
  } catch {
    return null;
  }
}

/** A QR code as raw RGB pixels, ready for sharp's composite: `{ input, raw }`. */
export interface QrPixels {
  input: Buffer;
  raw: { width: number; height: number; channels: 3 };
}

/**
 * The QR code of `text` filling a `size`×`size` square (no quiet zone: the frame's tile has
 * it), dark modules in `color` on white. Each pixel takes the module under its centre, so edges
 * stay hard (modules come out ⌊size/n⌋ or ⌈size/n⌉ px wide, as the crisp-edged vector did), and the
 * square is exactly `size` px, which qrcode's toBuffer is not always (it floors its scale).
 * Error correction M: survives a small logo-free print and JPEG noise, and stays small.
 */
export function qrPixels(text: string, size: number, color: string): QrPixels {
  const { size: n, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const [r, g, b] = parseHex(color);
  const moduleAt = Array.from({ length: size }, (_, p) => Math.floor(((p + 0.5) * n) / size));
  const row = Buffer.alloc(size * 3);
  const input = Buffer.alloc(size * size * 3, 255);
  for (let y = 0; y < size; y++) {
    // Rows of pixels over the same row of modules are equal: build each once.
    const my = moduleAt[y] ?? 0;
    if (y === 0 || my !== moduleAt[y - 1]) {
      row.fill(255);
      for (let x = 0; x < size; x++) {
        if (!data[my * n + (moduleAt[x] ?? 0)]) continue;
        row[x * 3] = r;
        row[x * 3 + 1] = g;
        row[x * 3 + 2] = b;
      }
    }
    row.copy(input, y * size * 3);
  }
  return { input, raw: { width: size, height: size, channels: 3 } };
}
