import { useIsMutating } from '@tanstack/react-query';
import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { userKeys } from '../api/query-keys';
import { reportError } from '../lib/error-reporting';
import { useGlobalDialogs } from './global-dialogs-store';
import { useReauth } from './reauth-store';

// The dialogs (MUI's Dialog, Modal, Backdrop and their transitions) are not on the login's
// critical path: their code is fetched on the person's first tap or key, or when a
// dialog is first needed, and stays mounted from then on.
const loadViews = () => import('./global-dialog-views');
const lazyViews = () => lazy(async () => ({ default: (await loadViews()).GlobalDialogViews }));
// React.lazy keeps a failed import failed; a new one is made after a failure, so the next dialog retries.
let GlobalDialogViews = lazyViews();

function preloadViews() {
  loadViews().catch(() => undefined);
}

interface BoundaryState {
  failed: boolean;
  retryKey: string;
}

/** If the dialogs' code cannot be fetched (offline), the page stays as it is rather than failing whole. */
class ViewsBoundary extends Component<{ children: ReactNode; retryKey: string }, BoundaryState> {
  override state: BoundaryState = { failed: false, retryKey: this.props.retryKey };

  static getDerivedStateFromProps(props: { retryKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.retryKey === state.retryKey ? null : { failed: false, retryKey: props.retryKey };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    GlobalDialogViews = lazyViews();
    reportError(error, { kind: 'global-dialogs' });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The app-wide dialogs: 'Failed to authenticate user', 'Error', 'Switching Business...'. */
export function GlobalDialogs() {
  const { authError, errors } = useGlobalDialogs();
  const reauth = useReauth().identity !== null;
  const switching = useIsMutating({ mutationKey: userKeys.preference() }) > 0;
  const active = authError !== null || errors.length > 0 || switching || reauth;
  const [wanted, setWanted] = useState(active);
  if (active && !wanted) setWanted(true);

  useEffect(() => {
    const options = { once: true, capture: true, passive: true } as const;
    window.addEventListener('pointerdown', preloadViews, options);
    window.addEventListener('keydown', preloadViews, options);
    return () => {
      window.removeEventListener('pointerdown', preloadViews, options);
      window.removeEventListener('keydown', preloadViews, options);
    };
  }, []);

  if (!wanted) return null;
  return (
    <ViewsBoundary retryKey={`${authError}|${errors[0]}|${switching}|${reauth}`}>
      <Suspense fallback={null}>
        <GlobalDialogViews />
      </Suspense>
    </ViewsBoundary>
  );
}
