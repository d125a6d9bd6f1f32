import { endpoints } from '@cardora/contract';
import { useEndpointMutation } from '#api/endpoint-query';
import { planKeys } from '#api/query-keys';

/** POST /business/subscription-plan: create, or edit with subscriptionPlanId. The form shows its errors. */
export function useSaveSubscriptionPlan() {
  return useEndpointMutation(endpoints.saveSubscriptionPlan, {
    mutationKey: planKeys.save(),
    call: (body) => ({ query: {}, body }),
    meta: { inlineErrors: true },
    invalidates: [planKeys.all],
  });
}

/** DELETE /business/subscription-plan/{id}; a failure shows in the 'Error' dialog. */
export function useDeleteSubscriptionPlan() {
  return useEndpointMutation(endpoints.deleteSubscriptionPlan, {
    mutationKey: planKeys.remove(),
    call: (subscriptionPlanId: string) => ({ params: { subscriptionPlanId } }),
    invalidates: [planKeys.all],
  });
}
