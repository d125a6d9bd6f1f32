// What draws each character of a text, for every renderer (greeting frames and artwork via
// satori, video slots via satori, PDF cards via pdfkit): the text is cut into pieces, each
// either drawn by one shipped font that has a glyph for every character in it, or one emoji
// drawn as a Twemoji picture. A character no shipped font has is replaced on purpose (a
// known look-alike) or left out and logged: never drawn as the font's missing-glyph box.
// docs/product-rules.md#emoji-and-missing-glyphs
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LATIN_EXT_FAMILY, regularFontFiles, SCRIPT_FAMILY, SYMBOLS_FAMILY } from './fonts';
import { type Script, splitScriptRuns } from './script-runs';

const require = createRequire(import.meta.url);

export type GlyphPiece =
  | { kind: 'text'; text: string; family: string; indic: boolean }
  | { kind: 'emoji'; text: string /** Twemoji file name, e.g. '1f1ee-1f1f3' */; file: string };

export interface GlyphPlan {
  pieces: GlyphPiece[];
  /** Characters left out because no shipped font draws them (logged once each). */
  dropped: string[];
}

interface CmapFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
}

let fonts: Map<string, CmapFont> | undefined;

/**
 * Every shipped font's character map, read once per process with fontkit (the parser pdfkit
 * uses, resolved from pdfkit's dependencies): the very files satori and pdfkit draw with.
 */
function shippedFonts(): Map<string, CmapFont> {
  if (fonts) return fonts;
  const fontkit: unknown = createRequire(require.resolve('pdfkit'))('fontkit');
  const create = typeof fontkit === 'object' && fontkit !== null ? Reflect.get(fontkit, 'create') : undefined;
  if (typeof create !== 'function') throw new Error('fontkit cannot be loaded');
  fonts = new Map(regularFontFiles().map(({ family, path }) => [family, create(readFileSync(path)) as CmapFont]));
  return fonts;
}

/** Whether the shipped font of `family` has a glyph for `codePoint`. */
export function fontCovers(family: string, codePoint: number): boolean {
  return shippedFonts().get(family)?.hasGlyphForCodePoint(codePoint) ?? false;
}

const INDIC_FAMILIES = new Set(
  (Object.entries(SCRIPT_FAMILY) as [Script, string][]).filter(([s]) => s !== 'latin').map(([, family]) => family),
);

/** Fonts to try for a character of a run in `script`: its own, then Latin, then symbols, then any. */
function candidates(script: Script): string[] {
  const first = [SCRIPT_FAMILY[script], SCRIPT_FAMILY.latin, LATIN_EXT_FAMILY, SYMBOLS_FAMILY];
  return [...new Set([...first, ...Object.values(SCRIPT_FAMILY)])];
}

/**
 * Look-alikes drawn in place of characters no shipped font has. The plain arrows are not
 * in any @fontsource subset we ship; Noto Sans Symbols 2 has triangle-headed ones.
 */
export const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u2190': '\u2b60', // ← ⭠
  '\u2191': '\u2b61', // ↑ ⭡
  '\u2192': '\u2b62', // → ⭢
  '\u2193': '\u2b63', // ↓ ⭣
  '\u2194': '\u2b64', // ↔ ⭤
  '\u21d2': '\u2b62', // ⇒ ⭢
  '\u27f6': '\u2b62', // ⟶ ⭢
};

/** Invisible format characters: harmless to leave out where the font has no glyph for them. */
const IGNORABLE = /^(?:\p{Cc}|\p{Cf}|\p{Variation_Selector})$/u;

// ---- emoji ----------------------------------------------------------------------------

let twemoji: { dir: string; files: Set<string> } | undefined;

function twemojiFiles() {
  if (!twemoji) {
    const dir = dirname(require.resolve('@twemoji/svg/package.json'));
    const files = new Set(
      readdirSync(dir)
        .filter((name) => name.endsWith('.svg'))
        .map((name) => name.slice(0, -4)),
    );
    twemoji = { dir, files };
  }
  return twemoji;
}

const hex = (text: string) => [...text].map((c) => (c.codePointAt(0) ?? 0).toString(16));
const SKIN_TONE = /[\u{1f3fb}-\u{1f3ff}]/gu;

/** The Twemoji file for an emoji cluster, or null when the set has none. */
export function twemojiFile(cluster: string): string | null {
  const { files } = twemojiFiles();
  // Twemoji names a file by its code points, without U+FE0F unless the sequence has a ZWJ.
  const tries = [
    cluster.includes('\u200d') ? cluster : cluster.replace(/\ufe0f/g, ''),
    cluster.replace(/\ufe0f/g, ''),
    // A skin tone the set lacks for this emoji: the emoji in its default yellow.
    cluster.replace(SKIN_TONE, ''),
    cluster.replace(SKIN_TONE, '').replace(/\ufe0f/g, ''),
  ];
  for (const form of tries) {
    const name = hex(form).join('-');
    if (name && files.has(name)) return name;
  }
  return null;
}

const imageCache = new Map<string, string>();

/** The emoji's SVG as a data URL (satori's graphemeImages take these). */
export function emojiDataUrl(file: string): string {
  let url = imageCache.get(file);
  if (!url) {
    const svg = readFileSync(join(twemojiFiles().dir, `${file}.svg`));
    url = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    imageCache.set(file, url);
  }
  return url;
}

/** The emoji's SVG source (the PDF renderer rasterises it). */
export function emojiSvg(file: string): Buffer {
  return readFileSync(join(twemojiFiles().dir, `${file}.svg`));
}

const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const SHOWN_AS_EMOJI = /\p{Emoji_Presentation}|\ufe0f|\u20e3|\u200d|[\u{1f3fb}-\u{1f3ff}]|[\u{e0020}-\u{e007f}]/u;

/**
 * Whether a grapheme cluster is an emoji to draw as a picture: one that shows as emoji by
 * default (🎉, flags, keycaps, ZWJ sequences, skin tones, anything with U+FE0F). A symbol
 * that is text by default (©, ™, ❤ without U+FE0F) is an emoji only when no font has it.
 */
function isEmoji(cluster: string): boolean {
  if (!PICTOGRAPH.test(cluster) && !cluster.includes('\u20e3')) return false;
  if (SHOWN_AS_EMOJI.test(cluster)) return true;
  const cp = cluster.codePointAt(0) ?? 0;
  return !candidates('latin').some((family) => fontCovers(family, cp));
}

// ---- planning -------------------------------------------------------------------------

const loggedDrops = new Set<number>();
type DropListener = (char: string) => void;
const dropListeners = new Set<DropListener>();

/** Called for every character left out (tests watch the renderers with this). */
export function onDroppedCharacter(listener: DropListener): () => void {
  dropListeners.add(listener);
  return () => dropListeners.delete(listener);
}

function reportDrop(char: string): void {
  const cp = char.codePointAt(0) ?? 0;
  for (const listener of dropListeners) listener(char);
  if (loggedDrops.has(cp)) return;
  loggedDrops.add(cp);
  console.warn(`media: no shipped font draws U+${cp.toString(16).toUpperCase().padStart(4, '0')}; left out`);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const MAY_BE_EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;
const families = new Map<string, string | null>();

/** The first font in `script`'s order that has `codePoint` (remembered: text repeats). */
function familyOf(script: Script, codePoint: number): string | null {
  const key = `${script}:${codePoint}`;
  let family = families.get(key);
  if (family === undefined) {
    family = candidates(script).find((f) => fontCovers(f, codePoint)) ?? null;
    families.set(key, family);
  }
  return family;
}
const planCache = new Map<string, GlyphPlan>();

/**
 * `text` as pieces in order: runs of one font each (the run's script font when it has the
 * character, else Latin, Latin Extended, Symbols, then any shipped font) and emoji
 * pictures. Joined, the pieces give back the text less what was left out and with the
 * look-alikes in SUBSTITUTES in place.
 */
export function planText(text: string): GlyphPlan {
  const cached = planCache.get(text);
  if (cached) {
    for (const char of cached.dropped) reportDrop(char);
    return cached;
  }
  const pieces: GlyphPiece[] = [];
  const dropped: string[] = [];
  const add = (char: string, family: string) => {
    const last = pieces[pieces.length - 1];
    if (last?.kind === 'text' && last.family === family) last.text += char;
    else pieces.push({ kind: 'text', text: char, family, indic: INDIC_FAMILIES.has(family) });
  };
  // Most text has no emoji: then it needs no grapheme segmentation (the costly part).
  const mayHaveEmoji = MAY_BE_EMOJI.test(text);
  for (const run of splitScriptRuns(text)) {
    const clusters = mayHaveEmoji ? [...graphemes.segment(run.text)].map((g) => g.segment) : [run.text];
    for (const segment of clusters) {
      if (mayHaveEmoji && isEmoji(segment)) {
        const file = twemojiFile(segment);
        if (file) {
          pieces.push({ kind: 'emoji', text: segment, file });
          continue;
        }
      }
      for (const original of segment) {
        const char = SUBSTITUTES[original] ?? original;
        const cp = char.codePointAt(0) ?? 0;
        // A space goes with the piece before it (every font here has one), so words of one
        // font stay one piece.
        const last = pieces[pieces.length - 1];
        if (/\s/.test(char) && last?.kind === 'text' && fontCovers(last.family, cp)) {
          last.text += char;
          continue;
        }
        const family = familyOf(run.script, cp);
        if (family) add(char, family);
        else if (/\s/.test(char)) add(' ', SCRIPT_FAMILY.latin);
        else if (!IGNORABLE.test(char)) {
          dropped.push(char);
          reportDrop(char);
        }
      }
    }
  }
  const plan = { pieces, dropped };
  if (planCache.size > 2000) planCache.clear();
  planCache.set(text, plan);
  return plan;
}

/** Every emoji cluster in `text` with its Twemoji file. */
export function emojiIn(text: string): { text: string; file: string }[] {
  return planText(text).pieces.flatMap((p) => (p.kind === 'emoji' ? [{ text: p.text, file: p.file }] : []));
}
