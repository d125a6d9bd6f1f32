import type { TOtpSent } from '@cardora/contract';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { formatCountdown, useSecondsUntil } from '#features/auth';
import { useResendAccountOtp } from '../hooks/use-account';

interface ResendCodeProps {
  /** The last send, with when it arrived (ms): the wait starts from there. */
  sent: TOtpSent & { at: number };
  onResent: (sent: TOtpSent) => void;
  onError: (message: string) => void;
}

/** "Send the code again" once the server's wait is over; a countdown until then. */
export function ResendCode({ sent, onResent, onError }: ResendCodeProps) {
  const { t } = useTranslation('customer');
  const resend = useResendAccountOtp();
  const seconds = useSecondsUntil(sent.at + sent.resendAfterSeconds * 1000);
  if (seconds > 0) {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="resend-wait">
        {t('account.resendWait', { time: formatCountdown(seconds) })}
      </Typography>
    );
  }
  return (
    <Typography variant="body2">
      <Link
        component="button"
        type="button"
        underline="hover"
        disabled={resend.isPending}
        sx={{ fontWeight: 600 }}
        data-testid="resend-code"
        onClick={async () => {
          try {
            onResent(await resend.mutateAsync());
          } catch (error) {
            onError(errorMessage(error));
          }
        }}
      >
        {resend.isPending ? t('account.sending') : t('account.sendAgain')}
      </Link>
    </Typography>
  );
}
