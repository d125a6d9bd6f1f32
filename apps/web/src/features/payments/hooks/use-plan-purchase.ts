import {
  CUSTOM_PLAN_ID,
  MESSAGES,
  PAYMENT_COMPLETION_DELAY_MS,
  SNACKBAR_DURATION_MS,
  type TCustomPlanForm,
} from '@cardora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError } from '../../../api/api-error';
import { raiseError } from '../../../app/global-dialogs-store';
import { CHECKOUT_PROVIDER_NAME, loadCheckoutScript, openCheckout } from '../checkout';
import {
  refreshAfterPayment,
  useCreateCardPaymentOrder,
  useRecordGatewayPayment,
  useRecordManualPayment,
} from './use-card-payments';

/**
 * Where a purchase is: 'preparing' (order and script), 'checkout' (the provider's modal is
 * open), 'recording' (the server records the payment: spec 4's "do not refresh").
 */
export type PurchaseStage = 'idle' | 'preparing' | 'checkout' | 'recording';

interface UsePlanPurchaseInput {
  businessId: string;
  /** Closes the upgrade screen (by going back) once the payment is recorded. */
  onPaid: () => void;
}

/** Failed calls already show the 'Error' dialog (the query client's mutation cache); others do here. */
function reportUnexpected(error: unknown) {
  if (isApiError(error)) return;
  raiseError(error instanceof Error ? error.message : MESSAGES.internalError);
}

/**
 * Spec 4 "Customer payment flow" and its admin variant:
 * - buy: create the order, load the checkout script, open the modal, record the payment;
 * - record: staff record a plan (or a custom plan) with isManualUpdate and no gateway.
 * Either way: the success snackbar, the screen closes by going back, and 100 ms later the
 * business, the user and the plan are fetched again.
 */
export function usePlanPurchase({ businessId, onPaid }: UsePlanPurchaseInput) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const createOrder = useCreateCardPaymentOrder();
  const recordGateway = useRecordGatewayPayment();
  const recordManual = useRecordManualPayment();
  const [stage, setStage] = useState<PurchaseStage>('idle');
  const [planInProgress, setPlanInProgress] = useState<string | null>(null);

  const succeed = () => {
    enqueueSnackbar(MESSAGES.paymentSuccessful, { variant: 'success', autoHideDuration: SNACKBAR_DURATION_MS });
    onPaid();
    window.setTimeout(() => refreshAfterPayment(queryClient), PAYMENT_COMPLETION_DELAY_MS);
  };

  const finish = () => {
    setStage('idle');
    setPlanInProgress(null);
  };

  const buy = async (subscriptionPlanId: string, renew: boolean) => {
    if (stage !== 'idle') return;
    setStage('preparing');
    setPlanInProgress(subscriptionPlanId);
    try {
      const order = await createOrder.mutateAsync({ businessId, subscriptionPlanId });
      if (!(await loadCheckoutScript(order.checkoutScriptUrl))) {
        finish();
        raiseError(MESSAGES.sdkFailedToLoad(CHECKOUT_PROVIDER_NAME));
        return;
      }
      // The screen lets go of focus before the modal takes it (no focus trap fighting the checkout).
      flushSync(() => setStage('checkout'));
      openCheckout({
        order,
        onSuccess: (fields) => {
          setStage('recording');
          recordGateway
            .mutateAsync({
              businessId,
              subscriptionPlanId,
              renew,
              orderCreationId: order.order.id,
              ...fields,
              throughGateway: true,
            })
            .then(succeed, reportUnexpected)
            .finally(finish);
        },
        // Spec 8: the reason in an alert, then the page reloads. A native alert, because the
        // provider's own modal is still on top of the page when its failure event fires.
        onFailure: (reason) => {
          window.alert(reason);
          window.location.reload();
        },
        onDismiss: finish,
      });
    } catch (error) {
      finish();
      reportUnexpected(error);
    }
  };

  const record = async (subscriptionPlanId: string, renew: boolean, customPlan?: TCustomPlanForm) => {
    if (stage !== 'idle') return;
    setStage('recording');
    setPlanInProgress(subscriptionPlanId);
    try {
      await recordManual.mutateAsync({
        businessId,
        subscriptionPlanId,
        ...(subscriptionPlanId === CUSTOM_PLAN_ID ? { customPlan } : {}),
        renew,
        isManualUpdate: true,
        throughGateway: false,
      });
      succeed();
    } catch (error) {
      reportUnexpected(error);
    } finally {
      finish();
    }
  };

  return { stage, planInProgress, buy, record };
}
