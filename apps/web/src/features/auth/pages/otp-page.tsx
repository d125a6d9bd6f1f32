import { OTP_LENGTH, OTP_TTL_MS } from '@cardora/contract/auth';
import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import SmsRounded from '@mui/icons-material/SmsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '#api/api-error';
import { useDocumentTitle } from '#app/layout/page-title';
import { clearLoginData, markOtpVerified, useLoginState } from '#features/session';
import { AuthShell } from '../components/auth-shell';
import { FormAlert } from '../components/form-alert';
import { OtpInput } from '../components/otp-input';
import { useNavigateKeepingQuery } from '../hooks/use-navigate-keeping-query';
import { useResendOtp } from '../hooks/use-resend-otp';
import { formatCountdown, useSecondsUntil } from '../hooks/use-seconds-until';
import { useVerifyOtp } from '../hooks/use-verify-otp';
import { prefillState } from '../prefill';
import { SLOT, withElement } from '../sentence';

/**
 * Codes after which this code can no longer work. `locked` (five wrong codes): one tap sends a
 * fresh code to the same number (docs/product-rules.md#otp-lockout-recovery); `gone`: the flow
 * itself is over and the person starts again, the number kept.
 */
function flowOverOf(failure: unknown): 'locked' | 'gone' | null {
  if (!isApiError(failure)) return null;
  if (failure.code === 'OTP_ATTEMPTS_EXHAUSTED') return 'locked';
  if (failure.code === 'OTP_FLOW_MISSING') return 'gone';
  return null;
}

/** /panel/otp and /panel/franchisee-otp: the 6-digit code; success goes to the create-password step. */
export function OtpPage({ subject }: { subject: 'user' | 'franchisee' }) {
  const { loginData } = useLoginState();
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ message: string; flowOver: 'locked' | 'gone' | null } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const go = useNavigateKeepingQuery();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('auth');
  const secondsToResend = useSecondsUntil(loginData?.resendAvailableAt ?? 0);
  useDocumentTitle('enterCode');

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  if (!loginData) return null;
  const isEmail = loginData.channel === 'email';
  const loginPath = subject === 'user' ? '/login' : '/franchisee-login';

  const verify = async (otp: string) => {
    if (verifyOtp.isPending) return;
    setError(null);
    try {
      await verifyOtp.mutateAsync({ otp });
      markOtpVerified();
      await go(subject === 'user' ? '/createPassword' : '/franchisee-createPassword');
    } catch (failure) {
      setCode('');
      setError({ message: errorMessage(failure), flowOver: flowOverOf(failure) });
      inputRef.current?.focus();
    }
  };

  const resend = async () => {
    setError(null);
    try {
      const sent = await resendOtp.mutateAsync();
      setCode('');
      enqueueSnackbar(t('otp.resent', { sentTo: sent.sentTo }), { variant: 'success' });
      inputRef.current?.focus();
    } catch (failure) {
      // A refused resend (too soon, hourly cap) leaves a locked code locked.
      const over = flowOverOf(failure);
      setError({ message: errorMessage(failure), flowOver: over ?? (error?.flowOver === 'locked' ? 'locked' : null) });
    }
  };

  const changeNumber = () => {
    const state = prefillState(loginData.identifier, loginData.isForeignUser);
    clearLoginData();
    void go(loginPath, { replace: true, state });
  };

  const startAgain = () => {
    const state = prefillState(loginData.identifier, loginData.isForeignUser);
    clearLoginData();
    void go(loginPath, { replace: true, state });
  };

  return (
    <AuthShell
      variant={subject === 'franchisee' ? 'partner' : 'customer'}
      title={loginData.fromForgotPassword ? t('otp.resetTitle') : t('otp.verifyTitle')}
      subtitle={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          {isEmail ? (
            <MarkEmailReadRounded fontSize="small" sx={{ mt: 0.25, color: 'primary.main' }} />
          ) : (
            <SmsRounded fontSize="small" sx={{ mt: 0.25, color: 'primary.main' }} />
          )}
          <span>
            {withElement(
              t(isEmail ? 'otp.sentByEmail' : 'otp.sentBySms', { count: OTP_LENGTH, sentTo: SLOT }),
              <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }} data-testid="otp-sent-to">
                {loginData.sentTo}
              </Box>,
            )}{' '}
            <Link
              component="button"
              type="button"
              onClick={changeNumber}
              underline="hover"
              sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
              data-testid="change-number"
            >
              {loginData.isForeignUser ? t('otp.changeEmail') : t('otp.changeNumber')}
            </Link>
          </span>
        </Stack>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.length === OTP_LENGTH) void verify(code);
        }}
      >
        <Stack spacing={2.5}>
          <OtpInput
            value={code}
            onChange={(next) => {
              setCode(next);
              if (error && !error.flowOver) setError(null);
            }}
            onComplete={(full) => void verify(full)}
            error={error !== null}
            disabled={verifyOtp.isPending || Boolean(error?.flowOver)}
            inputRef={inputRef}
            describedBy={error ? errorId : undefined}
          />
          <Box id={errorId}>
            <FormAlert
              message={error?.message ?? null}
              action={
                error?.flowOver === 'locked' ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={resend}
                    loading={resendOtp.isPending}
                    disabled={secondsToResend > 0}
                    sx={{ whiteSpace: 'nowrap' }}
                    data-testid="otp-send-new-code"
                  >
                    {t('otp.sendNewCode')}
                  </Button>
                ) : error?.flowOver === 'gone' ? (
                  <Button color="inherit" size="small" onClick={startAgain} data-testid="otp-start-again">
                    {t('otp.startAgain')}
                  </Button>
                ) : undefined
              }
            />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={verifyOtp.isPending}
            disabled={code.length !== OTP_LENGTH || Boolean(error?.flowOver)}
            data-testid="otp-submit"
          >
            {t('otp.verify')}
          </Button>
          <Box sx={{ textAlign: 'center', minHeight: 36 }}>
            {secondsToResend > 0 ? (
              <Typography variant="body2" color="textSecondary" data-testid="resend-countdown" aria-live="off">
                {withElement(
                  t('otp.resendIn', { time: SLOT }),
                  <Box component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {formatCountdown(secondsToResend)}
                  </Box>,
                )}
              </Typography>
            ) : (
              <Button onClick={resend} loading={resendOtp.isPending} data-testid="resend-otp">
                {t('otp.resend')}
              </Button>
            )}
          </Box>
          {error?.flowOver ? null : (
            <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }} component="p">
              {t('otp.format', { count: OTP_LENGTH })} {t('otp.expires', { minutes: OTP_TTL_MS / 60_000 })}
            </Typography>
          )}
        </Stack>
      </Box>
    </AuthShell>
  );
}
