import { endpoints, MESSAGES, SNACKBAR_DURATION_MS, type TMakePdfCardPaymentBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../api/api-error';
import { callEndpoint } from '../../../api/client';
import { paymentKeys } from '../../../api/query-keys';
import { raiseError } from '../../../app/global-dialogs-store';
import { CHECKOUT_PROVIDER_NAME, loadCheckoutScript, openCheckout } from '../../payments/checkout';
import type { PurchaseStage } from '../../payments/hooks/use-plan-purchase';
import { pdfCardKeys } from './pdf-card-keys';

/** A failed call already shows the 'Error' dialog (the mutation cache); anything else does here. */
function reportUnexpected(error: unknown) {
  if (isApiError(error)) return;
  raiseError(error instanceof Error ? error.message : MESSAGES.internalError);
}

/**
 * The single PDF ID card purchase (spec 9: the agency's first PDF plan) through the payments
 * feature's checkout: POST /pdf-card/pdf-card-payment/order, the provider's modal, then POST
 * /pdf-card/pdf-card-payment with its signed answer. Staff record one by hand instead
 * (isManualUpdate with the amount received) after spec 6's confirmation.
 */
export function usePdfCardPurchase(onPaid?: () => void) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
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

  const succeed = () => {
    enqueueSnackbar(MESSAGES.paymentSuccessful, { variant: 'success', autoHideDuration: SNACKBAR_DURATION_MS });
    void queryClient.invalidateQueries({ queryKey: pdfCardKeys.all });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    onPaid?.();
  };

  const buy = async (pdfCardNo: number, planId: string) => {
    if (stage !== 'idle') return;
    setStage('preparing');
    try {
      const order = await createOrder.mutateAsync({ pdfCardNo, planId });
      if (!(await loadCheckoutScript(order.checkoutScriptUrl))) {
        setStage('idle');
        raiseError(MESSAGES.sdkFailedToLoad(CHECKOUT_PROVIDER_NAME));
        return;
      }
      flushSync(() => setStage('checkout'));
      openCheckout({
        order,
        onSuccess: (fields) => {
          setStage('recording');
          record
            .mutateAsync({ pdfCardNo, planId, orderCreationId: order.order.id, ...fields, isManualUpdate: false })
            .then(succeed, reportUnexpected)
            .finally(() => setStage('idle'));
        },
        // Spec 8: the reason in a native alert (the provider's modal is still on top), then reload.
        onFailure: (reason) => {
          window.alert(reason);
          window.location.reload();
        },
        onDismiss: () => setStage('idle'),
      });
    } catch (error) {
      setStage('idle');
      reportUnexpected(error);
    }
  };

  /** Staff: a payment taken outside the gateway, in paise. */
  const recordManual = async (pdfCardNo: number, planId: string, paymentAmount: number) => {
    if (stage !== 'idle') return false;
    setStage('recording');
    try {
      await record.mutateAsync({ pdfCardNo, planId, isManualUpdate: true, paymentAmount });
      succeed();
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
