import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A platform management page's heading: its name and what it is for, its add buttons at the side (under it on a phone). */
export function ManagementHeading({ title, intro, actions }: { title: string; intro: string; actions: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography color="textSecondary">{intro}</Typography>
      </Box>
      {actions}
    </Stack>
  );
}
