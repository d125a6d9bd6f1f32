import type { TFeedback, TLead } from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import ForumRounded from '@mui/icons-material/ForumRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { activeBusinessOf, useUserDetails } from '#features/customer';
import { LeadDeliverySection } from '#features/lead-delivery';
import { useFormat } from '#i18n/format';
import { FeedbackCard } from '../components/feedback-card';
import { LeadCard } from '../components/lead-card';
import {
  useDeleteFeedback,
  useDeleteLead,
  useDownloadLeadsCsv,
  useFeedbackPages,
  useLeadPages,
  useMarkEnquiriesSeen,
} from '../hooks/use-enquiries';

type TabKey = 'leads' | 'feedback' | 'apps';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ListSkeleton() {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label={t('loading')}>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

/** "Showing 20 of 47" and Load more, which appends the next page under the ones shown. */
function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  onMore,
  noun,
}: {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
  noun: string;
}) {
  const { t } = useTranslation('customer');
  const format = useFormat();
  return (
    <Stack sx={{ alignItems: 'center', py: 1 }} spacing={1}>
      <Typography variant="body2" color="textSecondary" data-testid={`${noun}-shown`}>
        {t('enquiries.showing', { shown: format.count(shown), total: format.count(total) })}
      </Typography>
      {hasMore ? (
        <Button variant="outlined" onClick={onMore} loading={loading} data-testid={`${noun}-load-more`}>
          {t('enquiries.loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}

/** What the two tabs' appended pages (use-enquiries.ts) give the list. */
interface AppendedPages<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  items: T[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A tab's list: skeleton, error with retry, empty state, or the items with Load more; and the
 * confirm before an item is deleted (feedback pages are appended).
 */
function AppendedList<T>({
  pages,
  noun,
  empty,
  keyOf,
  renderItem,
  confirm,
}: {
  pages: AppendedPages<T>;
  noun: string;
  empty: ReactNode;
  keyOf: (item: T) => number;
  renderItem: (item: T, onDelete: (item: T) => void) => ReactNode;
  confirm: {
    title: string;
    text: string;
    done: string;
    testId: string;
    loading: boolean;
    remove: (item: T, onSuccess: () => void) => void;
  };
}) {
  const { t } = useTranslation('glossary');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<T | null>(null);
  let body: ReactNode;
  if (pages.isPending) body = <ListSkeleton />;
  else if (pages.isError) body = <RetryAlert error={pages.error} onRetry={() => void pages.refetch()} />;
  else if (pages.items.length === 0) body = empty;
  else {
    body = (
      <Stack spacing={1.5}>
        {pages.items.map((item) => (
          <Box key={keyOf(item)}>{renderItem(item, setAsked)}</Box>
        ))}
        <LoadMore
          noun={noun}
          shown={pages.items.length}
          total={pages.total}
          hasMore={pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          onMore={() => void pages.fetchNextPage()}
        />
      </Stack>
    );
  }
  return (
    <>
      {body}
      <ConfirmDialog
        open={asked !== null}
        title={confirm.title}
        text={confirm.text}
        confirmLabel={t('delete')}
        destructive
        loading={confirm.loading}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (asked === null) return;
          confirm.remove(asked, () => {
            setAsked(null);
            enqueueSnackbar(confirm.done, { variant: 'success' });
          });
        }}
        testId={confirm.testId}
      />
    </>
  );
}

function LeadsTab({ businessId, showBusiness }: { businessId: string | null; showBusiness: boolean }) {
  const { t } = useTranslation('customer');
  const leads = useLeadPages(businessId);
  const remove = useDeleteLead();
  const csv = useDownloadLeadsCsv();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="textSecondary" data-testid="leads-total">
          {leads.isSuccess ? t('enquiries.leadCount', { count: leads.total }) : ' '}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            onClick={() => csv.mutate({ businessId, format: 'csv' })}
            loading={csv.isPending && csv.variables?.format === 'csv'}
            disabled={leads.total === 0 || csv.isPending}
            data-testid="download-leads-csv"
          >
            {t('enquiries.downloadCsv')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            onClick={() => csv.mutate({ businessId, format: 'xlsx' })}
            loading={csv.isPending && csv.variables?.format === 'xlsx'}
            disabled={leads.total === 0 || csv.isPending}
            data-testid="download-leads-xlsx"
          >
            {t('enquiries.downloadExcel')}
          </Button>
        </Stack>
      </Stack>
      <AppendedList
        pages={leads}
        noun="leads"
        empty={
          <EmptyState
            icon={<ForumRounded />}
            title={t('enquiries.noLeadsTitle')}
            text={t('enquiries.noLeadsText')}
            action={null}
            testId="leads-empty"
          />
        }
        keyOf={(lead: TLead) => lead.leadNo}
        renderItem={(lead, onDelete) => <LeadCard lead={lead} showBusiness={showBusiness} onDelete={onDelete} />}
        confirm={{
          title: t('enquiries.deleteLead'),
          text: t('enquiries.deleteLeadText'),
          done: t('enquiries.leadDeleted'),
          testId: 'confirm-delete-lead',
          loading: remove.isPending,
          remove: (lead, onSuccess) => remove.mutate(lead.leadNo, { onSuccess }),
        }}
      />
    </Stack>
  );
}

function FeedbackTab({ businessId, showBusiness }: { businessId: string | null; showBusiness: boolean }) {
  const { t } = useTranslation('customer');
  const feedback = useFeedbackPages(businessId);
  const remove = useDeleteFeedback();
  return (
    <Stack spacing={2}>
      {feedback.isSuccess && feedback.total > 0 ? (
        <Card sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="feedback-summary">
          <StarRounded sx={{ color: '#f5a623', fontSize: 36 }} />
          <Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {feedback.averageRating?.toFixed(1) ?? '–'}{' '}
              <Typography component="span" color="textSecondary">
                / 5
              </Typography>
            </Typography>
            <Typography variant="body2" color="textSecondary" data-testid="feedback-total">
              {t('enquiries.fromReviews', { count: feedback.total })}
            </Typography>
          </Box>
        </Card>
      ) : null}
      <AppendedList
        pages={feedback}
        noun="feedback"
        empty={
          <EmptyState
            icon={<StarRounded />}
            title={t('enquiries.noFeedbackTitle')}
            text={t('enquiries.noFeedbackText')}
            action={null}
            testId="feedback-empty"
          />
        }
        keyOf={(item: TFeedback) => item.feedbackNo}
        renderItem={(item, onDelete) => (
          <FeedbackCard feedback={item} showBusiness={showBusiness} onDelete={onDelete} />
        )}
        confirm={{
          title: t('enquiries.deleteFeedback'),
          text: t('enquiries.deleteFeedbackText'),
          done: t('enquiries.feedbackDeleted'),
          testId: 'confirm-delete-feedback',
          loading: remove.isPending,
          remove: (item, onSuccess) => remove.mutate(item.feedbackNo, { onSuccess }),
        }}
      />
    </Stack>
  );
}

/** Clears the customer's badge once, when they open the page. */
function useSeenOnOpen(enabled: boolean) {
  const markSeen = useMarkEnquiriesSeen();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    markSeen.mutate();
  }, [enabled, markSeen]);
}

/** The tab the address names (?tab=); "Other apps" only for those who may send leads on. */
function tabOf(named: string | null, mayDeliver: boolean): TabKey {
  if (named === 'feedback') return 'feedback';
  if (named === 'apps' && mayDeliver) return 'apps';
  return 'leads';
}

/**
 * Feedback & leads: what visitors left on the cards. A customer sees their active business's;
 * staff see one business (?businessId=, from All Projects) or every business in their reach.
 * "Other apps" sends them on (docs/product-rules.md#lead-webhooks): the customer's business's,
 * and for an agency admin the chosen business's or, with none chosen, the agency-wide endpoints.
 */
export function EnquiriesPage({ area, agencyAdmin = false }: { area: 'customer' | 'admin'; agencyAdmin?: boolean }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const [params, setParams] = useSearchParams();
  const user = useUserDetails(area === 'customer');
  const named = params.get('businessId');
  const businessId =
    area === 'customer' ? (user.data?.activeBusinessId ?? null) : named && UUID.test(named) ? named : null;
  const business = area === 'customer' && user.data ? activeBusinessOf(user.data) : null;
  useSeenOnOpen(area === 'customer');
  const mayDeliver = area === 'customer' || agencyAdmin;
  const tab = tabOf(params.get('tab'), mayDeliver);
  const leads = useLeadPages(businessId);
  const feedback = useFeedbackPages(businessId);

  if (area === 'customer' && user.data && !businessId) {
    return (
      <EmptyState
        icon={<ForumRounded />}
        title={t('home.addBusinessFirst')}
        text={t('enquiries.noBusinessText')}
        action={null}
        testId="enquiries-no-business"
      />
    );
  }
  if (area === 'customer' && !user.data) return <ListSkeleton />;

  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    // A readable column on a wide screen (the admin area is wide): cards, not a table.
    <Stack spacing={2} sx={{ maxWidth: 760, width: '100%', mx: 'auto' }} data-testid="enquiries-page">
      <Box>
        <Typography variant="h1" component="h2">
          {t('glossary:enquiries')}
        </Typography>
        <Typography color="textSecondary">
          {business
            ? t('enquiries.subtitleOf', { name: business.businessName })
            : businessId
              ? t('enquiries.subtitleThis')
              : t('enquiries.subtitleAll')}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabKey) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
        variant="fullWidth"
        aria-label={t('enquiries.tabsLabel')}
        // Three tabs share a phone's width: less padding keeps "Feedback (12)" on one line.
        sx={{ '& .MuiTab-root': { px: 1, minWidth: 0 } }}
      >
        <Tab
          value="leads"
          label={`${t('enquiries.leadsTab')}${count(leads.isSuccess ? leads.total : undefined)}`}
          data-testid="tab-leads"
        />
        <Tab
          value="feedback"
          label={`${t('enquiries.feedbackTab')}${count(feedback.isSuccess ? feedback.total : undefined)}`}
          data-testid="tab-feedback"
        />
        {mayDeliver ? <Tab value="apps" label={t('leadDelivery.tab')} data-testid="tab-apps" /> : null}
      </Tabs>
      {tab === 'leads' ? <LeadsTab businessId={businessId} showBusiness={businessId === null} /> : null}
      {tab === 'feedback' ? <FeedbackTab businessId={businessId} showBusiness={businessId === null} /> : null}
      {tab === 'apps' ? <LeadDeliverySection businessId={businessId} agencyAdmin={agencyAdmin} /> : null}
    </Stack>
  );
}
