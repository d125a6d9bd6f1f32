// The "Sign in again" dialog: the same person, their password, and the calls
// that met the lapsed session are sent again once they are in. Declining lets those calls fail,
// which brings the spec's 'Failed to authenticate user' dialog (and the sign-out) as before.
import { ZPassword } from '@cardora/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import LockClockRounded from '@mui/icons-material/LockClockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField, useFranchiseeLogin, useLogin } from '#features/auth';
import { errorMessage } from '../api/api-error';
import { formatPhone } from '../lib/format';
import { finishReauthentication, type ReauthIdentity, useReauth } from './reauth-store';

const ZReauthForm = z.object({ password: ZPassword });
type ReauthForm = z.infer<typeof ZReauthForm>;

function contactOf(identity: ReauthIdentity): string {
  if (identity.kind === 'user' && identity.isForeignUser) return identity.email ?? '';
  return formatPhone(identity.phoneNumber) || (identity.kind === 'user' ? (identity.email ?? '') : '');
}

function ReauthForm({ identity }: { identity: ReauthIdentity }) {
  const { t } = useTranslation(['common', 'glossary']);
  const login = useLogin();
  const franchiseeLogin = useFranchiseeLogin();
  const pending = login.isPending || franchiseeLogin.isPending;
  const failure = login.error ?? franchiseeLogin.error;
  const form = useForm<ReauthForm>({ resolver: zodResolver(ZReauthForm), defaultValues: { password: '' } });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      if (identity.kind === 'franchisee') {
        await franchiseeLogin.mutateAsync({ phoneNumber: identity.phoneNumber, password });
      } else if (identity.isForeignUser || !identity.phoneNumber) {
        await login.mutateAsync({
          email: identity.email ?? undefined,
          isForeignUser: identity.isForeignUser,
          password,
        });
      } else {
        await login.mutateAsync({ phoneNumber: identity.phoneNumber, password });
      }
      finishReauthentication(true);
    } catch {
      // Shown below (wrong password, too many tries); the dialog stays.
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogTitle id="reauth-title" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <LockClockRounded color="primary" />
        {t('reauth.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary">
            {t('reauth.text')}
          </Typography>
          <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {identity.name ?? t('reauth.yourAccount')}
            </Typography>
            <Typography variant="body2" color="textSecondary" data-testid="reauth-contact">
              {contactOf(identity)}
            </Typography>
          </Box>
          <PasswordField
            control={form.control}
            name="password"
            label={t('reauth.password')}
            autoComplete="current-password"
            autoFocus
          />
          {failure ? (
            <Alert severity="error" data-testid="reauth-error">
              {errorMessage(failure)}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={() => finishReauthentication(false)} disabled={pending}>
          {t('reauth.signOut')}
        </Button>
        <Button type="submit" variant="contained" loading={pending} data-testid="reauth-submit">
          {t('glossary:signIn')}
        </Button>
      </DialogActions>
    </Box>
  );
}

export function ReauthDialog() {
  const { identity } = useReauth();
  return (
    <Dialog open={identity !== null} maxWidth="xs" fullWidth aria-labelledby="reauth-title" data-testid="reauth-dialog">
      {identity ? <ReauthForm identity={identity} /> : null}
    </Dialog>
  );
}
