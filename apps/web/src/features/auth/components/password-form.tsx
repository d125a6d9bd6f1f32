import { ZPassword } from '@cardora/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '#api/api-error';
import { applyServerError } from '../server-errors';
import { AuthForm, UsernameHint } from './auth-form';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';

const ZPasswordForm = z.object({ password: ZPassword });
type PasswordFormValues = z.infer<typeof ZPasswordForm>;

interface PasswordFormProps {
  /** For password managers: the account being signed in to. */
  username: string;
  onSignIn: (password: string) => Promise<void>;
  onForgotPassword: () => Promise<void>;
}

/** Step two of a login page for an account that has a password. */
export function PasswordForm({ username, onSignIn, onForgotPassword }: PasswordFormProps) {
  const { t } = useTranslation(['auth', 'glossary']);
  const [formError, setFormError] = useState<string | null>(null);
  const [forgotPending, setForgotPending] = useState(false);
  const form = useForm<PasswordFormValues>({
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { password: '' },
  });
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await onSignIn(password);
    } catch (error) {
      // A wrong password is a 400 with INVALID_CREDENTIALS: show it on the field, keep the person here.
      if (isApiError(error) && error.code === 'INVALID_CREDENTIALS') {
        form.setError('password', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setFormError(applyServerError(error, form.setError, { password: 'password' }));
    }
  });

  const forgot = async () => {
    setFormError(null);
    setForgotPending(true);
    try {
      await onForgotPassword();
    } catch (error) {
      setFormError(applyServerError(error, form.setError, {}));
    } finally {
      setForgotPending(false);
    }
  };

  return (
    <AuthForm
      testId="password-form"
      onSubmit={submit}
      alert={<FormAlert message={formError} />}
      submitting={submitting}
      submitTestId="login-submit"
      submitLabel={t('glossary:signIn')}
    >
      <UsernameHint value={username} />
      <PasswordField
        control={form.control}
        name="password"
        label={t('password.label')}
        autoComplete="current-password"
        autoFocus
        disabled={submitting}
      />
      <Typography variant="body2" sx={{ textAlign: 'right', mt: '8px !important' }}>
        <Link
          component="button"
          type="button"
          onClick={forgot}
          disabled={forgotPending || submitting}
          underline="hover"
          data-testid="forgot-password"
          sx={{ fontWeight: 600 }}
        >
          {forgotPending ? t('password.sendingCode') : t('password.forgot')}
        </Link>
      </Typography>
    </AuthForm>
  );
}
