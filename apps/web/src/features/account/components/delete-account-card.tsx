import { deleteConfirmationMatches, deleteConfirmationText, type TAccount } from '@cardora/contract';
import DeleteForeverRounded from '@mui/icons-material/DeleteForeverRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '#api/api-error';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';
import { TextInput } from '#components/form/text-input';
import { clearLoginData } from '#features/session';
import { formatPhone } from '#lib/format';
import { useDeleteAccount } from '../hooks/use-account';
import { AccountSection } from './account-section';

function DeleteAccountDialog({ account, onClose }: { account: TAccount; onClose: () => void }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const titleId = useId();
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const expected = deleteConfirmationText(account);
  const shown = account.signInWith === 'email' ? expected : formatPhone(expected);
  const matches = deleteConfirmationMatches(expected, typed);
  // Say it does not match only once enough is typed to be a whole phone number or address.
  const typedEnough =
    account.signInWith === 'email' ? typed.trim().length >= expected.length : typed.replace(/\D/g, '').length >= 10;
  const mismatch = typedEnough && !matches;

  // mutateAsync, not callbacks: the guard leaves this page as soon as the session is gone.
  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      clearLoginData();
      enqueueSnackbar(t('account.deleted'), { variant: 'success' });
      await navigate('/login', { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid="delete-account-dialog"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t('account.deleteTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography color="textSecondary">{t('account.deleteWhatHappens')}</Typography>
          {error ? (
            <Alert severity="error" role="alert" data-testid="delete-account-error">
              {error}
            </Alert>
          ) : null}
          <Typography>
            <Trans
              t={t}
              i18nKey="account.deleteTypeToConfirm"
              values={{ expected: shown }}
              components={{ strong: <strong data-testid="delete-account-expected" /> }}
            />
          </Typography>
          <TextInput
            label={account.signInWith === 'email' ? t('account.yourEmail') : t('account.yourPhone')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            error={mismatch}
            helperText={mismatch ? t('account.deleteMismatch') : undefined}
            slotProps={{
              htmlInput: {
                'data-testid': 'delete-account-confirm-input',
                inputMode: account.signInWith === 'email' ? 'email' : 'tel',
                autoCapitalize: 'none',
                spellCheck: false,
              },
            }}
          />
        </Stack>
      </DialogContent>
      <DialogCancelActions onCancel={onClose} busy={remove.isPending}>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={!matches}
          loading={remove.isPending}
          data-testid="delete-account-confirm"
        >
          {t('account.deleteAccount')}
        </Button>
      </DialogCancelActions>
    </Dialog>
  );
}

/** Delete the account behind a typed confirmation; the last admin and franchisees are told why not. */
export function DeleteAccountCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('customer');
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      title={t('account.deleteAccount')}
      icon={<DeleteForeverRounded />}
      testId="account-delete"
      tone="danger"
      hint={account.deleteRefusal ?? t('account.deleteWhatHappens')}
    >
      {account.kind === 'user' ? (
        <Button
          color="error"
          variant="contained"
          startIcon={<DeleteForeverRounded />}
          onClick={() => setOpen(true)}
          disabled={account.deleteRefusal !== null}
          data-testid="delete-account"
        >
          {t('account.deleteAccount')}
        </Button>
      ) : null}
      {open ? <DeleteAccountDialog account={account} onClose={() => setOpen(false)} /> : null}
    </AccountSection>
  );
}
