import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '#api/api-error';

/**
 * Puts the server's field errors ('theme.primaryColor', 'item.linkUrl') on the form's own fields.
 * True when at least one landed on a field the form has.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  prefix: string,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const [serverField, message] of Object.entries(error.fields)) {
    const name = serverField.startsWith(`${prefix}.`) ? serverField.slice(prefix.length + 1) : serverField;
    const field = fields.find((known) => known === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
