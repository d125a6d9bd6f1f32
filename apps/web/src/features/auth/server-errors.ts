import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
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

/**
 * A form's submit that clears the last failure, runs `action` and, when it fails, puts the
 * server's message on its field (by `fieldMap`) or returns it as `formError` for the form's alert.
 */
export function useServerSubmit<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  fieldMap: Partial<Record<string, Path<T>>>,
  action: (values: O) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      setFormError(applyServerError(error, form.setError, fieldMap));
    }
  });
  return { submit, formError, setFormError };
}

/** A `fieldMap` for fields the server and the form call by the same name. */
export function fieldsNamedAlike<const N extends string>(...names: N[]): Record<N, N> {
  return Object.fromEntries(names.map((name) => [name, name])) as Record<N, N>;
}
