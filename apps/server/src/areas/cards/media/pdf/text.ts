// Text in fixed boxes: every string is cut into font pieces (fonts.ts), wrapped at spaces by
// the shaped widths pdfkit measures, shrunk until it fits the box's width, height and line
// limit, and drawn piece by piece on a shared baseline. It never overflows its box: past the
// smallest size, long words break between grapheme clusters (an Indic syllable stays whole)
// and the last line that fits ends in '…'.

import { Resvg } from '@resvg/resvg-js';
import type { FontWeight } from '../fonts';
import { emojiSvg } from '../glyphs';
import { type FontPiece, fontPieces, pdfFontName } from './fonts';

const emojiPngs = new Map<string, Buffer>();

/** A Twemoji picture as a PNG pdfkit embeds (pdfkit draws no SVG): 96 px, sharp at print sizes. */
function emojiPng(file: string): Buffer {
  let png = emojiPngs.get(file);
  if (!png) {
    const resvg = new Resvg(emojiSvg(file), { fitTo: { mode: 'width', value: 96 }, font: { loadSystemFonts: false } });
    png = resvg.render().asPng();
    emojiPngs.set(file, png);
  }
  return png;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextStyle {
  size: number;
  /** Smallest size it may shrink to (default 70% of size). */
  minSize?: number;
  weight?: FontWeight;
  color: string;
  align?: 'left' | 'center' | 'right';
  valign?: 'top' | 'middle' | 'bottom';
  maxLines?: number;
  /** Line height as a multiple of the size (default 1.2; taller when the text has Indic script). */
  lineHeight?: number;
  /** Extra space between characters, in pt. */
  tracking?: number;
  opacity?: number;
}

interface MeasuredPiece extends FontPiece {
  width: number;
}

interface Line {
  pieces: MeasuredPiece[];
  width: number;
}

export interface TextLayout {
  size: number;
  lines: Line[];
  lineHeight: number;
  /** Height of the laid-out lines. */
  height: number;
  /** Width of the widest line. */
  width: number;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** An emoji picture's side and the gap after it, in ems. */
const EMOJI_EM = 1.05;

function measure(doc: PDFKit.PDFDocument, pieces: FontPiece[], size: number, tracking: number): MeasuredPiece[] {
  return pieces.map((piece) => ({
    ...piece,
    // Tracking would pull an Indic syllable's joined letters apart: Latin only.
    width: piece.emoji
      ? size * EMOJI_EM
      : doc
          .font(piece.font)
          .fontSize(size)
          .widthOfString(piece.text, { characterSpacing: piece.indic ? 0 : tracking }),
  }));
}

const sum = (pieces: readonly MeasuredPiece[]) => pieces.reduce((total, p) => total + p.width, 0);

/** Greedy wrap at spaces; `breakWords` splits a word wider than the line between graphemes. */
function wrap(
  doc: PDFKit.PDFDocument,
  text: string,
  style: TextStyle,
  size: number,
  width: number,
  breakWords: boolean,
): { lines: Line[]; tooWide: boolean } {
  const weight = style.weight ?? 400;
  const tracking = style.tracking ?? 0;
  const space: MeasuredPiece = {
    text: ' ',
    font: pdfFontName('Noto Sans', weight),
    indic: false,
    width: doc.font(pdfFontName('Noto Sans', weight)).fontSize(size).widthOfString(' ', { characterSpacing: tracking }),
  };
  const lines: Line[] = [];
  let tooWide = false;
  let current: Line | undefined;
  const place = (word: MeasuredPiece[]) => {
    const width_ = sum(word);
    if (current && current.width + space.width + width_ <= width + 0.01) {
      current.pieces.push(space, ...word);
      current.width += space.width + width_;
      return;
    }
    current = { pieces: [...word], width: width_ };
    lines.push(current);
  };
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = measure(doc, fontPieces(word, weight), size, tracking);
    if (sum(pieces) <= width + 0.01) {
      place(pieces);
      continue;
    }
    tooWide = true;
    if (!breakWords) {
      place(pieces);
      continue;
    }
    // Too long for any line (an e-mail address, a long URL): break between graphemes.
    let chunk = '';
    for (const { segment } of graphemes.segment(word)) {
      const next = chunk + segment;
      if (chunk && sum(measure(doc, fontPieces(next, weight), size, tracking)) > width) {
        current = undefined;
        place(measure(doc, fontPieces(chunk, weight), size, tracking));
        current = undefined;
        chunk = segment;
      } else chunk = next;
    }
    if (chunk) place(measure(doc, fontPieces(chunk, weight), size, tracking));
  }
  return { lines, tooWide };
}

function lineHeightOf(text: string, style: TextStyle): number {
  const base = style.lineHeight ?? 1.2;
  return fontPieces(text, style.weight ?? 400).some((p) => p.indic) ? base + 0.25 : base;
}

/** Ends `line` with '…', dropping pieces' tails until it fits `width`. */
function ellipsise(doc: PDFKit.PDFDocument, line: Line, style: TextStyle, size: number, width: number): Line {
  const weight = style.weight ?? 400;
  const tracking = style.tracking ?? 0;
  let text = line.pieces.map((p) => p.text).join('');
  const clusters = [...graphemes.segment(text)].map((g) => g.segment);
  while (clusters.length > 0) {
    text = `${clusters.join('').trimEnd()}…`;
    const pieces = measure(doc, fontPieces(text, weight), size, tracking);
    if (sum(pieces) <= width) return { pieces, width: sum(pieces) };
    clusters.pop();
  }
  return { pieces: [], width: 0 };
}

/** Lays `text` out to fit `box` (height 0 or less: no height limit). */
export function layoutText(doc: PDFKit.PDFDocument, text: string, box: Box, style: TextStyle): TextLayout {
  const clean = text.replace(/\s+/g, ' ').trim();
  const maxLines = style.maxLines ?? Number.POSITIVE_INFINITY;
  const minSize = style.minSize ?? style.size * 0.7;
  const lh = lineHeightOf(clean, style);
  let size = style.size;
  for (;;) {
    const last = size <= minSize;
    const { lines, tooWide } = wrap(doc, clean, style, size, box.width, last);
    const lineHeight = size * lh;
    const fitsHeight = box.height <= 0 || lines.length * lineHeight <= box.height + 0.01;
    if ((!tooWide && lines.length <= maxLines && fitsHeight) || last) {
      const room = box.height <= 0 ? maxLines : Math.max(1, Math.floor((box.height + 0.01) / lineHeight));
      const keep = Math.min(lines.length, maxLines, room);
      const kept = lines.slice(0, keep);
      const cut = kept[keep - 1];
      if (keep < lines.length && cut) kept[keep - 1] = ellipsise(doc, cut, style, size, box.width);
      return {
        size,
        lines: kept,
        lineHeight,
        height: kept.length * lineHeight,
        width: Math.max(0, ...kept.map((l) => l.width)),
      };
    }
    size = Math.max(minSize, size * 0.94);
  }
}

/** Draws a layout in `box`; returns the rectangle the lines take (for links). */
export function drawLayout(doc: PDFKit.PDFDocument, layout: TextLayout, box: Box, style: TextStyle): Box {
  const valign = style.valign ?? 'top';
  const free = box.height > 0 ? box.height - layout.height : 0;
  const top = box.y + (valign === 'middle' ? free / 2 : valign === 'bottom' ? free : 0);
  const align = style.align ?? 'left';
  doc.save();
  if (style.opacity !== undefined) doc.fillOpacity(style.opacity);
  layout.lines.forEach((line, i) => {
    // The baseline sits so that the line's ink is centred in its line box.
    const baseline = top + i * layout.lineHeight + layout.lineHeight / 2 + layout.size * 0.3;
    let x =
      box.x + (align === 'center' ? (box.width - line.width) / 2 : align === 'right' ? box.width - line.width : 0);
    for (const piece of line.pieces) {
      if (piece.emoji) {
        // The picture's box sits on the baseline like a capital, a little below for descenders.
        const side = layout.size * 0.98;
        doc.image(emojiPng(piece.emoji), x, baseline - layout.size * 0.82, { width: side, height: side });
      } else if (piece.text.trim()) {
        doc
          .font(piece.font)
          .fontSize(layout.size)
          .fillColor(style.color)
          .text(piece.text, x, baseline, {
            lineBreak: false,
            baseline: 'alphabetic',
            characterSpacing: piece.indic ? 0 : (style.tracking ?? 0),
          });
      }
      x += piece.width;
    }
  });
  doc.restore();
  const left =
    box.x + (align === 'center' ? (box.width - layout.width) / 2 : align === 'right' ? box.width - layout.width : 0);
  return { x: left, y: top, width: layout.width, height: layout.height };
}

/** Lays out and draws `text` in `box`, shrinking it to fit; returns where it went and its size. */
export function drawText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: Box,
  style: TextStyle,
): Box & { size: number; lines: number } {
  const layout = layoutText(doc, text, box, style);
  return { ...drawLayout(doc, layout, box, style), size: layout.size, lines: layout.lines.length };
}
