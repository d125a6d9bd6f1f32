import { endpoints, type TFranchiseeListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { useEndpointMutation } from '#api/endpoint-query';
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

/** A franchisee signed up or edited: the lists read again; errors show in the dialog. */
const changesFranchisee = { invalidates: [franchiseeListKeys.lists()], meta: { inlineErrors: true } };

/** POST /franchisee/signup. */
export function useSignupFranchisee() {
  return useEndpointMutation(endpoints.franchiseeSignup, {
    mutationKey: franchiseeListKeys.signup(),
    ...changesFranchisee,
  });
}

/** POST /franchisee/edit. */
export function useEditFranchisee() {
  return useEndpointMutation(endpoints.franchiseeEdit, {
    mutationKey: franchiseeListKeys.edit(),
    ...changesFranchisee,
  });
}
