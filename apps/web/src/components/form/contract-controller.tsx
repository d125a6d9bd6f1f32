import type { ReactNode, Ref } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useMessage } from '#i18n/use-message';

/** The props every bound input takes from the form the same way, whatever it edits. */
export interface BoundInput {
  name: string;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** Whether the value is refused, and the line under the field. */
  error: boolean;
  helperText: ReactNode;
}

/**
 * A form field bound to the form, showing its error the same way as every other: the contract's
 * message (translated) under the field in place of its helper text.
 */
export function useContractField<T extends FieldValues, C, O>(
  name: Path<T>,
  control: Control<T, C, O>,
  helperText?: ReactNode,
) {
  const translate = useMessage();
  const { field, fieldState } = useController({ name, control });
  const bound: BoundInput = {
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ? translate(fieldState.error.message) : helperText,
  };
  return { field, bound };
}
