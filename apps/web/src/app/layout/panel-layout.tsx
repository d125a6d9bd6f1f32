import { DRAWER_WIDTH_PX } from '@cardora/contract';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AgencyLogo } from '#components/agency-logo';
import { PageLoadingSplash } from '#components/splash';
import { useAgency } from '../agency-context';
import { TOP_BAR_BORDER_COLOR } from '../theme';
import { showsBackButton } from './back-button-rule';
import { PageTitleProvider, usePageTitleValue, useTabTitle } from './page-title';

interface PanelLayoutProps {
  /** The area's root: where "back" goes when there is no history, and where the logo links. */
  homePath: '/customer' | '/admin';
  drawer: (close: () => void) => ReactNode;
  /** Full-width pages (admin tables) may use more room than the reading width. */
  wide?: boolean;
  /** Buttons in the top bar before the menu button (the admin area's notifications bell). */
  actions?: ReactNode;
  children: ReactNode;
}

function TopBar({ homePath, actions, onOpenMenu }: { homePath: string; actions?: ReactNode; onOpenMenu: () => void }) {
  const agency = useAgency();
  const { t } = useTranslation('common');
  // One name: the heading here and the browser tab say what the page's drawer entry says.
  const title = usePageTitleValue();
  useTabTitle(title);
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const showBack = showsBackButton(pathname, search);

  const goBack = () => {
    // A page opened directly has no history inside the app: go to the area's home instead.
    if (key === 'default') void navigate(homePath, { replace: true });
    else void navigate(-1);
  };

  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="secondary"
      sx={{ borderBottom: `3px solid ${TOP_BAR_BORDER_COLOR}`, color: '#fff' }}
      data-testid="top-bar"
    >
      {/* px 1.5 on phones: the menu button's edge="end" margin (-12 px) must not push the bar past the screen. */}
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 }, px: { xs: 1.5, sm: 2 } }}>
        {showBack ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={goBack}
            aria-label={t('topBar.back')}
            data-testid="back-button"
          >
            <ArrowBackRounded />
          </IconButton>
        ) : (
          <Box
            component={RouterLink}
            to={homePath}
            aria-label={t('topBar.home', { name: agency.agencyName })}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', pl: 0.5 }}
          >
            <AgencyLogo name={agency.agencyName} logoUrl={agency.theme.logoUrl} size={32} onDark />
            <Typography
              component="span"
              sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' }}
            >
              {agency.agencyName}
            </Typography>
          </Box>
        )}
        <Typography
          variant="h6"
          component="h1"
          noWrap
          data-testid="page-title"
          sx={{ flex: 1, minWidth: 0, fontWeight: 600, ml: showBack ? 0 : { xs: 0.5, sm: 2 } }}
        >
          {title}
        </Typography>
        {actions}
        <IconButton
          color="inherit"
          edge="end"
          onClick={onOpenMenu}
          aria-label={t('topBar.openMenu')}
          data-testid="menu-button"
        >
          <MenuRounded />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}

/** Panel pages: a dark top bar with back button, title slot and a right-hand 280 px drawer. */
export function PanelLayout({ homePath, drawer, wide = false, actions, children }: PanelLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const close = () => setMenuOpen(false);

  // Navigating anywhere closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <PageTitleProvider>
      <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
        <TopBar homePath={homePath} actions={actions} onOpenMenu={() => setMenuOpen(true)} />
        <Box
          component="main"
          sx={{ maxWidth: wide ? 1200 : 960, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 4 }, pb: 8 }}
        >
          {/* Lazy pages inside an area (the card editor, insights) load under the top bar. */}
          <Suspense fallback={<PageLoadingSplash />}>{children}</Suspense>
        </Box>
        <Drawer
          anchor="right"
          open={menuOpen}
          onClose={close}
          slotProps={{
            paper: {
              sx: { width: DRAWER_WIDTH_PX, maxWidth: '100vw' },
              'aria-label': t('topBar.menu'),
              // A chosen link closes the menu even when the page then asks to stay (unsaved edits).
              onClick: (event: React.MouseEvent<HTMLElement>) => {
                if (event.target instanceof Element && event.target.closest('a[href]')) close();
              },
            },
          }}
          data-testid="drawer"
        >
          {drawer(close)}
        </Drawer>
      </Box>
    </PageTitleProvider>
  );
}
