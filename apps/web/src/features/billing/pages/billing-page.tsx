import {
  chargesProductFee,
  istMonthOf,
  MONTH_NAMES,
  PRODUCT_FEE_PRODUCTS,
  type ProductFeeKind,
  type TAgencyBill,
  type YearMonth,
} from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { IssuedDocuments, PlatformInvoices } from '#features/tax-documents';
import { formatPaise } from '#lib/format';
import { BillCards } from '../components/bill-cards';
import { BillSummary } from '../components/bill-summary';
import { billKey, billTitle, cardsDetail } from '../format';
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

/** What the agency owes in all, first on the page: the total, then each bill with its Pay. */
function Outstanding({ checkout }: { checkout: ReturnType<typeof useBillCheckout> }) {
  const outstanding = useOutstandingAmount();
  if (outstanding.isPending) return <Skeleton variant="rounded" height={140} />;
  if (outstanding.isError) return <Alert severity="error">{errorMessage(outstanding.error)}</Alert>;
  const { outstandingAmount, bills } = outstanding.data;
  const settled = bills.length === 0;
  const tone = settled ? 'success' : 'warning';
  return (
    <Card
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        borderColor: alpha(theme.palette[tone].main, 0.35),
        background: `linear-gradient(180deg, ${alpha(theme.palette[tone].main, 0.1)}, ${alpha(theme.palette[tone].main, 0.02)} 70%)`,
      })}
      data-testid="billing-outstanding"
    >
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
        Outstanding
      </Typography>
      <Typography
        sx={{ fontSize: { xs: 32, sm: 36 }, fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.2 }}
        data-testid="billing-outstanding-amount"
      >
        {formatPaise(outstandingAmount)}
      </Typography>
      {settled ? (
        <Stack direction="row" spacing={0.75} sx={{ mt: 0.5, alignItems: 'center', color: 'success.main' }}>
          <CheckCircleRounded fontSize="small" />
          <Typography sx={{ fontWeight: 600 }}>Nothing to pay. Thank you!</Typography>
        </Stack>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary">
            {bills.length === 1 ? '1 bill to pay' : `${bills.length} bills to pay`}
          </Typography>
          <Stack divider={<Divider flexItem />} sx={{ mt: 1.5 }}>
            {bills.map((bill) => (
              <Stack
                key={bill.billId}
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, py: 1 }}
                data-testid="outstanding-bill"
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {billTitle(bill)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {formatPaise(bill.outstanding)}
                  </Typography>
                </Box>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={checkout.stage !== 'idle'}
                  onClick={() => void checkout.pay(billRef(bill))}
                  aria-label={`Pay ${billTitle(bill)}, ${formatPaise(bill.outstanding)}`}
                  sx={{ flexShrink: 0, bgcolor: 'background.paper' }}
                >
                  Pay
                </Button>
              </Stack>
            ))}
          </Stack>
        </>
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
    <Stack spacing={1.5} data-testid="billing-month-section">
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
  const agency = useAgency();
  const checkout = useBillCheckout();
  // A product fee is charged only while the agency sells the product (docs/product-rules.md#sell-only-what-works).
  const fees = (Object.keys(PRODUCT_FEE_PRODUCTS) as ProductFeeKind[]).filter((kind) =>
    chargesProductFee(kind, agency.configuration),
  );
  return (
    <Stack spacing={{ xs: 2.5, sm: 3 }} data-testid="billing-page">
      <Box>
        <Typography variant="h1" component="h2">
          Billing
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          What {agency.agencyName} owes for its active cards, the annual fee and product fees, and the invoices on both
          sides.
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
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
          <Typography variant="h2" component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
            Annual fee
          </Typography>
          <FeeBills kind="annual" checkout={checkout} />
          {fees.length > 0 ? (
            <Typography variant="h2" component="h3" sx={{ fontSize: 18, fontWeight: 700 }}>
              Product fees
            </Typography>
          ) : null}
          {fees.map((kind) => (
            <Box key={kind} data-testid={`billing-fee-${kind}`}>
              <FeeBills kind={kind} checkout={checkout} />
            </Box>
          ))}
        </Stack>
      </Box>
      {/* What the agency issued to its customers; then what the platform issued to it, for its bills. */}
      <IssuedDocuments />
      <PlatformInvoices agencyId={agency.agencyId} />
    </Stack>
  );
}
