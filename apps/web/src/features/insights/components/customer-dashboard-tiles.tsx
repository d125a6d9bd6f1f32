import type { TCustomerDashboard } from '@cardora/contract';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { formatCount, trendOf } from '../format';
import { useDashboard } from '../hooks/use-dashboard';
import { StatTile } from './stat-tile';
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
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => dashboard.refetch()}>
            Retry
          </Button>
        }
        data-testid="dashboard-error"
      >
        {errorMessage(dashboard.error)}
      </Alert>
    );
  }
  const data: TCustomerDashboard | undefined = dashboard.data?.kind === 'customer' ? dashboard.data : undefined;
  const activity = data?.cardActivity;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));
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
      <Box
        sx={{
          mt: 1.25,
          display: 'grid',
          gap: { xs: 1.25, sm: 2 },
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <StatTile
          label="Card views"
          value={count(activity?.views)}
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
          value={count(activity?.uniqueVisitors)}
          caption="Different people"
          icon={<PeopleAltRounded />}
          tone="info"
          testId="stat-visitors"
        />
        <StatTile
          label="Taps"
          value={count(activity?.clicks)}
          caption="Calls, WhatsApp, links"
          icon={<TouchAppRounded />}
          tone="success"
          testId="stat-clicks"
        />
        <StatTile
          label="Businesses"
          value={count(data?.businesses.total)}
          caption={data ? businessCaption(data.businesses) : ''}
          icon={<StorefrontRounded />}
          tone="warning"
          testId="stat-my-businesses"
        />
      </Box>
    </Box>
  );
}
