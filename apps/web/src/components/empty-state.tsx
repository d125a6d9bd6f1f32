import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list with nothing in it yet: an icon in a tinted circle, what this is for, and the first step. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  testId,
  maxWidth = 440,
}: {
  icon: ReactNode;
  /** Left out where the page's own heading already says what this is. */
  title?: ReactNode;
  text: ReactNode;
  action?: ReactNode;
  testId: string;
  maxWidth?: number;
}) {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid={testId}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth, mx: 'auto' }}>
        <Box
          sx={(theme) => ({
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
            '& svg': { fontSize: 36 },
          })}
        >
          {icon}
        </Box>
        {title === undefined ? null : (
          <Typography variant="h3" component="h2">
            {title}
          </Typography>
        )}
        <Typography color="textSecondary">{text}</Typography>
        {action}
      </Stack>
    </Card>
  );
}
