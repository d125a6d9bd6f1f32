// "Download invoice" where a payment succeeds: the invoice or receipt the server issued in the
// payment's own transaction, found among the business's documents by the payment's record.
import { endpoints, type PaymentSource } from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { type OptionsObject, useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '#api/endpoint-query';
import { taxDocumentKeys } from '#api/tax-document-keys';
import { paymentDocument } from '../documents';
import { useDocumentDownload } from '../hooks/use-document-download';

/** The payment a document is looked up by: its business, what it bought and its record. */
export interface PaidPayment {
  businessId: string;
  source: PaymentSource;
  recordNo: number;
}

/** Long enough to reach for the button; the snackbar also waits while the pointer is on it. */
const INVOICE_SNACKBAR_MS = 10_000;

export function DownloadInvoiceButton({ payment }: { payment: PaidPayment }) {
  // In a snackbar, outside the page's Suspense: English until the documents' words arrive.
  const { t } = useTranslation('documents', { useSuspense: false });
  const queryClient = useQueryClient();
  const file = useDocumentDownload();
  const { enqueueSnackbar } = useSnackbar();
  const [finding, setFinding] = useState(false);

  const download = async () => {
    setFinding(true);
    try {
      // Read now, not from a list cached before the payment.
      const documents = await queryClient.fetchQuery({
        ...endpointQuery(taxDocumentKeys.business(payment.businessId), endpoints.listTaxDocuments, {
          query: { businessId: payment.businessId },
        }),
        staleTime: 0,
      });
      const document = paymentDocument(documents.list, payment);
      if (document) await file.download(document);
      else enqueueSnackbar(t('list.downloadFailed'), { variant: 'error' });
    } catch {
      enqueueSnackbar(t('list.downloadFailed'), { variant: 'error' });
    } finally {
      setFinding(false);
    }
  };

  return (
    <Button
      color="inherit"
      size="small"
      variant="outlined"
      startIcon={<DownloadRounded />}
      loading={finding}
      loadingPosition="start"
      onClick={() => void download()}
      sx={{ whiteSpace: 'nowrap', borderColor: 'currentColor' }}
      data-testid="download-invoice"
    >
      {t('success.downloadInvoice', { defaultValue: 'Download invoice' })}
    </Button>
  );
}

/** A payment's success snackbar, with "Download invoice" for the document the payment got. */
export function withInvoiceDownload(payment: PaidPayment): Pick<OptionsObject, 'action' | 'autoHideDuration'> {
  return {
    autoHideDuration: INVOICE_SNACKBAR_MS,
    action: () => <DownloadInvoiceButton payment={payment} />,
  };
}
