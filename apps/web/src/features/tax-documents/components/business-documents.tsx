import type { TRefundPaymentResult } from '@cardora/contract';
import BusinessCenterRounded from '@mui/icons-material/BusinessCenterRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessDocuments, useBusinessTaxDetails } from '../hooks/use-tax-documents';

// The billing details form (the states, the GSTIN check) loads when it is first opened.
const BillingDetailsDialog = lazy(async () => ({
  default: (await import('./billing-details-dialog')).BillingDetailsDialog,
}));

import { DocumentList } from './document-list';

interface BusinessDocumentsProps {
  businessId: string;
  /** Staff see the business from outside: "the business's GSTIN", not "your". */
  staff?: boolean;
  /** Staff who may refund payments (the permission that deletes them). */
  canRefund?: boolean;
  onRefunded?: (result: TRefundPaymentResult) => void;
}

/**
 * "Invoices and receipts": a business's documents with their downloads, and its billing details
 * (GSTIN, name, address, state) for the documents to come. docs/product-rules.md#gst-documents
 */
export function BusinessDocuments({
  businessId,
  staff = false,
  canRefund = false,
  onRefunded,
}: BusinessDocumentsProps) {
  const { t } = useTranslation('documents');
  const headingId = useId();
  const documents = useBusinessDocuments(businessId);
  const details = useBusinessTaxDetails(businessId);
  const [editing, setEditing] = useState(false);
  const gstin = details.data?.details.gstin ?? null;
  // Until the details are known the button offers the details, whatever they hold.
  const detailsLabel = staff || gstin || !details.isSuccess ? t('section.billingDetails') : t('section.addGstin');
  return (
    <Stack spacing={1.5} component="section" aria-labelledby={headingId} data-testid="business-documents">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: { xs: 1.25, sm: 2 } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component="h2">
            {t('section.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {gstin
              ? staff
                ? `Invoices carry the business's GSTIN ${gstin}.`
                : t('section.gstinOn', { gstin })
              : t('section.intro')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<BusinessCenterRounded />}
          onClick={() => setEditing(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' }, bgcolor: 'background.paper' }}
          data-testid="billing-details-open"
        >
          {detailsLabel}
        </Button>
      </Stack>
      <DocumentList documents={documents} canRefund={canRefund} onRefunded={onRefunded} />
      {editing ? (
        <Suspense fallback={null}>
          <BillingDetailsDialog businessId={businessId} open={editing} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
