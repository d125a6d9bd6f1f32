// English left on a page in Hindi mode (docs/product-rules.md#hindi-mode): every run of Latin
// words on the page must be a name we never translate (brands, file formats, the language
// switch's "English") or something the demo world's people typed (the seed's own strings: the
// business, the agency's banners, plan and template names; and the posts and categories other
// journeys on the same server made). Anything else is a fixed string that was left in English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Names and abbreviations that read the same in a Hindi sentence. */
const NEVER_TRANSLATED = new Set(
  [
    'English',
    'WhatsApp',
    'YouTube',
    'Google',
    'Maps',
    'Instagram',
    'Facebook',
    'LinkedIn',
    'Reels',
    'UPI',
    'QR',
    'PDF',
    'ID',
    'IFSC',
    'GST',
    'GSTIN',
    'SEO',
    'SMS',
    'OTP',
    'CSV',
    'Excel',
    'CR80',
    'JPEG',
    'PNG',
    'WebP',
    'MP4',
    'MB',
    'KB',
    // The watermark printed on an unpaid PDF card says this word; the page names it as printed.
    'SAMPLE',
  ].map((word) => word.toLowerCase()),
);

/**
 * Capture group `group` of every `pattern` match in the files of `dir` that `keep` picks, made
 * readable by `clean`, where it has at least `minLetters` Latin letters in a row.
 */
function capturedIn(
  dir: string,
  keep: (file: string) => boolean,
  pattern: RegExp,
  group: number,
  clean: (text: string) => string,
  minLetters = 1,
): string[] {
  const letters = new RegExp(`[A-Za-z]{${minLetters}}`);
  return readdirSync(dir)
    .filter(keep)
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(pattern)])
    .map((match) => clean(match[group] ?? ''))
    .filter((text) => letters.test(text));
}

/** A quoted string's text with its escapes undone. */
function unescaped(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Every quoted string of the demo seed: what its people typed. */
function seedStrings(root: string): string[] {
  return capturedIn(
    join(root, 'apps/server/src/seed'),
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    /(['"`])((?:\\.|(?!\1).)*)\1/g,
    2,
    unescaped,
  );
}

/**
 * The content other journeys make on the same server (a worker runs several journeys on one
 * server): the titles, names and categories their support modules give to posts, categories and
 * links. Only those fields, so a button name a helper clicks is never taken for typed text.
 */
function journeyContentStrings(root: string): string[] {
  return capturedIn(
    join(root, 'e2e'),
    (file) => file.endsWith('.ts'),
    /\b(?:title|subtitle|name|category|subcategory|categoryName|subcategoryName)\s*:\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
    2,
    unescaped,
  );
}

/**
 * What the journeys type with a run's tag (`Meera Iyer ${run}`: a lead on the demo card that the
 * owner's enquiries list shows): the words before the tag. A worker runs the journeys of its
 * files in name order on one server, so feedback-leads' lead is on the card when hindi looks.
 */
function taggedJourneyPrefixes(root: string): string[] {
  return capturedIn(
    join(root, 'e2e/journeys'),
    (file) => file.endsWith('.ts'),
    /^const [A-Z_]+ = `([^`$]*)\$\{/gm,
    1,
    (text) => text.trim(),
    3,
  );
}

let seed: string[] | null = null;
let tagged: string[] | null = null;

/** A run of Latin words: letters with inner apostrophes, joined by spaces and light punctuation. */
const LATIN_RUN = /[A-Za-z][A-Za-z0-9'’]*(?:[ \t,&:;\-–—/.%()]+[A-Za-z0-9][A-Za-z0-9'’]*)*/g;

/** What looks like an address, a handle or a file: typed, never a fixed string. */
const ADDRESS = /[\w-]+\.[a-z]{2,}|@|:\d{2,5}|\/[\w-]+/;

/** The runs of English on `text` that are neither never-translated names nor the seed's own words. */
export function englishLeftIn(text: string, root: string = process.cwd()): string[] {
  seed ??= [...seedStrings(root), ...journeyContentStrings(root)];
  const known = seed;
  const left = new Set<string>();
  for (const line of text.split('\n')) {
    if (ADDRESS.test(line) && !/[\u0900-\u097F]/.test(line)) continue;
    for (const match of line.matchAll(LATIN_RUN)) {
      const run = match[0].replace(/[\s,&:;\-–—/.%()]+$/, '');
      const words = run.split(/[^A-Za-z0-9'’]+/).filter((word) => /[A-Za-z]/.test(word));
      if (words.length === 0) continue;
      // Initials on an avatar ("AS" for Aarav Sharma) come from a typed name.
      if (words.every((word) => NEVER_TRANSLATED.has(word.toLowerCase()) || /^[A-Z]{1,2}$/.test(word))) continue;
      if (ADDRESS.test(run)) continue;
      if (known.some((typed) => typed.includes(run))) continue;
      tagged ??= taggedJourneyPrefixes(root);
      if (tagged.some((prefix) => run.startsWith(prefix))) continue;
      left.add(run);
    }
  }
  return [...left];
}
