// Photos and logos for print: resized by sharp to the printed size at 300 dpi (no bigger, so
// the PDF stays small; no smaller, so it prints sharp). Photos go in as JPEG and are cropped
// by the design's vector clip path (circle, rounded square); logos keep their whole outline
// and their transparency (PNG) so they sit on any colour.
import sharp from 'sharp';
import type { Box } from './text';

const DPI = 300;
const px = (pt: number) => Math.max(8, Math.round((pt / 72) * DPI));

export interface PdfImage {
  data: Buffer;
  /** Pixel size, for placing the picture with its own aspect. */
  width: number;
  height: number;
}

// Per picture (by the Buffer's identity) and per size, so a profile rendered in several
// templates resizes each picture once per printed size; dropped with the Buffer.
const cache = new WeakMap<Buffer, Map<string, Promise<PdfImage | null>>>();

function cached(input: Buffer, key: string, make: () => Promise<PdfImage | null>): Promise<PdfImage | null> {
  let bySize = cache.get(input);
  if (!bySize) {
    bySize = new Map();
    cache.set(input, bySize);
  }
  let image = bySize.get(key);
  if (!image) {
    image = make().catch(() => null);
    bySize.set(key, image);
  }
  return image;
}

/** A photo filling `width`×`height` pt (cropped around the face or the busiest part), as JPEG. */
export function photoForPdf(input: Buffer, width: number, height: number): Promise<PdfImage | null> {
  const w = px(width);
  const h = px(height);
  return cached(input, `photo:${w}x${h}`, async () => {
    const data = await sharp(input)
      .rotate()
      .resize(w, h, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, chromaSubsampling: '4:4:4', mozjpeg: true })
      .toBuffer();
    return { data, width: w, height: h };
  });
}

/** A logo fitted whole inside `width`×`height` pt; PNG when it has transparency, else JPEG. */
export function logoForPdf(input: Buffer, width: number, height: number): Promise<PdfImage | null> {
  const w = px(width);
  const h = px(height);
  return cached(input, `logo:${w}x${h}`, async () => {
    const image = sharp(input).rotate().resize(w, h, { fit: 'inside', withoutEnlargement: false });
    const meta = await sharp(input).metadata();
    const { data, info } = meta.hasAlpha
      ? await image.png({ compressionLevel: 9, palette: false }).toBuffer({ resolveWithObject: true })
      : await image
          .jpeg({ quality: 90, chromaSubsampling: '4:4:4', mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}

/** Draws a logo centred in `box`, as large as fits; false when there is none or it cannot be read. */
export async function drawLogo(doc: PDFKit.PDFDocument, logo: Buffer | null | undefined, box: Box): Promise<boolean> {
  if (!logo) return false;
  const image = await logoForPdf(logo, box.width, box.height);
  if (!image) return false;
  doc.image(image.data, box.x, box.y, { fit: [box.width, box.height], align: 'center', valign: 'center' });
  return true;
}

export type PhotoShape = 'circle' | 'rounded' | 'square';

/** Draws a photo filling `box`, clipped to its shape; false when there is none or it cannot be read. */
export async function drawPhoto(
  doc: PDFKit.PDFDocument,
  photo: Buffer | null | undefined,
  box: Box,
  shape: PhotoShape,
  radius = 0,
): Promise<boolean> {
  if (!photo) return false;
  const image = await photoForPdf(photo, box.width, box.height);
  if (!image) return false;
  doc.save();
  clipShape(doc, box, shape, radius).clip();
  doc.image(image.data, box.x, box.y, { width: box.width, height: box.height });
  doc.restore();
  return true;
}

/** The shape's path (not yet filled, stroked or clipped). */
export function clipShape(doc: PDFKit.PDFDocument, box: Box, shape: PhotoShape, radius = 0): PDFKit.PDFDocument {
  if (shape === 'circle')
    return doc.ellipse(box.x + box.width / 2, box.y + box.height / 2, box.width / 2, box.height / 2);
  if (shape === 'rounded') return doc.roundedRect(box.x, box.y, box.width, box.height, radius);
  return doc.rect(box.x, box.y, box.width, box.height);
}
