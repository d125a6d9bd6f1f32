// One hook per call of the super admin's status page (docs/operations.md#status-page).
import { endpoints } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '#api/endpoint-query';
import { namedKeys } from '#api/query-keys';

const root = ['system-status'] as const;
export const systemStatusKeys = {
  all: root,
  status: () => [...root, 'status'] as const,
  ...namedKeys(root, ['retry', 'discard']),
};

/** How often the page reads the status again while it is open. */
export const STATUS_REFRESH_MS = 30_000;

/** GET /system-status, read again every 30 s while the page is open. */
export function useSystemStatus() {
  return useQuery({
    ...endpointQuery(systemStatusKeys.status(), endpoints.getSystemStatus, {}),
    refetchInterval: STATUS_REFRESH_MS,
  });
}

/** POST /system-status/jobs/retry: the job runs again; the status is read again. */
export function useRetryFailedJob() {
  return useEndpointMutation(endpoints.retryFailedJob, {
    mutationKey: systemStatusKeys.retry(),
    invalidates: [systemStatusKeys.status()],
  });
}

/** POST /system-status/jobs/discard: the job is deleted; the status is read again. */
export function useDiscardFailedJob() {
  return useEndpointMutation(endpoints.discardFailedJob, {
    mutationKey: systemStatusKeys.discard(),
    invalidates: [systemStatusKeys.status()],
  });
}
