import { isBusinessExpired, type TBusiness } from '@cardora/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { useBusiness } from '#features/cards';
import { BusinessDocuments } from '#features/tax-documents';
import { refreshPlanDependents } from '../entitlements';
import { useLastActivePlan } from '../hooks/use-card-payments';
import { useMoneyAction } from '../hooks/use-money-action';
import { PaymentHistory } from './payment-history';
import { UpgradeHeader } from './upgrade-parts';

function PaymentsContent({ business: opened, titleId }: { business: TBusiness; titleId: string }) {
  const may = useMoneyAction();
  // The row's copy is shown at once; the fetched one carries the state after a delete.
  const fresh = useBusiness(opened.businessId);
  const business = fresh.data ?? opened;
  const lastActive = useLastActivePlan(business.businessId);
  const current = lastActive.data?.record ?? null;
  const activeNow = current !== null && !isBusinessExpired(business.expiryDateForCustomer);
  const mayDelete = may('deletePayment');
  const queryClient = useQueryClient();

  return (
    <Stack spacing={{ xs: 2.5, sm: 3 }}>
      <UpgradeHeader business={business} current={activeNow ? current : null} staff overline="Business" />
      <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
        <PaymentHistory
          businessId={business.businessId}
          businessName={business.businessName}
          canDelete={mayDelete}
          currentRecordNo={activeNow ? current.recordNo : null}
          emptyText={
            mayDelete
              ? 'Payments the customer makes, and those you record with “Upgrade plan”, show here.'
              : 'Payments the customer makes, and those staff record, show here.'
          }
        />
        {mayDelete ? (
          <Typography variant="caption" color="textSecondary">
            Deleting a payment recalculates the business's plan and expiry from the payments that remain, and issues a
            credit note for it.
          </Typography>
        ) : null}
      </Stack>
      <BusinessDocuments
        businessId={business.businessId}
        staff
        // Refunding is the same money permission as deleting a payment (the server checks it too).
        canRefund={mayDelete}
        // A full refund ends what the payment bought, as a deletion does.
        onRefunded={(result) => {
          if (result.paymentEnded) void refreshPlanDependents(queryClient);
        }}
      />
    </Stack>
  );
}

/** Staff: a business's payments (All Businesses row menu, or its details dialog), with delete. */
export function BusinessPaymentsDialog({ business, onClose }: { business: TBusiness | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width:767px)');
  const titleId = useId();
  return (
    <Dialog
      open={business !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="business-payments-dialog"
    >
      <DialogTitle
        id={titleId}
        sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, py: { xs: 1.5, sm: 2 } }}
      >
        <span style={{ flex: 1 }}>Payments</span>
        <IconButton onClick={onClose} aria-label="Close" data-testid="business-payments-close">
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default', px: { xs: 2, sm: 3 }, py: { xs: 2.5, sm: 3 } }}>
        {/* The history's words ('plans') may still be on their way: they load inside the dialog. */}
        <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto', my: 4 }} />}>
          {business ? <PaymentsContent key={business.businessId} business={business} titleId={titleId} /> : null}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
