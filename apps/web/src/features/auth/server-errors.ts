import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage, isApiError } from '#api/api-error';

/**
 * Put a failed call's message where it belongs: on the named field when the server named one
 * (or the code belongs to a field), else return it for the form's alert.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Partial<Record<string, Path<T>>>,
): string | null {
  if (isApiError(error)) {
    let placed = false;
    for (const [serverField, message] of Object.entries(error.fields)) {
      const field = fieldMap[serverField];
      if (field) {
        setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    const byCode = fieldMap[`code:${error.code}`];
    if (!placed && byCode) {
      setError(byCode, { type: 'server', message: error.message }, { shouldFocus: true });
      placed = true;
    }
    if (placed) return null;
  }
  return errorMessage(error);
}
