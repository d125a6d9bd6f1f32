import type { Control, FieldValues, Path } from 'react-hook-form';
import { useContractField } from './contract-controller';
import { TextInput, type TextInputProps } from './text-input';

export type FormTextFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
} & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** Every form field shows its error the same way: the contract's message under the field. */
export function FormTextField<T extends FieldValues, C, O>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T, C, O>) {
  const { field, bound } = useContractField(name, control, helperText);
  return (
    <TextInput
      {...props}
      {...bound}
      value={field.value ?? ''}
      onChange={field.onChange}
      disabled={field.disabled || props.disabled}
    />
  );
}
