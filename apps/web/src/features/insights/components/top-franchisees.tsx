import type { TAdminInsights, TTopFranchisee } from '@cardora/contract';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatPaise } from '#lib/format';
import { formatCount } from '../format';

export type FranchiseeRanking = 'businesses' | 'revenue';

export function RankingToggle({
  value,
  onChange,
}: {
  value: FranchiseeRanking;
  onChange: (ranking: FranchiseeRanking) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: FranchiseeRanking | null) => next && onChange(next)}
      aria-label="Rank franchisees by"
      data-testid="franchisee-ranking"
    >
      <ToggleButton value="businesses" sx={{ px: 1.5, py: 0.25 }} data-testid="franchisee-ranking-businesses">
        Businesses
      </ToggleButton>
      <ToggleButton value="revenue" sx={{ px: 1.5, py: 0.25 }} data-testid="franchisee-ranking-revenue">
        Revenue
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The franchisees who made the most businesses, or brought the most money, in the range. */
export function TopFranchisees({
  top,
  ranking,
}: {
  top: TAdminInsights['topFranchisees'];
  ranking: FranchiseeRanking;
}) {
  const rows: TTopFranchisee[] = ranking === 'businesses' ? top.byBusinesses : top.byRevenue;
  const measure = (row: TTopFranchisee) => (ranking === 'businesses' ? row.businesses : row.revenuePaise);
  const max = Math.max(1, ...rows.map(measure));
  return (
    <Stack component="ol" spacing={1.75} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="franchisee-list">
      {rows.map((row, index) => (
        <Box component="li" key={row.franchiseeId} data-testid="franchisee-row">
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            <Box
              aria-hidden
              sx={(theme) => ({
                width: 26,
                height: 26,
                flexShrink: 0,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                typography: 'caption',
                fontWeight: 700,
                color: index === 0 ? theme.palette.primary.contrastText : theme.palette.primary.main,
                bgcolor: index === 0 ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.1),
              })}
            >
              {index + 1}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {row.name}
                </Typography>
                <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
                  {ranking === 'businesses' ? formatCount(row.businesses) : formatPaise(row.revenuePaise)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={(measure(row) / max) * 100}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                aria-hidden
              />
              <Typography variant="caption" color="textSecondary">
                {ranking === 'businesses'
                  ? `${formatPaise(row.revenuePaise)} collected`
                  : `${formatCount(row.businesses)} ${row.businesses === 1 ? 'business' : 'businesses'} made`}
              </Typography>
            </Box>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
