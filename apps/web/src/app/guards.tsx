import { isStaff } from '@cardora/contract/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  type PanelPlace,
  principalOf,
  returnPlaceFrom,
  signInPlaceFor,
  useLoginState,
  useSession,
} from '#features/session';

// Route guards. They only hide: the server enforces.

/**
 * Signed in with a password the server made: the create-password screen and nothing else until
 * it is replaced (the server refuses the rest). docs/product-rules.md#single-use-passwords
 */
function mustChangePassword(session: ReturnType<typeof useSession>): boolean {
  return session.kind === 'user' && session.passwordMustChange === true;
}

/** /customer/*: a signed-in user; staff (admin/creator) and franchisees go on to the admin area. */
export function CustomerGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const principal = principalOf(session);
  // A link from outside the panel (a tag's claim) comes back here once signed in (return-to.ts).
  if (!principal) return <Navigate to={signInPlaceFor(location)} replace />;
  if (mustChangePassword(session)) return <Navigate to="/createPassword" replace />;
  if (isStaff(principal)) return <Navigate to="/admin" replace />;
  return children;
}

/** /admin/* and the agency payment pages: staff users or franchisees; customers go to /customer. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const principal = principalOf(session);
  if (!principal) return <Navigate to="/login" replace />;
  if (mustChangePassword(session)) return <Navigate to="/createPassword" replace />;
  if (!isStaff(principal)) return <Navigate to="/customer" replace />;
  return children;
}

/**
 * Where a signed-in person belongs, from the sign-in pages' query `search`: the page a link sent
 * them to sign in for (return-to.ts), else their area; null when nobody is signed in.
 */
function signedInHome(kind: 'none' | 'user' | 'franchisee', search: string): PanelPlace | null {
  if (kind === 'none') return null;
  return returnPlaceFrom(search) ?? { pathname: kind === 'user' ? '/customer' : '/admin', search: '' };
}

/** Login pages: someone already signed in goes to their area instead of signing in again. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const home = signedInHome(useSession().kind, useLocation().search);
  if (home) return <Navigate to={home} replace />;
  return children;
}

/** /otp and /franchisee-otp: only with login data for that kind of sign-in, else back to its login. */
export function OtpGuard({ subject, children }: { subject: 'user' | 'franchisee'; children: ReactNode }) {
  const { loginData } = useLoginState();
  const { search } = useLocation();
  const home = signedInHome(useSession().kind, search);
  // Signed in by the step that just finished: go on to the panel, not back through the login pages.
  if (home) return <Navigate to={home} replace />;
  if (!loginData || loginData.subject !== subject) {
    return <Navigate to={{ pathname: subject === 'user' ? '/login' : '/franchisee-login', search }} replace />;
  }
  return children;
}

/** /createPassword and /franchisee-createPassword: only once the OTP is verified, else back to the OTP page. */
export function CreatePasswordGuard({ subject, children }: { subject: 'user' | 'franchisee'; children: ReactNode }) {
  const { loginData, otpVerified } = useLoginState();
  const { search } = useLocation();
  const session = useSession();
  if (subject === 'user' && mustChangePassword(session)) return children;
  const home = signedInHome(session.kind, search);
  if (home) return <Navigate to={home} replace />;
  if (!loginData || loginData.subject !== subject || !otpVerified) {
    return <Navigate to={{ pathname: subject === 'user' ? '/otp' : '/franchisee-otp', search }} replace />;
  }
  return children;
}
