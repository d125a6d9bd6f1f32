// A new card's suggested address from its business's name, in any Indian script. Kept apart
// from card-id.ts: the transliteration library it needs is large, and only the server and the
// card editor's preview ask for a suggestion, so every other screen of the panel is spared it.
import Sanscript from '@indic-transliteration/sanscript';
import { CARD_ID_MAX_LENGTH } from './card-id';

/**
 * The Indian scripts a business name may be written in: the first code point of each Unicode
 * block, and the name Sanscript knows it by. Tamil's plain scheme reads letters as Sanskrit
 * sounds (முருகன் as "murughan"); its extended scheme reads them as Tamil is spoken.
 */
const INDIC_SCRIPTS: readonly { start: number; scheme: string; silentFinalA: boolean }[] = [
  { start: 0x0900, scheme: 'devanagari', silentFinalA: true },
  { start: 0x0980, scheme: 'bengali', silentFinalA: true },
  { start: 0x0a00, scheme: 'gurmukhi', silentFinalA: true },
  { start: 0x0a80, scheme: 'gujarati', silentFinalA: true },
  { start: 0x0b00, scheme: 'oriya', silentFinalA: true },
  { start: 0x0b80, scheme: 'tamil_extended', silentFinalA: false },
  { start: 0x0c00, scheme: 'telugu', silentFinalA: false },
  { start: 0x0c80, scheme: 'kannada', silentFinalA: false },
  { start: 0x0d00, scheme: 'malayalam', silentFinalA: false },
];
const BLOCK_SIZE = 0x80;
/** Offsets inside every Indian-script block: consonants (plain, and with the nukta built in), nukta, virama. */
const CONSONANT_RANGES = [
  [0x15, 0x39],
  [0x58, 0x5f],
] as const;
const NUKTA = 0x3c;
const VIRAMA = 0x4d;
/** ya, ra, va: a word ending in a cluster with one of these keeps its vowel (मित्र "mitra", कार्य "karya"). */
const VOICED_CLUSTER_ENDS = [0x2f, 0x30, 0x35];

function scriptOf(word: string): (typeof INDIC_SCRIPTS)[number] | undefined {
  for (const char of word) {
    const code = char.codePointAt(0) ?? 0;
    const script = INDIC_SCRIPTS.find(({ start }) => code >= start && code < start + BLOCK_SIZE);
    if (script) return script;
  }
  return undefined;
}

/**
 * Whether a word is read without the vowel its last letter carries: Hindi, Gujarati, Punjabi
 * and Bengali say स्टोर "stor", પટેલ "patel" and ज्वेलर्स "jewellers", though the letters spell
 * "stora", "patela" and "jvelarsa". A one-letter word keeps it, and so does a word ending in
 * a cluster with ya, ra or va (मित्र "mitra").
 */
function endsSilently(word: string, start: number): boolean {
  const offsets = [...word].map((char) => (char.codePointAt(0) ?? 0) - start);
  let last = offsets.length - 1;
  if (offsets[last] === NUKTA) last -= 1;
  const lastLetter = offsets[last] ?? -1;
  if (!CONSONANT_RANGES.some(([low, high]) => lastLetter >= low && lastLetter <= high) || last === 0) return false;
  return offsets[last - 1] !== VIRAMA || !VOICED_CLUSTER_ENDS.includes(lastLetter);
}

/**
 * One word in an Indian script, in plain Latin letters: "गुप्ता" -> "guptā" (the marks go
 * later). Sanscript writes the scholars' letters; a few are spelt the way signboards in India
 * spell them: ś and ṣ "sh", c "ch", ṛ "ri", and the nasal dot as the nasal of the letter after
 * it (मुंबई "mumbai", मंडल "mandal").
 */
function romaniseWord(word: string): string {
  const script = scriptOf(word);
  if (!script) return word;
  // A sign the scheme does not read (a nukta, a chillu) stays behind in its script: dropped.
  let roman = Sanscript.t(word, script.scheme, 'iast')
    .normalize('NFC')
    .replace(/[\u0900-\u0d7f]/g, '');
  if (script.silentFinalA && endsSilently(word, script.start)) roman = roman.replace(/a$/, '');
  return roman
    .replace(/[śṣ]/g, 'sh')
    .replace(/c/g, 'ch')
    .replace(/ṛ/g, 'ri')
    .replace(/ṃ(?=[pbm])/g, 'm')
    .replace(/ṃ/g, 'n');
}

/**
 * A suggestion from a business name: "Sharma Sweets & Co." -> "sharma-sweets-co", and a name
 * in an Indian script in Latin letters, "गुप्ता किराना स्टोर" -> "gupta-kirana-stor".
 * docs/product-rules.md#card-address-from-any-script
 */
export function suggestCardId(name: string): string {
  return name
    .split(/([^\p{L}\p{M}]+)/u)
    .map(romaniseWord)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CARD_ID_MAX_LENGTH)
    .replace(/-+$/g, '');
}
