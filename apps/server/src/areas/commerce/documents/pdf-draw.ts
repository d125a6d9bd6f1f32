// The pieces a document's PDF is drawn with, on the PDF cards' fonts and text boxes (#cards):
// colours from the issuer's brand that stay readable, text that copies out as it was typed,
// the logo or a monogram, the QR tile and the status stamp.

import { luminance, mixHex } from '@cardora/card-templates';
import { DEFAULT_AGENCY_THEME } from '@cardora/contract';
import {
  drawLogo,
  drawPdfText,
  drawQr,
  fontPieces,
  layoutPdfText,
  type PdfBox,
  type PdfTextStyle,
  qrModules,
} from '#cards';
import type { StatusStamp } from './pdf-format';

export const INK = '#1b2330';
export const MUTED = '#5b6577';
export const RULE = '#d9dee7';
export const WHITE = '#ffffff';
const STAMP_INK = { red: '#c62828', amber: '#b45309' } as const;

export interface Palette {
  /** The issuer's colour as chosen: the header band. */
  brand: string;
  /** Text on the band: white or ink, whichever reads better. */
  onBrand: string;
  /** The brand darkened until small text in it reads on white (labels, the total bar). */
  accent: string;
  /** A pale wash of the accent behind the table's head and notes. */
  tint: string;
  /** A band too pale to set the white logo tile apart gives the tile a hairline. */
  tileBorder: string | null;
}

const HEX = /^#[0-9a-f]{6}$/i;

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The document's colours from the issuer's primary colour (any colour an agency may choose). */
export function palette(primary: string | null): Palette {
  const brand = primary && HEX.test(primary) ? primary.toLowerCase() : DEFAULT_AGENCY_THEME.primaryColor;
  let accent = brand;
  // 4.5:1 is what small text needs; a pale brand is darkened in steps, keeping its hue.
  for (let step = 0; step < 12 && contrast(accent, WHITE) < 4.5; step++) accent = mixHex(accent, '#000000', 0.15);
  return {
    brand,
    onBrand: contrast(brand, WHITE) >= contrast(brand, INK) ? WHITE : INK,
    accent,
    tint: mixHex(accent, WHITE, 0.92),
    tileBorder: contrast(brand, WHITE) < 1.4 ? mixHex(brand, '#000000', 0.2) : null,
  };
}

const words = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * Draws `value` in `box` (shrinking it to fit, as the PDF cards do). An Indic script is shaped
 * (conjuncts, vowel signs moved before their consonant), so its glyphs alone would copy out of
 * the PDF in the wrong order; letter-spaced text would copy out with spaces between letters. Both
 * carry the text as typed (ActualText), which copy-paste, search and screen readers use.
 */
export function drawText(doc: PDFKit.PDFDocument, value: string, box: PdfBox, style: PdfTextStyle) {
  const clean = words(value);
  const reshaped = (style.tracking ?? 0) > 0 || fontPieces(clean, style.weight ?? 400).some((piece) => piece.indic);
  if (!reshaped) return drawPdfText(doc, clean, box, style);
  const shown = layoutPdfText(doc, clean, box, style)
    .lines.map((line) => line.pieces.map((piece) => piece.text).join(''))
    .join(' ');
  return asTyped(doc, shown, () => drawPdfText(doc, clean, box, style));
}

/** Runs `draw` in a span whose text, when copied out, is `text`. */
function asTyped<T>(doc: PDFKit.PDFDocument, text: string, draw: () => T): T {
  doc.markContent('Span', { actual: text });
  const drawn = draw();
  // Readers such as poppler place a span by the graphics state at its end. pdfkit draws each
  // line inside q/Q with its text space flipped, so out here the span would land mirrored on
  // the page with no font size: end it under the same flip and the last font the span drew.
  doc.save();
  doc.transform(1, 0, 0, -1, 0, doc.page.height);
  const font: unknown = Reflect.get(doc, '_font');
  const size: unknown = Reflect.get(doc, '_fontSize');
  const id: unknown = typeof font === 'object' && font !== null ? Reflect.get(font, 'id') : undefined;
  if (typeof id === 'string' && typeof size === 'number') doc.addContent(`BT /${id} ${size} Tf ET`);
  doc.endMarkedContent();
  doc.restore();
  return drawn;
}

/** The height `value` takes in `width` (no height limit: the line limit decides). */
export function measureText(doc: PDFKit.PDFDocument, value: string, width: number, style: PdfTextStyle): number {
  return layoutPdfText(doc, words(value), { x: 0, y: 0, width, height: 0 }, style).height;
}

/** Whether the fonts draw '₹' (else amounts say "Rs."). */
export function rupeeSign(): string {
  const pieces = fontPieces('₹', 400);
  return pieces.map((piece) => piece.text).join('') === '₹' && !pieces.some((piece) => piece.emoji) ? '₹' : 'Rs. ';
}

/** A small capitals label above a block: "BILL TO". */
export function drawLabel(doc: PDFKit.PDFDocument, value: string, x: number, y: number, width: number, color: string) {
  return drawText(
    doc,
    value.toUpperCase(),
    { x, y, width, height: 11 },
    { size: 7.5, minSize: 7.5, weight: 700, color, tracking: 0.9, maxLines: 1 },
  );
}

/** The logo on a white rounded tile, or the brand's first letter on it. */
export async function drawBadge(
  doc: PDFKit.PDFDocument,
  logo: Buffer | null,
  name: string,
  box: PdfBox,
  colours: Palette,
): Promise<void> {
  doc.save();
  const tile = doc.roundedRect(box.x, box.y, box.width, box.height, box.width * 0.18);
  if (colours.tileBorder) tile.lineWidth(0.75).fillAndStroke(WHITE, colours.tileBorder);
  else tile.fill(WHITE);
  doc.restore();
  const inset = box.width * 0.12;
  const inner = { x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset };
  if (await drawLogo(doc, logo, inner)) return;
  const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    .segment(name.trim())
    [Symbol.iterator]()
    .next();
  const initial = segment.done ? '?' : segment.value.segment.toUpperCase();
  drawText(doc, initial, box, {
    size: box.height * 0.5,
    weight: 700,
    color: colours.accent,
    align: 'center',
    valign: 'middle',
    maxLines: 1,
  });
}

/** The QR on a white tile with a hairline border and its quiet zone (4 modules: phones read it at a glance). */
export function drawQrTile(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  doc.save();
  doc.roundedRect(x, y, size, size, 6).lineWidth(0.75).fillAndStroke(WHITE, RULE);
  doc.restore();
  const quiet = (size / (qrModules(url) + 8)) * 4;
  drawQr(doc, url, x + quiet, y + quiet, size - 2 * quiet, '#000000');
}

/** A rubber stamp: a rounded double border, the status in capitals and a line of detail, turned a little. */
export function drawStamp(doc: PDFKit.PDFDocument, stamp: StatusStamp, centreX: number, centreY: number): void {
  const width = 200;
  const height = 58;
  const x = centreX - width / 2;
  const y = centreY - height / 2;
  const ink = STAMP_INK[stamp.tone];
  doc.save();
  doc.rotate(-8, { origin: [centreX, centreY] });
  doc.strokeOpacity(0.85).fillOpacity(0.85);
  doc.roundedRect(x, y, width, height, 8).lineWidth(2).stroke(ink);
  doc
    .roundedRect(x + 4, y + 4, width - 8, height - 8, 5)
    .lineWidth(0.75)
    .stroke(ink);
  asTyped(doc, `${stamp.title.toUpperCase()} ${stamp.detail}`, () => {
    drawPdfText(
      doc,
      stamp.title.toUpperCase(),
      { x: x + 8, y: y + 9, width: width - 16, height: 22 },
      { size: 17, minSize: 11, weight: 700, color: ink, align: 'center', tracking: 1.5, maxLines: 1 },
    );
    drawPdfText(
      doc,
      stamp.detail,
      { x: x + 8, y: y + 32, width: width - 16, height: 16 },
      { size: 9, minSize: 7, color: ink, align: 'center', maxLines: 1 },
    );
  });
  doc.restore();
}
