import { endpoints, type TAgencyListQuery } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { useEndpointMutation } from '#api/endpoint-query';
import { listQuery } from '#api/list-query';
import { agencyKeys, namedKeys } from '#api/query-keys';

const managedAgency = ['managed-agency'] as const;
/** Agency Management's keys. */
export const managedAgencyKeys = {
  all: managedAgency,
  lists: () => [...managedAgency, 'list'] as const,
  list: (query: object) => [...managedAgency, 'list', query] as const,
  ...namedKeys(managedAgency, ['create', 'update', 'addAdmin', 'createSsl']),
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
