import {
  endpoints,
  type TFranchiseeEditBody,
  type TFranchiseeListQuery,
  type TFranchiseeSignupBody,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { listQuery } from '#api/list-query';

/** The Franchisee List's keys (the signed-in franchisee's own record is franchiseeKeys.current). */
export const franchiseeListKeys = {
  all: ['franchisee-list'] as const,
  lists: () => [...franchiseeListKeys.all, 'list'] as const,
  list: (query: object) => [...franchiseeListKeys.lists(), query] as const,
  signup: () => [...franchiseeListKeys.all, 'signup'] as const,
  edit: () => [...franchiseeListKeys.all, 'edit'] as const,
};

/** GET /franchisee/list: search, filters and paging (or all=true). */
export function useFranchiseeList(query: TFranchiseeListQuery) {
  return useQuery(listQuery(franchiseeListKeys.list(query), endpoints.listFranchisees, query));
}

/** POST /franchisee/signup. */
export function useSignupFranchisee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: franchiseeListKeys.signup(),
    mutationFn: (body: TFranchiseeSignupBody) => callEndpoint(endpoints.franchiseeSignup, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: franchiseeListKeys.lists() }),
  });
}

/** POST /franchisee/edit. */
export function useEditFranchisee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: franchiseeListKeys.edit(),
    mutationFn: (body: TFranchiseeEditBody) => callEndpoint(endpoints.franchiseeEdit, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: franchiseeListKeys.lists() }),
  });
}
