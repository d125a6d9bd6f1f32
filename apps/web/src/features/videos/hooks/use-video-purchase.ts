import { endpoints, MESSAGES, SNACKBAR_DURATION_MS, type TMakePromotionalVideoPaymentBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '#api/client';
import { videoKeys } from '#api/video-keys';
import { type PurchaseStage, paymentChanged, runGatewayPayment } from '#features/payments';
import { withInvoiceDownload } from '#features/tax-documents';

/**
 * Promotional videos bought beyond the plan through the payments feature's
 * checkout, as the PDF card's single purchase: POST /video/user-video-payment/order {businessId,
 * quantity}, the provider's modal, then POST /video/user-video-payment with its signed answer.
 * Once recorded, the business's videos (and what the plan now allows) are read again.
 */
export function useVideoPurchase(businessId: string, onPaid?: () => void) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // The words of the page that buys (already loaded); English should they not be yet.
  const { t } = useTranslation('products', { useSuspense: false });
  const [stage, setStage] = useState<PurchaseStage>('idle');
  const createOrder = useMutation({
    mutationKey: videoKeys.purchaseOrder(),
    mutationFn: (quantity: number) =>
      callEndpoint(endpoints.createPromotionalVideoPaymentOrder, { body: { businessId, quantity } }),
  });
  const record = useMutation({
    mutationKey: videoKeys.purchase(),
    mutationFn: (body: TMakePromotionalVideoPaymentBody) =>
      callEndpoint(endpoints.makePromotionalVideoPayment, { body }),
  });

  /** "Successful", with "Download invoice" for the document the payment got. */
  const succeed = (recordNo: number) => {
    enqueueSnackbar(t('common.paymentSuccessful', { defaultValue: MESSAGES.paymentSuccessful }), {
      variant: 'success',
      autoHideDuration: SNACKBAR_DURATION_MS,
      ...withInvoiceDownload({ businessId, source: 'promotional-video', recordNo }),
    });
    // Videos bought move the business's allowance (docs/product-rules.md#entitlements-refresh).
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
