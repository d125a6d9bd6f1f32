// Paying a bill through the platform's gateway with the checkout loader of features/payments:
// order, script, modal, then the server records the payment (spec 4's flow, spec 8's messages).
import { MESSAGES, PAYMENT_COMPLETION_DELAY_MS, SNACKBAR_DURATION_MS } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../api/api-error';
import { raiseError } from '../../../app/global-dialogs-store';
import { CHECKOUT_PROVIDER_NAME, loadCheckoutScript, openCheckout } from '../../payments/checkout';
import { billKey } from '../format';
import {
  type BillRef,
  billingKeys,
  type CallbackFields,
  createBillOrder,
  recordBillGatewayPayment,
} from './use-billing';

export type BillCheckoutStage = 'idle' | 'preparing' | 'checkout' | 'recording';

/** Failed calls already show the 'Error' dialog (the query client's mutation cache); others do here. */
function reportUnexpected(error: unknown) {
  if (isApiError(error)) return;
  raiseError(error instanceof Error ? error.message : MESSAGES.internalError);
}

export function useBillCheckout() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [stage, setStageValue] = useState<BillCheckoutStage>('idle');
  /** The bill being paid ('month:2026:6', 'annual:2026', 'greetings'), so only its button spins. */
  const [billInProgress, setBillInProgress] = useState<string | null>(null);
  const setStage = (next: BillCheckoutStage) => {
    setStageValue(next);
    if (next === 'idle') setBillInProgress(null);
  };
  const createOrder = useMutation({
    mutationKey: billingKeys.mutation('order'),
    mutationFn: (input: { ref: BillRef; amount?: number | undefined }) => createBillOrder(input.ref, input.amount),
  });
  const record = useMutation({
    mutationKey: billingKeys.mutation('gateway'),
    mutationFn: (input: { ref: BillRef; fields: CallbackFields }) => recordBillGatewayPayment(input.ref, input.fields),
  });

  const pay = async (ref: BillRef, amount?: number) => {
    if (stage !== 'idle') return;
    setStage('preparing');
    setBillInProgress(billKey(ref));
    try {
      const order = await createOrder.mutateAsync({ ref, amount });
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
            .mutateAsync({ ref, fields: { orderCreationId: order.order.id, ...fields } })
            .then(() => {
              enqueueSnackbar(MESSAGES.paymentSuccessful, {
                variant: 'success',
                autoHideDuration: SNACKBAR_DURATION_MS,
              });
              window.setTimeout(
                () => void queryClient.invalidateQueries({ queryKey: billingKeys.all }),
                PAYMENT_COMPLETION_DELAY_MS,
              );
            }, reportUnexpected)
            .finally(() => setStage('idle'));
        },
        // Spec 8: the reason in an alert, then reload (the provider's modal is still on top).
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

  return { stage, pay, billInProgress };
}
