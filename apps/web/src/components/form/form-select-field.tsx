import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useContractField } from './contract-controller';

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
  const { field, bound } = useContractField(name, control, helperText);
  return (
    <TextField
      {...props}
      select
      {...bound}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value === '' ? (emptyValue ?? '') : event.target.value)}
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
  );
}
