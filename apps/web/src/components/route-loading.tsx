import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a lazy route's code loads; fades in late so fast loads do not flash. */
export function RouteLoading() {
  return (
    <Box role="status" aria-live="polite" aria-label="Loading page" data-testid="route-loading">
      <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }} />
      <Fade in style={{ transitionDelay: '300ms' }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40vh' }}>
          <CircularProgress size={32} />
        </Box>
      </Fade>
    </Box>
  );
}
