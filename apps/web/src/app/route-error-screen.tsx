import { MESSAGES } from '@cardora/contract/auth';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { isChunkLoadError } from '../lib/chunk-load';
import { reportError } from '../lib/error-reporting';
import { useDismissSignInIsland } from './sign-in-handoff';

/** Route-level error boundary: a failed lazy import offers Reload; anything else is reported. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // No Suspense above an error screen: it shows English until the language's words are in.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const say = (key: string, english: string) => (ready ? t(key) : english);
  useDismissSignInIsland();

  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error, { kind: chunkFailed ? 'chunk-load' : 'render' });
  }, [error, chunkFailed]);

  const reload = (
    <Button variant="contained" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
      {say('errors.reload', 'Reload')}
    </Button>
  );
  if (chunkFailed) {
    return (
      <FullPageMessage
        testId="chunk-load-error"
        icon={<RefreshRounded />}
        title={say('errors.chunkTitle', 'Could not load this page')}
        text={say('errors.chunkText', MESSAGES.chunkLoadFailed)}
        actions={reload}
      />
    );
  }
  return (
    <FullPageMessage
      testId="route-error"
      icon={<ErrorOutlineRounded />}
      title={say('errors.routeTitle', 'Something went wrong')}
      text={say('errors.internal', MESSAGES.internalError)}
      actions={reload}
    />
  );
}
