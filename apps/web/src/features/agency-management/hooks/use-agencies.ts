import {
  endpoints,
  type TAddAgencyAdminBody,
  type TAgencyListQuery,
  type TCreateAgencyBody,
  type TUpdateAgencyBody,
} from '@cardora/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { listQuery } from '#api/list-query';
import { agencyKeys } from '#api/query-keys';

/** Agency Management's keys. */
export const managedAgencyKeys = {
  all: ['managed-agency'] as const,
  lists: () => [...managedAgencyKeys.all, 'list'] as const,
  list: (query: object) => [...managedAgencyKeys.lists(), query] as const,
  create: () => [...managedAgencyKeys.all, 'create'] as const,
  update: () => [...managedAgencyKeys.all, 'update'] as const,
  addAdmin: () => [...managedAgencyKeys.all, 'addAdmin'] as const,
  createSsl: () => [...managedAgencyKeys.all, 'createSsl'] as const,
};

/** GET /agency/list. */
export function useAgencyList(query: TAgencyListQuery) {
  return useQuery(listQuery(managedAgencyKeys.list(query), endpoints.listAgencies, query));
}

function useInvalidateAgencies() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: managedAgencyKeys.lists() });
    // Editing the superadmin's own agency changes what GET /agency-details says.
    void queryClient.invalidateQueries({ queryKey: agencyKeys.details() });
  };
}

/** POST /agency. */
export function useCreateAgency() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationKey: managedAgencyKeys.create(),
    mutationFn: (body: TCreateAgencyBody) => callEndpoint(endpoints.createAgency, { body }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}

/** PUT /agency. */
export function useUpdateAgency() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationKey: managedAgencyKeys.update(),
    mutationFn: (body: TUpdateAgencyBody) => callEndpoint(endpoints.updateAgency, { body }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}

/** POST /addAgencyAdmin: the answer holds the password, shown once. */
export function useAddAgencyAdmin() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationKey: managedAgencyKeys.addAdmin(),
    mutationFn: (body: TAddAgencyAdminBody) => callEndpoint(endpoints.addAgencyAdmin, { body }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}

/** POST /createSsl: checks DNS now; on success the domain serves the agency with a certificate. */
export function useCreateSsl() {
  const invalidate = useInvalidateAgencies();
  return useMutation({
    mutationKey: managedAgencyKeys.createSsl(),
    mutationFn: (agencyId: string) => callEndpoint(endpoints.createSsl, { body: { agencyId } }),
    meta: { inlineErrors: true },
    onSuccess: invalidate,
  });
}
