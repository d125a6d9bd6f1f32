import { MESSAGES } from '@cardora/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import { useAgency } from '../../../app/agency-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export const UPGRADE_HASH = '#upgrade';

/**
 * Spec 2 "Upgrade screen": a full-screen dialog while the URL hash is #upgrade; closing goes back.
 * Plans and payments come in a later release, so it says so instead of showing invented plans.
 * Without online payments the agency is the way to upgrade: 'Connect with admin' (spec 5).
 */
export function UpgradeDialog() {
  const agency = useAgency();
  const location = useLocation();
  const navigate = useNavigate();
  const open = location.hash === UPGRADE_HASH;

  const close = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  };

  if (!agency.configuration.onlinePayment.enablePaymentIntegration) {
    return (
      <ConfirmDialog
        open={open}
        testId="connect-with-admin"
        title={MESSAGES.connectWithAdminTitle}
        text={MESSAGES.connectWithAdminText}
        confirmLabel={MESSAGES.errorDialogOk}
        cancelLabel="Close"
        onConfirm={close}
        onClose={close}
      />
    );
  }

  return (
    <Dialog fullScreen open={open} onClose={close} aria-labelledby="upgrade-title" data-testid="upgrade-dialog">
      <AppBar position="sticky" elevation={0} color="secondary" sx={{ color: '#fff' }}>
        <Toolbar>
          <Typography id="upgrade-title" variant="h6" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
            Upgrade to Premium
          </Typography>
          <IconButton edge="end" color="inherit" onClick={close} aria-label="Close" data-testid="upgrade-close">
            <CloseRounded />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, bgcolor: 'background.default' }}>
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 440 }}>
          <Box
            sx={(theme) => ({
              width: 88,
              height: 88,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: alpha(theme.palette.primary.main, 0.1),
              color: 'primary.main',
            })}
          >
            <WorkspacePremiumRounded sx={{ fontSize: 44 }} />
          </Box>
          <Typography variant="h2" component="p">
            Plans are coming soon
          </Typography>
          <Typography color="text.secondary">{MESSAGES.plansComingSoon}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <SupportAgentRounded fontSize="small" />
            <Typography variant="body2">{agency.agencyName}</Typography>
          </Stack>
          <Button variant="contained" size="large" onClick={close}>
            Close
          </Button>
        </Stack>
      </Box>
    </Dialog>
  );
}
