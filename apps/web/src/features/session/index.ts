// The session feature's front door: what the rest of the web may use of it. Anything not
// exported here is the feature's own; import it from another feature only by adding it here.
export { useAgencyDetailsQuery } from './hooks/use-agency-details';
export { useLogout } from './hooks/use-logout';
export { useSession, useSessionQuery } from './hooks/use-session';
export { useTouchSession } from './hooks/use-touch-session';
export { clearLoginData, markOtpVerified, otpResent, startOtpStep, useLoginState } from './login-store';
export { principalOf } from './principal';
export { type PanelPlace, RETURN_TO_PARAM, returnPlaceFrom, signInPlaceFor } from './return-to';
export { forgetSession, storeSignedInFranchisee, storeSignedInUser } from './session-cache';
