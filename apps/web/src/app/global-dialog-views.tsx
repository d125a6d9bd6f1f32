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
import { useReauth } from './reauth-store';

interface OkDialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog for tests and the title's id (`<testId>-title`). */
  testId: string;
  title: string;
  text: string;
  /** The Ok button shows it is working (signing out). */
  pending?: boolean;
}

/** A message the person can only acknowledge: a title, a line, and Ok. */
function OkDialog({ open, onClose, testId, title, text, pending = false }: OkDialogProps) {
  const { t } = useTranslation('glossary');
  const titleId = `${testId}-title`;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId} data-testid={testId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} loading={pending} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Failed to authenticate user' on any 401/403; closing it logs out. */
function AuthErrorDialog({ message }: { message: string | null }) {
  const { t } = useTranslation('common');
  const { logout, isPending } = useLogout();
  const close = () => {
    clearAuthError();
    logout();
  };
  return (
    <OkDialog
      open={message !== null || isPending}
      onClose={close}
      testId="auth-error-dialog"
      title={t('dialogs.failedToAuthenticate')}
      text={message ?? t('dialogs.notSignedIn')}
      pending={isPending}
    />
  );
}

/** A failed call the page does not handle itself shows 'Error' with its message and 'Ok'. */
function ErrorDialog({ message }: { message: string | undefined }) {
  const { t } = useTranslation('common');
  return (
    <OkDialog
      open={message !== undefined}
      onClose={dismissError}
      testId="error-dialog"
      title={t('dialogs.errorTitle')}
      text={message ?? ''}
    />
  );
}

/**
 * 'Switching Business...' while POST /user/preference runs. Not while "Sign in again" asks: a
 * switch that met a lapsed session waits for that answer, and the backdrop (above every dialog)
 * would cover the very buttons that give it (docs/product-rules.md#never-lose-work).
 */
function SwitchingBusinessBackdrop() {
  const switching = useIsMutating({ mutationKey: userKeys.preference() }) > 0;
  const asking = useReauth().identity !== null;
  const { t } = useTranslation('common');
  return (
    <Backdrop
      open={switching && !asking}
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
