import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Spec 2: a loading splash while the app starts (agency and session load before first paint). */
export function Splash() {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="app-splash"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2.5,
        bgcolor: '#f4f6fb',
      }}
    >
      <CircularProgress size={40} thickness={4.5} />
      <Typography color="text.secondary">Loading…</Typography>
    </Box>
  );
}
