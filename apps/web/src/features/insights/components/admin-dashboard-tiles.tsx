import type { TAdminDashboard } from '@cardora/contract';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../api/api-error';
import { formatCount } from '../format';
import { useDashboard } from '../hooks/use-dashboard';
import { StatTile } from './stat-tile';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Admin home: the agency's businesses by state and its cards (a franchisee's: the businesses it made). */
export function AdminDashboardTiles() {
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
  const data: TAdminDashboard | undefined = dashboard.data?.kind === 'admin' ? dashboard.data : undefined;
  const b = data?.businesses;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value));

  return (
    <Box component="section" aria-labelledby="dashboard-title" data-testid="dashboard-tiles">
      <Typography id="dashboard-title" variant="overline" color="text.secondary" component="h2">
        {data?.scope === 'franchisee' ? 'Businesses you made' : 'At a glance'}
      </Typography>
      <Box
        sx={{
          mt: 0.5,
          display: 'grid',
          gap: { xs: 1.25, sm: 2 },
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
          '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        }}
      >
        <StatTile
          label="Businesses"
          value={count(b?.total)}
          caption={
            b ? (b.recent > 0 ? `+${formatCount(b.recent)} in the last 7 days` : 'None new in the last 7 days') : ''
          }
          icon={<StorefrontRounded />}
          testId="stat-businesses"
        />
        <StatTile
          label="Paid"
          value={count(b?.paid)}
          caption={b ? (b.total > 0 ? `${percent(b.paid, b.total)}% of businesses` : 'No businesses yet') : ''}
          icon={<VerifiedRounded />}
          tone="success"
          testId="stat-paid"
        />
        <StatTile
          label="Expiring soon"
          value={count(b?.expiringSoon)}
          caption={data ? `In the next ${data.expiringSoonDays} days` : ''}
          icon={<HourglassBottomRounded />}
          tone="warning"
          testId="stat-expiring"
        />
        <StatTile
          label="Expired"
          value={count(b?.expired)}
          caption="Due for renewal"
          icon={<EventBusyRounded />}
          tone="error"
          testId="stat-expired"
        />
        <StatTile
          label="Active cards"
          value={count(data?.cards.active)}
          caption={data ? `of ${formatCount(data.cards.total)} digital cards` : ''}
          icon={<QrCode2Rounded />}
          tone="info"
          testId="stat-cards"
        />
      </Box>
    </Box>
  );
}
