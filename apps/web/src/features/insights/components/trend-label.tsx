import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingFlatRounded from '@mui/icons-material/TrendingFlatRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Trend } from '../format';

const ICONS = { up: TrendingUpRounded, down: TrendingDownRounded, flat: TrendingFlatRounded };
const COLORS = { up: 'success.main', down: 'error.main', flat: 'text.secondary' };

/** '↗ +25% vs last week'. */
export function TrendLabel({ trend, against }: { trend: Trend; against: string }) {
  const { t } = useTranslation('common');
  const Icon = ICONS[trend.direction];
  // 'Same' and 'New' are words; a percentage reads the same in every language.
  const label = trend.label === 'Same' ? t('trend.same') : trend.label === 'New' ? t('trend.new') : trend.label;
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
        {label}
      </Box>
      <span>{against}</span>
    </Box>
  );
}
