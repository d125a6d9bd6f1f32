// One hook per call of leads delivered to other systems (docs/product-rules.md#lead-webhooks,
// #lead-feed): the endpoints, their delivery log and test event, and the spreadsheet link.
import { endpoints, type TUpdateWebhookBody, type TWebhookEndpoint } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { leadDeliveryKeys } from './lead-delivery-keys';

/**
 * GET /webhooks: a business's endpoints (for an admin, with the agency-wide ones that also get its
 * leads); businessId null: the agency-wide endpoints alone (an admin's list of every endpoint,
 * kept to those that are for every business).
 */
export function useWebhooks(businessId: string | null) {
  return useQuery({
    ...endpointQuery(leadDeliveryKeys.webhookList(businessId), endpoints.listWebhooks, {
      query: businessId ? { businessId } : {},
    }),
    select: (list): TWebhookEndpoint[] =>
      businessId ? list.list : list.list.filter((endpoint) => endpoint.businessId === null),
  });
}

/** POST /webhooks: answers the endpoint and its secret, shown once. The form shows refusals. */
export function useCreateWebhook() {
  return useEndpointMutation(endpoints.createWebhook, {
    mutationKey: leadDeliveryKeys.create(),
    meta: { inlineErrors: true },
    invalidates: [leadDeliveryKeys.webhooks()],
  });
}

/** PUT /webhooks/{id}: address, description, events, or on/off; `inForm`: the edit form shows its refusals. */
export function useUpdateWebhook(inForm = false) {
  return useEndpointMutation(endpoints.updateWebhook, {
    mutationKey: leadDeliveryKeys.update(),
    meta: { inlineErrors: inForm },
    call: ({ id, body }: { id: string; body: TUpdateWebhookBody }) => ({ params: { id }, body }),
    invalidates: [leadDeliveryKeys.webhooks()],
  });
}

export function useDeleteWebhook() {
  return useEndpointMutation(endpoints.deleteWebhook, {
    mutationKey: leadDeliveryKeys.remove(),
    call: (id: string) => ({ params: { id } }),
    invalidates: [leadDeliveryKeys.webhooks()],
  });
}

/** POST /webhooks/{id}/secret: the new secret, shown once; the old one stops signing at once. */
export function useRotateWebhookSecret() {
  return useEndpointMutation(endpoints.rotateWebhookSecret, {
    mutationKey: leadDeliveryKeys.rotateSecret(),
    call: (id: string) => ({ params: { id } }),
    invalidates: [leadDeliveryKeys.webhooks()],
  });
}

/**
 * POST /webhooks/{id}/test: one attempt now; the answer is the delivery, shown on the endpoint's
 * card (its failure is the result, not an error dialog). The log and the last status read again.
 */
export function useSendWebhookTest() {
  return useEndpointMutation(endpoints.sendWebhookTest, {
    mutationKey: leadDeliveryKeys.sendTest(),
    call: (id: string) => ({ params: { id } }),
    invalidates: [leadDeliveryKeys.webhooks()],
  });
}

/** GET /webhooks/{id}/deliveries, while the log is open. */
export function useWebhookDeliveries(webhookId: string | null) {
  return useQuery({
    ...endpointQuery(leadDeliveryKeys.deliveries(webhookId ?? ''), endpoints.listWebhookDeliveries, {
      params: { id: webhookId ?? '' },
    }),
    enabled: webhookId !== null,
    select: (list) => list.list,
  });
}

/** GET /businesses/{businessId}/lead-feed: the spreadsheet link, or url null. */
export function useLeadFeed(businessId: string) {
  return useQuery(endpointQuery(leadDeliveryKeys.feed(businessId), endpoints.getLeadFeed, { params: { businessId } }));
}

/** POST: the link, or a new one (the old one stops working). The answer is the link. */
export function useCreateLeadFeed(businessId: string) {
  return useEndpointMutation(endpoints.createLeadFeed, {
    mutationKey: leadDeliveryKeys.makeFeed(),
    call: () => ({ params: { businessId } }),
    onSuccess: (feed, _none, queryClient) => queryClient.setQueryData(leadDeliveryKeys.feed(businessId), feed),
  });
}

/** DELETE: the link turned off. */
export function useRevokeLeadFeed(businessId: string) {
  return useEndpointMutation(endpoints.revokeLeadFeed, {
    mutationKey: leadDeliveryKeys.revokeFeed(),
    call: () => ({ params: { businessId } }),
    onSuccess: (feed, _none, queryClient) => queryClient.setQueryData(leadDeliveryKeys.feed(businessId), feed),
  });
}
