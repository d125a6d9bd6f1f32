import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

function rupeesText(paise: unknown): string {
  return typeof paise === 'number' && Number.isFinite(paise) ? String(paise / 100) : '';
}

/** Whole paise from what was typed in rupees ('' is "not filled"). */
export function paiseOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return undefined;
  return Math.round(Number(trimmed) * 100);
}

type RupeeFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
  testId?: string;
  /** What an empty field holds: undefined ("not filled"), or null where empty is a choice (no price). */
  emptyValue?: null;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'>;

function RupeeInput({
  value,
  onValue,
  testId,
  slotProps,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onValue: (paise: number | undefined) => void;
  testId?: string;
}) {
  const [text, setText] = useState(rupeesText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(value, paiseOf(text))) setText(rupeesText(value));
  }
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const cleaned = event.target.value.replace(/[^\d.]/g, '');
        setText(cleaned);
        onValue(paiseOf(cleaned));
      }}
      slotProps={{
        ...slotProps,
        input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'data-testid': testId },
      }}
    />
  );
}

/** Money the contract keeps in paise, typed and shown in rupees. */
export function RupeeField<T extends FieldValues, C, O>({
  name,
  control,
  testId,
  helperText,
  emptyValue,
  ...props
}: RupeeFieldProps<T, C, O>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <RupeeInput
          {...props}
          name={field.name}
          value={field.value}
          onValue={(paise) => field.onChange(paise ?? emptyValue)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          testId={testId}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
