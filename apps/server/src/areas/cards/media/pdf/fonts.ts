// The media module's npm fonts registered with pdfkit, and text cut into pieces that each
// font can draw. pdfkit has no font fallback, and the @fontsource files are subsets: the
// Indic ones carry no digits or punctuation, Noto Sans's Latin file no '₹' or 'ā'. So text
// goes by script and then by each file's own character map (glyphs.ts).
import { createRequire } from 'node:module';
import { type FontWeight, loadFonts, SCRIPT_FAMILY } from '../fonts';
import { planText } from '../glyphs';

const require = createRequire(import.meta.url);

/** A registered pdfkit font name: family and weight. */
export type PdfFontName = `${string}|${FontWeight}`;

export function pdfFontName(family: string, weight: FontWeight): PdfFontName {
  return `${family}|${weight}`;
}

/** A font parsed by fontkit: pdfkit 0.20 takes one in place of the file's bytes. */
interface ParsedFont {
  layout: (text: string) => unknown;
}

const isParsedFont = (value: unknown): value is ParsedFont =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'layout') === 'function';

/**
 * Parses a font file once per process with the fontkit pdfkit itself uses (resolved from
 * pdfkit's own dependencies). Parsing the shaping tables of an Indic font costs ~45 ms CPU,
 * so handing pdfkit the parsed font halves a card's cost; each document still makes its own
 * subset. Falls back to the bytes (pdfkit parses them) if fontkit cannot be loaded.
 */
function parseOnce(data: Buffer): ParsedFont | Buffer {
  try {
    const fontkit: unknown = createRequire(require.resolve('pdfkit'))('fontkit');
    const create = typeof fontkit === 'object' && fontkit !== null ? Reflect.get(fontkit, 'create') : undefined;
    const font: unknown = typeof create === 'function' ? create(data) : undefined;
    return isParsedFont(font) ? font : data;
  } catch {
    return data;
  }
}

let parsed: Promise<Map<PdfFontName, ParsedFont | Buffer>> | undefined;

function parsedFonts(): Promise<Map<PdfFontName, ParsedFont | Buffer>> {
  if (!parsed) {
    parsed = loadFonts().then(
      (fonts) => new Map(fonts.map((font) => [pdfFontName(font.name, font.weight), parseOnce(font.data)])),
    );
    parsed.catch(() => {
      parsed = undefined;
    });
  }
  return parsed;
}

/** Registers every family at both weights; pdfkit embeds (subsetted) only those drawn. */
export async function registerPdfFonts(doc: PDFKit.PDFDocument): Promise<void> {
  for (const [name, font] of await parsedFonts()) {
    // @types/pdfkit lists only paths and bytes; pdfkit 0.20's PDFFontFactory.open also takes
    // a parsed font (anything with layout()).
    doc.registerFont(name, font as Buffer);
  }
}

/** A stretch of text one font draws, or one emoji drawn as a picture. */
export interface FontPiece {
  text: string;
  font: PdfFontName;
  /** Set when the piece is in an Indic script (taller: vowel signs above and below). */
  indic: boolean;
  /** A Twemoji file name: the piece is that emoji's picture, one em square, not text. */
  emoji?: string;
}

/**
 * `text` as pieces, in order, each drawn by one registered font that has every glyph in it
 * (glyphs.ts chooses, as for the greeting and video renderers), or an emoji picture.
 * docs/product-rules.md#emoji-and-missing-glyphs
 */
export function fontPieces(text: string, weight: FontWeight): FontPiece[] {
  return planText(text).pieces.map((piece) =>
    piece.kind === 'emoji'
      ? { text: piece.text, font: pdfFontName(SCRIPT_FAMILY.latin, weight), indic: false, emoji: piece.file }
      : { text: piece.text, font: pdfFontName(piece.family, weight), indic: piece.indic },
  );
}
