import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import type { Trend } from '../format';

const ICONS = { up: TrendingUpRounded, down: TrendingDownRounded, flat: TrendingFlatRounded };
const COLORS = { up: 'success.main', down: 'error.main', flat: 'text.secondary' };

/** '↗ +25% vs last week'. */
export function TrendLabel({ trend, against }: { trend: Trend; against: string }) {
  const Icon = ICONS[trend.direction];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.25,
          color: COLORS[trend.direction],
          fontWeight: 600,
        }}
      >
        <Icon sx={{ fontSize: 18 }} aria-hidden />
        {trend.label}
      </Box>
      <span>{against}</span>
    </Box>
  );
}
