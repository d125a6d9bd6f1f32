// Text for satori: one <span> per glyph piece (glyphs.ts) inside a block box, so each run
// is shaped by the font that has its glyphs (conjuncts, Tamil vowel signs) while spaces,
// wrapping and baselines flow as one line of text. A flex row of spans would drop the
// spaces between runs and wrap whole runs, so the box is display: block. An emoji piece is
// its own span; renderSvg (satori-svg.ts) hands satori its Twemoji picture.
// docs/product-rules.md#emoji-and-missing-glyphs
import type { CSSProperties } from 'react';
import { familyList, LATIN_EXT_FAMILY, SCRIPT_FAMILY } from './fonts';
import { planText } from './glyphs';

const LATIN = new Set([SCRIPT_FAMILY.latin, LATIN_EXT_FAMILY]);

let paragraphs = 0;

function maxHeight(style: CSSProperties, lines: number | undefined): number | undefined {
  const { fontSize, lineHeight } = style;
  if (!lines || typeof fontSize !== 'number') return undefined;
  const line = fontSize * (typeof lineHeight === 'number' ? lineHeight : 1.2);
  // Half a line more: the ink of Indic signs reaches above and below the line box; one more
  // line of text goes past it.
  return (lines + 0.5) * line;
}

/**
 * `lines`: the most lines the design gives this text; the layout test fails a text that takes
 * more (docs/product-rules.md#layouts-that-hold).
 */
export function ScriptText({ text, style, lines }: { text: string; style?: CSSProperties; lines?: number }) {
  // Letter spacing would break the headstroke joining Devanagari (and Bengali, Gurmukhi)
  // letters and pull Tamil vowel signs off their consonants: only Latin runs get it.
  const { letterSpacing, ...box } = style ?? {};
  // The layout test joins a paragraph's spans by this (satori reports each span's box).
  const group = `t${++paragraphs}`;
  return (
    <div data-paragraph={group} data-max-height={maxHeight(box, lines)} style={{ display: 'block', ...box }}>
      {planText(keepUnits(text)).pieces.map((piece, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces have no identity beyond their order
          key={i}
          data-in={group}
          style={
            piece.kind === 'emoji'
              ? { letterSpacing: 0 }
              : { fontFamily: familyList(piece.family), letterSpacing: LATIN.has(piece.family) ? letterSpacing : 0 }
          }
        >
          {piece.text}
        </span>
      ))}
    </div>
  );
}

const UNIT = /(\d) (?=(?:kg|g|gm|mg|ml|l|ltr|pcs|pc|m|cm|mm|ft|sq\.? ?ft|किलो|ग्राम|लीटर|मीटर)(?:[\s),.]|$))/giu;

/** '1 kg' never splits over two lines: the space before a unit becomes a no-break space. */
export function keepUnits(text: string): string {
  return text.replace(UNIT, '$1\u00a0');
}

const MARK = /\p{Mn}|\p{Me}|\u200c|\u200d/u;
const SPACING_MARK = /\p{Mc}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const INDICATOR = /\p{Regional_Indicator}/u;
const SKIN_TONE = /[\u{1f3fb}-\u{1f3ff}]/u;
const INDIC = /[\u0900-\u0d7f\ua8e0-\ua8ff]/u;
const WIDE_INDIC = /[\u0b80-\u0bff\u0d00-\u0d7f]/u; // Tamil and Malayalam letters run wide

/**
 * The width of `text` in ems, estimated per character (satori measures only while it lays
 * out). Deliberately generous so that text sized from it fits rather than overflows.
 */
export function estimateEms(text: string, bold = false): number {
  let ems = 0;
  for (const char of text) {
    if (MARK.test(char) || SKIN_TONE.test(char)) continue;
    // Emoji are drawn as pictures a little wider than a capital; a flag is two indicators.
    if (PICTOGRAPH.test(char)) ems += 1.2;
    else if (INDICATOR.test(char)) ems += 0.6;
    else if (SPACING_MARK.test(char)) ems += 0.32;
    else if (WIDE_INDIC.test(char)) ems += 1.02;
    else if (INDIC.test(char)) ems += 0.66;
    else if (char === ' ') ems += 0.27;
    else if (/[A-Z]/.test(char)) ems += 0.68;
    else if (/[0-9]/.test(char)) ems += 0.58;
    else if (/[iljtf.,:;'|!]/.test(char)) ems += 0.3;
    else if (/[mwMW@]/.test(char)) ems += 0.9;
    else ems += 0.57;
  }
  return ems * (bold ? 1.08 : 1);
}

export interface FitOptions {
  /** Largest and smallest font size in px. */
  max: number;
  min: number;
  /** Width of the box in px. */
  width: number;
  /** Lines the text may take at the largest sizes before it shrinks. */
  lines?: number;
  bold?: boolean;
}

/**
 * The font size at which `text` fits `lines` lines of `width`, between `min` and `max`.
 * Below `min` the text keeps `min` and wraps onto more lines: it never clips.
 */
export function fitFontSize(text: string, options: FitOptions): number {
  const ems = estimateEms(text, options.bold);
  if (ems === 0) return options.max;
  const lines = options.lines ?? 1;
  // A wrapped line rarely fills the box: words do not break, so allow ~12% slack per extra line.
  const usable = options.width * (lines === 1 ? 1 : lines * 0.88);
  const size = Math.floor(usable / ems);
  return Math.max(options.min, Math.min(options.max, size));
}

/**
 * The letters for a badge when there is no logo: two Latin initials ('Sharma Sweets' ->
 * 'SS'), or the first syllable of an Indic name ('श्री गणेश' -> 'श्री', 'பொங்கல்' -> 'பொ'),
 * which is how such names are abbreviated on signs.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
  const first = (word: string) => {
    const graphemes = [...segmenter.segment(word)].map((s) => s.segment);
    let out = graphemes[0] ?? '';
    // Older grapheme rules end a cluster at a virama: keep the conjunct whole (श्री).
    let i = 1;
    while (/[\u094d\u09cd\u0a4d\u0acd\u0bcd\u0c4d\u0ccd\u0d4d]$/.test(out) && i < graphemes.length)
      out += graphemes[i++];
    return out.toUpperCase();
  };
  const [a, b] = words;
  if (!a) return '?';
  if (INDIC.test(a)) return first(a);
  return b && !INDIC.test(b) ? first(a) + first(b) : first(a);
}
