import { endpoints, type TSaveSubscriptionPlanBody } from '@cardora/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { planKeys } from '#api/query-keys';

/** POST /business/subscription-plan: create, or edit with subscriptionPlanId. The form shows its errors. */
export function useSaveSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: planKeys.save(),
    mutationFn: (body: TSaveSubscriptionPlanBody) => callEndpoint(endpoints.saveSubscriptionPlan, { query: {}, body }),
    meta: { inlineErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

/** DELETE /business/subscription-plan/{id}; a failure shows in the 'Error' dialog. */
export function useDeleteSubscriptionPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: planKeys.remove(),
    mutationFn: (subscriptionPlanId: string) =>
      callEndpoint(endpoints.deleteSubscriptionPlan, { params: { subscriptionPlanId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
