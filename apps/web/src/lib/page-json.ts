import type { z } from 'zod';

/**
 * A non-executable JSON block the server wrote into the panel's page (`<script
 * type="application/json" id=…>`), checked against its contract schema; null when it is absent or
 * not what the schema says (the page then starts without it).
 */
export function readPageJson<T>(
  id: string,
  schema: z.ZodType<T>,
  doc: Pick<Document, 'getElementById'> = document,
): T | null {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
