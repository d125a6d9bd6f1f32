import { authEndpoints } from '@cardora/contract/auth';
import { useEndpointMutation } from '#api/endpoint-query';
import { authKeys } from '#api/query-keys';
import { signsInFranchisee } from './use-franchisee-login';

/** POST /franchisee/createPassword after a verified franchisee OTP; signs the franchisee in. */
export function useFranchiseeCreatePassword() {
  return useEndpointMutation(authEndpoints.franchiseeCreatePassword, {
    mutationKey: [...authKeys.createPassword(), 'franchisee'],
    ...signsInFranchisee,
  });
}
