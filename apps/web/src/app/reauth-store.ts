// Signing in again in place: when a call answers 401 because the session
// lapsed, the API client asks here before giving up. A dialog (global-dialog-views) asks the
// same person for their password; once signed in, every call that was waiting is sent again,
// so a save in flight lands and nothing on screen is lost. Where signing in again is not
// possible (no one was signed in, or the person declines), the call fails as before and the
// spec's 'Failed to authenticate user' dialog logs out.
// Kept free of React and MUI: the API client imports it on the login's critical path.
import type { TSessionState } from '@cardora/contract/auth';
import { createStore, useStore } from '../lib/create-store';
import { globalDialogsStore } from './global-dialogs-store';

/** Who was signed in, as the sign-in endpoints take them. */
export type ReauthIdentity =
  | { kind: 'user'; name: string | null; phoneNumber: string | null; email: string | null; isForeignUser: boolean }
  | { kind: 'franchisee'; name: string; phoneNumber: string };

export interface ReauthState {
  /** Set while the dialog asks; null when no call is waiting. */
  identity: ReauthIdentity | null;
}

export const reauthStore = createStore<ReauthState>({ identity: null });

export function useReauth(): ReauthState {
  return useStore(reauthStore);
}

/** The signed-in principal as the session query last knew it, or null. */
let currentSession: () => TSessionState | undefined = () => undefined;

/** The app tells the store where the session lives (the query cache), once, at start. */
export function setSessionSource(source: () => TSessionState | undefined): void {
  currentSession = source;
}

export function identityOf(session: TSessionState | undefined): ReauthIdentity | null {
  if (session?.kind === 'user') {
    const { name, phoneNumber, email, isForeignUser } = session.details.user;
    return { kind: 'user', name, phoneNumber, email, isForeignUser };
  }
  if (session?.kind === 'franchisee') {
    const { name, phoneNumber } = session.franchisee;
    return { kind: 'franchisee', name, phoneNumber };
  }
  return null;
}

let waiting: { promise: Promise<boolean>; resolve: (signedIn: boolean) => void } | null = null;

/** How many times the dialog was answered; a call notes it before it is sent. */
let answers = 0;
/** The last answer: signed in again (true) or declined (false). */
let lastAnswer = false;

/** The answer count now: pass it back to requestReauthentication for a call sent now. */
export function reauthenticationMark(): number {
  return answers;
}

/**
 * Resolves true once the same person signed in again, false when they cannot or will not.
 * Concurrent callers share one dialog and one answer. A call sent before the dialog was last
 * answered met the old session and takes that answer without asking a second time: sent again
 * after a sign-in, failed after a decline (the person is being signed out; asking again would
 * put the dialog back over the 'Failed to authenticate user' one). Nor is anyone asked while
 * that dialog is open.
 */
export function requestReauthentication(sentAt: number = answers): Promise<boolean> {
  if (sentAt < answers) return Promise.resolve(lastAnswer);
  if (waiting) return waiting.promise;
  if (globalDialogsStore.get().authError !== null) return Promise.resolve(false);
  const identity = identityOf(currentSession());
  if (!identity) return Promise.resolve(false);
  let resolve: (signedIn: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  waiting = { promise, resolve };
  reauthStore.update(() => ({ identity }));
  return promise;
}

/** The dialog's answer: signed in again (the waiting calls are sent again) or not. */
export function finishReauthentication(signedIn: boolean): void {
  const current = waiting;
  waiting = null;
  if (current) {
    answers += 1;
    lastAnswer = signedIn;
  }
  reauthStore.update(() => ({ identity: null }));
  current?.resolve(signedIn);
}

/**
 * Whether a 401 from this endpoint may be cured by signing in again: not the sign-in calls
 * themselves (a wrong password is theirs to show), nor the boot's GET /session.
 */
export function mayReauthenticate(endpoint: { tag: string; path: string }): boolean {
  if (endpoint.tag === 'auth') return endpoint.path.endsWith('/session/touch');
  return endpoint.tag !== 'franchisee-auth';
}
