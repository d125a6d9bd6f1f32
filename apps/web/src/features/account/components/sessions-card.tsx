import { ACCOUNT_MESSAGES, type TAccount } from '@cardora/contract';
import DevicesRounded from '@mui/icons-material/DevicesRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useLogoutOtherSessions } from '../hooks/use-account';
import { AccountSection } from './account-section';

function othersText(count: number): string {
  if (count === 0) return 'You are signed in only here.';
  return `You are also signed in on ${count} other ${count === 1 ? 'device or browser' : 'devices or browsers'}.`;
}

/** Sign out everywhere else: for a lost phone, or a shared computer left signed in. */
export function SessionsCard({ account }: { account: TAccount }) {
  const logoutOthers = useLogoutOtherSessions();
  const { enqueueSnackbar } = useSnackbar();
  const run = async () => {
    const { otherSessionsEnded } = await logoutOthers.mutateAsync();
    enqueueSnackbar(ACCOUNT_MESSAGES.otherSessionsEnded(otherSessionsEnded), { variant: 'success' });
  };
  return (
    <AccountSection
      title="Signed-in devices"
      icon={<DevicesRounded />}
      testId="account-sessions"
      hint="Lost a phone, or left a shared computer signed in? Sign out there from here."
    >
      <Typography sx={{ mb: 2 }} data-testid="account-other-sessions">
        {othersText(account.otherSessions)}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => void run().catch(() => undefined)}
        loading={logoutOthers.isPending}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
        data-testid="logout-others"
      >
        Sign out of other devices
      </Button>
    </AccountSection>
  );
}
