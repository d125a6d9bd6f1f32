import { endpoints, type TAgencyListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { useEndpointMutation } from '#api/endpoint-query';
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

/**
 * A change to an agency: the lists read again, and so does GET /agency-details (the superadmin
 * may have edited their own agency). Errors show in the dialog that made it.
 */
const changesAgency = {
  invalidates: [managedAgencyKeys.lists(), agencyKeys.details()],
  meta: { inlineErrors: true },
};

/** POST /agency. */
export function useCreateAgency() {
  return useEndpointMutation(endpoints.createAgency, { mutationKey: managedAgencyKeys.create(), ...changesAgency });
}

/** PUT /agency. */
export function useUpdateAgency() {
  return useEndpointMutation(endpoints.updateAgency, { mutationKey: managedAgencyKeys.update(), ...changesAgency });
}

/** POST /addAgencyAdmin: the answer holds the password, shown once. */
export function useAddAgencyAdmin() {
  return useEndpointMutation(endpoints.addAgencyAdmin, { mutationKey: managedAgencyKeys.addAdmin(), ...changesAgency });
}

/** POST /createSsl: checks DNS now; on success the domain serves the agency with a certificate. */
export function useCreateSsl() {
  return useEndpointMutation(endpoints.createSsl, {
    mutationKey: managedAgencyKeys.createSsl(),
    call: (agencyId: string) => ({ body: { agencyId } }),
    ...changesAgency,
  });
}
