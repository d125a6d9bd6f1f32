import {
  endpoints,
  MANUAL_PAYMENT_MESSAGES,
  MESSAGES,
  SNACKBAR_DURATION_MS,
  type TMakePdfCardPaymentBody,
} from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '#api/client';
import { pdfCardKeys } from '#api/pdf-card-keys';
import type { ManualPaymentDetails } from '#features/payments';
import { type PurchaseStage, refreshPlanDependents, reportUnexpected, runGatewayPayment } from '#features/payments';
import { type PaidPayment, withInvoiceDownload } from '#features/tax-documents';

/**
 * The single PDF ID card purchase (the agency's first PDF plan) through the payments
 * feature's checkout: POST /pdf-card/pdf-card-payment/order, the provider's modal, then POST
 * /pdf-card/pdf-card-payment with its signed answer. Staff record one by hand instead
 * (isManualUpdate with the amount received) after a confirmation.
 */
export function usePdfCardPurchase(onPaid?: () => void) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // Also used where the 'products' words may not be loaded (the staff's lists): English until they are.
  const { t } = useTranslation('products', { useSuspense: false });
  const [stage, setStage] = useState<PurchaseStage>('idle');
  const createOrder = useMutation({
    mutationKey: [...pdfCardKeys.payment(), 'order'],
    mutationFn: (body: { pdfCardNo: number; planId: string }) =>
      callEndpoint(endpoints.createPdfCardPaymentOrder, { body }),
  });
  const record = useMutation({
    mutationKey: pdfCardKeys.payment(),
    mutationFn: (body: TMakePdfCardPaymentBody) => callEndpoint(endpoints.makePdfCardPayment, { body }),
  });

  /**
   * The customer's own payment is "successful", with "Download invoice" for the document it got;
   * staff's is recorded (docs/product-rules.md#manual-payment-mode).
   */
  const succeed = (
    message = t('common.paymentSuccessful', { defaultValue: MESSAGES.paymentSuccessful }),
    paid?: PaidPayment,
  ) => {
    enqueueSnackbar(message, {
      variant: 'success',
      autoHideDuration: SNACKBAR_DURATION_MS,
      ...(paid ? withInvoiceDownload(paid) : {}),
    });
    // A paid card moves what the business may export (docs/product-rules.md#entitlements-refresh).
    void refreshPlanDependents(queryClient);
    onPaid?.();
  };

  /** The card's business names where the invoice of the purchase is found. */
  const buy = async (pdfCardNo: number, planId: string, businessId: string) => {
    if (stage !== 'idle') return;
    await runGatewayPayment({
      openOrder: () => createOrder.mutateAsync({ pdfCardNo, planId }),
      record: (order, fields) =>
        record.mutateAsync({ pdfCardNo, planId, orderCreationId: order.order.id, ...fields, isManualUpdate: false }),
      onRecorded: (result) => succeed(undefined, { businessId, source: 'pdf-card', recordNo: result.recordNo }),
      setStage,
      finish: () => setStage('idle'),
    });
  };

  /** Staff: a payment taken outside the gateway, in paise. */
  const recordManual = async (
    pdfCardNo: number,
    planId: string,
    paymentAmount: number,
    details: ManualPaymentDetails,
  ) => {
    if (stage !== 'idle') return false;
    setStage('recording');
    try {
      await record.mutateAsync({ pdfCardNo, planId, isManualUpdate: true, paymentAmount, ...details });
      succeed(MANUAL_PAYMENT_MESSAGES.recorded);
      return true;
    } catch (error) {
      reportUnexpected(error);
      return false;
    } finally {
      setStage('idle');
    }
  };

  return { stage, buy, recordManual };
}
