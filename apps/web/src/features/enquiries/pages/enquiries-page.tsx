import { ENQUIRY_MESSAGES, LEAD_MESSAGES, type TFeedback, type TLead } from '@cardora/contract';
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
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../app/layout/page-title';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { RetryAlert } from '../../../components/retry-alert';
import { activeBusinessOf } from '../../customer/customer-links';
import { useUserDetails } from '../../customer/hooks/use-user-details';
import { FeedbackCard } from '../components/feedback-card';
import { LeadCard } from '../components/lead-card';
import { countLabel } from '../enquiry-format';
import {
  useDeleteFeedback,
  useDeleteLead,
  useDownloadLeadsCsv,
  useFeedbackPages,
  useLeadPages,
  useMarkEnquiriesSeen,
} from '../hooks/use-enquiries';

type TabKey = 'leads' | 'feedback';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ListSkeleton() {
  return (
    <Stack spacing={1.5} aria-busy="true" aria-label="Loading">
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
  return (
    <Stack sx={{ alignItems: 'center', py: 1 }} spacing={1}>
      <Typography variant="body2" color="text.secondary" data-testid={`${noun}-shown`}>
        Showing {shown} of {total}
      </Typography>
      {hasMore ? (
        <Button variant="outlined" onClick={onMore} loading={loading} data-testid={`${noun}-load-more`}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}

function LeadsTab({ businessId, showBusiness }: { businessId: string | null; showBusiness: boolean }) {
  const leads = useLeadPages(businessId);
  const remove = useDeleteLead();
  const csv = useDownloadLeadsCsv();
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<TLead | null>(null);

  let body: ReactNode;
  if (leads.isPending) body = <ListSkeleton />;
  else if (leads.isError) body = <RetryAlert error={leads.error} onRetry={() => void leads.refetch()} />;
  else if (leads.items.length === 0) {
    body = (
      <EmptyState
        icon={<ForumRounded />}
        title="No leads yet"
        text={LEAD_MESSAGES.noLeadsYet}
        action={null}
        testId="leads-empty"
      />
    );
  } else {
    body = (
      <Stack spacing={1.5}>
        {leads.items.map((lead) => (
          <LeadCard key={lead.leadNo} lead={lead} showBusiness={showBusiness} onDelete={setAsked} />
        ))}
        <LoadMore
          noun="leads"
          shown={leads.items.length}
          total={leads.total}
          hasMore={leads.hasNextPage}
          loading={leads.isFetchingNextPage}
          onMore={() => void leads.fetchNextPage()}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" data-testid="leads-total">
          {leads.isSuccess ? countLabel(leads.total, 'lead', 'leads') : ' '}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          onClick={() => csv.mutate(businessId)}
          loading={csv.isPending}
          disabled={leads.total === 0}
          data-testid="download-leads-csv"
        >
          Download CSV
        </Button>
      </Stack>
      {body}
      <ConfirmDialog
        open={asked !== null}
        title="Delete lead"
        text={LEAD_MESSAGES.confirmDeleteLead}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          remove.mutate(asked.leadNo, {
            onSuccess: () => {
              setAsked(null);
              enqueueSnackbar('Lead deleted', { variant: 'success' });
            },
          });
        }}
        testId="confirm-delete-lead"
      />
    </Stack>
  );
}

function FeedbackTab({ businessId, showBusiness }: { businessId: string | null; showBusiness: boolean }) {
  const feedback = useFeedbackPages(businessId);
  const remove = useDeleteFeedback();
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<TFeedback | null>(null);

  let body: ReactNode;
  if (feedback.isPending) body = <ListSkeleton />;
  else if (feedback.isError) body = <RetryAlert error={feedback.error} onRetry={() => void feedback.refetch()} />;
  else if (feedback.items.length === 0) {
    body = (
      <EmptyState
        icon={<StarRounded />}
        title="No feedback yet"
        text='Visitors rate your card and write to you with "Leave feedback" at the bottom of your card.'
        action={null}
        testId="feedback-empty"
      />
    );
  } else {
    body = (
      <Stack spacing={1.5}>
        {feedback.items.map((item) => (
          <FeedbackCard key={item.feedbackNo} feedback={item} showBusiness={showBusiness} onDelete={setAsked} />
        ))}
        <LoadMore
          noun="feedback"
          shown={feedback.items.length}
          total={feedback.total}
          hasMore={feedback.hasNextPage}
          loading={feedback.isFetchingNextPage}
          onMore={() => void feedback.fetchNextPage()}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {feedback.isSuccess && feedback.total > 0 ? (
        <Card sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="feedback-summary">
          <StarRounded sx={{ color: '#f5a623', fontSize: 36 }} />
          <Box>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
              {feedback.averageRating?.toFixed(1) ?? '–'}{' '}
              <Typography component="span" color="text.secondary">
                / 5
              </Typography>
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="feedback-total">
              from {countLabel(feedback.total, 'review', 'reviews')}
            </Typography>
          </Box>
        </Card>
      ) : null}
      {body}
      <ConfirmDialog
        open={asked !== null}
        title="Delete feedback"
        text={ENQUIRY_MESSAGES.confirmDeleteFeedback}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          if (!asked) return;
          remove.mutate(asked.feedbackNo, {
            onSuccess: () => {
              setAsked(null);
              enqueueSnackbar('Feedback deleted', { variant: 'success' });
            },
          });
        }}
        testId="confirm-delete-feedback"
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

/**
 * Feedback & leads: what visitors left on the cards. A customer sees their active business's;
 * staff see one business (?businessId=, from All Projects) or every business in their reach.
 */
export function EnquiriesPage({ area }: { area: 'customer' | 'admin' }) {
  usePageTitle('Feedback & leads');
  const [params, setParams] = useSearchParams();
  const user = useUserDetails(area === 'customer');
  const named = params.get('businessId');
  const businessId =
    area === 'customer' ? (user.data?.activeBusinessId ?? null) : named && UUID.test(named) ? named : null;
  const business = area === 'customer' && user.data ? activeBusinessOf(user.data) : null;
  useSeenOnOpen(area === 'customer');
  const tab: TabKey = params.get('tab') === 'feedback' ? 'feedback' : 'leads';
  const leads = useLeadPages(businessId);
  const feedback = useFeedbackPages(businessId);

  if (area === 'customer' && user.data && !businessId) {
    return (
      <EmptyState
        icon={<ForumRounded />}
        title="Add your business first"
        text="Leads and feedback arrive on your digital card. Add your business and make its card to start."
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
          Feedback &amp; leads
        </Typography>
        <Typography color="text.secondary">
          {business
            ? `What visitors left on the card of ${business.businessName}.`
            : businessId
              ? 'What visitors left on this business’s card.'
              : 'What visitors left on the cards of the businesses you look after.'}
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
        aria-label="Leads or feedback"
      >
        <Tab value="leads" label={`Leads${count(leads.isSuccess ? leads.total : undefined)}`} data-testid="tab-leads" />
        <Tab
          value="feedback"
          label={`Feedback${count(feedback.isSuccess ? feedback.total : undefined)}`}
          data-testid="tab-feedback"
        />
      </Tabs>
      {tab === 'leads' ? (
        <LeadsTab businessId={businessId} showBusiness={businessId === null} />
      ) : (
        <FeedbackTab businessId={businessId} showBusiness={businessId === null} />
      )}
    </Stack>
  );
}
