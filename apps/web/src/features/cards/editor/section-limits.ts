// How long a section's text fields may be, read from the section's contract schema, so the
// editor stops typing where the server would refuse and the two never drift apart.
import { z } from 'zod';

type JsonSchema = {
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const described = new WeakMap<z.ZodType, JsonSchema>();

function describe(schema: z.ZodType): JsonSchema {
  let json = described.get(schema);
  if (!json) {
    // As the server reads a value (after trimming and empty-to-null), which is where the limits are.
    json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    described.set(schema, json);
  }
  return json;
}

function limitIn(node: JsonSchema | undefined, path: readonly string[]): number | undefined {
  if (!node) return undefined;
  const choices = node.anyOf ?? node.oneOf;
  if (choices) {
    // A value that may take several forms (text or nothing; a link of any type): the longest any form takes.
    const limits = choices.map((choice) => limitIn(choice, path)).filter((limit) => limit !== undefined);
    return limits.length ? Math.max(...limits) : undefined;
  }
  const [step, ...rest] = path;
  if (step === undefined) return node.maxLength;
  if (node.items) return limitIn(node.items, rest);
  const extra = typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined;
  return limitIn(node.properties?.[step] ?? extra, rest);
}

/** The most characters the schema takes at `name` (a form path: `bank.ifsc`, `links.2.label`), if it says. */
export function maxLengthAt(schema: z.ZodType, name: string): number | undefined {
  return limitIn(describe(schema), name.split('.'));
}
