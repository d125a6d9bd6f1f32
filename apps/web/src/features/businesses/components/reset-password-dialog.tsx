import { GLOSSARY, type TBusiness } from '@cardora/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { errorMessage } from '#api/api-error';
import { ShownOncePassword } from '#features/agency-management';
import { formatPhone } from '#lib/format';
import { useRegeneratePassword } from '../hooks/use-regenerate-password';

function ownerOf(business: TBusiness): { who: string; contact: string } {
  const { user } = business;
  const contact = user.isForeignUser ? (user.email ?? '') : formatPhone(user.phoneNumber);
  return { who: user.name ?? contact, contact };
}

/**
 * Admins give a business's owner a new random password: asked first (it signs the owner out
 * everywhere), then shown once to copy; the server also sends it to the owner.
 */
export function ResetPasswordDialog({ business, onClose }: { business: TBusiness | null; onClose: () => void }) {
  const regenerate = useRegeneratePassword();
  const titleId = useId();
  const close = () => {
    if (regenerate.isPending) return;
    regenerate.reset();
    onClose();
  };
  const owner = business ? ownerOf(business) : { who: '', contact: '' };
  const password = regenerate.data?.password;

  return (
    <Dialog
      open={business !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      data-testid="reset-password-dialog"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {password ? 'New password' : `Reset ${owner.who}'s password?`}
      </DialogTitle>
      <DialogContent>
        {password ? (
          <Stack spacing={2}>
            <ShownOncePassword password={password} testId="reset-password-value" copyTestId="reset-password-copy" />
            <Typography variant="body2" color="textSecondary">
              It was also sent to {owner.contact}. Their other sessions have ended.
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography color="textSecondary">
              {owner.who} ({owner.contact}) gets a new random password, sent to them and shown to you once. Their
              current password stops working and they are signed out on every device.
            </Typography>
            {regenerate.isError ? <Alert severity="error">{errorMessage(regenerate.error)}</Alert> : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {password ? (
          <Button variant="contained" onClick={close} data-testid="reset-password-done">
            {GLOSSARY.done}
          </Button>
        ) : (
          <>
            <Button color="inherit" onClick={close} disabled={regenerate.isPending}>
              {GLOSSARY.cancel}
            </Button>
            <Button
              variant="contained"
              color="error"
              loading={regenerate.isPending}
              onClick={() => business && regenerate.mutate(business.user.userId)}
              data-testid="reset-password-confirm"
            >
              Reset password
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
