import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A row's icon on a small rounded square tinted with the brand colour, beside the row's text. */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: '14px',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, 0.1),
        color: 'primary.main',
      })}
    >
      {children}
    </Box>
  );
}
