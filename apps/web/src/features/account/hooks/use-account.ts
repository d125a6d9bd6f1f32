// The account page's calls, one hook each. Forms show their own errors
// (inlineErrors); a change to the name or e-mail refreshes the session, which the drawer reads.
import { endpoints, type TAccount } from '@cardora/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery, keepsAnswer, useEndpointMutation } from '#api/endpoint-query';
import { accountKeys, franchiseeKeys, sessionKeys, userKeys } from '#api/query-keys';
import { forgetSession } from '#features/session';

/** GET /account: the signed-in person (user or franchisee). */
export function useAccount() {
  return useQuery(endpointQuery(accountKeys.current(), endpoints.getAccount, {}));
}

/** What else a change to the account refreshes: the session, user and franchisee the drawer and pages read. */
const accountReaders = [sessionKeys.all, userKeys.all, franchiseeKeys.all];

/** A form's call whose errors show beside it. */
const inline = { meta: { inlineErrors: true } };

/** The account changed and the answer is the account: the page keeps it. */
const changesAccount = {
  onSuccess: keepsAnswer(
    (_account: TAccount) => accountKeys.current(),
    () => accountReaders,
  ),
  ...inline,
};

/** PUT /account: the person's name. */
export function useUpdateAccount() {
  return useEndpointMutation(endpoints.updateAccount, { mutationKey: accountKeys.update(), ...changesAccount });
}

/** POST /account/password/otp: a code to the account's own phone (or e-mail). */
export function useSendPasswordOtp() {
  return useEndpointMutation(endpoints.sendPasswordOtp, { mutationKey: accountKeys.passwordOtp(), ...inline });
}

/** POST /resendOtp: the same flow's code again (its 30 s wait and hourly limit apply). */
export function useResendAccountOtp() {
  return useEndpointMutation(endpoints.resendOtp, { mutationKey: accountKeys.resendOtp(), ...inline });
}

/** POST /account/password: with the current password or the code; other devices are signed out. */
export function useChangePassword() {
  return useEndpointMutation(endpoints.changePassword, {
    mutationKey: accountKeys.password(),
    invalidates: [accountKeys.all, ...accountReaders],
    ...inline,
  });
}

/** POST /account/logout-others: every other session ends; this one stays. */
export function useLogoutOtherSessions() {
  return useEndpointMutation(endpoints.logoutOtherSessions, {
    mutationKey: accountKeys.logoutOthers(),
    invalidates: [accountKeys.all],
  });
}

/** POST /account/email: a code to the new address. */
export function useChangeEmail() {
  return useEndpointMutation(endpoints.changeEmail, { mutationKey: accountKeys.email(), ...inline });
}

/** POST /account/email/verify: the code saves the new address. */
export function useVerifyEmailChange() {
  return useEndpointMutation(endpoints.verifyEmailChange, {
    mutationKey: accountKeys.verifyEmail(),
    ...changesAccount,
  });
}

/** DELETE /user: the account goes and this browser is signed out. */
export function useDeleteAccount() {
  return useEndpointMutation(endpoints.deleteUser, {
    mutationKey: accountKeys.remove(),
    ...inline,
    onSuccess: (_deleted, _none, queryClient) => forgetSession(queryClient),
  });
}
