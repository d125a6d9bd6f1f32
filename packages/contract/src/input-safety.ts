// One rule for everything that arrives: no string anywhere in a request —
// query, path, JSON body, object keys — may hold a NUL character or half of a UTF-16 surrogate
// pair (PostgreSQL refuses both, as a 500 before), and a serial number (any field named …No:
// cardNo, recordNo, pdfCardNo, videoNo…) stays inside PostgreSQL's integer. The server applies
// it to every request before validation; the answer is a 400 naming the field.

/** PostgreSQL `integer` (and `serial`). */
export const PG_INT_MAX = 2_147_483_647;
/** Deeper than any request of ours: refuse instead of walking it. */
export const INPUT_MAX_DEPTH = 32;

export const INPUT_MESSAGES = {
  nul: 'Remove the invisible NUL character from this field.',
  brokenText: 'This text has a broken character (half of an emoji or symbol). Type it again.',
  serialOutOfRange: `This number is out of range: at most ${PG_INT_MAX}.`,
  tooDeep: 'This request is nested too deeply.',
} as const;

export interface UnsafeInput {
  /** Dotted path of the field ('body.items.0.name'), or the top-level part. */
  field: string;
  message: string;
}

const SERIAL_KEY = /[a-z]No$/;
/** Half a surrogate pair: a high one not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return INPUT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return INPUT_MESSAGES.brokenText;
  return null;
}

function serialProblem(value: unknown): string | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  if (Number.isFinite(number) && Math.abs(number) > PG_INT_MAX) return INPUT_MESSAGES.serialOutOfRange;
  return null;
}

/** The first unsafe value in `value` (depth first), or null when everything is safe. */
export function findUnsafeInput(value: unknown, field: string, depth = 0): UnsafeInput | null {
  if (depth > INPUT_MAX_DEPTH) return { field, message: INPUT_MESSAGES.tooDeep };
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { field, message: problem } : null;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsafeInput(value[index], `${field}.${index}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const path = `${field}.${key}`;
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: path, message: keyProblem };
      if (SERIAL_KEY.test(key)) {
        const values = Array.isArray(child) ? child : [child];
        for (const item of values) {
          const problem = serialProblem(item);
          if (problem) return { field: path, message: problem };
        }
      }
      const found = findUnsafeInput(child, path, depth + 1);
      if (found) return found;
    }
  }
  return null;
}
