// The agency payment pages (/panel/payment/month-payment, /agency-image-payment,
// /agency-pdf-card-payment): one bill or fee each, paid through the platform's gateway.
import { BILLING_MESSAGES, chargesProductFee, istMonthOf, type ProductFeeKind } from '@cardora/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSearchParams } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { BillSummary } from '../components/bill-summary';
import { billKey, cardsDetail } from '../format';
import { useBillCheckout } from '../hooks/use-bill-checkout';
import { useMonthBill } from '../hooks/use-billing';
import { FeeBills } from './billing-page';

function numberParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** /panel/payment/month-payment?month&year (default: this month, IST). */
export function MonthPaymentPage() {
  const [params] = useSearchParams();
  const current = istMonthOf(new Date());
  const year = numberParam(params.get('year'), current.year, 2000, 2100);
  const month = numberParam(params.get('month'), current.month, 1, 12);
  const bill = useMonthBill(year, month);
  const checkout = useBillCheckout();
  if (bill.isPending) return <Skeleton variant="rounded" height={160} />;
  if (bill.isError) return <Alert severity="error">{errorMessage(bill.error)}</Alert>;
  if (bill.data.bill === null) return <Alert severity="info">{bill.data.notBilledReason}</Alert>;
  const b = bill.data.bill;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <BillSummary
        bill={b}
        detail={cardsDetail(b)}
        paying={checkout.billInProgress === billKey({ kind: 'month', year, month })}
        onPay={() => void checkout.pay({ kind: 'month', year, month })}
      />
    </Stack>
  );
}

/** A product fee's page: its bills while the agency sells the product, else why there is none. */
function ProductFeePage({ kind }: { kind: ProductFeeKind }) {
  const checkout = useBillCheckout();
  const sold = chargesProductFee(kind, useAgency().configuration);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {sold ? (
        <FeeBills kind={kind} checkout={checkout} />
      ) : (
        <Alert severity="info" data-testid="product-fee-not-sold">
          {BILLING_MESSAGES.productNotBilled}
        </Alert>
      )}
    </Stack>
  );
}

export function AgencyImagePaymentPage() {
  return <ProductFeePage kind="greetings" />;
}

export function AgencyPdfCardPaymentPage() {
  return <ProductFeePage kind="pdf-card" />;
}
