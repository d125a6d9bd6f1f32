import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useContractField } from './contract-controller';
import { TextInput } from './text-input';

const HEX = /^#[0-9a-f]{6}$/i;

interface FormColourFieldProps<T extends FieldValues, C, O> {
  control: Control<T, C, O>;
  name: Path<T>;
  label: string;
  /** The swatch's name for screen readers ("Main colour: pick"). */
  pickerLabel: string;
  helperText?: string;
  testId: string;
  size?: 'small' | 'medium';
}

/**
 * A colour: the system's colour picker behind a swatch, beside the hex code as text (typed or
 * pasted, trimmed), with the contract's message under it when the code is refused.
 */
export function FormColourField<T extends FieldValues, C, O>({
  control,
  name,
  label,
  pickerLabel,
  helperText,
  testId,
  size = 'medium',
}: FormColourFieldProps<T, C, O>) {
  const { field, bound } = useContractField(name, control, helperText);
  const swatch = size === 'small' ? 40 : 56;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={pickerLabel}
        value={typeof field.value === 'string' && HEX.test(field.value) ? field.value.toLowerCase() : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
        sx={{
          flexShrink: 0,
          width: swatch,
          height: swatch,
          p: 0.5,
          border: 1,
          borderColor: bound.error ? 'error.main' : 'divider',
          borderRadius: 2.5,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          '&::-webkit-color-swatch-wrapper': { p: 0 },
          '&::-webkit-color-swatch': { border: 'none', borderRadius: 1.5 },
          '&::-moz-color-swatch': { border: 'none', borderRadius: 1.5 },
        }}
        data-testid={`${testId}-picker`}
      />
      <TextInput
        {...bound}
        label={label}
        size={size}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value.trim())}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', 'data-testid': testId } }}
      />
    </Stack>
  );
}
