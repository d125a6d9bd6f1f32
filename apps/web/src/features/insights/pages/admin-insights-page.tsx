import { istDateOf, type TAdminInsights } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import MonitorHeartRounded from '@mui/icons-material/MonitorHeartRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { isApiError } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { AgencyPicker } from '#components/agency-picker';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { formatPaise } from '#lib/format';
import { ChartCard } from '../components/chart-card';
import { GROWTH_CHART_HEIGHT, GrowthChart } from '../components/growth-chart';
import { type RangeChange, RangePicker } from '../components/range-picker';
import { REVENUE_CHART_HEIGHT, RevenueChart } from '../components/revenue-chart';
import { StatTile } from '../components/stat-tile';
import { BusinessStateTiles, SectionTitle, TileGrid } from '../components/tile-grid';
import { type FranchiseeRanking, RankingToggle, TopFranchisees } from '../components/top-franchisees';
import { formatCount, rangeLabel, tileCount } from '../format';
import { growthSeries } from '../growth-series';
import { useAdminInsights } from '../hooks/use-dashboard';
import { parseInsightsView, writeInsightsView } from '../insights-range';

/** Colours beside the agency's primary one: cards and product purchases. */
const CARDS_COLOR = '#14b8a6';
const PRODUCTS_COLOR = '#f59e0b';

const retryable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

function RangeTiles({ data }: { data: TAdminInsights | undefined }) {
  const totals = data?.totals;
  const days = data?.perDay.length ?? 1;
  return (
    <TileGrid columns={4}>
      <StatTile
        label="New businesses"
        value={tileCount(totals?.newBusinesses)}
        caption={totals ? `${(totals.newBusinesses / days).toFixed(1)} a day on average` : ''}
        icon={<StorefrontRounded />}
        testId="stat-new-businesses"
      />
      <StatTile
        label="New cards"
        value={tileCount(totals?.newCards)}
        caption="Digital business cards made"
        icon={<QrCode2Rounded />}
        tone="info"
        testId="stat-new-cards"
      />
      <StatTile
        label="Revenue"
        value={totals ? formatPaise(totals.revenuePaise) : undefined}
        caption="Plans and product purchases"
        icon={<CurrencyRupeeRounded />}
        tone="success"
        testId="stat-revenue"
      />
      <StatTile
        label="Payments"
        value={tileCount(totals?.payments)}
        caption={
          totals && totals.payments > 0
            ? `${formatPaise(Math.round(totals.revenuePaise / totals.payments / 100) * 100)} on average`
            : 'None in this range'
        }
        icon={<ReceiptLongRounded />}
        tone="warning"
        testId="stat-payments"
      />
    </TileGrid>
  );
}

function NowTiles({ data }: { data: TAdminInsights | undefined }) {
  const b = data?.businesses;
  return (
    <TileGrid columns={4}>
      <StatTile
        label="Businesses"
        value={tileCount(b?.total)}
        caption={b ? `${formatCount(b.paid)} paid` : ''}
        icon={<TrendingUpRounded />}
        testId="stat-businesses-now"
      />
      <BusinessStateTiles data={data} testIdSuffix="-now" />
    </TileGrid>
  );
}

/**
 * /admin/insights (the superadmin agency's admins): an agency's businesses, cards,
 * revenue and franchisees over a range of IST days, the range and agency kept in the address.
 */
export function AdminInsightsPage() {
  const own = useAgency();
  const [params, setParams] = useSearchParams();
  const now = new Date();
  const view = parseInsightsView(params, now);
  const [ranking, setRanking] = useState<FranchiseeRanking>('businesses');
  const insights = useAdminInsights({
    from: view.from,
    to: view.to,
    ...(view.agencyId ? { agencyId: view.agencyId } : {}),
  });
  const data = insights.data;
  const loading = insights.isPending;
  const agency = data?.agency ?? { agencyId: view.agencyId ?? own.agencyId, agencyName: own.agencyName };
  const isOwn = agency.agencyId === own.agencyId;
  const viewKey = data ? `${data.agency.agencyId}:${data.from}:${data.to}` : 'loading';

  const setView = (change: RangeChange | { agencyId: string }) => {
    const next =
      'agencyId' in change
        ? { ...view, agencyId: change.agencyId === own.agencyId ? undefined : change.agencyId }
        : { ...change, agencyId: view.agencyId };
    setParams(writeInsightsView(next, params), { replace: true });
  };

  const nothingAtAll =
    data !== undefined &&
    data.businesses.total === 0 &&
    data.totals.newBusinesses === 0 &&
    data.totals.newCards === 0 &&
    data.totals.revenuePaise === 0;
  const noGrowth = data ? data.totals.newBusinesses === 0 && data.totals.newCards === 0 : false;
  const noRevenue = data ? data.totals.revenuePaise === 0 : false;
  const franchiseeRows = ranking === 'businesses' ? data?.topFranchisees.byBusinesses : data?.topFranchisees.byRevenue;

  return (
    <Stack spacing={{ xs: 2.5, sm: 3 }} data-testid="insights-admin-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: { sm: 'flex-end' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h2">
            Insights
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }} data-testid="insights-subtitle">
            {agency.agencyName} · {rangeLabel(view.from, view.to)}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <AgencyPicker value={agency} onChange={(next) => setView({ agencyId: next.agencyId })} />
          {/* The platform's own health (docs/operations.md#status-page). */}
          <Button
            component={RouterLink}
            to="/admin/system-status"
            variant="outlined"
            startIcon={<MonitorHeartRounded />}
            data-testid="insights-system-status"
          >
            System status
          </Button>
        </Stack>
      </Stack>

      <RangePicker
        key={`${view.preset}:${view.from}:${view.to}`}
        view={view}
        today={istDateOf(now)}
        onChange={setView}
      />

      {insights.isError ? (
        <RetryAlert
          error={insights.error}
          // A refused range (400) needs another range, not another try.
          onRetry={retryable(insights.error) ? () => insights.refetch() : undefined}
          testId="insights-error"
        />
      ) : nothingAtAll ? (
        <EmptyState
          icon={<InsightsRounded />}
          title="No businesses yet"
          text={`${agency.agencyName} has no businesses, cards or payments yet. They show here day by day as they come in.`}
          action={
            isOwn ? (
              <Button
                component={RouterLink}
                to="/admin/businesses/add"
                variant="contained"
                startIcon={<AddBusinessRounded />}
              >
                Add a business
              </Button>
            ) : null
          }
          testId="insights-empty"
        />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {insights.isPlaceholderData ? (
            <LinearProgress sx={{ position: 'absolute', top: -12, left: 0, right: 0, borderRadius: 2 }} />
          ) : null}
          <Stack
            spacing={{ xs: 2.5, sm: 3 }}
            sx={{ opacity: insights.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}
            aria-busy={loading || insights.isPlaceholderData}
          >
            <Box component="section">
              <SectionTitle>In this range</SectionTitle>
              <RangeTiles data={data} />
            </Box>
            <Box component="section">
              <SectionTitle>Right now</SectionTitle>
              <NowTiles data={data} />
            </Box>
            <ChartCard
              title="New businesses and cards"
              subtitle={data && growthSeries(data.perDay).unit === 'week' ? 'Per week, in IST' : 'Per day, in IST'}
              loading={loading}
              empty={noGrowth ? 'No businesses or cards were made in this range.' : null}
              height={GROWTH_CHART_HEIGHT + 32}
              testId="insights-growth"
            >
              {/* Keyed by the view: a new range draws afresh instead of morphing lines of another length. */}
              {data ? <GrowthChart key={viewKey} perDay={data.perDay} cardsColor={CARDS_COLOR} /> : null}
            </ChartCard>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 2.5, sm: 3 },
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
              }}
            >
              <ChartCard
                title="Revenue by month"
                subtitle={data ? `${formatPaise(data.totals.revenuePaise)} from customers` : undefined}
                loading={loading}
                empty={noRevenue ? 'No customer payments in this range.' : null}
                height={REVENUE_CHART_HEIGHT + 32}
                testId="insights-revenue"
              >
                {data ? (
                  <RevenueChart key={viewKey} months={data.revenueByMonth} productColor={PRODUCTS_COLOR} />
                ) : null}
              </ChartCard>
              <ChartCard
                title="Top franchisees"
                subtitle={ranking === 'businesses' ? 'By businesses made' : 'By money their businesses paid'}
                action={<RankingToggle value={ranking} onChange={setRanking} />}
                loading={loading}
                empty={
                  franchiseeRows && franchiseeRows.length === 0
                    ? ranking === 'businesses'
                      ? 'No franchisee made a business in this range.'
                      : 'No payments from franchisees’ businesses in this range.'
                    : null
                }
                height={REVENUE_CHART_HEIGHT + 32}
                testId="insights-franchisees"
              >
                {data ? <TopFranchisees top={data.topFranchisees} ranking={ranking} /> : null}
              </ChartCard>
            </Box>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
