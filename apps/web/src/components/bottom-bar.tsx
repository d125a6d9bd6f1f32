import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A bar fixed to the bottom of the screen for a page's main action on a phone (Save, Preview),
 * clear of the phone's home indicator; the page keeps room for it at its foot.
 */
export function BottomBar({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'rgba(255,255,255,0.94)',
        backdropFilter: 'blur(8px)',
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        pt: 1.25,
        pb: 'calc(10px + env(safe-area-inset-bottom))',
      }}
    >
      {children}
    </Box>
  );
}
