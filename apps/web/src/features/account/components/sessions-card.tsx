import type { TAccount } from '@cardora/contract';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useLogoutOtherSessions } from '../hooks/use-account';
import { AccountSection } from './account-section';

/** Sign out everywhere else: for a lost phone, or a shared computer left signed in. */
export function SessionsCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('customer');
  const logoutOthers = useLogoutOtherSessions();
  const { enqueueSnackbar } = useSnackbar();
  const run = async () => {
    const { otherSessionsEnded } = await logoutOthers.mutateAsync();
    enqueueSnackbar(
      otherSessionsEnded === 0
        ? t('account.noOtherSessionsEnded')
        : t('account.otherSessionsEnded', { count: otherSessionsEnded }),
      { variant: 'success' },
    );
  };
  return (
    <AccountSection
      title={t('account.devices')}
      icon={<DevicesRounded />}
      testId="account-sessions"
      hint={t('account.devicesHint')}
    >
      <Typography sx={{ mb: 2 }} data-testid="account-other-sessions">
        {account.otherSessions === 0
          ? t('account.onlyHere')
          : t('account.alsoSignedIn', { count: account.otherSessions })}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void run().catch(() => undefined)}
        loading={logoutOthers.isPending}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
        data-testid="logout-others"
      >
        {t('account.signOutOthers')}
      </Button>
    </AccountSection>
  );
}
