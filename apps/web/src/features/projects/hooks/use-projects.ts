import {
  endpoints,
  type TCardList,
  type TCardListItem,
  type TCardListQuery,
  type TDeleteCardBody,
  type TUpdateCardLimitBody,
  type TUpdateCardStatusBody,
  type TUpdateImagePostSettingsBody,
  type TUpdateImagePostStatusBody,
} from '@cardora/contract';
import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { listQuery } from '#api/list-query';
import { cardKeys } from '#api/query-keys';
import { invalidateBusinesses } from '#features/businesses';

/** Under cardKeys.all, so anything that refreshes cards refreshes All Projects too. */
export const projectKeys = {
  lists: () => [...cardKeys.all, 'projects'] as const,
  list: (query: TCardListQuery) => [...projectKeys.lists(), query] as const,
  rowAction: () => [...cardKeys.all, 'rowAction'] as const,
};

/** GET /getcardlist: All Projects (digital cards) with filters, sort and paging. */
export function useCardList(query: TCardListQuery) {
  return useQuery(listQuery(projectKeys.list(query), endpoints.getCardList, query));
}

export type CardRowAction =
  | { kind: 'status'; body: TUpdateCardStatusBody }
  | { kind: 'limit'; body: TUpdateCardLimitBody }
  | { kind: 'imagePost'; body: TUpdateImagePostStatusBody }
  | { kind: 'settings'; body: TUpdateImagePostSettingsBody }
  | { kind: 'delete'; body: TDeleteCardBody };

async function runAction(action: CardRowAction): Promise<TCardListItem | null> {
  switch (action.kind) {
    case 'status':
      return callEndpoint(endpoints.updateCardStatus, { body: action.body });
    case 'limit':
      return callEndpoint(endpoints.updateCardLimit, { body: action.body });
    case 'imagePost':
      return callEndpoint(endpoints.updateImagePostStatus, { body: action.body });
    case 'settings':
      return callEndpoint(endpoints.updateImagePostSettings, { body: action.body });
    case 'delete':
      await callEndpoint(endpoints.deleteCard, { body: action.body });
      return null;
  }
}

/**
 * The row actions. Each answers the updated row, which replaces the row in every loaded page
 * at once (so a switch does not wait for the list to load again); then the lists refresh.
 * Errors are shown by the page, beside the table.
 */
export function useCardRowAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: projectKeys.rowAction(),
    mutationFn: runAction,
    meta: { inlineErrors: true },
    onSuccess: (updated) => {
      if (updated) {
        queryClient.setQueriesData<TCardList>({ queryKey: projectKeys.lists() }, (list) =>
          list ? { ...list, list: list.list.map((row) => (row.cardNo === updated.cardNo ? updated : row)) } : list,
        );
      }
      invalidateBusinesses(queryClient);
    },
  });
}

/** The row actions still on their way to the server (a row shows them and waits). */
export function usePendingRowActions(): CardRowAction[] {
  const pending = useMutationState({
    filters: { mutationKey: projectKeys.rowAction(), status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  return pending.filter(isCardRowAction);
}

const KINDS: readonly string[] = [
  'status',
  'limit',
  'imagePost',
  'settings',
  'delete',
] satisfies CardRowAction['kind'][];

function isCardRowAction(value: unknown): value is CardRowAction {
  return typeof value === 'object' && value !== null && 'kind' in value && KINDS.includes(String(value.kind));
}
