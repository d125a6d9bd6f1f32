import { isStaff, PASSWORD_MIN_LENGTH, type TCreatePasswordBody, ZCreatePasswordBody } from '@cardora/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#api/api-error';
import { useDocumentTitle } from '#app/layout/page-title';
import { clearLoginData, principalOf, useLoginState, useSession } from '#features/session';
import { formatPhone } from '#lib/format';
import { AuthForm, UsernameHint } from '../components/auth-form';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../components/password-field';
import { useCreatePassword } from '../hooks/use-create-password';
import { useFranchiseeCreatePassword } from '../hooks/use-franchisee-create-password';
import { useGoAfterSignIn, useNavigateKeepingQuery } from '../hooks/use-navigate-keeping-query';
import { useReplaceTemporaryPassword } from '../hooks/use-replace-temporary-password';
import { SLOT, withElement } from '../sentence';
import { applyServerError } from '../server-errors';

/** The flow on the server is gone or unverified: the only way forward is to start again. */
const FLOW_OVER = new Set(['OTP_FLOW_MISSING', 'OTP_NOT_VERIFIED', 'OTP_ATTEMPTS_EXHAUSTED']);

/** /panel/createPassword and /panel/franchisee-createPassword. */
export function CreatePasswordPage({ subject }: { subject: 'user' | 'franchisee' }) {
  const { loginData } = useLoginState();
  const session = useSession();
  // Signed in with a password the server made: this screen replaces it, no OTP involved.
  // docs/product-rules.md#single-use-passwords
  const temporary = subject === 'user' && session.kind === 'user' && session.passwordMustChange === true;
  const fromForgotPassword = !temporary && (loginData?.fromForgotPassword ?? false);
  const [formError, setFormError] = useState<{ message: string; flowOver: boolean } | null>(null);
  const createPassword = useCreatePassword();
  const franchiseeCreatePassword = useFranchiseeCreatePassword();
  const replaceTemporaryPassword = useReplaceTemporaryPassword();
  const go = useNavigateKeepingQuery();
  const goOn = useGoAfterSignIn();
  const { t } = useTranslation(['auth', 'glossary']);
  const form = useForm<TCreatePasswordBody>({
    resolver: zodResolver(ZCreatePasswordBody),
    defaultValues: { password: '', fromForgotPassword },
    mode: 'onTouched',
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const longEnough = password.length >= PASSWORD_MIN_LENGTH;
  useDocumentTitle(fromForgotPassword || temporary ? 'setNewPassword' : 'createPassword');

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      if (temporary) {
        await replaceTemporaryPassword.mutateAsync({ password: body.password });
        const principal = principalOf(session);
        await goOn(principal && isStaff(principal) ? '/admin' : '/customer');
        return;
      }
      // Signing in stores the session, so the route guard already moves on to the panel.
      if (subject === 'user') await createPassword.mutateAsync({ password: body.password, fromForgotPassword });
      else await franchiseeCreatePassword.mutateAsync({ password: body.password });
      clearLoginData();
      await goOn(subject === 'user' ? '/customer' : '/admin');
    } catch (error) {
      const flowOver = isApiError(error) && FLOW_OVER.has(error.code);
      const message = applyServerError(error, form.setError, { password: 'password' });
      if (message) setFormError({ message, flowOver });
    }
  });

  const startAgain = () => {
    clearLoginData();
    void go(subject === 'user' ? '/login' : '/franchisee-login', { replace: true });
  };

  const signedInUser = session.kind === 'user' ? session.details.user : null;
  const account = temporary
    ? signedInUser?.isForeignUser || !signedInUser?.phoneNumber
      ? (signedInUser?.email ?? '')
      : formatPhone(signedInUser.phoneNumber)
    : loginData
      ? loginData.isForeignUser
        ? loginData.identifier
        : formatPhone(loginData.identifier)
      : '';
  const identifier = temporary
    ? (signedInUser?.phoneNumber ?? signedInUser?.email ?? '')
    : (loginData?.identifier ?? '');

  return (
    <AuthShell
      variant={subject === 'franchisee' ? 'partner' : 'customer'}
      title={t(fromForgotPassword || temporary ? 'glossary:setNewPassword' : 'glossary:createPassword')}
      subtitle={withElement(
        t(
          temporary
            ? 'createPassword.forTemporary'
            : fromForgotPassword
              ? 'createPassword.forReset'
              : 'createPassword.forNew',
          { account: SLOT },
        ),
        // A phone number is read as one word, never broken after its country code.
        <Box component="span" sx={{ whiteSpace: loginData?.isForeignUser ? 'normal' : 'nowrap' }}>
          {account}
        </Box>,
      )}
    >
      <AuthForm
        testId="create-password-form"
        onSubmit={submit}
        alert={
          <FormAlert
            message={formError?.message ?? null}
            action={
              formError?.flowOver ? (
                <Button color="inherit" size="small" onClick={startAgain}>
                  {t('otp.startAgain')}
                </Button>
              ) : undefined
            }
          />
        }
        submitting={form.formState.isSubmitting}
        submitTestId="create-password-submit"
        submitLabel={
          temporary
            ? t('createPassword.saveAndContinue')
            : fromForgotPassword
              ? t('createPassword.saveAndSignIn')
              : t('createPassword.create')
        }
      >
        <UsernameHint value={identifier} />
        <PasswordField
          control={form.control}
          name="password"
          label={fromForgotPassword || temporary ? t('password.newLabel') : t('password.label')}
          autoComplete="new-password"
          autoFocus
          disabled={form.formState.isSubmitting}
        />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', color: longEnough ? 'success.main' : 'text.secondary', mt: '10px !important' }}
          aria-live="polite"
          data-testid="password-rule"
        >
          {longEnough ? <CheckCircleRounded fontSize="small" /> : <RadioButtonUncheckedRounded fontSize="small" />}
          <Typography variant="body2">{t('createPassword.rule', { count: PASSWORD_MIN_LENGTH })}</Typography>
        </Stack>
      </AuthForm>
    </AuthShell>
  );
}
