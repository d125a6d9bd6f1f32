import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { AgencyContext } from '../app/agency-context';
import { SIGN_IN_SPLASH_PATH, type SignInSplashWords, signInSplashWords } from '../app/early-boot';
import { panelBrand } from '../app/theme-boot';
import { AgencyLogo } from './agency-logo';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase();
}

interface SplashBrand {
  appName: string;
  logoUrl: string | null;
  backgroundUrl: string | null;
}

/**
 * The agency the splash shows: its details once /agency-details answered (the boot gate's
 * context), else the brand the server wrote into the page (theme-boot), else none.
 */
function useSplashBrand(): SplashBrand {
  const agency = useContext(AgencyContext);
  if (agency) {
    return {
      appName: agency.agencyName,
      logoUrl: agency.theme.logoUrl,
      backgroundUrl: agency.theme.loginBackgroundUrl,
    };
  }
  return {
    appName: panelBrand?.appName ?? '',
    logoUrl: panelBrand?.theme.logoUrl ?? null,
    backgroundUrl: panelBrand?.theme.loginBackgroundUrl ?? null,
  };
}

/**
 * What the splash says under the spinner: the agency's name, never a bare "Loading…". The page's
 * own boot splash (index.html) says it in English; so does this until the language's words are
 * in (`t` given once they are).
 */
export function splashMessage(appName: string, t?: TFunction<'common'>): string {
  if (!t) return appName ? `Opening ${appName}…` : 'Opening your panel…';
  return appName ? t('splash.opening', { name: appName }) : t('splash.openingPanel');
}

/**
 * The splash is a Suspense fallback itself: it never waits for words. Until they are in it has
 * no `t` and says its English (asking i18next first would count as a word that does not exist).
 */
function useSplashT(): TFunction<'common'> | undefined {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return ready ? t : undefined;
}

/**
 * On /panel/login the splash is the sign-in card with its title and subtitle (index.html's inline
 * script drew it so before any script): the words in the panel's language once its sign-in words
 * are in, else the ones the page drew.
 */
function useSignInSplashWords(): SignInSplashWords | null {
  const onLogin = typeof window !== 'undefined' && SIGN_IN_SPLASH_PATH.test(window.location.pathname);
  // Other pages' splashes do not ask for the sign-in words (in Hindi, a download).
  const { t, ready } = useTranslation(onLogin ? 'auth' : 'common', { useSuspense: false });
  if (!onLogin) return null;
  if (ready) return { title: t('auth:login.title'), subtitle: t('auth:login.subtitle') };
  return signInSplashWords();
}

/**
 * The loading splash, and every full-page loading screen after it: the
 * agency's logo and name on its colours. It is the page's own boot splash drawn again (index.html's
 * boot-splash classes and the brand the server wrote in), so React taking over the page, and a
 * route's code loading after it, change nothing on screen.
 */
export function BrandedSplash({ testId = 'app-splash' }: { testId?: string }) {
  const { appName, logoUrl, backgroundUrl } = useSplashBrand();
  const t = useSplashT();
  const signIn = useSignInSplashWords();
  return (
    <div
      className={signIn ? 'boot-splash boot-splash--sign-in' : 'boot-splash'}
      role="status"
      aria-live="polite"
      data-testid={testId}
    >
      <div className="boot-splash__band">
        {backgroundUrl ? (
          <div className="boot-splash__bg" style={{ backgroundImage: `url("${encodeURI(backgroundUrl)}")` }} />
        ) : null}
        {logoUrl ? (
          <img
            className="boot-splash__logo"
            src={logoUrl}
            alt={t ? t('splash.logo', { name: appName }) : `${appName} logo`}
            width={64}
            height={64}
          />
        ) : appName ? (
          <div className="boot-splash__mark" aria-hidden="true">
            {initials(appName)}
          </div>
        ) : null}
        {appName ? <p className="boot-splash__name">{appName}</p> : null}
      </div>
      <div className="boot-splash__card">
        {signIn ? (
          <div className="boot-splash__sign-in">
            <h1 className="boot-splash__title">{signIn.title}</h1>
            <p className="boot-splash__subtitle">{signIn.subtitle}</p>
          </div>
        ) : null}
        <div className="boot-splash__placeholder boot-splash__placeholder--field" />
        <div className="boot-splash__placeholder boot-splash__placeholder--button" />
        <div className="boot-splash__ring" />
        <span className="boot-splash__loading">{splashMessage(appName, t)}</span>
      </div>
    </div>
  );
}

/**
 * A page's code loading inside the panel (under the top bar): a thin bar at once, then, if it
 * takes a moment, the agency's logo and name with a spinner (faded in late so fast loads do not flash).
 */
export function PageLoadingSplash({ testId = 'route-loading' }: { testId?: string }) {
  const { appName, logoUrl } = useSplashBrand();
  const t = useSplashT();
  return (
    <Box role="status" aria-live="polite" aria-label={splashMessage(appName, t)} data-testid={testId}>
      <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }} />
      <Fade in style={{ transitionDelay: '300ms' }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            alignItems: 'center',
            gap: 1.5,
            minHeight: '40vh',
            textAlign: 'center',
          }}
        >
          {appName ? <AgencyLogo name={appName} logoUrl={logoUrl} size={48} /> : null}
          {appName ? (
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid={`${testId}-name`}>
              {appName}
            </Typography>
          ) : null}
          <CircularProgress size={28} aria-hidden />
        </Box>
      </Fade>
    </Box>
  );
}
