import type { TCustomerDashboard } from '@cardora/contract';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import PeopleAltRounded from '@mui/icons-material/PeopleAltRounded';
import TouchAppRounded from '@mui/icons-material/TouchAppRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '#components/retry-alert';
import { useFormat } from '#i18n/format';
import { trendOf } from '../format';
import { useDashboard } from '../hooks/use-dashboard';
import { StatTile, type TileTone } from './stat-tile';
import { TileGrid } from './tile-grid';
import { TrendLabel } from './trend-label';

// The tiles after views, which alone has a trend: a count over the days and what it counts.
const COUNT_TILES: {
  figure: 'uniqueVisitors' | 'clicks' | 'contactSaves';
  caption: string;
  Icon: typeof PeopleAltRounded;
  tone: TileTone;
  testId: string;
}[] = [
  {
    figure: 'uniqueVisitors',
    caption: 'dashboard.visitorsCaption',
    Icon: PeopleAltRounded,
    tone: 'info',
    testId: 'stat-visitors',
  },
  {
    figure: 'clicks',
    caption: 'dashboard.clicksCaption',
    Icon: TouchAppRounded,
    tone: 'success',
    testId: 'stat-clicks',
  },
  {
    figure: 'contactSaves',
    caption: 'dashboard.savesCaption',
    Icon: ContactPhoneRounded,
    tone: 'warning',
    testId: 'stat-contact-saves',
  },
];

/**
 * Customer home: how one business's card did over the last 7 days, under the
 * business's name — the business the home shows, never a sum over the others. Nothing while the
 * business has no card (the home offers to make one instead).
 */
export function CustomerDashboardTiles({
  businessId,
  businessName,
  insightsPath,
}: {
  businessId: string;
  /** Shown until the server's answer names the business. */
  businessName: string;
  insightsPath: string;
}) {
  const { t } = useTranslation(['customer', 'glossary']);
  const format = useFormat();
  const tileCount = (value: number | undefined) => (value === undefined ? undefined : format.count(value));
  const dashboard = useDashboard(businessId);
  if (dashboard.isError) {
    return <RetryAlert error={dashboard.error} onRetry={() => dashboard.refetch()} testId="dashboard-error" />;
  }
  const data: TCustomerDashboard | undefined = dashboard.data?.kind === 'customer' ? dashboard.data : undefined;
  if (data && !data.cardActivity) return null;
  const activity = data?.cardActivity ?? undefined;
  const days = activity?.days ?? 7;
  const name = data?.business?.businessName ?? businessName;

  return (
    <Box component="section" aria-labelledby="dashboard-title" data-testid="dashboard-tiles">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          id="dashboard-title"
          variant="h4"
          component="h2"
          sx={{ overflowWrap: 'anywhere' }}
          data-testid="dashboard-title"
        >
          {t('dashboard.title', { name, count: days })}
        </Typography>
        <Button
          component={RouterLink}
          to={insightsPath}
          size="small"
          endIcon={<ArrowForwardRounded />}
          sx={{ flexShrink: 0 }}
          data-testid="dashboard-insights-link"
        >
          {t('glossary:insights')}
        </Button>
      </Stack>
      <TileGrid columns={4} sx={{ mt: 1.25 }}>
        <StatTile
          label={t('figures.views.label')}
          value={tileCount(activity?.views)}
          caption={
            activity ? (
              <TrendLabel trend={trendOf(activity.views, activity.previousViews)} against={t('dashboard.vsLastWeek')} />
            ) : (
              ''
            )
          }
          icon={<VisibilityRounded />}
          testId="stat-views"
        />
        {COUNT_TILES.map(({ figure, caption, Icon, tone, testId }) => (
          <StatTile
            key={figure}
            label={t(`figures.${figure}.label`)}
            value={tileCount(activity?.[figure])}
            caption={t(caption)}
            icon={<Icon />}
            tone={tone}
            testId={testId}
          />
        ))}
      </TileGrid>
    </Box>
  );
}
