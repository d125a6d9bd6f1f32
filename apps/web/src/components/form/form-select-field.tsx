import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useMessage } from '../../i18n/use-message';

export type FormSelectFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
  options: readonly { value: string; label: string }[];
  testId?: string;
  /** The value an empty choice stores (null for optional fields). */
  emptyValue?: string | null;
  emptyLabel?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'select'>;

/** A select that shows its contract error under it, like FormTextField. */
export function FormSelectField<T extends FieldValues, C, O>({
  name,
  control,
  options,
  testId,
  emptyValue,
  emptyLabel,
  helperText,
  ...props
}: FormSelectFieldProps<T, C, O>) {
  const translate = useMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          select
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value === '' ? (emptyValue ?? '') : event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : helperText}
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        >
          {emptyLabel !== undefined ? (
            <MenuItem value="">
              <em>{emptyLabel}</em>
            </MenuItem>
          ) : null}
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
