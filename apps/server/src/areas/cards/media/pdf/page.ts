// Pages: exact trim sizes, the optional print bleed with its crop marks and PDF boxes,
// and the SAMPLE watermark over everything.
import { mmToPt, PDF_BLEED_MM } from '@cardora/contract';
import PDFDocument from 'pdfkit';
import { pdfFontName } from './fonts';

export const BLEED_PT = mmToPt(PDF_BLEED_MM);
/** Text keeps at least 3 mm inside the trim. */
export const SAFE_PT = mmToPt(3);

/** A page's drawing area in trim coordinates: (0, 0) is the trim's top-left corner. */
export interface PageFrame {
  width: number;
  height: number;
  /** How far artwork reaching an edge must extend beyond it (0 without bleed). */
  bleed: number;
}

export function createDocument(title: string, author: string): PDFKit.PDFDocument {
  return new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    info: { Title: title, Author: author, Creator: 'Cardora', Producer: 'Cardora' },
  });
}

/** The document's bytes once it ends (listen before drawing: PDFKit streams as it goes). */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * Starts a page of `width`×`height` pt (the trim), grown by the bleed on every side when
 * `bleed` is set, with TrimBox and BleedBox telling the printer where to cut. Drawing
 * after this is in trim coordinates until finishPage.
 */
export function startPage(doc: PDFKit.PDFDocument, width: number, height: number, bleed: boolean): PageFrame {
  const b = bleed ? BLEED_PT : 0;
  doc.addPage({ size: [width + 2 * b, height + 2 * b], margin: 0 });
  if (b > 0) {
    Object.assign(doc.page.dictionary.data, {
      TrimBox: [b, b, b + width, b + height],
      BleedBox: [0, 0, width + 2 * b, height + 2 * b],
    });
  }
  doc.save();
  doc.translate(b, b);
  return { width, height, bleed: b };
}

/**
 * Ends the page: crop marks outside the trim (with bleed), then the watermark on top, then
 * `overlays` (in trim coordinates) over the watermark: the QR tile, so a sample still scans.
 */
export function finishPage(
  doc: PDFKit.PDFDocument,
  frame: PageFrame,
  watermark: boolean,
  overlays: readonly ((doc: PDFKit.PDFDocument) => void)[] = [],
): void {
  doc.restore();
  if (frame.bleed > 0) drawCropMarks(doc, frame);
  if (!watermark) return;
  drawWatermark(doc, frame);
  doc.save();
  doc.translate(frame.bleed, frame.bleed);
  for (const overlay of overlays) overlay(doc);
  doc.restore();
}

/** A rectangle in trim coordinates, grown into the bleed on every side it touches the trim. */
export function bleedRect(
  doc: PDFKit.PDFDocument,
  frame: PageFrame,
  x: number,
  y: number,
  w: number,
  h: number,
): PDFKit.PDFDocument {
  const b = frame.bleed;
  const left = x <= 0 ? -b : x;
  const top = y <= 0 ? -b : y;
  const right = x + w >= frame.width ? frame.width + b : x + w;
  const bottom = y + h >= frame.height ? frame.height + b : y + h;
  return doc.rect(left, top, right - left, bottom - top);
}

/** Hairlines on the trim lines, in the bleed only (2 pt short of the trim), white-edged so they show on any colour. */
function drawCropMarks(doc: PDFKit.PDFDocument, frame: PageFrame): void {
  const b = frame.bleed;
  const right = b + frame.width;
  const bottom = b + frame.height;
  const end = b - 2;
  const marks: [number, number, number, number][] = [];
  for (const x of [b, right]) {
    marks.push([x, 0, x, end], [x, bottom + 2, x, bottom + b]);
  }
  for (const y of [b, bottom]) {
    marks.push([0, y, end, y], [right + 2, y, right + b, y]);
  }
  doc.save();
  for (const [width, color] of [
    [1.2, '#ffffff'],
    [0.3, '#000000'],
  ] as const) {
    for (const [x1, y1, x2, y2] of marks) doc.moveTo(x1, y1).lineTo(x2, y2);
    doc.lineWidth(width).strokeColor(color).stroke();
  }
  doc.restore();
}

export const WATERMARK_TEXT = 'SAMPLE';

/**
 * A large diagonal 'SAMPLE' across the page in see-through mid-grey: light grey on white,
 * a grey veil on dark bands. No dark outline: it would make false QR finder patterns.
 */
function drawWatermark(doc: PDFKit.PDFDocument, frame: PageFrame): void {
  const pageW = frame.width + 2 * frame.bleed;
  const pageH = frame.height + 2 * frame.bleed;
  const font = pdfFontName('Noto Sans', 700);
  const angle = (Math.atan2(frame.height, frame.width) * 180) / Math.PI;
  const diagonal = Math.hypot(frame.width, frame.height);
  const probe = doc.font(font).fontSize(100).widthOfString(WATERMARK_TEXT, { characterSpacing: 4 });
  // The letters are tall too: 62% of the diagonal keeps the corners of the word on the page.
  const size = (100 * diagonal * 0.62) / probe;
  const width = doc.fontSize(size).widthOfString(WATERMARK_TEXT, { characterSpacing: size * 0.04 });
  doc.save();
  doc.rotate(-angle, { origin: [pageW / 2, pageH / 2] });
  doc
    .fillColor('#808080')
    .fillOpacity(0.4)
    .font(font)
    .fontSize(size)
    .text(WATERMARK_TEXT, pageW / 2 - width / 2, pageH / 2 + size * 0.36, {
      lineBreak: false,
      baseline: 'alphabetic',
      characterSpacing: size * 0.04,
    });
  doc.restore();
}
