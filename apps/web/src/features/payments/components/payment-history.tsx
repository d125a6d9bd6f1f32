import type { TCardPaymentRecord } from '@cardora/contract';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/confirm-dialog';
import { RetryAlert } from '#components/retry-alert';
import { planStateOf } from '#features/businesses';
import { useFormat } from '#i18n/format';
import { useCardPayments, useDeleteCardPayment } from '../hooks/use-card-payments';
import {
  deletePaymentLabel,
  deletePaymentQuestion,
  type PaymentWords,
  paymentModeLine,
  recordedByLine,
} from '../payment-history';
import { validityLabel } from '../plan-display';

interface PaymentHistoryProps {
  businessId: string;
  businessName: string;
  /** Staff allowed to record payments may delete them (the server checks the same permission). */
  canDelete: boolean;
  /** The record the business is on now, marked "Current". */
  currentRecordNo?: number | null;
  /** What the empty state suggests. */
  emptyText: string;
}

/**
 * Columns on a tablet or desktop: plan, paid, valid until, provider, amount (and delete). On a
 * phone a record stacks: plan and amount, then the two dates, then the provider (and delete).
 */
function gridOf(canDelete: boolean) {
  return {
    display: 'grid',
    columnGap: 2,
    alignItems: 'center',
    gridTemplateColumns: {
      xs: 'minmax(0, 1fr) minmax(0, 1fr) auto',
      // The dates are short and fixed-width; the provider column carries "Recorded by … on …".
      sm: `minmax(0, 1.2fr) minmax(104px, 0.7fr) minmax(104px, 0.7fr) minmax(0, 2fr) minmax(80px, auto)${canDelete ? ' 40px' : ''}`,
    },
    gridTemplateAreas: {
      xs: '"plan plan amount" "paid valid valid" "provider provider action"',
      sm: `"plan paid valid provider amount${canDelete ? ' action' : ''}"`,
    },
  } as const;
}

/** The history's words: 'plans' in the panel's language, amounts and dates as the panel writes them. */
function usePaymentWords(): PaymentWords {
  const { t } = useTranslation(['plans', 'glossary']);
  const { rupees, date } = useFormat();
  return { t, rupees, date };
}

function ProviderChip({ provider }: { provider: TCardPaymentRecord['provider'] }) {
  const { t } = useTranslation('plans');
  const icon =
    provider === 'manual' ? <PaymentsRounded /> : provider === 'sandbox' ? <ScienceOutlined /> : <CreditCardRounded />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={provider === 'razorpay' ? 'primary' : provider === 'sandbox' ? 'warning' : 'default'}
      icon={icon}
      label={t(`history.providers.${provider}`)}
      data-testid="payment-provider"
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

/** A date with its label above it on a phone (on wider screens the header row names the column). */
function DateCell({ area, label, value, testId }: { area: string; label: string; value: string; testId: string }) {
  const { date } = useFormat();
  return (
    <Box sx={{ gridArea: area, minWidth: 0 }}>
      <Typography
        variant="caption"
        color="textSecondary"
        component="p"
        sx={{ display: { xs: 'block', sm: 'none' }, lineHeight: 1.4 }}
      >
        {label}
      </Typography>
      <Typography variant="body2" data-testid={testId}>
        {date(value)}
      </Typography>
    </Box>
  );
}

function PaymentRow({
  record,
  current,
  canDelete,
  onDelete,
}: {
  record: TCardPaymentRecord;
  current: boolean;
  canDelete: boolean;
  onDelete: (record: TCardPaymentRecord) => void;
}) {
  const words = usePaymentWords();
  const { t, rupees } = words;
  const recordedBy = recordedByLine(record, words);
  return (
    <Box
      sx={{ ...gridOf(canDelete), rowGap: 1.25, px: { xs: 2, sm: 2.5 }, py: { xs: 2, sm: 1.75 } }}
      data-testid={`payment-record-${record.recordNo}`}
      data-current={current ? 'true' : undefined}
    >
      <Box sx={{ gridArea: 'plan', minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="payment-plan">
            {record.planName}
          </Typography>
          {current ? (
            <Chip
              size="small"
              color="primary"
              label={t('history.current')}
              sx={{ height: 20 }}
              data-testid="payment-current"
            />
          ) : null}
        </Stack>
        <Typography variant="caption" color="textSecondary">
          {validityLabel(record.validity, t)}
        </Typography>
      </Box>
      <DateCell area="paid" label={t('history.paid')} value={record.paidAt} testId="payment-paid" />
      <DateCell area="valid" label={t('history.validUntil')} value={record.validUntil} testId="payment-valid-until" />
      <Stack spacing={0.5} sx={{ gridArea: 'provider', minWidth: 0 }}>
        <ProviderChip provider={record.provider} />
        <Typography
          variant="caption"
          color="textSecondary"
          sx={{ overflowWrap: 'anywhere' }}
          data-testid="payment-mode"
        >
          {paymentModeLine(record, words)}
        </Typography>
        {recordedBy ? (
          <Typography variant="caption" color="textSecondary" data-testid="payment-recorded-by">
            {recordedBy}
          </Typography>
        ) : record.providerPaymentId ? (
          <Typography
            variant="caption"
            color="textSecondary"
            noWrap
            title={record.providerPaymentId}
            data-testid="payment-reference"
          >
            {t('history.reference', { id: record.providerPaymentId })}
          </Typography>
        ) : null}
      </Stack>
      <Typography
        sx={{ gridArea: 'amount', fontWeight: 700, fontSize: '1.0625rem', textAlign: 'right', whiteSpace: 'nowrap' }}
        data-testid="payment-amount"
      >
        {rupees(record.amount)}
      </Typography>
      {canDelete ? (
        <Box sx={{ gridArea: 'action', justifySelf: 'end', alignSelf: { xs: 'end', sm: 'center' } }}>
          <Tooltip title={t('history.deletePayment')}>
            <IconButton
              aria-label={deletePaymentLabel(record, words)}
              onClick={() => onDelete(record)}
              data-testid="payment-delete"
              sx={{ mr: -1, color: 'text.secondary', '&:hover': { color: 'error.main' } }}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Tooltip>
        </Box>
      ) : null}
    </Box>
  );
}

function HeaderRow({ canDelete }: { canDelete: boolean }) {
  const { t } = useTranslation('plans');
  const label = (area: string, text: string, align: 'left' | 'right' = 'left') => (
    <Typography
      variant="caption"
      color="textSecondary"
      sx={{ gridArea: area, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em', textAlign: align }}
    >
      {text}
    </Typography>
  );
  return (
    <Box
      sx={(theme) => ({
        ...gridOf(canDelete),
        display: { xs: 'none', sm: 'grid' },
        px: 2.5,
        py: 1.25,
        bgcolor: alpha(theme.palette.text.primary, 0.025),
        borderBottom: `1px solid ${theme.palette.divider}`,
      })}
      aria-hidden
    >
      {label('plan', t('history.plan'))}
      {label('paid', t('history.paid'))}
      {label('valid', t('history.validUntil'))}
      {label('provider', t('history.provider'))}
      {label('amount', t('history.amount'), 'right')}
    </Box>
  );
}

function LoadingHistory() {
  const { t } = useTranslation('plans');
  return (
    <Card aria-busy="true" aria-label={t('history.loading')} data-testid="payment-history-loading">
      {[0, 1].map((key) => (
        <Fragment key={key}>
          {key > 0 ? <Divider /> : null}
          <Stack direction="row" spacing={2} sx={{ px: { xs: 2, sm: 2.5 }, py: 2, alignItems: 'center' }}>
            <Box sx={{ flex: 1 }}>
              <Skeleton width="40%" height={24} />
              <Skeleton width="70%" height={20} />
            </Box>
            <Skeleton width={64} height={28} />
          </Stack>
        </Fragment>
      ))}
    </Card>
  );
}

function EmptyHistory({ text }: { text: string }) {
  const { t } = useTranslation('plans');
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="payment-history-empty">
      <Stack spacing={1.25} sx={{ alignItems: 'center', maxWidth: 420, mx: 'auto' }}>
        <Box
          sx={(theme) => ({
            width: 48,
            height: 48,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
          })}
        >
          <ReceiptLongRounded />
        </Box>
        <Typography variant="h4" component="p">
          {t('history.empty')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {text}
        </Typography>
      </Stack>
    </Card>
  );
}

/**
 * A business's payments, newest first: plan, paid date, valid until, provider (and who recorded
 * a manual one), amount. Staff who may record payments may delete one after a confirmation
 * naming it; the server then recomputes the business from the payments that remain.
 */
export function PaymentHistory({
  businessId,
  businessName,
  canDelete,
  currentRecordNo,
  emptyText,
}: PaymentHistoryProps) {
  const words = usePaymentWords();
  const payments = useCardPayments(businessId);
  const remove = useDeleteCardPayment();
  const { enqueueSnackbar } = useSnackbar();
  // The record stays while the dialog closes, so its text does not change during the exit transition.
  const [deleting, setDeleting] = useState<{ record: TCardPaymentRecord; open: boolean } | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const state = await remove.mutateAsync(deleting.record.recordNo);
      enqueueSnackbar(`Payment deleted. ${businessName}: ${planStateOf(state).summary}.`, { variant: 'success' });
    } catch {
      // The 'Error' dialog shows the server's message (the query client's mutation cache).
    } finally {
      setDeleting((previous) => (previous ? { ...previous, open: false } : null));
    }
  };

  if (payments.isPending) return <LoadingHistory />;
  if (payments.isError) {
    return <RetryAlert error={payments.error} onRetry={() => void payments.refetch()} testId="payment-history-error" />;
  }
  const records = payments.data.list;
  return (
    <>
      {records.length === 0 ? (
        <EmptyHistory text={emptyText} />
      ) : (
        <Card data-testid="payment-history">
          <HeaderRow canDelete={canDelete} />
          {records.map((record, index) => (
            <Fragment key={record.recordNo}>
              {index > 0 ? <Divider /> : null}
              <PaymentRow
                record={record}
                current={record.recordNo === currentRecordNo}
                canDelete={canDelete}
                onDelete={(chosen) => setDeleting({ record: chosen, open: true })}
              />
            </Fragment>
          ))}
        </Card>
      )}
      {canDelete ? (
        <ConfirmDialog
          open={deleting?.open ?? false}
          testId="delete-payment-dialog"
          title="Delete payment"
          text={deleting ? deletePaymentQuestion(deleting.record, words) : ''}
          confirmLabel="Delete payment"
          destructive
          loading={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onClose={() => setDeleting((previous) => (previous ? { ...previous, open: false } : null))}
        />
      ) : null}
    </>
  );
}
