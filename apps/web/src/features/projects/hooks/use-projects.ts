import {
  endpoints,
  type TCardListQuery,
  type TDeleteCardBody,
  type TUpdateCardLimitBody,
  type TUpdateCardStatusBody,
  type TUpdateImagePostStatusBody,
} from '@cardora/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client';
import { cardKeys } from '../../../api/query-keys';
import { invalidateBusinesses } from '../../businesses/hooks/invalidate';

/** Under cardKeys.all, so anything that refreshes cards refreshes All Projects too. */
export const projectKeys = {
  lists: () => [...cardKeys.all, 'projects'] as const,
  list: (query: TCardListQuery) => [...projectKeys.lists(), query] as const,
};

/** GET /getcardlist: All Projects (digital cards) with filters, sort and paging. */
export function useCardList(query: TCardListQuery) {
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(endpoints.getCardList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type CardRowAction =
  | { kind: 'status'; body: TUpdateCardStatusBody }
  | { kind: 'limit'; body: TUpdateCardLimitBody }
  | { kind: 'imagePost'; body: TUpdateImagePostStatusBody }
  | { kind: 'delete'; body: TDeleteCardBody };

/** The row actions; each refreshes the lists it changes. */
export function useCardRowAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: CardRowAction) => {
      switch (action.kind) {
        case 'status':
          return callEndpoint(endpoints.updateCardStatus, { body: action.body });
        case 'limit':
          return callEndpoint(endpoints.updateCardLimit, { body: action.body });
        case 'imagePost':
          return callEndpoint(endpoints.updateImagePostStatus, { body: action.body });
        case 'delete':
          return callEndpoint(endpoints.deleteCard, { body: action.body });
      }
    },
    onSuccess: () => invalidateBusinesses(queryClient),
  });
}
