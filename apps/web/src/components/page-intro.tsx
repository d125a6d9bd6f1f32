import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A customer page's heading: its name, a line on what it is for, and what follows them (links, chips). */
export function PageIntro({ title, intro, children }: { title: ReactNode; intro: ReactNode; children?: ReactNode }) {
  return (
    <Box>
      <Typography variant="h2" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
