// Paying a bill through the platform's gateway with the checkout loader of features/payments:
// order, script, modal, then the server records the payment (the flow and messages of a customer's purchase).
import { MESSAGES, PAYMENT_COMPLETION_DELAY_MS, SNACKBAR_DURATION_MS } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { taxDocumentKeys } from '#api/tax-document-keys';
import { type PurchaseStage, runGatewayPayment } from '#features/payments';
import { billKey } from '../format';
import {
  type BillRef,
  billingKeys,
  type CallbackFields,
  createBillOrder,
  recordBillGatewayPayment,
} from './use-billing';

export function useBillCheckout() {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [stage, setStageValue] = useState<PurchaseStage>('idle');
  /** The bill being paid ('month:2026:6', 'annual:2026', 'greetings'), so only its button spins. */
  const [billInProgress, setBillInProgress] = useState<string | null>(null);
  const setStage = (next: PurchaseStage) => {
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
    setBillInProgress(billKey(ref));
    await runGatewayPayment({
      openOrder: () => createOrder.mutateAsync({ ref, amount }),
      record: (order, fields) => record.mutateAsync({ ref, fields: { orderCreationId: order.order.id, ...fields } }),
      onRecorded: () => {
        enqueueSnackbar(MESSAGES.paymentSuccessful, { variant: 'success', autoHideDuration: SNACKBAR_DURATION_MS });
        // The bill's payment also gets its invoice from the platform (Invoices from the platform).
        window.setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: billingKeys.all });
          void queryClient.invalidateQueries({ queryKey: taxDocumentKeys.lists() });
        }, PAYMENT_COMPLETION_DELAY_MS);
      },
      setStage,
      finish: () => setStage('idle'),
    });
  };

  return { stage, pay, billInProgress };
}
