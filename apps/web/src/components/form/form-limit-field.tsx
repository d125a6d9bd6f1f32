import { UNLIMITED } from '@cardora/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, type PathValue, useController } from 'react-hook-form';
import { FormNumberField } from './form-number-field';

interface FormLimitFieldProps<T extends FieldValues, C, O> {
  name: Path<T>;
  control: Control<T, C, O>;
  label: string;
  /** The tick's words (the staff screens that set limits are in English; the caller says). */
  unlimitedLabel: string;
  /** What the field says in the number's place while Unlimited is ticked. */
  unlimitedValue: string;
  /** What the field holds when Unlimited is unticked: a count, or null where empty means "not set". */
  whenLimited: number | null;
  helperText?: ReactNode;
  disabled?: boolean;
  /** `<testId>` on the number, `<testId>-unlimited` on the tick. */
  testId: string;
}

/** A limit as plans and agencies store one: a whole count, or -1 for unlimited by its tick beside it. */
export function FormLimitField<T extends FieldValues, C, O>({
  name,
  control,
  label,
  unlimitedLabel,
  unlimitedValue,
  whenLimited,
  helperText,
  disabled,
  testId,
}: FormLimitFieldProps<T, C, O>) {
  const { field } = useController({ name, control });
  const unlimited = field.value === UNLIMITED;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ width: 180, flexShrink: 0 }}>
          {unlimited ? (
            <Typography
              sx={{ height: 40, display: 'flex', alignItems: 'center', px: 1.5, color: 'text.secondary' }}
              data-testid={`${testId}-unlimited-value`}
            >
              {unlimitedValue}
            </Typography>
          ) : (
            <FormNumberField
              control={control}
              name={name}
              label={label}
              size="small"
              disabled={disabled}
              testId={testId}
            />
          )}
        </Box>
        <FormControlLabel
          sx={{ mt: 0.25 }}
          label={unlimitedLabel}
          control={
            <Checkbox
              checked={unlimited}
              disabled={disabled}
              onChange={(_event, checked) =>
                field.onChange((checked ? UNLIMITED : whenLimited) as PathValue<T, Path<T>>)
              }
              data-testid={`${testId}-unlimited`}
            />
          }
        />
      </Stack>
      {helperText ? (
        <Typography variant="caption" color="textSecondary">
          {helperText}
        </Typography>
      ) : null}
    </Stack>
  );
}
