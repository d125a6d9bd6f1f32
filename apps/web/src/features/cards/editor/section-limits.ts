// How long a section's text fields may be, read from the section's contract schema, so the
// editor stops typing where the server would refuse and the two never drift apart. It walks the
// schema's definition (zod's `def`) down the field's path: one short lookup per field.
import type { z } from 'zod';

/** The parts of a zod definition the walk reads; every kind of schema names its type. */
interface Definition {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
}

/** Schemas that only wrap another (optional, nullable, a default …): the limit is the inner one's. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

function limitIn(schema: z.ZodType | undefined, path: readonly string[]): number | undefined {
  if (!schema) return undefined;
  const def = schema.def as unknown as Definition;
  if (WRAPPERS.has(def.type)) return limitIn(def.innerType, path);
  // A pipe (trimming, empty to null): as the server reads the value, where the limits are.
  if (def.type === 'pipe') return limitIn(def.out, path) ?? limitIn(def.in, path);
  if (def.type === 'union') {
    // A value that may take several forms (a link of any type): the longest any form takes.
    const limits = (def.options ?? []).map((option) => limitIn(option, path)).filter((limit) => limit !== undefined);
    return limits.length ? Math.max(...limits) : undefined;
  }
  const [step, ...rest] = path;
  if (step === undefined) {
    const { maxLength } = schema as unknown as { maxLength?: number | null };
    return def.type === 'string' && typeof maxLength === 'number' ? maxLength : undefined;
  }
  if (def.type === 'object') return limitIn(def.shape?.[step], rest);
  if (def.type === 'array') return limitIn(def.element, rest);
  if (def.type === 'record') return limitIn(def.valueType, rest);
  return undefined;
}

/** The most characters the schema takes at `name` (a form path: `bank.ifsc`, `links.2.label`), if it says. */
export function maxLengthAt(schema: z.ZodType, name: string): number | undefined {
  return limitIn(schema, name.split('.'));
}
