import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '#components/form/form-text-field';

type PasswordFieldProps<T extends FieldValues, C, O> = FormTextFieldProps<T, C, O> & {
  autoComplete: 'current-password' | 'new-password';
  /** The input's test id: 'password' on the sign-in pages; a page with two passwords names each. */
  testId?: string;
};

/** A password field with show/hide, so people on phones can check what they typed. */
export function PasswordField<T extends FieldValues, C, O>({
  autoComplete,
  testId = 'password',
  ...props
}: PasswordFieldProps<T, C, O>) {
  const { t } = useTranslation('auth');
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
                aria-label={visible ? t('password.hide') : t('password.show')}
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
