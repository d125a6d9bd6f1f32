import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/form-text-field';

type SecretFieldProps<T extends FieldValues, C, O> = FormTextFieldProps<T, C, O> & {
  autoComplete: 'current-password' | 'new-password';
  testId: string;
};

/** A password with show/hide (the sign-in pages' field has one fixed test id; this page has two). */
export function SecretField<T extends FieldValues, C, O>({
  autoComplete,
  testId,
  ...props
}: SecretFieldProps<T, C, O>) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        htmlInput: { autoComplete, autoCapitalize: 'none', spellCheck: false, 'data-testid': testId },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                onClick={() => setVisible((shown) => !shown)}
                aria-label={visible ? 'Hide password' : 'Show password'}
                aria-pressed={visible}
              >
                {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
