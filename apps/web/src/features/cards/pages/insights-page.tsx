import {
  CARD_VIEW_REPEAT_SECONDS,
  type CardActivityFigure,
  type CardEventAction,
  customerProducts,
  type TBusiness,
  type TCardAnalytics,
} from '@cardora/contract';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { EmptyState } from '#components/empty-state';
import { areaPaths, publicCardUrl, useMyBusinesses } from '#features/businesses';
import { useUserDetails } from '#features/customer';
import { GreetingVisitsSection } from '#features/greetings';
import { OwnTagsSection } from '#features/tags';
import { useFormat } from '#i18n/format';
import { DailyChart } from '../components/daily-chart';
import { useCardAnalytics } from '../hooks/use-card-analytics';

const RANGES = [7, 30, 90] as const;
/** A card button's clicks in words: the 'customer' area's insights.actions.<action>. */
const actionKey = (action: CardEventAction) => `insights.actions.${action}`;

function Total({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  const format = useFormat();
  return (
    <Card sx={{ p: { xs: 1.75, sm: 2.25 } }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      {value === undefined ? (
        <Skeleton width={60} height={40} />
      ) : (
        <Typography sx={{ fontSize: { xs: 26, sm: 32 }, fontWeight: 700, lineHeight: 1.25 }} data-testid={testId}>
          {format.count(value)}
        </Typography>
      )}
    </Card>
  );
}

function Breakdown({
  title,
  rows,
  testId,
  emptyText,
}: {
  title: string;
  rows: { key: string; label: string; clicks: number }[];
  testId: string;
  emptyText?: string;
}) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  const max = Math.max(1, ...rows.map((row) => row.clicks));
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={testId}>
      <Typography sx={{ fontWeight: 600, mb: 1.5 }}>{title}</Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {emptyText ?? t('insights.noClicks')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box component="li" key={row.key}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.label}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {format.count(row.clicks)}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={(row.clicks / max) * 100}
                sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
                aria-hidden
              />
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function Empty({ text, action }: { text: string; action?: React.ReactNode }) {
  return (
    <EmptyState
      testId="insights-empty"
      maxWidth={420}
      icon={<InsightsRounded sx={{ fontSize: 36 }} />}
      text={text}
      action={action}
    />
  );
}

/** Whose card the figures are of: the business and the card's address. */
function CardNamed({ businessName, cardId }: { businessName: string; cardId: string | null }) {
  const { t } = useTranslation('customer');
  const url = cardId ? publicCardUrl(cardId) : null;
  return (
    <Box data-testid="insights-card">
      <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>
        {t('insights.figuresFor')}
      </Typography>
      <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="insights-card-name">
        {businessName}
      </Typography>
      {url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere', fontWeight: 600 }}
          data-testid="insights-card-address"
        >
          {url.replace(/^https?:\/\//, '')}
          <OpenInNewRounded sx={{ fontSize: 16 }} />
        </Link>
      ) : (
        <Typography variant="body2" color="textSecondary" data-testid="insights-card-address">
          {t('projects.noAddress')}
        </Typography>
      )}
    </Box>
  );
}

const FIGURES: CardActivityFigure[] = ['views', 'uniqueVisitors', 'clicks', 'contactSaves'];

/** The team table's figures, in its columns' order; leads are the member's own. */
const MEMBER_COLUMNS = ['views', 'uniqueVisitors', 'contactSaves', 'clicks', 'leads'] as const;

/**
 * Each team member's page in the window (docs/product-rules.md#staff-cards): the card's members
 * in its order, hidden ones too. A table on wider screens; on a phone each member is a row of
 * their own with the figures beneath the name, so nothing hides off the side.
 */
function TeamTable({ members }: { members: TCardAnalytics['byMember'] }) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const heading = (column: (typeof MEMBER_COLUMNS)[number]) =>
    column === 'leads' ? t('insights.teamLeads') : t(`figures.${column}.label`);
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid="insights-team">
      <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('insights.team')}</Typography>
      {phone ? (
        <Stack
          component="ul"
          divider={<Divider component="li" />}
          spacing={1.25}
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {members.map((member) => (
            <Box component="li" key={member.memberId} data-testid={`insights-member-${member.slug}`}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {member.name}
              </Typography>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  mt: 0.5,
                  display: 'grid',
                  gridTemplateColumns: 'repeat(3, 1fr)',
                  rowGap: 0.75,
                  columnGap: 1,
                }}
              >
                {MEMBER_COLUMNS.map((column) => (
                  <Box key={column}>
                    <Typography component="dt" variant="caption" color="textSecondary">
                      {heading(column)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`insights-member-${column}`}>
                      {format.count(member[column])}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('insights.team')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('insights.teamMember')}</TableCell>
                {MEMBER_COLUMNS.map((column) => (
                  <TableCell key={column} align="right">
                    {heading(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {members.map((member) => (
                <TableRow key={member.memberId} data-testid={`insights-member-${member.slug}`}>
                  <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>{member.name}</TableCell>
                  {MEMBER_COLUMNS.map((column) => (
                    <TableCell key={column} align="right" data-testid={`insights-member-${column}`}>
                      {format.count(member[column])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}

/** What each figure counts, as the server counts it (contract card-activity.ts). */
function HowCounted() {
  const { t } = useTranslation('customer');
  return (
    <Accordion disableGutters variant="outlined" data-testid="insights-how-counted">
      <AccordionSummary expandIcon={<ExpandMoreRounded />} sx={{ px: { xs: 2, sm: 2.5 } }}>
        <Typography sx={{ fontWeight: 600 }}>{t('insights.howCounted')}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 2, sm: 2.5 }, pb: 2.5 }}>
        <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
          {FIGURES.map((figure) => (
            <Box key={figure}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {t(`figures.${figure}.label`)}
              </Typography>
              <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0 }}>
                {t(`figures.${figure}.counts`, { seconds: CARD_VIEW_REPEAT_SECONDS })}
              </Typography>
            </Box>
          ))}
          <Typography variant="caption" color="textSecondary">
            {t('insights.daysNote')}
          </Typography>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

function Analytics({ business, days }: { business: TBusiness; days: number }) {
  const { t } = useTranslation('customer');
  const cardNo = business.card?.cardNo ?? null;
  const analytics = useCardAnalytics(cardNo, days);
  const data = analytics.data;
  if (analytics.isError) return <Alert severity="error">{errorMessage(analytics.error)}</Alert>;
  const totals = data?.totals;
  const nothing = data && totals && totals.views === 0 && totals.clicks === 0 && totals.contactSaves === 0;
  // The server names the card its figures are of; until they arrive, the list's name.
  const named = data?.card ?? { businessName: business.businessName, cardId: business.card?.cardId ?? null };
  return (
    <Stack spacing={2} sx={{ opacity: analytics.isPlaceholderData ? 0.6 : 1 }}>
      <CardNamed businessName={named.businessName} cardId={named.cardId} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <Total label={t('figures.views.label')} value={totals?.views} testId="insights-views" />
        <Total label={t('figures.uniqueVisitors.label')} value={totals?.uniqueVisitors} testId="insights-visitors" />
        <Total label={t('figures.clicks.label')} value={totals?.clicks} testId="insights-clicks" />
        <Total label={t('figures.contactSaves.label')} value={totals?.contactSaves} testId="insights-saves" />
      </Box>
      {nothing ? <Empty text={t('insights.noVisits', { count: days })} /> : null}
      {data && !nothing ? (
        <>
          <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
            <DailyChart days={data.perDay} />
          </Card>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Breakdown
              title={t('insights.bySource')}
              testId="insights-by-source"
              emptyText={t('insights.noViews')}
              // The printed QR kit, a PDF ID card's QR, a greeting, or the card's own link.
              rows={data.bySource
                .filter((row) => row.views > 0)
                .map((row) => ({ key: row.source, label: t(`sources.${row.source}`), clicks: row.views }))}
            />
            <Breakdown
              title={t('insights.byAction')}
              testId="insights-by-action"
              rows={data.byAction.map((row) => ({
                key: row.action,
                label: t(actionKey(row.action)),
                clicks: row.clicks,
              }))}
            />
            <Breakdown
              title={t('insights.byLink')}
              testId="insights-by-target"
              rows={data.byTarget.map((row) => ({
                key: `${row.action}:${row.target}`,
                label: `${row.target} (${t(actionKey(row.action))})`,
                clicks: row.clicks,
              }))}
            />
          </Box>
        </>
      ) : null}
      {data && data.byMember.length > 0 ? <TeamTable members={data.byMember} /> : null}
    </Stack>
  );
}

/** /customer/insights: how a card is doing — views, visitors, clicks and saves per day. */
export function InsightsPage() {
  const { t } = useTranslation('customer');
  const businesses = useMyBusinesses();
  const user = useUserDetails();
  const [days, setDays] = useState<number>(30);
  const [chosen, setChosen] = useState<string | null>(null);
  const greetingsOffered = customerProducts(useAgency().configuration).imagePosts;

  if (businesses.isPending) return <Skeleton variant="rounded" height={240} />;
  if (businesses.isError) return <Alert severity="error">{errorMessage(businesses.error)}</Alert>;
  const withCards = businesses.data.filter((business) => business.card !== null);
  const activeId = user.data?.activeBusinessId;
  const business =
    withCards.find((item) => item.businessId === chosen) ??
    withCards.find((item) => item.businessId === activeId) ??
    withCards[0];

  return (
    <Stack spacing={2.5} data-testid="insights-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h2" component="h2">
            {t('insights.title')}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="insights-subtitle">
            {t('insights.summary')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_event, value: number | null) => value && setDays(value)}
          aria-label={t('insights.dateRange')}
          data-testid="insights-range"
        >
          {RANGES.map((range) => (
            <ToggleButton key={range} value={range} sx={{ px: 2 }} data-testid={`insights-range-${range}`}>
              {t('insights.days', { count: range })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {withCards.length > 1 && business ? (
        <TextField
          select
          label={t('insights.card')}
          value={business.businessId}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ maxWidth: 360 }}
          slotProps={{ htmlInput: { 'data-testid': 'insights-business' } }}
        >
          {withCards.map((item) => (
            <MenuItem key={item.businessId} value={item.businessId}>
              {item.businessName}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {business ? (
        <>
          <Analytics key={business.businessId} business={business} days={days} />
          {greetingsOffered ? <GreetingVisitsSection businessId={business.businessId} days={days} /> : null}
          <OwnTagsSection businessId={business.businessId} />
          <HowCounted />
        </>
      ) : (
        <Empty
          text={t('insights.noCard')}
          action={
            <Button
              component={RouterLink}
              to={
                activeId
                  ? areaPaths.editCard('/customer', activeId)
                  : areaPaths.addBusiness('/customer', { shouldCreateDigitalCard: 'true' })
              }
              variant="contained"
            >
              {t('home.createMyCard')}
            </Button>
          }
        />
      )}
    </Stack>
  );
}
