// One gateway payment from start to finish,
// shared by every purchase: a plan, a PDF card's single purchase, an agency's bill. The caller
// says how to open the order and how to record the checkout's answer; the steps between, and
// what a failure shows, are the same for all of them.
import { MESSAGES, type TPaymentOrderResponse } from '@cardora/contract';
import { flushSync } from 'react-dom';
import { isApiError } from '#api/api-error';
import { raiseError } from '#app/global-dialogs-store';
import {
  CHECKOUT_PROVIDER_NAME,
  loadCheckoutScript,
  openCheckout,
  type ProviderPaymentFields,
  type RazorpayCheckout,
} from './checkout';
import { markPaymentPending } from './entitlements';
import { showPaymentFailure } from './payment-failure-store';

/**
 * Where a purchase is: 'preparing' (order and script), 'checkout' (the provider's modal is
 * open), 'recording' (the server records the payment: "do not refresh").
 */
export type PurchaseStage = 'idle' | 'preparing' | 'checkout' | 'recording';

/** Failed calls already show the 'Error' dialog (the query client's mutation cache); others do here. */
export function reportUnexpected(error: unknown): void {
  if (isApiError(error)) return;
  raiseError(error instanceof Error ? error.message : MESSAGES.internalError);
}

export interface GatewayRun<R = unknown> {
  openOrder: () => Promise<TPaymentOrderResponse>;
  /** Records the payment with the checkout's signed answer (the server checks it with the gateway). */
  record: (order: TPaymentOrderResponse, fields: ProviderPaymentFields) => Promise<R>;
  /** After the server recorded it (its answer: the record the payment got): the snackbar, closing, refreshing. */
  onRecorded: (recorded: R) => void;
  setStage: (stage: PurchaseStage) => void;
  /** Back to idle: dismissed, failed before checkout, or done. */
  finish: () => void;
  /**
   * The business whose plan or purchases this payment changes: from the checkout's yes until its
   * entitlements show the payment, they are read again (docs/product-rules.md#entitlements-refresh).
   */
  businessId?: string | null;
}

/** Order, script, modal, then the server records the payment. */
export async function runGatewayPayment<R>({
  openOrder,
  record,
  onRecorded,
  setStage,
  finish,
  businessId,
}: GatewayRun<R>) {
  setStage('preparing');
  try {
    const order = await openOrder();
    if (!(await loadCheckoutScript(order.checkoutScriptUrl))) {
      finish();
      raiseError(MESSAGES.sdkFailedToLoad(CHECKOUT_PROVIDER_NAME));
      return;
    }
    // The screen lets go of focus before the modal takes it (no focus trap fighting the checkout).
    flushSync(() => setStage('checkout'));
    let checkout: RazorpayCheckout | null = null;
    checkout = openCheckout({
      order,
      onSuccess: (fields) => {
        // Paid: should recording fail here, the webhook records it; the entitlements are polled.
        if (businessId) markPaymentPending(businessId);
        setStage('recording');
        record(order, fields).then(onRecorded, reportUnexpected).finally(finish);
      },
      // The provider's modal is still on top when its failure event fires: close it, then say
      // why in our own dialog, whose "Try again" reloads (docs/product-rules.md#payment-failure).
      onFailure: (reason) => {
        checkout?.close?.();
        finish();
        showPaymentFailure(reason);
      },
      onDismiss: finish,
    });
  } catch (error) {
    finish();
    reportUnexpected(error);
  }
}
