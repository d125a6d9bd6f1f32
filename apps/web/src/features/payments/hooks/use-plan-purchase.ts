import {
  CUSTOM_PLAN_ID,
  MANUAL_PAYMENT_MESSAGES,
  MESSAGES,
  PAYMENT_COMPLETION_DELAY_MS,
  SNACKBAR_DURATION_MS,
  type TCustomPlanForm,
  type UpsellFeature,
} from '@cardora/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withInvoiceDownload } from '#features/tax-documents';
import type { ManualPaymentDetails } from '../components/manual-payment-dialog';
import { paymentChanged } from '../entitlements';
import { type PurchaseStage, reportUnexpected, runGatewayPayment } from '../gateway-run';
import { useCreateCardPaymentOrder, useRecordGatewayPayment, useRecordManualPayment } from './use-card-payments';

interface UsePlanPurchaseInput {
  businessId: string;
  /** Closes the upgrade screen (by going back) once the payment is recorded. */
  onPaid: () => void;
  /** The locked feature the screen was opened from: the server refuses a plan without it. */
  forFeature?: UpsellFeature | null;
}

/**
 * The customer's payment flow and its admin variant:
 * - buy: create the order, load the checkout script, open the modal, record the payment;
 * - record: staff record a plan (or a custom plan) with isManualUpdate and no gateway.
 * Either way: the success snackbar, the screen closes by going back, and 100 ms later the
 * business, the user and the plan are fetched again.
 */
export function usePlanPurchase({ businessId, onPaid, forFeature }: UsePlanPurchaseInput) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  // The upgrade screen's words (already loaded); English should they not be yet.
  const { t } = useTranslation('plans', { useSuspense: false });
  const createOrder = useCreateCardPaymentOrder();
  const recordGateway = useRecordGatewayPayment();
  const recordManual = useRecordManualPayment();
  const [stage, setStage] = useState<PurchaseStage>('idle');
  const [planInProgress, setPlanInProgress] = useState<string | null>(null);

  /**
   * The customer's own payment is "successful", with "Download invoice" for the document it got;
   * staff's is recorded (docs/product-rules.md#manual-payment-mode).
   */
  const succeed = (
    message = t('purchase.paymentSuccessful', { defaultValue: MESSAGES.paymentSuccessful }),
    recordNo?: number,
  ) => {
    enqueueSnackbar(message, {
      variant: 'success',
      autoHideDuration: SNACKBAR_DURATION_MS,
      ...(recordNo === undefined ? {} : withInvoiceDownload({ businessId, source: 'card', recordNo })),
    });
    onPaid();
    // Every screen that depends on the plan, the page paid from included, fetches again
    // (docs/product-rules.md#entitlements-refresh).
    window.setTimeout(() => void paymentChanged(queryClient, businessId), PAYMENT_COMPLETION_DELAY_MS);
  };

  const finish = () => {
    setStage('idle');
    setPlanInProgress(null);
  };

  const buy = async (subscriptionPlanId: string, renew: boolean) => {
    if (stage !== 'idle') return;
    setPlanInProgress(subscriptionPlanId);
    await runGatewayPayment({
      openOrder: () =>
        createOrder.mutateAsync({ businessId, subscriptionPlanId, ...(forFeature ? { forFeature } : {}) }),
      record: (order, fields) =>
        recordGateway.mutateAsync({
          businessId,
          subscriptionPlanId,
          renew,
          orderCreationId: order.order.id,
          ...fields,
          throughGateway: true,
        }),
      onRecorded: (result) => succeed(undefined, result.recordNo),
      setStage,
      finish,
      businessId,
    });
  };

  const record = async (
    subscriptionPlanId: string,
    renew: boolean,
    details: ManualPaymentDetails,
    customPlan?: TCustomPlanForm,
  ) => {
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
        ...details,
      });
      succeed(MANUAL_PAYMENT_MESSAGES.recorded);
    } catch (error) {
      reportUnexpected(error);
    } finally {
      finish();
    }
  };

  return { stage, planInProgress, buy, record };
}
