import type { TSessionState } from '@cardora/contract';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import EmailRounded from '@mui/icons-material/EmailRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/layout/page-title';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { formatPhone, initialsOf } from '../../lib/format';
import { useDeleteUser } from '../customer/hooks/use-delete-user';
import { useLogout } from '../session/hooks/use-logout';
import { useSession } from '../session/hooks/use-session';

function describe(session: TSessionState) {
  if (session.kind === 'user') {
    const { user } = session.details;
    return {
      name: user.name,
      contact: user.isForeignUser ? (user.email ?? '') : formatPhone(user.phoneNumber),
      isEmail: user.isForeignUser,
      roles: user.roles,
      canDelete: true,
    };
  }
  if (session.kind === 'franchisee') {
    const { franchisee } = session;
    return {
      name: franchisee.name,
      contact: formatPhone(franchisee.phoneNumber),
      isEmail: false,
      roles: franchisee.roles,
      canDelete: false,
    };
  }
  return null;
}

/** /account: who is signed in, their roles, Logout, and Delete account behind a confirmation. */
export function AccountPage() {
  usePageTitle('Account');
  const session = useSession();
  const { logout, isPending: loggingOut } = useLogout();
  const deleteUser = useDeleteUser();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const account = describe(session);
  if (!account) return null;

  // mutateAsync, not mutate callbacks: the guard leaves this page as soon as the session is gone.
  const remove = async () => {
    try {
      await deleteUser.mutateAsync();
      enqueueSnackbar('Your account was deleted.', { variant: 'success' });
      await navigate('/login', { replace: true });
    } catch {
      // The global 'Error' dialog shows the server's message.
      setConfirmOpen(false);
    }
  };

  return (
    <Stack spacing={2.5} data-testid="account-page">
      <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>
            {initialsOf(account.name ?? account.contact)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2" noWrap>
              {account.name ?? 'Your account'}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
              {account.isEmail ? <EmailRounded fontSize="small" /> : <PhoneIphoneRounded fontSize="small" />}
              <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="account-contact">
                {account.contact}
              </Typography>
            </Stack>
          </Box>
        </Stack>
        <Divider sx={{ my: 2.5 }} />
        <Typography variant="overline" color="text.secondary">
          Roles
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} data-testid="account-roles">
          {account.roles.map((role) => (
            <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
        <Button
          variant="outlined"
          startIcon={<LogoutRounded />}
          onClick={logout}
          loading={loggingOut}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' }, px: 3 }}
          data-testid="account-logout"
        >
          Logout
        </Button>
      </Card>
      {account.canDelete ? (
        <Card sx={{ p: { xs: 2.5, sm: 3 }, borderColor: 'error.light' }}>
          <Typography variant="h4" component="h2" color="error.main">
            Delete account
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75, mb: 2 }}>
            This removes your account with all its businesses and cards. It cannot be undone.
          </Typography>
          <Button
            color="error"
            variant="contained"
            startIcon={<DeleteForeverRounded />}
            onClick={() => setConfirmOpen(true)}
            data-testid="delete-account"
          >
            Delete account
          </Button>
        </Card>
      ) : null}
      <ConfirmDialog
        open={confirmOpen}
        testId="delete-account-dialog"
        title="Delete your account?"
        text="Your account, your businesses and their cards will be deleted and you will be signed out. This cannot be undone."
        confirmLabel="Delete account"
        destructive
        loading={deleteUser.isPending}
        onConfirm={() => void remove()}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
