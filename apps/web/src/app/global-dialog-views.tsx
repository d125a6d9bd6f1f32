import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLogout } from '#features/session';
import { userKeys } from '../api/query-keys';
import { clearAuthError, dismissError, useGlobalDialogs } from './global-dialogs-store';
import { ReauthDialog } from './reauth-dialog';

/** 'Failed to authenticate user' on any 401/403; closing it logs out. */
function AuthErrorDialog({ message }: { message: string | null }) {
  const { t } = useTranslation(['common', 'glossary']);
  const { logout, isPending } = useLogout();
  const close = () => {
    clearAuthError();
    logout();
  };
  return (
    <Dialog
      open={message !== null || isPending}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="auth-error-title"
      data-testid="auth-error-dialog"
    >
      <DialogTitle id="auth-error-title" sx={{ fontWeight: 700 }}>
        {t('dialogs.failedToAuthenticate')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message ?? t('dialogs.notSignedIn')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={close} loading={isPending} autoFocus>
          {t('glossary:ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A failed call the page does not handle itself shows 'Error' with its message and 'Ok'. */
function ErrorDialog({ message }: { message: string | undefined }) {
  const { t } = useTranslation(['common', 'glossary']);
  return (
    <Dialog
      open={message !== undefined}
      onClose={dismissError}
      maxWidth="xs"
      fullWidth
      aria-labelledby="error-dialog-title"
      data-testid="error-dialog"
    >
      <DialogTitle id="error-dialog-title" sx={{ fontWeight: 700 }}>
        {t('dialogs.errorTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={dismissError} autoFocus>
          {t('glossary:ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Switching Business...' while POST /user/preference runs. */
function SwitchingBusinessBackdrop() {
  const switching = useIsMutating({ mutationKey: userKeys.preference() }) > 0;
  const { t } = useTranslation('common');
  return (
    <Backdrop
      open={switching}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
        bgcolor: 'rgba(15, 27, 45, 0.78)',
      }}
      data-testid="switching-business"
    >
      <CircularProgress color="inherit" />
      <Typography variant="h6" component="p" role="status">
        {t('dialogs.switchingBusiness')}
      </Typography>
    </Backdrop>
  );
}

/** The dialogs themselves: their own chunk, mounted by GlobalDialogs once one is needed. */
export function GlobalDialogViews() {
  const { authError, errors } = useGlobalDialogs();
  return (
    <>
      <SwitchingBusinessBackdrop />
      <ErrorDialog message={authError === null ? errors[0] : undefined} />
      <AuthErrorDialog message={authError} />
      <ReauthDialog />
    </>
  );
}
