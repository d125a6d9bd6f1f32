// Recognising a unique-constraint violation from either driver (pg or PGlite), through
// drizzle's wrapping error, so a race on a unique index becomes a 409 instead of a 500.

function fieldOf(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** The violated unique constraint's name, or null when the error is something else. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (fieldOf(current, 'code') === '23505') {
      const constraint = fieldOf(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
    current = fieldOf(current, 'cause');
  }
  return null;
}
