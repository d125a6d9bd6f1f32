import { endpoints, MESSAGES, SNACKBAR_DURATION_MS, type TMakeTagPaymentBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '#api/client';
import { type PurchaseStage, paymentChanged, runGatewayPayment } from '#features/payments';
import { withInvoiceDownload } from '#features/tax-documents';
import { tagKeys } from './tag-keys';

/**
 * Physical tags bought beyond the plan (docs/product-rules.md#physical-tags) through the payments
 * feature's checkout, as promotional videos are: POST /tag-payment/order {businessId, quantity},
 * the provider's modal, then POST /tag-payment with its signed answer. Once recorded, what the
 * business may have is read again (docs/product-rules.md#entitlements-refresh).
 */
export function useTagPurchase(businessId: string, onPaid?: () => void) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation('customer', { useSuspense: false });
  const [stage, setStage] = useState<PurchaseStage>('idle');
  const createOrder = useMutation({
    mutationKey: tagKeys.purchaseOrder(),
    mutationFn: (quantity: number) => callEndpoint(endpoints.createTagPaymentOrder, { body: { businessId, quantity } }),
  });
  const record = useMutation({
    mutationKey: tagKeys.purchase(),
    mutationFn: (body: TMakeTagPaymentBody) => callEndpoint(endpoints.makeTagPayment, { body }),
  });

  /** "Successful", with "Download invoice" for the document the payment got. */
  const succeed = (recordNo: number) => {
    enqueueSnackbar(t('tags.buy.paid', { defaultValue: MESSAGES.paymentSuccessful }), {
      variant: 'success',
      autoHideDuration: SNACKBAR_DURATION_MS,
      ...withInvoiceDownload({ businessId, source: 'tag', recordNo }),
    });
    void paymentChanged(queryClient, businessId);
    onPaid?.();
  };

  const buy = async (quantity: number) => {
    if (stage !== 'idle') return;
    await runGatewayPayment({
      openOrder: () => createOrder.mutateAsync(quantity),
      record: (order, fields) =>
        record.mutateAsync({ businessId, quantity, orderCreationId: order.order.id, ...fields, isManualUpdate: false }),
      onRecorded: (result) => succeed(result.recordNo),
      setStage,
      finish: () => setStage('idle'),
      businessId,
    });
  };

  return { stage, buy };
}
