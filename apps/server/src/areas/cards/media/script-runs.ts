// Splits text into runs by Unicode script. The @fontsource Indic files carry no Latin
// letters (and Noto Sans no Indic ones), so each run must be drawn with the font of its
// script: satori gets one <span> per run, and pdfkit (which has no font fallback) one
// text call per run. Marks, joiners, dandas, digits, spaces and punctuation belong to no
// script: they stay with the run around them, so a conjunct or a vowel sign is never cut
// away from its consonant.

export type Script =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam'
  | 'odia';

export interface ScriptRun {
  text: string;
  script: Script;
}

const BLOCKS: readonly (readonly [number, number, Script])[] = [
  [0x0900, 0x097f, 'devanagari'],
  [0xa8e0, 0xa8ff, 'devanagari'],
  [0x1cd0, 0x1cff, 'devanagari'], // Vedic extensions
  [0x0980, 0x09ff, 'bengali'],
  [0x0a00, 0x0a7f, 'gurmukhi'],
  [0x0a80, 0x0aff, 'gujarati'],
  [0x0b80, 0x0bff, 'tamil'],
  [0x0c00, 0x0c7f, 'telugu'],
  [0x0c80, 0x0cff, 'kannada'],
  [0x0d00, 0x0d7f, 'malayalam'],
  [0x0b00, 0x0b7f, 'odia'],
];

/** The script a code point belongs to, or null when it is neutral and joins its neighbours. */
export function scriptOf(codePoint: number): Script | null {
  // Danda and double danda sit in the Devanagari block but end sentences in Bengali,
  // Gurmukhi and others too.
  if (codePoint === 0x0964 || codePoint === 0x0965) return null;
  for (const [from, to, script] of BLOCKS) {
    if (codePoint >= from && codePoint <= to) return script;
  }
  if (isLatinLetter(codePoint)) return 'latin';
  return null;
}

function isLatinLetter(cp: number): boolean {
  return (
    (cp >= 0x41 && cp <= 0x5a) ||
    (cp >= 0x61 && cp <= 0x7a) ||
    (cp >= 0xc0 && cp <= 0x24f && cp !== 0xd7 && cp !== 0xf7) ||
    (cp >= 0x1e00 && cp <= 0x1eff)
  );
}

/**
 * Runs of one script each, in order; joined they give back `text` exactly. Neutral
 * characters extend the current run; leading ones join the first run with a script.
 * Text with no script at all (digits, '₹1,25,000') is one Latin run.
 */
export function splitScriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = ''; // neutral characters before the first scripted one
  let current: ScriptRun | undefined;
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script === null) {
      if (current) current.text += char;
      else pending += char;
      continue;
    }
    if (current && current.script === script) {
      current.text += char;
      continue;
    }
    current = { text: pending + char, script };
    pending = '';
    runs.push(current);
  }
  if (pending) runs.push({ text: pending, script: 'latin' });
  return runs;
}

/** The script with the most letters in `text` (Latin when there are none). */
export function dominantScript(text: string): Script {
  const counts = new Map<Script, number>();
  for (const char of text) {
    const script = scriptOf(char.codePointAt(0) ?? 0);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: Script = 'latin';
  let bestCount = 0;
  for (const [script, count] of counts) {
    if (count > bestCount) {
      best = script;
      bestCount = count;
    }
  }
  return best;
}
