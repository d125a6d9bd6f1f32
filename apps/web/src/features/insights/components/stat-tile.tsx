import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type TileTone = 'primary' | 'success' | 'warning' | 'error' | 'info';

export interface StatTileProps {
  label: string;
  /** Formatted; undefined while loading (a skeleton shows). */
  value: string | undefined;
  /** A line under the value: context, or a trend. */
  caption?: ReactNode;
  icon: ReactNode;
  tone?: TileTone;
  testId: string;
}

const toneColor = (theme: Theme, tone: TileTone) => theme.palette[tone].main;

/** One figure: an icon in a tinted square, what it counts, the number, and a line of context. */
export function StatTile({ label, value, caption, icon, tone = 'primary', testId }: StatTileProps) {
  return (
    <Card sx={{ p: { xs: 1.75, sm: 2.25 }, height: '100%', minWidth: 0 }} data-testid={testId}>
      <Stack direction="row" spacing={{ xs: 1, sm: 1.25 }} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: { xs: 28, sm: 32 },
            height: { xs: 28, sm: 32 },
            flexShrink: 0,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            color: toneColor(theme, tone),
            bgcolor: alpha(toneColor(theme, tone), 0.12),
            '& svg': { fontSize: 18 },
          })}
        >
          {icon}
        </Box>
        <Typography variant="body2" color="textSecondary" noWrap sx={{ fontWeight: 600, fontSize: { xs: 13, sm: 14 } }}>
          {label}
        </Typography>
      </Stack>
      {value === undefined ? (
        <Skeleton width="60%" height={40} sx={{ mt: 0.75 }} />
      ) : (
        <Typography
          sx={{
            mt: 1,
            fontSize: { xs: 24, sm: 28 },
            fontWeight: 700,
            lineHeight: 1.2,
            letterSpacing: '-0.02em',
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
          data-testid={`${testId}-value`}
        >
          {value}
        </Typography>
      )}
      {caption !== undefined ? (
        <Box sx={{ mt: 0.5, minHeight: 20, typography: 'body2', color: 'text.secondary' }}>
          {value === undefined ? <Skeleton width="80%" /> : caption}
        </Box>
      ) : null}
    </Card>
  );
}
