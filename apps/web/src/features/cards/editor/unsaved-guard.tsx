import type { TSessionState } from '@cardora/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { sessionKeys } from '#api/query-keys';
import { ConfirmDialog } from '#components/confirm-dialog';
import { anyDirty, useEditorSelector } from './editor-store';

/**
 * Unsaved edits: the browser asks before closing the tab, and the app before leaving the editor.
 * Not once signed out (a lapsed session the person did not renew): the way to the sign-in page
 * stays open, and the edits wait on the device (local-draft.ts).
 */
export function UnsavedGuard() {
  const { t } = useTranslation('editor');
  const dirty = useEditorSelector(anyDirty);
  const queryClient = useQueryClient();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    // Read at the moment of leaving: sign-out navigates in the same tick it forgets the session.
    const session = queryClient.getQueryData<TSessionState>(sessionKeys.current());
    if (!session || session.kind === 'none') return false;
    return (
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search)
    );
  });

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      testId="unsaved-dialog"
      title={t('leaveDialog.title')}
      text={t('leaveDialog.text')}
      confirmLabel={t('leaveDialog.leave')}
      cancelLabel={t('leaveDialog.stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
