import { SNACKBAR_DURATION_MS } from '@cardora/contract/auth';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';

/** The top bar's height (Toolbar 56 px on phones, 64 px from the sm breakpoint) and its 3 px border. */
const TOP_BAR_PHONE_PX = 56 + 3;
const TOP_BAR_WIDE_PX = 64 + 3;
/** notistack pads each snackbar by 6 px inside its container; 8 px more of air below the bar. */
const GAP_PX = 8 - 6;

/**
 * Where every snackbar goes: at the top, just under the top bar. Save buttons,
 * a dialog's actions and the card editor's Preview bar sit low on the screen, where the thumb is;
 * a "Saved" at the bottom covered the very button just pressed. Under the bar it covers neither
 * the bar's buttons nor a primary action.
 */
export function AppSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          '.notistack-SnackbarContainer.app-snackbars': {
            top: `calc(${TOP_BAR_PHONE_PX + GAP_PX}px + env(safe-area-inset-top, 0px))`,
            [theme.breakpoints.up('sm')]: { top: `${TOP_BAR_WIDE_PX + GAP_PX}px` },
          },
        })}
      />
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={SNACKBAR_DURATION_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        classes={{ containerRoot: 'app-snackbars' }}
        preventDuplicate
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
