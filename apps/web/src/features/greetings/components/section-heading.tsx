import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section's title with an optional line under it and something on the right (a count, a link). */
export function SectionHeading({
  id,
  title,
  subtitle,
  icon,
  action,
}: {
  id: string;
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          {icon ? <Box sx={{ display: 'flex', color: 'primary.main', '& svg': { fontSize: 20 } }}>{icon}</Box> : null}
          <Typography id={id} variant="h4" component="h2">
            {title}
          </Typography>
        </Stack>
        {subtitle ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Stack>
  );
}
