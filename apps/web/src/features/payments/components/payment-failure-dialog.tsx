import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { usePaymentFailure } from '../payment-failure-store';

/**
 * A failed gateway payment: the provider's reason in our own dialog, and "Try again", which
 * reloads the page as the product always has after a failure — the #upgrade hash survives the
 * reload, so the plans are there to choose again (docs/product-rules.md#payment-failure).
 */
export function PaymentFailureDialog() {
  const reason = usePaymentFailure();
  // Mounted in every area, before the plans' words may have loaded: English until they are.
  const { t } = useTranslation('plans', { useSuspense: false });
  if (reason === null) return null;
  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      aria-labelledby="payment-failed-title"
      aria-describedby="payment-failed-reason"
      data-testid="payment-failed-dialog"
    >
      <DialogTitle id="payment-failed-title" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineRounded color="error" />
        {t('purchase.failedTitle', { defaultValue: 'Payment failed' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="payment-failed-reason" data-testid="payment-failed-reason">
          {reason}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button
          variant="contained"
          fullWidth
          size="large"
          onClick={() => window.location.reload()}
          data-testid="payment-failed-retry"
          autoFocus
        >
          {t('purchase.failedRetry', { defaultValue: 'Try again' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
