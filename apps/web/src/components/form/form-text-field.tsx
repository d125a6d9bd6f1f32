import type { Control, FieldValues, Path } from 'react-hook-form';
import { ContractController } from './contract-controller';
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
  return (
    <ContractController
      name={name}
      control={control}
      helperText={helperText}
      render={(field, feedback) => (
        <TextInput
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          {...feedback}
        />
      )}
    />
  );
}
