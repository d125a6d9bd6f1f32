// Fonts for every rendered image, read from the @fontsource npm packages (never from the
// system, so a render looks the same on every machine). Paths resolve through the package
// resolver, which works from source (vitest, tsx) and from the esbuild bundle, where npm
// packages stay external in node_modules.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Script } from './script-runs';

const require = createRequire(import.meta.url);

export type FontWeight = 400 | 700;

/** What satori takes; declared here so callers need not import satori's types. */
export interface LoadedFont {
  name: string;
  data: Buffer;
  weight: FontWeight;
  style: 'normal';
}

/** The font family (CSS name) that draws each script. Latin covers digits and punctuation. */
export const SCRIPT_FAMILY: Record<Script, string> = {
  latin: 'Noto Sans',
  devanagari: 'Noto Sans Devanagari',
  bengali: 'Noto Sans Bengali',
  gurmukhi: 'Noto Sans Gurmukhi',
  gujarati: 'Noto Sans Gujarati',
  tamil: 'Noto Sans Tamil',
  telugu: 'Noto Sans Telugu',
  kannada: 'Noto Sans Kannada',
  malayalam: 'Noto Sans Malayalam',
  odia: 'Noto Sans Oriya',
};

/** Latin Extended (₹, ā, ś …) is a separate @fontsource file; it gets its own name. */
export const LATIN_EXT_FAMILY = 'Noto Sans Ext';

/**
 * Stars, ticks, bullets, shapes and arrows (★ ✓ ● ⭢) that no text font here carries. Its
 * @fontsource package has one weight: bold text draws these at 400.
 */
export const SYMBOLS_FAMILY = 'Noto Sans Symbols 2';

interface FontFile {
  family: string;
  /** `@fontsource/<package>/files/<file prefix>-<weight>-normal.woff` */
  pkg: string;
  prefix: string;
  /** The weights the package ships (default both). */
  weights?: readonly FontWeight[];
}

const FILES: readonly FontFile[] = [
  { family: SCRIPT_FAMILY.latin, pkg: 'noto-sans', prefix: 'noto-sans-latin' },
  { family: LATIN_EXT_FAMILY, pkg: 'noto-sans', prefix: 'noto-sans-latin-ext' },
  { family: SCRIPT_FAMILY.devanagari, pkg: 'noto-sans-devanagari', prefix: 'noto-sans-devanagari-devanagari' },
  { family: SCRIPT_FAMILY.bengali, pkg: 'noto-sans-bengali', prefix: 'noto-sans-bengali-bengali' },
  { family: SCRIPT_FAMILY.gurmukhi, pkg: 'noto-sans-gurmukhi', prefix: 'noto-sans-gurmukhi-gurmukhi' },
  { family: SCRIPT_FAMILY.gujarati, pkg: 'noto-sans-gujarati', prefix: 'noto-sans-gujarati-gujarati' },
  { family: SCRIPT_FAMILY.tamil, pkg: 'noto-sans-tamil', prefix: 'noto-sans-tamil-tamil' },
  { family: SCRIPT_FAMILY.telugu, pkg: 'noto-sans-telugu', prefix: 'noto-sans-telugu-telugu' },
  { family: SCRIPT_FAMILY.kannada, pkg: 'noto-sans-kannada', prefix: 'noto-sans-kannada-kannada' },
  { family: SCRIPT_FAMILY.malayalam, pkg: 'noto-sans-malayalam', prefix: 'noto-sans-malayalam-malayalam' },
  { family: SCRIPT_FAMILY.odia, pkg: 'noto-sans-oriya', prefix: 'noto-sans-oriya-oriya' },
  { family: SYMBOLS_FAMILY, pkg: 'noto-sans-symbols-2', prefix: 'noto-sans-symbols-2-symbols', weights: [400] },
];

/** Every shipped font file at 400 (what glyphs.ts reads coverage from), by family. */
export function regularFontFiles(): { family: string; path: string }[] {
  return FILES.map((file) => ({ family: file.family, path: fontFilePath(file.pkg, `${file.prefix}-400-normal.woff`) }));
}

const WEIGHTS: readonly FontWeight[] = [400, 700];

/** Absolute path of one @fontsource file (exported for the PDF renderer, which embeds files). */
export function fontFilePath(pkg: string, file: string): string {
  return require.resolve(`@fontsource/${pkg}/files/${file}`);
}

let loading: Promise<LoadedFont[]> | undefined;

/**
 * Every font, loaded once per process. satori caches its parsed fonts by the Buffer's
 * identity, so handing it the same Buffers each time skips re-parsing.
 */
export function loadFonts(): Promise<LoadedFont[]> {
  if (!loading) {
    loading = Promise.all(
      FILES.flatMap((file) =>
        WEIGHTS.map(async (weight): Promise<LoadedFont> => {
          // A family with one weight is registered at both, so bold text finds it too.
          const shipped = file.weights?.includes(weight) === false ? (file.weights[0] ?? 400) : weight;
          const path = fontFilePath(file.pkg, `${file.prefix}-${shipped}-normal.woff`);
          return { name: file.family, data: await readFile(path), weight, style: 'normal' };
        }),
      ),
    );
    // A failed read (a missing package) must not stick: the next call tries again.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * The CSS font-family list for a piece drawn by `family` (glyphs.ts picked it because it
 * has every character of the piece); Latin after it for the spaces between pieces.
 */
export function familyList(family: string): string {
  const rest = [SCRIPT_FAMILY.latin, LATIN_EXT_FAMILY].filter((name) => name !== family);
  return [family, ...rest].map((name) => `'${name}'`).join(', ');
}
