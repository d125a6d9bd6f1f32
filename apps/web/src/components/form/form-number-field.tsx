import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ChangeEvent, type FocusEvent, type Ref, useState } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useContractField } from './contract-controller';

export type FormNumberFieldProps<T extends FieldValues, C, O> = {
  name: Path<T>;
  control: Control<T, C, O>;
  /** Whole numbers only (years, counts), or money with decimals. */
  decimals?: boolean;
  testId?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue' | 'type'>;

/** '' is "not filled" (undefined), so the contract's required message shows instead of a NaN. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '.') return undefined;
  return Number(trimmed);
}

function textOf(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

interface NumberInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'type'> {
  value: unknown;
  decimals: boolean;
  testId?: string;
  onValue: (value: number | undefined) => void;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * Keeps what the person typed ("12." on the way to "12.5") while the form holds the number;
 * a value set from outside (a reset, a default) replaces the text.
 */
function NumberInput({ value, decimals, testId, onValue, onBlur, inputRef, slotProps, ...props }: NumberInputProps) {
  const [text, setText] = useState(textOf(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(value, parseNumber(text))) setText(textOf(value));
  }
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    // A whole-number field keeps a typed point too: "1.5" stays 1.5 and the contract says why it
    // is refused, instead of the point vanishing into 15 (docs/product-rules.md#plan-validity-whole-years).
    let next = event.target.value.replace(/[^\d.]/g, '');
    const [whole = '', ...rest] = next.split('.');
    next = rest.length > 0 ? `${whole}.${rest.join('')}` : whole;
    setText(next);
    onValue(parseNumber(next));
  };
  return (
    <TextField
      {...props}
      value={text}
      onChange={change}
      onBlur={onBlur}
      inputRef={inputRef}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: decimals ? 'decimal' : 'numeric',
          autoComplete: 'off',
          'data-testid': testId,
        },
      }}
    />
  );
}

/** A number field that shows its contract error under it, like FormTextField. */
export function FormNumberField<T extends FieldValues, C, O>({
  name,
  control,
  decimals = false,
  testId,
  helperText,
  ...props
}: FormNumberFieldProps<T, C, O>) {
  const { field, bound } = useContractField(name, control, helperText);
  return (
    <NumberInput
      {...props}
      {...bound}
      value={field.value}
      decimals={decimals}
      testId={testId}
      onValue={field.onChange}
      disabled={field.disabled || props.disabled}
    />
  );
}
