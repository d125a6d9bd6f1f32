// One TanStack Query hook per tax-settings call. `agencyId` names another agency (the platform's
// admins from Agency Management); without it the call is about the caller's own agency.
import { endpoints, type TTaxSettings, type TTaxSettingsResponse } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';

const root = ['tax-settings'] as const;
export const taxSettingsKeys = {
  all: root,
  of: (agencyId: string | undefined) => [...root, 'agency', agencyId ?? 'own'] as const,
  save: () => [...root, 'save'] as const,
};

const queryOf = (agencyId: string | undefined) => (agencyId ? { agencyId } : {});

/** GET /tax-settings: what is saved, or the defaults (isSet false) until the first save. */
export function useTaxSettings(agencyId: string | undefined) {
  return useQuery(endpointQuery(taxSettingsKeys.of(agencyId), endpoints.getTaxSettings, { query: queryOf(agencyId) }));
}

/**
 * PUT /tax-settings. The answer is the settings as saved; every cached copy reads again (the
 * platform's own settings are cached both as 'own' and under its id). Errors show on the form.
 */
export function useSaveTaxSettings(agencyId: string | undefined) {
  return useEndpointMutation(endpoints.saveTaxSettings, {
    mutationKey: taxSettingsKeys.save(),
    call: (body: TTaxSettings) => ({ query: queryOf(agencyId), body }),
    onSuccess: (saved: TTaxSettingsResponse, _body, queryClient) => {
      queryClient.setQueryData(taxSettingsKeys.of(agencyId), saved);
    },
    invalidates: [taxSettingsKeys.all],
    meta: { inlineErrors: true },
  });
}
