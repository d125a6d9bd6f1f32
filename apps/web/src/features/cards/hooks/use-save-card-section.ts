import {
  type CardSectionEndpoint,
  type CardSectionKey,
  cardSectionEndpoint,
  type EndpointBody,
  type TCard,
} from '@cardora/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { businessKeys, cardKeys } from '#api/query-keys';

/** What one section's save sends (the contract's card-section table). */
export type CardSectionSaveBody<K extends CardSectionKey> = EndpointBody<CardSectionEndpoint<K>>;

// Each save answers the whole card: it replaces the cached card (so every section's "saved"
// state is the server's), and the business lists refresh their card summary (done / not done,
// address).
export function storeSavedCard(queryClient: QueryClient, card: TCard) {
  queryClient.setQueryData(cardKeys.byBusiness(card.businessId), card);
  void queryClient.invalidateQueries({ queryKey: businessKeys.all });
}

/**
 * Saves one card section through its own endpoint (basic details also create the card when given
 * a businessId without one). Field errors stay with the form (inlineErrors).
 */
export function useSaveCardSection<K extends CardSectionKey>(section: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cardKeys.update(section),
    // The endpoint and the body are this section's; TypeScript cannot follow a generic section
    // through the client's option types, so the call is typed for any section.
    mutationFn: (body: CardSectionSaveBody<K>) =>
      callEndpoint<CardSectionEndpoint>(cardSectionEndpoint(section), {
        body: body as CardSectionSaveBody<CardSectionKey>,
      }),
    meta: { inlineErrors: true },
    onSuccess: (card) => storeSavedCard(queryClient, card),
  });
}
