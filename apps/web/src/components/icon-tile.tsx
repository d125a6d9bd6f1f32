import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A row's icon on a small rounded square tinted with the brand colour, beside the row's text. */
export function IconTile({ children, size = 44 }: { children: ReactNode; size?: number }) {
  return (
    <Box
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: size > 40 ? '14px' : '12px',
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
