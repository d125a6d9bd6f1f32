import { DEFAULT_COUNTRY_CODE } from '@cardora/contract/auth';
import InputAdornment from '@mui/material/InputAdornment';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { TextInput, type TextInputProps } from './text-input';

/** What the person sees: the number without +91 (shown as a prefix), or the full number for other codes. */
export function phoneDisplayValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.startsWith(DEFAULT_COUNTRY_CODE) ? value.slice(DEFAULT_COUNTRY_CODE.length) : value;
}

/** What the form keeps: E.164-ish text the contract's ZPhoneNumber normalises ('' = none). */
export function phoneFormValue(typed: string): string {
  const value = typed.trim();
  if (value === '') return '';
  if (value.startsWith('+')) return value;
  return `${DEFAULT_COUNTRY_CODE}${value.replace(/^0+/, '')}`;
}

export type PhoneFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
  testId?: string;
} & Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type'>;

/** A phone number with +91 by default; typing "+" first allows any other country code. */
export function PhoneField<T extends FieldValues, C, O>({
  name,
  control,
  testId,
  helperText,
  ...props
}: PhoneFieldProps<T, C, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const display = phoneDisplayValue(field.value);
        return (
          <TextInput
            {...props}
            type="tel"
            name={field.name}
            value={display}
            onChange={(event) => field.onChange(phoneFormValue(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              input: {
                startAdornment: display.startsWith('+') ? undefined : (
                  <InputAdornment position="start">{DEFAULT_COUNTRY_CODE}</InputAdornment>
                ),
              },
              htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 20, 'data-testid': testId },
            }}
          />
        );
      }}
    />
  );
}
