import type { TCustomerDashboard } from '@cardora/contract';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { formatCount, tileCount, trendOf } from '../format';
import { useDashboard } from '../hooks/use-dashboard';
import { StatTile } from './stat-tile';
import { TileGrid } from './tile-grid';
import { TrendLabel } from './trend-label';

function businessCaption(b: TCustomerDashboard['businesses']): string {
  const parts = [`${formatCount(b.paid)} paid`];
  if (b.expiringSoon > 0) parts.push(`${formatCount(b.expiringSoon)} expiring soon`);
  if (b.expired > 0) parts.push(`${formatCount(b.expired)} expired`);
  return parts.join(' · ');
}

/** Customer home: how their cards did over the last 7 days, and their businesses' plans. */
export function CustomerDashboardTiles({ insightsPath }: { insightsPath: string }) {
  const dashboard = useDashboard();
  if (dashboard.isError) {
    return <RetryAlert error={dashboard.error} onRetry={() => dashboard.refetch()} testId="dashboard-error" />;
  }
  const data: TCustomerDashboard | undefined = dashboard.data?.kind === 'customer' ? dashboard.data : undefined;
  const activity = data?.cardActivity;
  const days = activity?.days ?? 7;

  return (
    <Box component="section" aria-labelledby="dashboard-title" data-testid="dashboard-tiles">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="dashboard-title" variant="h4" component="h2">
          Your cards, last {days} days
        </Typography>
        <Button
          component={RouterLink}
          to={insightsPath}
          size="small"
          endIcon={<ArrowForwardRounded />}
          data-testid="dashboard-insights-link"
        >
          Insights
        </Button>
      </Stack>
      <TileGrid columns={4} sx={{ mt: 1.25 }}>
        <StatTile
          label="Card views"
          value={tileCount(activity?.views)}
          caption={
            activity ? (
              <TrendLabel trend={trendOf(activity.views, activity.previousViews)} against="vs last week" />
            ) : (
              ''
            )
          }
          icon={<VisibilityRounded />}
          testId="stat-views"
        />
        <StatTile
          label="Visitors"
          value={tileCount(activity?.uniqueVisitors)}
          caption="Different people"
          icon={<PeopleAltRounded />}
          tone="info"
          testId="stat-visitors"
        />
        <StatTile
          label="Taps"
          value={tileCount(activity?.clicks)}
          caption="Calls, WhatsApp, links"
          icon={<TouchAppRounded />}
          tone="success"
          testId="stat-clicks"
        />
        <StatTile
          label="Businesses"
          value={tileCount(data?.businesses.total)}
          caption={data ? businessCaption(data.businesses) : ''}
          icon={<StorefrontRounded />}
          tone="warning"
          testId="stat-my-businesses"
        />
      </TileGrid>
    </Box>
  );
}
