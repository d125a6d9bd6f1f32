import { istMonthOf, MONTH_NAMES, type TAgencyBill, type YearMonth } from '@cardora/contract';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-error';
import { usePageTitle } from '../../../app/layout/page-title';
import { BillCards } from '../components/bill-cards';
import { BillSummary } from '../components/bill-summary';
import { billKey, billTitle, cardsDetail, formatPaise } from '../format';
import { useBillCheckout } from '../hooks/use-bill-checkout';
import { type BillRef, type FeeKind, useFeeBills, useMonthBill, useOutstandingAmount } from '../hooks/use-billing';

export function billRef(bill: Pick<TAgencyBill, 'kind' | 'year' | 'month'>): BillRef {
  if (bill.kind === 'month') return { kind: 'month', year: bill.year ?? 0, month: bill.month ?? 1 };
  if (bill.kind === 'annual') return { kind: 'annual', year: bill.year ?? 0 };
  return { kind: bill.kind };
}

function shift({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function Outstanding({ checkout }: { checkout: ReturnType<typeof useBillCheckout> }) {
  const outstanding = useOutstandingAmount();
  if (outstanding.isPending) return <Skeleton variant="rounded" height={96} />;
  if (outstanding.isError) return <Alert severity="error">{errorMessage(outstanding.error)}</Alert>;
  const { outstandingAmount, bills } = outstanding.data;
  return (
    <Card sx={{ p: 2 }} data-testid="billing-outstanding">
      <Typography variant="caption" color="text.secondary">
        Outstanding
      </Typography>
      <Typography variant="h5" sx={{ fontWeight: 800 }} data-testid="billing-outstanding-amount">
        {formatPaise(outstandingAmount)}
      </Typography>
      {bills.length === 0 ? (
        <Typography color="text.secondary">Nothing to pay. Thank you!</Typography>
      ) : (
        <Stack spacing={0.75} sx={{ mt: 1 }}>
          {bills.map((bill) => (
            <Stack
              key={bill.billId}
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
              data-testid="outstanding-bill"
            >
              <Typography variant="body2">
                {billTitle(bill)}: <b>{formatPaise(bill.outstanding)}</b>
              </Typography>
              <Button
                size="small"
                disabled={checkout.stage !== 'idle'}
                onClick={() => void checkout.pay(billRef(bill))}
              >
                Pay
              </Button>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function MonthSection({ checkout }: { checkout: ReturnType<typeof useBillCheckout> }) {
  const current = istMonthOf(new Date());
  const [ym, setYm] = useState<YearMonth>(current);
  const month = useMonthBill(ym.year, ym.month);
  const atCurrent = ym.year === current.year && ym.month === current.month;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => setYm(shift(ym, -1))}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography sx={{ fontWeight: 700, minWidth: 140, textAlign: 'center' }} data-testid="billing-month">
          {MONTH_NAMES[ym.month - 1]} {ym.year}
        </Typography>
        <IconButton aria-label="Next month" disabled={atCurrent} onClick={() => setYm(shift(ym, 1))}>
          <ChevronRightRounded />
        </IconButton>
      </Stack>
      {month.isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : month.isError ? (
        <Alert severity="error">{errorMessage(month.error)}</Alert>
      ) : month.data.bill === null ? (
        <Alert severity="info">{month.data.notBilledReason}</Alert>
      ) : (
        <>
          <BillSummary
            bill={month.data.bill}
            detail={cardsDetail(month.data.bill)}
            paying={checkout.billInProgress === billKey({ kind: 'month', year: ym.year, month: ym.month })}
            onPay={() => void checkout.pay({ kind: 'month', year: ym.year, month: ym.month })}
          />
          <BillCards bill={month.data.bill} />
        </>
      )}
    </Stack>
  );
}

export function FeeBills({ kind, checkout }: { kind: FeeKind; checkout: ReturnType<typeof useBillCheckout> }) {
  const fees = useFeeBills(kind);
  if (fees.isPending) return <Skeleton variant="rounded" height={96} />;
  if (fees.isError) return <Alert severity="error">{errorMessage(fees.error)}</Alert>;
  if (fees.data.list.length === 0) return <Alert severity="info">{fees.data.notBilledReason}</Alert>;
  return (
    <Stack spacing={1.5}>
      {fees.data.list.map((bill) => (
        <BillSummary
          key={bill.billId}
          bill={bill}
          paying={checkout.billInProgress === billKey(billRef(bill))}
          onPay={() => void checkout.pay(billRef(bill))}
        />
      ))}
    </Stack>
  );
}

/** /panel/admin/billing: what the agency owes the platform, month by month, and its fees. */
export function BillingPage() {
  usePageTitle('Billing');
  const checkout = useBillCheckout();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
        gridTemplateRows: { md: 'auto 1fr' },
        // On a phone the outstanding amount comes first; on a desktop it heads the right column.
        gridTemplateAreas: { xs: '"out" "month" "fees"', md: '"month out" "month fees"' },
      }}
    >
      <Box sx={{ gridArea: 'out' }}>
        <Outstanding checkout={checkout} />
      </Box>
      <Stack spacing={2} sx={{ gridArea: 'month' }}>
        <MonthSection checkout={checkout} />
      </Stack>
      <Stack spacing={2} sx={{ gridArea: 'fees' }}>
        <Typography sx={{ fontWeight: 700 }}>Annual fee</Typography>
        <FeeBills kind="annual" checkout={checkout} />
        <Typography sx={{ fontWeight: 700 }}>Product fees</Typography>
        <FeeBills kind="greetings" checkout={checkout} />
        <FeeBills kind="pdf-card" checkout={checkout} />
      </Stack>
    </Box>
  );
}
