import { createStore, useStore } from '../lib/create-store';

// The app-wide dialogs (global-dialog-views). They are opened from the query caches (outside React),
// so their state lives in a small external store.
export interface GlobalDialogsState {
  /** 'Failed to authenticate user': the server's message, or null when closed. */
  authError: string | null;
  /** The generic 'Error' dialog's messages, oldest first. */
  errors: string[];
}

export const globalDialogsStore = createStore<GlobalDialogsState>({ authError: null, errors: [] });

export function useGlobalDialogs(): GlobalDialogsState {
  return useStore(globalDialogsStore);
}

export function raiseAuthError(message: string) {
  globalDialogsStore.update((state) => (state.authError === null ? { ...state, authError: message } : state));
}

export function clearAuthError() {
  globalDialogsStore.update((state) => ({ ...state, authError: null }));
}

export function raiseError(message: string) {
  globalDialogsStore.update((state) =>
    state.errors.includes(message) ? state : { ...state, errors: [...state.errors, message] },
  );
}

export function dismissError() {
  globalDialogsStore.update((state) => ({ ...state, errors: state.errors.slice(1) }));
}
