// The content team's Festival calendar (a tab of the greetings admin page): the next 90 days'
// festivals with the posts each has, the platform's and the agency's own, and a warning on those
// with none (docs/product-rules.md#festival-calendar). The admin area is English.
import { FESTIVAL_CALENDAR_DAYS, type TFestivalCalendarEntry } from '@cardora/contract';
import EventRounded from '@mui/icons-material/EventRounded';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '#components/empty-state';
import { ListSkeleton } from '#components/list-skeleton';
import { RetryAlert } from '#components/retry-alert';
import { dayLabel } from '../day-label';
import { useFestivalCalendar } from '../hooks/use-festivals';

const KIND_LABELS: Record<TFestivalCalendarEntry['kind'], string> = {
  national: 'National',
  religious: 'Festival',
  regional: 'Regional',
  observance: 'Day',
};

function FestivalRow({ festival, platform }: { festival: TFestivalCalendarEntry; platform: boolean }) {
  const total = festival.posts.platform + festival.posts.own;
  const counts = platform
    ? `${festival.posts.platform} ${festival.posts.platform === 1 ? 'post' : 'posts'}`
    : `${festival.posts.own} of yours · ${festival.posts.platform} from the platform`;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, py: 1.25, alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider' }}
      data-testid="festival-row"
      data-key={festival.key}
    >
      <Typography sx={{ width: { sm: 120 }, flexShrink: 0, fontWeight: 600 }}>{dayLabel(festival.date)}</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {festival.name}{' '}
          <Typography component="span" variant="body2" color="textSecondary">
            {festival.nameHi}
          </Typography>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {KIND_LABELS[festival.kind]}
          {festival.states.length > 0 ? ` · ${festival.states.join(', ')}` : ''} · {counts}
        </Typography>
      </Box>
      {total === 0 ? (
        <Chip
          color="warning"
          size="small"
          icon={<WarningAmberRounded />}
          label="No posts yet"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          data-testid="festival-no-posts"
        />
      ) : null}
    </Stack>
  );
}

export function FestivalCalendarPanel({ platform }: { platform: boolean }) {
  const calendar = useFestivalCalendar(FESTIVAL_CALENDAR_DAYS);
  if (calendar.isPending) return <ListSkeleton />;
  if (calendar.isError) return <RetryAlert error={calendar.error} onRetry={() => calendar.refetch()} />;
  const festivals = calendar.data.festivals;
  const missing = festivals.filter((f) => f.posts.platform + f.posts.own === 0).length;
  return (
    <Stack spacing={2} data-testid="festival-calendar">
      <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 640 }}>
        The festivals and days of the next {FESTIVAL_CALENDAR_DAYS} days, with the posts ready for each (scheduled to
        the festival or dated on its day).{' '}
        {missing > 0
          ? `${missing} ${missing === 1 ? 'has' : 'have'} none yet: you are reminded 14 and 3 days before.`
          : 'Every one has a post.'}
      </Typography>
      {festivals.length === 0 ? (
        <EmptyState icon={<EventRounded />} text="No festivals in the next days." testId="festival-calendar-empty" />
      ) : (
        <Card sx={{ px: 2, '& > :first-of-type': { borderTop: 0 } }}>
          {festivals.map((festival) => (
            <FestivalRow key={`${festival.key}-${festival.date}`} festival={festival} platform={platform} />
          ))}
        </Card>
      )}
    </Stack>
  );
}
