// The media module's npm fonts registered with pdfkit, and text cut into pieces that each
// font can draw. pdfkit has no font fallback, and the @fontsource files are subsets: the
// Indic ones carry no digits or punctuation, Noto Sans's Latin file no '₹' or 'ā'. So text
// goes by script (splitScriptRuns) and then by each file's coverage (its unicode.json).
import { createRequire } from 'node:module';
import { type FontWeight, LATIN_EXT_FAMILY, loadFonts, SCRIPT_FAMILY } from '../fonts';
import { type Script, splitScriptRuns } from '../script-runs';

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

type Ranges = readonly (readonly [number, number])[];

function parseRanges(list: string): Ranges {
  return list.split(',').map((part) => {
    const [from = '0', to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = Number.parseInt(from, 16);
    return [start, to ? Number.parseInt(to, 16) : start] as const;
  });
}

/** The code points one @fontsource subset file holds, from the package's unicode.json. */
function subsetRanges(pkg: string, subset: string): Ranges {
  const table: unknown = require(`@fontsource/${pkg}/unicode.json`);
  const list = typeof table === 'object' && table !== null ? Reflect.get(table, subset) : undefined;
  if (typeof list !== 'string') throw new Error(`@fontsource/${pkg} has no ${subset} subset`);
  return parseRanges(list);
}

const covers = (ranges: Ranges, cp: number) => ranges.some(([from, to]) => cp >= from && cp <= to);

interface Coverage {
  family: string;
  ranges: Ranges;
}

let coverage: { byScript: Record<Script, Coverage>; latin: Coverage; latinExt: Coverage } | undefined;

function coverageTable() {
  if (coverage) return coverage;
  const latin = { family: SCRIPT_FAMILY.latin, ranges: subsetRanges('noto-sans', 'latin') };
  const latinExt = { family: LATIN_EXT_FAMILY, ranges: subsetRanges('noto-sans', 'latin-ext') };
  const indic = (script: Exclude<Script, 'latin'>): Coverage => ({
    family: SCRIPT_FAMILY[script],
    // Every file carries the space too, so a phrase stays one piece.
    ranges: [...subsetRanges(`noto-sans-${script}`, script), [0x20, 0x20], [0xa0, 0xa0]],
  });
  coverage = {
    latin,
    latinExt,
    byScript: {
      latin,
      devanagari: indic('devanagari'),
      bengali: indic('bengali'),
      gurmukhi: indic('gurmukhi'),
      gujarati: indic('gujarati'),
      tamil: indic('tamil'),
      telugu: indic('telugu'),
      kannada: indic('kannada'),
      malayalam: indic('malayalam'),
    },
  };
  return coverage;
}

/** A stretch of text one font draws. */
export interface FontPiece {
  text: string;
  font: PdfFontName;
  /** Set when the piece is in an Indic script (taller: vowel signs above and below). */
  indic: boolean;
}

/**
 * `text` as pieces, in order, each drawn by one registered font: a script run in its own
 * font, with the digits and punctuation inside it (which Indic files lack) in Noto Sans,
 * and Latin Extended ('₹', 'ā') in Noto Sans's extended file.
 */
export function fontPieces(text: string, weight: FontWeight): FontPiece[] {
  const table = coverageTable();
  const pieces: FontPiece[] = [];
  for (const run of splitScriptRuns(text)) {
    const own = table.byScript[run.script];
    for (const char of run.text) {
      const cp = char.codePointAt(0) ?? 0;
      const family = covers(own.ranges, cp)
        ? own.family
        : covers(table.latin.ranges, cp)
          ? table.latin.family
          : covers(table.latinExt.ranges, cp)
            ? table.latinExt.family
            : own.family;
      const font = pdfFontName(family, weight);
      const last = pieces[pieces.length - 1];
      if (last && last.font === font) last.text += char;
      else pieces.push({ text: char, font, indic: run.script !== 'latin' && family === own.family });
    }
  }
  return pieces;
}
