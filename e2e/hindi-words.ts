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

/** Every quoted string of the demo seed: what its people typed. */
function seedStrings(root: string): string[] {
  const dir = join(root, 'apps/server/src/seed');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)])
    .map((match) => (match[2] ?? '').replace(/\\(.)/g, '$1'))
    .filter((text) => /[A-Za-z]/.test(text));
}

/**
 * The content other journeys make on the same server (a worker runs several journeys on one
 * server): the titles, names and categories their support modules give to posts, categories and
 * links. Only those fields, so a button name a helper clicks is never taken for typed text.
 */
function journeyContentStrings(root: string): string[] {
  const dir = join(root, 'e2e');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(join(dir, file), 'utf8').matchAll(
        /\b(?:title|subtitle|name|category|subcategory|categoryName|subcategoryName)\s*:\s*(['"`])((?:\\.|(?!\1).)*)\1/g,
      ),
    ])
    .map((match) => (match[2] ?? '').replace(/\\(.)/g, '$1'))
    .filter((text) => /[A-Za-z]/.test(text));
}

/**
 * What the journeys type with a run's tag (`Meera Iyer ${run}`: a lead on the demo card that the
 * owner's enquiries list shows): the words before the tag. A worker runs the journeys of its
 * files in name order on one server, so feedback-leads' lead is on the card when hindi looks.
 */
function taggedJourneyPrefixes(root: string): string[] {
  const dir = join(root, 'e2e/journeys');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/^const [A-Z_]+ = `([^`$]*)\$\{/gm)])
    .map((match) => (match[1] ?? '').trim())
    .filter((text) => /[A-Za-z]{3,}/.test(text));
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
