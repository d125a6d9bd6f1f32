import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card around a chart or list: its skeleton while loading, a quiet line when it has nothing. */
export function ChartCard({
  title,
  subtitle,
  action,
  loading,
  empty,
  height,
  testId,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  action?: ReactNode;
  loading: boolean;
  /** What to say instead of an empty chart; null when there is data. */
  empty: string | null;
  height: number;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }} data-testid={testId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h2">
            {title}
          </Typography>
          {subtitle ? (
            <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.25 }}>
              {loading ? <Skeleton width={160} /> : subtitle}
            </Box>
          ) : null}
        </Box>
        {action}
      </Stack>
      {loading ? (
        <Skeleton variant="rounded" height={height} data-testid={`${testId}-loading`} />
      ) : empty ? (
        <Box
          sx={{
            height,
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            px: 3,
            borderRadius: 3,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            color: 'text.secondary',
          }}
          data-testid={`${testId}-empty`}
        >
          <Typography variant="body2" sx={{ maxWidth: 320 }}>
            {empty}
          </Typography>
        </Box>
      ) : (
        children
      )}
    </Card>
  );
}
