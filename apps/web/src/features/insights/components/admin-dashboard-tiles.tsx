import type { TAdminDashboard } from '@cardora/contract';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Box from '@mui/material/Box';
import { RetryAlert } from '#components/retry-alert';
import { formatCount, tileCount } from '../format';
import { useDashboard } from '../hooks/use-dashboard';
import { StatTile } from './stat-tile';
import { BusinessStateTiles, SectionTitle, TileGrid } from './tile-grid';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Admin home: the agency's businesses by state and its cards (a franchisee's: the businesses it made). */
export function AdminDashboardTiles() {
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return <RetryAlert error={dashboard.error} onRetry={() => dashboard.refetch()} testId="dashboard-error" />;
  }
  const data: TAdminDashboard | undefined = dashboard.data?.kind === 'admin' ? dashboard.data : undefined;
  const b = data?.businesses;

  return (
    <Box component="section" aria-labelledby="dashboard-title" data-testid="dashboard-tiles">
      <SectionTitle id="dashboard-title">
        {data?.scope === 'franchisee' ? 'Businesses you made' : 'At a glance'}
      </SectionTitle>
      <TileGrid columns={5} sx={{ '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } } }}>
        <StatTile
          label="Businesses"
          value={tileCount(b?.total)}
          caption={
            b ? (b.recent > 0 ? `+${formatCount(b.recent)} in the last 7 days` : 'None new in the last 7 days') : ''
          }
          icon={<StorefrontRounded />}
          testId="stat-businesses"
        />
        <StatTile
          label="Paid"
          value={tileCount(b?.paid)}
          caption={b ? (b.total > 0 ? `${percent(b.paid, b.total)}% of businesses` : 'No businesses yet') : ''}
          icon={<VerifiedRounded />}
          tone="success"
          testId="stat-paid"
        />
        <BusinessStateTiles data={data} />
      </TileGrid>
    </Box>
  );
}
