import { type TAccount, type TOtpSent, ZChangePasswordBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '#api/api-error';
import { applyServerError, FormAlert, OtpInput, PasswordField, UsernameHint } from '#features/auth';
import { formatPhone } from '#lib/format';
import { useChangePassword, useSendPasswordOtp } from '../hooks/use-account';
import { AccountSection } from './account-section';
import { ResendCode } from './resend-code';

type PasswordInput = z.input<typeof ZChangePasswordBody>;
type PasswordOutput = z.output<typeof ZChangePasswordBody>;
type Mode = 'current' | 'code';

/** The code is spent or its flow is over: a new one must be asked for. */
const FLOW_OVER = new Set(['OTP_FLOW_MISSING', 'OTP_ATTEMPTS_EXHAUSTED']);

const EMPTY: Record<Mode, PasswordInput> = {
  current: { currentPassword: '', password: '' },
  code: { otp: '', password: '' },
};

/**
 * Change the password with the current one, or with a code sent to the account's own phone (or
 * e-mail) when it has none yet or it is forgotten. Other devices are signed out; this one stays.
 */
export function PasswordCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('customer');
  const [mode, setMode] = useState<Mode>(account.passwordSet ? 'current' : 'code');
  const [sent, setSent] = useState<(TOtpSent & { at: number }) | null>(null);
  const [formError, setFormError] = useState<{ message: string; locked: boolean } | null>(null);
  const change = useChangePassword();
  const sendOtp = useSendPasswordOtp();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(ZChangePasswordBody),
    defaultValues: EMPTY[mode],
  });
  const destination = account.signInWith === 'email' ? (account.email ?? '') : formatPhone(account.phoneNumber);

  const switchTo = (next: Mode) => {
    setMode(next);
    setFormError(null);
    form.reset(EMPTY[next]);
  };

  const requestCode = async () => {
    setFormError(null);
    try {
      const otp = await sendOtp.mutateAsync();
      setSent({ ...otp, at: Date.now() });
    } catch (error) {
      setFormError({ message: applyServerError(error, form.setError, {}) ?? '', locked: false });
    }
  };

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      const result = await change.mutateAsync(body);
      enqueueSnackbar(
        result.otherSessionsEnded > 0 ? t('account.passwordChangedOthers') : t('account.passwordChanged'),
        {
          variant: 'success',
        },
      );
      setSent(null);
      switchTo('current');
    } catch (error) {
      if (isApiError(error) && FLOW_OVER.has(error.code)) setSent(null);
      const message = applyServerError(error, form.setError, {
        currentPassword: 'currentPassword',
        password: 'password',
        otp: 'otp',
        'code:INVALID_OTP': 'otp',
        'code:OTP_EXPIRED': 'otp',
      });
      if (message) setFormError({ message, locked: isApiError(error) && error.code === 'ACCOUNT_LOCKED' });
    }
  });

  const alert = (
    <FormAlert
      message={formError?.message || null}
      action={
        formError?.locked ? (
          <Button color="inherit" size="small" onClick={() => switchTo('code')}>
            {t('account.getCode')}
          </Button>
        ) : undefined
      }
    />
  );

  return (
    <AccountSection
      title={t('account.password')}
      icon={<KeyRounded />}
      testId="account-password"
      hint={account.passwordSet ? t('account.passwordHint') : t('account.noPasswordHint')}
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="password-change-form">
        <Stack spacing={2}>
          {alert}
          <UsernameHint value={account.signInWith === 'email' ? (account.email ?? '') : (account.phoneNumber ?? '')} />
          {mode === 'current' ? (
            <PasswordField
              control={form.control}
              name="currentPassword"
              label={t('account.currentPassword')}
              autoComplete="current-password"
              testId="current-password"
              disabled={change.isPending}
            />
          ) : sent ? (
            <Stack spacing={1}>
              <Typography variant="body2" color="textSecondary">
                <Trans
                  t={t}
                  i18nKey="account.enterCodeSentTo"
                  values={{ to: sent.sentTo }}
                  components={{ strong: <strong /> }}
                />
              </Typography>
              <Controller
                control={form.control}
                name="otp"
                render={({ field, fieldState }) => (
                  <>
                    <OtpInput
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onComplete={() => form.setFocus('password')}
                      error={Boolean(fieldState.error)}
                      disabled={change.isPending}
                      inputRef={field.ref}
                    />
                    {fieldState.error ? (
                      <FormHelperText error data-testid="otp-error">
                        {fieldState.error.message}
                      </FormHelperText>
                    ) : null}
                  </>
                )}
              />
              <ResendCode
                sent={sent}
                onResent={(otp) => setSent({ ...otp, at: Date.now() })}
                onError={(message) => setFormError({ message, locked: false })}
              />
            </Stack>
          ) : (
            <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2">
                <Trans
                  t={t}
                  i18nKey="account.willSendCodeTo"
                  values={{ to: destination }}
                  components={{ strong: <strong /> }}
                />
              </Typography>
              <Button
                variant="outlined"
                onClick={requestCode}
                loading={sendOtp.isPending}
                data-testid="password-send-code"
              >
                {t('account.sendCode')}
              </Button>
            </Stack>
          )}
          {mode === 'current' || sent ? (
            <>
              <PasswordField
                control={form.control}
                name="password"
                label={t('account.newPassword')}
                autoComplete="new-password"
                testId="new-password"
                helperText={t('account.passwordRule')}
                disabled={change.isPending}
              />
              <Button
                type="submit"
                variant="contained"
                loading={change.isPending}
                sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, px: 3 }}
                data-testid="password-submit"
              >
                {mode === 'current' ? t('account.changePassword') : t('account.setPassword')}
              </Button>
            </>
          ) : null}
          <Typography variant="body2">
            {mode === 'current' ? (
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => switchTo('code')}
                sx={{ fontWeight: 600 }}
                data-testid="password-use-code"
              >
                {t('account.forgotGetCode')}
              </Link>
            ) : account.passwordSet ? (
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => switchTo('current')}
                sx={{ fontWeight: 600 }}
              >
                {t('account.useCurrentPassword')}
              </Link>
            ) : null}
          </Typography>
        </Stack>
      </Box>
    </AccountSection>
  );
}
