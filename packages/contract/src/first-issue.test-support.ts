import type { z } from 'zod';

/** The first issue a schema finds in a value (its field and message), or null when the value parses. */
export const firstIssue = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? null
    : { field: String(parsed.error.issues[0]?.path[0]), message: parsed.error.issues[0]?.message };
};
