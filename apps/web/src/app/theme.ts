import { DEFAULT_AGENCY_THEME, MOBILE_MAX_WIDTH_PX, type TAgencyTheme } from '@cardora/contract/auth';
import { alpha, createTheme, getContrastRatio, type Theme } from '@mui/material/styles';

/** The top bar is dark with a blue bottom border, whatever the agency's colours. */
export const TOP_BAR_BORDER_COLOR = '#2f7df6';
const FALLBACK_DARK = '#0f1b2d';

/**
 * The agency's accent (secondaryColor) when it carries white text at WCAG AA (UI customisation
 * refuses an accent that does not), else a dark navy (themes saved before that check).
 */
export function topBarColor(theme: Pick<TAgencyTheme, 'secondaryColor'>): string {
  return getContrastRatio(theme.secondaryColor, '#ffffff') >= 4.5 ? theme.secondaryColor : FALLBACK_DARK;
}

/** The media query of a person who asked their device for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * No CSS transitions and zero-length enter/exit timings (drawers, dialogs, collapses and
 * snackbars appear and go at once), for a person whose device asks for less motion.
 */
const NO_MOTION = {
  create: () => 'none',
  duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
};

/**
 * The one place the white-label theme is made, from the agency's colours; `reducedMotion` (the
 * device's prefers-reduced-motion) turns the theme's transitions off.
 */
export function createAppTheme(agencyTheme: TAgencyTheme = DEFAULT_AGENCY_THEME, reducedMotion = false): Theme {
  const primary = agencyTheme.primaryColor;
  const dark = topBarColor(agencyTheme);
  return createTheme({
    ...(reducedMotion ? { transitions: NO_MOTION } : {}),
    // "Mobile" is max-width 767px: below the sm breakpoint.
    breakpoints: { values: { xs: 0, sm: MOBILE_MAX_WIDTH_PX + 1, md: 1024, lg: 1280, xl: 1536 } },
    palette: {
      mode: 'light',
      primary: { main: primary },
      secondary: { main: dark },
      background: { default: '#f4f6fb', paper: '#ffffff' },
      text: { primary: '#172033', secondary: '#5b6578' },
      divider: '#e4e8f0',
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily:
        '"Inter", "Noto Sans Devanagari", "Noto Sans Tamil", "Noto Sans Bengali", "Noto Sans Gujarati", "Noto Sans Gurmukhi", "Noto Sans Telugu", "Noto Sans Kannada", "Noto Sans Malayalam", "Noto Sans Oriya", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      // Only 400, 600 and 700 are bundled: every weight is a font file a phone must download.
      fontWeightMedium: 600,
      h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.02em' },
      h2: { fontSize: '1.5rem', fontWeight: 700, letterSpacing: '-0.015em' },
      h3: { fontSize: '1.25rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h4: { fontSize: '1.125rem', fontWeight: 600 },
      h5: { fontSize: '1rem', fontWeight: 600 },
      h6: { fontSize: '1rem', fontWeight: 600 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', WebkitTapHighlightColor: 'transparent' },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 10, minHeight: 40 },
          sizeLarge: { minHeight: 48, fontSize: '1rem' },
        },
      },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: '#e4e8f0', borderRadius: 16 } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: 10, backgroundColor: '#fff' },
          // 16px keeps iOS Safari from zooming into the field.
          input: { fontSize: 16 },
        },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 16 }, paperFullScreen: { borderRadius: 0 } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: 10,
            '&.Mui-selected': { backgroundColor: alpha(primary, 0.1) },
          },
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
    },
  });
}
