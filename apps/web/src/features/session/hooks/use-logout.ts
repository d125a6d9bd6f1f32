import { authEndpoints } from '@cardora/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callEndpoint } from '#api/client';
import { authKeys } from '#api/query-keys';
import { logEvent } from '#lib/analytics/log-events';
import { clearLoginData } from '../login-store';
import { forgetSession } from '../session-cache';
import { useSession } from './use-session';

/**
 * Logout clears user and franchisee data, removes the session and goes to
 * /panel/login (franchisee: /panel/franchisee-login). Local state is cleared even if the
 * call fails, because the person asked to leave.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const isFranchisee = session.kind === 'franchisee';
  const mutation = useMutation({
    mutationKey: authKeys.logout(),
    mutationFn: async () => {
      if (isFranchisee) await callEndpoint(authEndpoints.franchiseeLogout, {});
      else await callEndpoint(authEndpoints.logout, {});
    },
    meta: { silent: true },
    onSettled: async () => {
      logEvent('Logout');
      forgetSession(queryClient);
      clearLoginData();
      await navigate(isFranchisee ? '/franchisee-login' : '/login', { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
