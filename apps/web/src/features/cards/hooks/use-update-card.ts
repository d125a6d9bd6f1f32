import { type EndpointBody, endpoints, type TCard } from '@cardora/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { businessKeys, cardKeys } from '../../../api/query-keys';

// One hook per section save. Each answers the whole card: it replaces the cached card (so
// every section's "saved" state is the server's), and the business lists refresh their
// card summary (done / not done, address).

export function storeSavedCard(queryClient: QueryClient, card: TCard) {
  queryClient.setQueryData(cardKeys.byBusiness(card.businessId), card);
  void queryClient.invalidateQueries({ queryKey: businessKeys.all });
}

/** POST /updateCardBasicDetails: also creates the card when given a businessId without one. */
export function useUpdateCardBasicDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('basicDetails'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardBasicDetails>) =>
      callEndpoint(endpoints.updateCardBasicDetails, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardPaymentOptions. */
export function useUpdateCardPaymentOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('paymentOptions'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardPaymentOptions>) =>
      callEndpoint(endpoints.updateCardPaymentOptions, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardYoutubeVideos. */
export function useUpdateCardYoutubeVideos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('youtubeVideos'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardYoutubeVideos>) =>
      callEndpoint(endpoints.updateCardYoutubeVideos, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardTemplate. */
export function useUpdateCardTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('template'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardTemplate>) =>
      callEndpoint(endpoints.updateCardTemplate, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardGallery. */
export function useUpdateCardGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('gallery'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardGallery>) =>
      callEndpoint(endpoints.updateCardGallery, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardAboutUs. */
export function useUpdateCardAboutUs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('aboutUs'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardAboutUs>) =>
      callEndpoint(endpoints.updateCardAboutUs, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardProducts. */
export function useUpdateCardProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('products'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardProducts>) =>
      callEndpoint(endpoints.updateCardProducts, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardLinks. */
export function useUpdateCardLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('links'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardLinks>) =>
      callEndpoint(endpoints.updateCardLinks, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}

/** POST /updateCardSettings. */
export function useUpdateCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update('settings'),
    mutationFn: (body: EndpointBody<typeof endpoints.updateCardSettings>) =>
      callEndpoint(endpoints.updateCardSettings, { body }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}
