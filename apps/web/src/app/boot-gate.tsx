import { GLOSSARY, MESSAGES } from '@cardora/contract/auth';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyDetailsQuery, useSessionQuery } from '#features/session';
import { errorMessage } from '../api/api-error';
import { FullPageMessage } from '../components/full-page-message';
import { BrandedSplash } from '../components/splash';
import { configureAnalytics } from '../lib/analytics/log-events';
import { AgencyContext } from './agency-context';
import { DismissSignInIsland } from './sign-in-handoff';
import { createAppTheme, REDUCED_MOTION_QUERY } from './theme';
import { panelBrand } from './theme-boot';

/**
 * Nothing renders before the agency (theme, name, flags) and the session are known, so the
 * first paint is already white-labelled and the guards never flicker.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const agency = useAgencyDetailsQuery();
  const session = useSessionQuery();
  // Above every Suspense boundary: English until the language's words are in, never a wait.
  const { t, ready } = useTranslation(['common', 'glossary'], { useSuspense: false });
  // Read once: a setting changed while the page is open counts from the next load.
  const reducedMotion = useMemo(() => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false, []);
  // Until /agency-details answers, the theme the server wrote into the page (no default-brand flash).
  const theme = useMemo(
    () => createAppTheme(agency.data?.theme ?? panelBrand?.theme, reducedMotion),
    [agency.data?.theme, reducedMotion],
  );

  useEffect(() => {
    if (agency.data) {
      // Events raised before this (the first page view) wait in the analytics queue.
      configureAnalytics(agency.data.analyticsHost);
      document.title = agency.data.agencyName;
      document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.secondary.main);
    }
  }, [agency.data, theme]);

  const failed = agency.error ?? (session.data ? null : session.error);
  let content: ReactNode;
  if (failed) {
    content = (
      <>
        <DismissSignInIsland />
        <FullPageMessage
          testId="boot-error"
          icon={<CloudOffRounded />}
          title={ready ? t('errors.bootTitle') : 'We could not open the panel'}
          text={errorMessage(failed) || (ready ? t('errors.internal') : MESSAGES.internalError)}
          actions={
            <Button variant="contained" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
              {ready ? t('glossary:tryAgain') : GLOSSARY.tryAgain}
            </Button>
          }
        />
      </>
    );
  } else if (!agency.data || !session.data) {
    content = <BrandedSplash />;
  } else {
    content = <AgencyContext value={agency.data}>{children}</AgencyContext>;
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {content}
    </ThemeProvider>
  );
}
