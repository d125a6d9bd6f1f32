import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RetryAlert } from '#components/retry-alert';
import { customerPaths } from '#features/customer';
import { useFormat } from '#i18n/format';
import { postName } from '../greeting-format';
import { useGreetingVisits } from '../hooks/use-greeting-visits';

/**
 * Home: "Your greetings brought N visits this week", and the way to today's greetings. The home
 * reads its own words first: the tile waits for the products' words on its own (nothing shown
 * meanwhile), so the page is not held back by them.
 */
export function GreetingVisitsTile({ businessId }: { businessId: string }) {
  return (
    <Suspense fallback={null}>
      <VisitsTile businessId={businessId} />
    </Suspense>
  );
}

function VisitsTile({ businessId }: { businessId: string }) {
  const { t } = useTranslation('products');
  const { count } = useFormat();
  const visits = useGreetingVisits(businessId, 30);
  // A side note on the home: when it cannot be read, the home goes on without it.
  if (visits.isError) return null;
  const week = visits.data?.thisWeek;
  return (
    <Card
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 1.75,
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        background: `linear-gradient(120deg, ${alpha('#ff8a00', 0.1)} 0%, ${alpha(theme.palette.primary.main, 0.06)} 100%)`,
        borderColor: alpha('#ff8a00', 0.25),
      })}
      data-testid="greeting-visits-tile"
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          flex: 'none',
          borderRadius: '14px',
          display: 'grid',
          placeItems: 'center',
          color: '#fff',
          background: 'linear-gradient(135deg, #ff8a00 0%, #e52e71 100%)',
        }}
      >
        <CelebrationRounded />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {week === undefined ? (
          <Skeleton width="70%" height={28} />
        ) : (
          <Typography sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 17 } }} data-testid="greeting-visits-week">
            {t('greetings.visits.week', { count: week, figure: count(week) })}
          </Typography>
        )}
        <Typography variant="body2" color="textSecondary">
          {week === 0 || week === undefined ? t('greetings.visits.shareToday') : t('greetings.visits.opened')}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={customerPaths.greetings}
        variant="contained"
        endIcon={<ArrowForwardRounded />}
        sx={{ flex: 'none', width: { xs: '100%', sm: 'auto' } }}
        data-testid="greeting-visits-open"
      >
        {t('greetings.visits.todays')}
      </Button>
    </Card>
  );
}

/** Insights: the posts that brought visits to the card over the page's range, with their visits. */
export function GreetingVisitsSection({ businessId, days }: { businessId: string; days: number }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
      <VisitsSection businessId={businessId} days={days} />
    </Suspense>
  );
}

function VisitsSection({ businessId, days }: { businessId: string; days: number }) {
  const { t } = useTranslation('products');
  const { count } = useFormat();
  const visits = useGreetingVisits(businessId, days);
  const data = visits.data;
  const rows = data ? [...data.perPost].sort((a, b) => b.visits - a.visits) : [];
  const max = Math.max(1, ...rows.map((row) => row.visits));
  return (
    <Card
      sx={{ p: { xs: 2, sm: 2.5 } }}
      component="section"
      aria-labelledby="greeting-visits-title"
      data-testid="greeting-visits"
    >
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Box>
          <Typography id="greeting-visits-title" variant="h4" component="h3">
            {t('greetings.visits.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t('greetings.visits.subtitle', { count: days })}
          </Typography>
        </Box>
        {data ? (
          <Typography sx={{ fontSize: 26, fontWeight: 700, lineHeight: 1 }} data-testid="greeting-visits-total">
            {count(data.total)}
          </Typography>
        ) : null}
      </Stack>
      {visits.isError ? <RetryAlert error={visits.error} onRetry={() => void visits.refetch()} /> : null}
      {visits.isPending ? (
        <Stack spacing={1}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : null}
      {data && rows.length === 0 ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1.5, alignItems: { sm: 'center' } }}
          data-testid="greeting-visits-empty"
        >
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1 }}>
            {t('greetings.visits.none')}
          </Typography>
          <Button component={RouterLink} to={customerPaths.greetings} variant="outlined" sx={{ flex: 'none' }}>
            {t('greetings.visits.todays')}
          </Button>
        </Stack>
      ) : null}
      {rows.length > 0 ? (
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Stack
              component="li"
              key={row.imageId}
              direction="row"
              sx={{ gap: 1.5, alignItems: 'center' }}
              data-testid="greeting-visits-row"
            >
              <Avatar
                variant="rounded"
                src={row.previewUrl ?? undefined}
                alt=""
                sx={{ width: 44, height: 44, borderRadius: '10px' }}
              >
                <CelebrationRounded fontSize="small" />
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {postName(row)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, flex: 'none' }}>
                    {t('greetings.visits.visits', { count: row.visits, figure: count(row.visits) })}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={(row.visits / max) * 100}
                  sx={{ height: 6, borderRadius: 3, my: 0.5 }}
                  aria-hidden
                />
                <Typography variant="caption" color="textSecondary">
                  {t('greetings.visits.people', { count: row.uniqueVisitors, figure: count(row.uniqueVisitors) })}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
