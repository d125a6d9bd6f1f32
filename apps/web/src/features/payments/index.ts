// The payments feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { BusinessPaymentsDialog } from './components/business-payments-dialog';
export type { ManualPaymentDetails } from './components/manual-payment-dialog';
export {
  ManualPaymentDialog,
  ManualPaymentFields,
  manualPaymentDetails,
  useManualPaymentForm,
} from './components/manual-payment-dialog';
export { useOpenUpgrade } from './components/upgrade-dialog';
export { RecordingBackdrop } from './components/upgrade-parts';
export { paymentChanged, refreshPlanDependents } from './entitlements';
export type { PurchaseStage } from './gateway-run';
export { reportUnexpected, runGatewayPayment } from './gateway-run';
export { useEntitlements } from './hooks/use-entitlements';
export { useMoneyAction } from './hooks/use-money-action';
