import { festivalName, type TFestivalOnDay, type TGreetingsHome, type TImagePost } from '@cardora/contract';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import WbSunnyRounded from '@mui/icons-material/WbSunnyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { aheadLabel, calendarLabel, daysBetween, type GreetingWords, shortDate, weekday } from '../greeting-format';
import { PostThumb, PostThumbSkeleton } from './post-thumb';
import { Rail, RailItem } from './rail';
import { SectionHeading } from './section-heading';

/** A day's festivals by name in the reader's language, a regional one with its states (docs/product-rules.md#festival-calendar). */
function festivalNames(festivals: TFestivalOnDay[] | undefined, language: string): string {
  return (festivals ?? [])
    .map((f) =>
      f.states.length > 0 ? `${festivalName(f, language)} (${f.states.join(', ')})` : festivalName(f, language),
    )
    .join(' · ');
}

interface SectionProps {
  home: TGreetingsHome;
  stamp: number;
  onOpen: (post: TImagePost) => void;
}

/** Today's posts first (IST): big cards, the first thing the customer sees. */
export function TodaySection({ home, stamp, onOpen }: SectionProps) {
  const { t, i18n } = useTranslation('products');
  const { locale } = useFormat();
  const festivals = festivalNames(home.todaysFestivals, i18n.language);
  const date = [festivals, `${weekday(home.today, locale)}, ${shortDate(home.today, locale)}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box component="section" aria-labelledby="greetings-today" data-testid="greetings-today">
      <SectionHeading id="greetings-today" title={t('greetings.today')} subtitle={date} icon={<WbSunnyRounded />} />
      {home.todays.length === 0 ? (
        <Card
          sx={(theme) => ({ p: 2, bgcolor: alpha(theme.palette.primary.main, 0.04), borderStyle: 'dashed' })}
          data-testid="greetings-today-empty"
        >
          <Typography variant="body2" color="textSecondary">
            {t('greetings.todayEmpty')}{' '}
            {home.upcoming.length > 0 ? t('greetings.todayEmptyUpcoming') : t('greetings.todayEmptyBrowse')}
          </Typography>
        </Card>
      ) : (
        <Rail
          label={t('greetings.todaysPosts')}
          itemWidth={{ xs: home.todays.length === 1 ? '100%' : '80%', sm: 'calc((100% - 24px) / 3)' }}
        >
          {home.todays.map((post) => (
            <RailItem key={post.imageId}>
              <PostThumb post={post} stamp={stamp} onOpen={onOpen} variant="hero" kicker={t('greetings.today')} eager />
            </RailItem>
          ))}
        </Rail>
      )}
    </Box>
  );
}

const CALENDAR_FIRST = 4;

/** 'in 3 days' under a date; nothing for today or tomorrow, whose heading already says so. */
function ahead(today: string, date: string, words: GreetingWords): string {
  const diff = daysBetween(today, date);
  return diff === null || diff <= 1 ? '' : aheadLabel(today, date, words.t);
}

function DateBadge({ today, date, locale }: { today: string; date: string; locale: string }) {
  const [day, month] = shortDate(date, locale).split(' ');
  const near = daysBetween(today, date) === 1;
  return (
    <Box
      sx={(theme) => ({
        width: { xs: 58, sm: 66 },
        flex: 'none',
        borderRadius: '14px',
        textAlign: 'center',
        py: 1,
        alignSelf: 'flex-start',
        color: near ? '#fff' : 'text.primary',
        bgcolor: near ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.08),
      })}
    >
      <Typography sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.1 }}>{day}</Typography>
      <Typography sx={{ fontSize: 12, fontWeight: 600, textTransform: 'uppercase', opacity: 0.85 }}>{month}</Typography>
      <Typography sx={{ fontSize: 11, fontWeight: 600, mt: 0.25, opacity: 0.85 }}>{weekday(date, locale)}</Typography>
    </Box>
  );
}

/** The festival calendar ahead: upcoming dated posts grouped by date ('Tomorrow', '28 Nov', …). */
export function FestivalCalendar({ home, stamp, onOpen }: SectionProps) {
  const { t, i18n } = useTranslation('products');
  const { locale } = useFormat();
  const words = { t, locale };
  const [all, setAll] = useState(false);
  if (home.upcoming.length === 0) return null;
  const groups = all ? home.upcoming : home.upcoming.slice(0, CALENDAR_FIRST);
  const hidden = home.upcoming.length - groups.length;
  return (
    <Box component="section" aria-labelledby="greetings-calendar" data-testid="greetings-calendar">
      <SectionHeading
        id="greetings-calendar"
        title={t('greetings.calendarTitle')}
        subtitle={t('greetings.calendarSubtitle')}
        icon={<CalendarMonthRounded />}
      />
      <Card sx={{ p: { xs: 1.5, sm: 2 } }}>
        {/* One column on phones; two on wide screens, each row ruled off from the one above. */}
        <Box
          sx={(theme) => ({
            display: 'grid',
            gridTemplateColumns: '1fr',
            columnGap: 3,
            '& > *': { py: 1.5 },
            '& > *:first-of-type': { pt: 0.5 },
            '& > *:nth-of-type(n+2)': { borderTop: 1, borderColor: 'divider' },
            // One block for the wide screen (a second responsive value would share its media key).
            [theme.breakpoints.up('md')]: {
              gridTemplateColumns: '1fr 1fr',
              '&& > *:nth-of-type(2)': { borderTop: 0, pt: 0.5 },
            },
          })}
        >
          {groups.map((group) => {
            const first = group.posts[0];
            const festivals = festivalNames(group.festivals, i18n.language);
            const title = first
              ? group.posts.length === 1
                ? (first.title ?? first.imageSubcategoryName)
                : null
              : null;
            return (
              <Stack
                key={group.date}
                direction="row"
                sx={{ gap: 1.5, minWidth: 0 }}
                data-testid="calendar-day"
                data-date={group.date}
              >
                <DateBadge today={home.today} date={group.date} locale={locale} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mb: 0.75, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700 }} noWrap data-testid="calendar-day-label">
                      {calendarLabel(home.today, group.date, words)}
                    </Typography>
                    <Typography variant="caption" color="textSecondary" noWrap>
                      {[
                        title ?? t('greetings.posts', { count: group.posts.length }),
                        ahead(home.today, group.date, words),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Typography>
                  </Stack>
                  {festivals ? (
                    <Typography
                      component="h3"
                      variant="subtitle2"
                      color="primary"
                      sx={{ fontWeight: 700, mb: 0.75, overflowWrap: 'anywhere' }}
                      data-testid="calendar-day-festivals"
                    >
                      {festivals}
                    </Typography>
                  ) : null}
                  {group.posts.length === 0 ? (
                    // Only staff get a festival day without posts: they are the ones to fill it.
                    <Typography variant="body2" color="textSecondary" data-testid="calendar-day-empty">
                      {t('greetings.noPostsYet')}
                    </Typography>
                  ) : null}
                  <Box
                    sx={{
                      display: 'grid',
                      gridAutoFlow: 'column',
                      gridAutoColumns: { xs: '92px', sm: '112px' },
                      gap: 1,
                      overflowX: 'auto',
                      scrollbarWidth: 'none',
                      '&::-webkit-scrollbar': { display: 'none' },
                    }}
                  >
                    {group.posts.map((post) => (
                      <PostThumb key={post.imageId} post={post} stamp={stamp} onOpen={onOpen} variant="mini" />
                    ))}
                  </Box>
                </Box>
              </Stack>
            );
          })}
        </Box>
        {hidden > 0 ? (
          <Button
            fullWidth
            onClick={() => setAll(true)}
            endIcon={<ExpandMoreRounded />}
            sx={{ mt: 0.5 }}
            data-testid="calendar-more"
          >
            {t('greetings.moreDates', { count: hidden })}
          </Button>
        ) : null}
      </Card>
    </Box>
  );
}

/** Undated posts for the business's own trade (its business category). */
export function TradeSection({ home, stamp, onOpen, categoryName }: SectionProps & { categoryName: string | null }) {
  const { t } = useTranslation('products');
  if (home.forBusiness.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="greetings-trade" data-testid="greetings-trade">
      <SectionHeading
        id="greetings-trade"
        title={categoryName ? t('greetings.forCategory', { name: categoryName }) : t('greetings.forYourBusiness')}
        subtitle={t('greetings.tradeSubtitle')}
        icon={<StorefrontRounded />}
      />
      <Rail label={t('greetings.postsForBusiness')} itemWidth={{ xs: '44%', sm: 'calc((100% - 48px) / 5)' }}>
        {home.forBusiness.map((post) => (
          <RailItem key={post.imageId}>
            <PostThumb post={post} stamp={stamp} onOpen={onOpen} />
          </RailItem>
        ))}
      </Rail>
    </Box>
  );
}

/** The home's shape while it loads: today's card, the calendar's rows. */
export function HomeSkeleton() {
  const { t } = useTranslation('products');
  return (
    <Stack spacing={3} aria-busy="true" aria-label={t('greetings.loading')} data-testid="greetings-loading">
      <Box>
        <Skeleton variant="text" width={120} height={32} sx={{ mb: 1 }} />
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '80% 80%', sm: 'repeat(3, minmax(0, 1fr))' },
            gap: 1.5,
            overflow: 'hidden',
          }}
        >
          <PostThumbSkeleton variant="hero" />
          <PostThumbSkeleton variant="hero" />
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <PostThumbSkeleton variant="hero" />
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, maxWidth: 480 }}>
        {[0, 1, 2, 3].map((index) => (
          <PostThumbSkeleton key={index} variant="mini" />
        ))}
      </Box>
    </Stack>
  );
}
