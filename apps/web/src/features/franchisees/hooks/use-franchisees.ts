import { endpoints, type TFranchiseeListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { useEndpointMutation } from '#api/endpoint-query';
import { listQuery } from '#api/list-query';
import { namedKeys } from '#api/query-keys';

const franchiseeList = ['franchisee-list'] as const;
/** The Franchisee List's keys (the signed-in franchisee's own record is franchiseeKeys.current). */
export const franchiseeListKeys = {
  all: franchiseeList,
  lists: () => [...franchiseeList, 'list'] as const,
  list: (query: object) => [...franchiseeList, 'list', query] as const,
  ...namedKeys(franchiseeList, ['signup', 'edit']),
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
