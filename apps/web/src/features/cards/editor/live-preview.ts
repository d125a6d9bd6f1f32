import { z } from 'zod';

/** The element schema of an array field (also behind .default()), or null. */
function arrayElement(schema: z.core.$ZodType): z.core.$ZodType | null {
  if (schema instanceof z.ZodArray) return schema.element;
  if (schema instanceof z.ZodDefault) return arrayElement(schema.unwrap());
  return null;
}

/**
 * What the live preview shows for a section while it is being edited: every field that already
 * passes the contract schema shows as typed; a field that does not yet (a half-typed phone, an
 * empty new product) keeps its saved value, and invalid list items are left out for now.
 */
export function livePreview<S extends z.ZodObject>(schema: S, values: unknown, fallback: z.output<S>): z.output<S> {
  const whole = schema.safeParse(values);
  if (whole.success) return whole.data;
  if (!values || typeof values !== 'object') return fallback;
  const typed = Object.fromEntries(Object.entries(values));
  const saved = Object.fromEntries(Object.entries(fallback));
  const merged: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(schema.shape)) {
    if (!(fieldSchema instanceof z.ZodType)) continue;
    const value = typed[key];
    if (fieldSchema.safeParse(value).success) merged[key] = value;
    else {
      const element = arrayElement(fieldSchema);
      const kept = element && Array.isArray(value) ? value.filter((item) => z.safeParse(element, item).success) : null;
      merged[key] = kept && fieldSchema.safeParse(kept).success ? kept : saved[key];
    }
  }
  const result = schema.safeParse(merged);
  return result.success ? result.data : fallback;
}
