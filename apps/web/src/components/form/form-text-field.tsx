import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useMessage } from '../../i18n/use-message';
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
  const translate = useMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={field.disabled || props.disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? translate(fieldState.error.message) : helperText}
        />
      )}
    />
  );
}
