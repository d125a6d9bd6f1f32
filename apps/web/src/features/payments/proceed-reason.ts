// Why a form's submit button is disabled, in words: the fields still empty and the ones refused,
// from the same contract schema the form is checked with (docs/product-rules.md#plan-validity-whole-years).
import type { z } from 'zod';

function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * null when `values` pass `schema`; otherwise "To proceed, fill in the price and correct the
 * validity." naming each field by `labels` (fields without a label are named "the form").
 */
export function proceedReason(
  schema: z.ZodType,
  values: Record<string, unknown>,
  labels: Record<string, string>,
): string | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const missing: string[] = [];
  const wrong: string[] = [];
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const label = labels[key] ?? 'the form';
    const value = values[key];
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const bucket = empty ? missing : wrong;
    if (!bucket.includes(label)) bucket.push(label);
  }
  const parts = [
    missing.length > 0 ? `fill in ${listed(missing)}` : null,
    wrong.length > 0 ? `correct ${listed(wrong)}` : null,
  ].filter((part) => part !== null);
  return `To proceed, ${parts.join('; ')}.`;
}

/** The custom plan form's fields as the reason names them. */
export const CUSTOM_PLAN_FIELD_LABELS: Record<string, string> = {
  name: 'the subscription name',
  validity: 'the validity',
  priceRupees: 'the price',
  pdfCardLimit: 'the number of PDF ID cards',
  promotionalVideoLimit: 'the number of promotional videos',
};
