// What the person sent from the sign-in island's form (src/sign-in-island), kept for React's
// login page, which sends it on as if typed there. Read during render and forgotten once the page
// has committed: a render that suspends (the Hindi words still loading) is thrown away and mounts
// again, and must find it again; a later visit to /panel/login in the same tab (after signing out)
// starts with an empty form.
import { useLayoutEffect } from 'react';
import { type SignInHandoff, signInIsland } from './early-boot';

let kept: SignInHandoff | null = null;

export function keepSignInHandoff(handoff: SignInHandoff | null): void {
  kept = handoff;
}

export function pendingSignInHandoff(): SignInHandoff | null {
  return kept;
}

export function forgetSignInHandoff(): void {
  kept = null;
}

/**
 * The app has drawn a page (a route's own content, or an error screen): the island's page above
 * it goes, before that frame is painted. Nothing where there is no island.
 */
export function useDismissSignInIsland(): void {
  useLayoutEffect(() => {
    signInIsland()?.dismiss();
  }, []);
}

/** Rendered beside a route's content inside its Suspense boundary: it commits when the content does. */
export function DismissSignInIsland(): null {
  useDismissSignInIsland();
  return null;
}
