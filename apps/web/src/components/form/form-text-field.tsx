import type { Control, FieldValues, Path } from 'react-hook-form';
import { useContractField } from './contract-controller';
import { TextInput, type TextInputProps } from './text-input';

export type FormTextFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
  /**
   * What the form keeps of what is typed (default: the text as typed): a card address shaped to
   * lowercase with hyphens, a colour trimmed, an empty heading kept as "not set".
   */
  parse?: (typed: string) => unknown;
} & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'>;

/** Every form field shows its error the same way: the contract's message under the field. */
export function FormTextField<T extends FieldValues, C, O>({
  name,
  control,
  helperText,
  parse,
  ...props
}: FormTextFieldProps<T, C, O>) {
  const { field, bound } = useContractField(name, control, helperText);
  return (
    <TextInput
      {...props}
      {...bound}
      value={field.value ?? ''}
      onChange={parse ? (event) => field.onChange(parse(event.target.value)) : field.onChange}
      disabled={field.disabled || props.disabled}
    />
  );
}
