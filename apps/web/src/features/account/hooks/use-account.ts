// The account page's calls, one hook each. Forms show their own errors
// (inlineErrors); a change to the name or e-mail refreshes the session, which the drawer reads.
import {
  endpoints,
  type TAccount,
  type TChangeEmailBody,
  type TChangePasswordBody,
  type TUpdateAccountBody,
  type TVerifyEmailChangeBody,
} from '@cardora/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#api/client';
import { accountKeys, franchiseeKeys, sessionKeys, userKeys } from '#api/query-keys';
import { forgetSession } from '#features/session';

/** GET /account: the signed-in person (user or franchisee). */
export function useAccount() {
  return useQuery({
    queryKey: accountKeys.current(),
    queryFn: ({ signal }) => callEndpoint(endpoints.getAccount, { signal }),
  });
}

/** The account changed: keep the page's copy, and refresh what the drawer and pages read. */
function accountChanged(queryClient: QueryClient, account?: TAccount) {
  if (account) queryClient.setQueryData(accountKeys.current(), account);
  else void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  void queryClient.invalidateQueries({ queryKey: userKeys.all });
  void queryClient.invalidateQueries({ queryKey: franchiseeKeys.all });
}

/** PUT /account: the person's name. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.update(),
    mutationFn: (body: TUpdateAccountBody) => callEndpoint(endpoints.updateAccount, { body }),
    meta: { inlineErrors: true },
    onSuccess: (account) => accountChanged(queryClient, account),
  });
}

/** POST /account/password/otp: a code to the account's own phone (or e-mail). */
export function useSendPasswordOtp() {
  return useMutation({
    mutationKey: accountKeys.passwordOtp(),
    mutationFn: () => callEndpoint(endpoints.sendPasswordOtp, {}),
    meta: { inlineErrors: true },
  });
}

/** POST /resendOtp: the same flow's code again (its 30 s wait and hourly limit apply). */
export function useResendAccountOtp() {
  return useMutation({
    mutationKey: accountKeys.resendOtp(),
    mutationFn: () => callEndpoint(endpoints.resendOtp, {}),
    meta: { inlineErrors: true },
  });
}

/** POST /account/password: with the current password or the code; other devices are signed out. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.password(),
    mutationFn: (body: TChangePasswordBody) => callEndpoint(endpoints.changePassword, { body }),
    meta: { inlineErrors: true },
    onSuccess: () => accountChanged(queryClient),
  });
}

/** POST /account/logout-others: every other session ends; this one stays. */
export function useLogoutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.logoutOthers(),
    mutationFn: () => callEndpoint(endpoints.logoutOtherSessions, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** POST /account/email: a code to the new address. */
export function useChangeEmail() {
  return useMutation({
    mutationKey: accountKeys.email(),
    mutationFn: (body: TChangeEmailBody) => callEndpoint(endpoints.changeEmail, { body }),
    meta: { inlineErrors: true },
  });
}

/** POST /account/email/verify: the code saves the new address. */
export function useVerifyEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.verifyEmail(),
    mutationFn: (body: TVerifyEmailChangeBody) => callEndpoint(endpoints.verifyEmailChange, { body }),
    meta: { inlineErrors: true },
    onSuccess: (account) => accountChanged(queryClient, account),
  });
}

/** DELETE /user: the account goes and this browser is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: accountKeys.remove(),
    mutationFn: () => callEndpoint(endpoints.deleteUser, {}),
    meta: { inlineErrors: true },
    onSuccess: () => forgetSession(queryClient),
  });
}
