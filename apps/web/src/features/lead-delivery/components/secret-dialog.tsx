// A signing secret, shown this once (on adding an endpoint and on "New secret"): copy it, and how
// the receiving system checks a delivery's signature with it.
import { WEBHOOK_SIGNATURE_HEADER } from '@cardora/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#components/dialog/form-dialog';
import { verifySnippet } from '../delivery-format';
import { CopyableText } from './copy-text';

/** `secret` null: closed. Closing only by its button, so a stray tap outside does not lose the secret. */
export function SecretDialog({ secret, url, onClose }: { secret: string | null; url: string; onClose: () => void }) {
  const { t } = useTranslation('customer');
  return (
    <FormDialog
      open={secret !== null}
      onClose={() => undefined}
      maxWidth="sm"
      fullScreenBelow="sm"
      testId="secret-dialog"
    >
      <DialogTitle sx={{ fontWeight: 700 }}>{t('leadDelivery.secret.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {url}
          </Typography>
          <CopyableText text={secret ?? ''} copyLabel={t('leadDelivery.secret.copy')} testId="webhook-secret" />
          <Alert severity="warning" data-testid="secret-once">
            {t('leadDelivery.secret.once')}
          </Alert>
          <Stack spacing={1}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {t('leadDelivery.secret.howTitle')}
            </Typography>
            <Typography variant="body2">
              {t('leadDelivery.secret.howText', { header: WEBHOOK_SIGNATURE_HEADER })}
            </Typography>
            <CopyableText
              text={verifySnippet()}
              copyLabel={t('leadDelivery.secret.copyCode')}
              code
              testId="verify-snippet"
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} data-testid="secret-done">
          {t('leadDelivery.secret.done')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
