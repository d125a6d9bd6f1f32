// Response serialisation through the endpoint's zod schema. fastify-type-provider-zod
// encodes (z.encode), which throws on the contract's one-way transforms (trimming,
// phone normalising, preprocessing in the card sections). A response already holds
// output values, so for those schemas we parse instead: same shape check, unknown keys
// stripped, and the transforms are idempotent on their own output.
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

function resolveSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  if (
    typeof schema === 'object' &&
    schema !== null &&
    'properties' in schema &&
    schema.properties instanceof z.ZodType
  ) {
    return schema.properties;
  }
  throw new Error(`not a zod schema: ${JSON.stringify(schema)}`);
}

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zodSchema = resolveSchema(schema);
  return (data) => {
    let result: z.ZodSafeParseResult<unknown>;
    try {
      result = z.safeEncode(zodSchema, data);
    } catch {
      result = z.safeParse(zodSchema, data);
    }
    if (!result.success) {
      throw new Error(`response of ${method} ${url} does not match its schema`, { cause: result.error });
    }
    return JSON.stringify(result.data);
  };
};
