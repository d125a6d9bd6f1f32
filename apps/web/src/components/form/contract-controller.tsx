import type { ReactElement, ReactNode } from 'react';
import { type Control, Controller, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useMessage } from '#i18n/use-message';

/** What a field shows about its value: whether it is refused, and the line under it. */
export interface FieldFeedback {
  error: boolean;
  helperText: ReactNode;
}

/**
 * A form field bound to the form, showing its error the same way as every other: the contract's
 * message (translated) under the field in place of its helper text.
 */
export function ContractController<T extends FieldValues, C, O>({
  name,
  control,
  helperText,
  render,
}: {
  name: Path<T>;
  control: Control<T, C, O>;
  helperText?: ReactNode;
  render: (field: ControllerRenderProps<T, Path<T>>, feedback: FieldFeedback) => ReactElement;
}) {
  const translate = useMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) =>
        render(field, {
          error: Boolean(fieldState.error),
          helperText: fieldState.error?.message ? translate(fieldState.error.message) : helperText,
        })
      }
    />
  );
}
