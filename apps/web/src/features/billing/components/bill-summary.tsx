import { paymentModeLabel, type TAgencyBill } from '@cardora/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, formatPaise } from '#lib/format';
import { billTitle, STATUS_COLORS, STATUS_LABELS } from '../format';

function Amount({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 600, whiteSpace: 'nowrap' }}>{formatPaise(paise)}</Typography>
    </Box>
  );
}

/** A bill's amounts, status, invoice number, payments and its Pay button. */
export function BillSummary({
  bill,
  onPay,
  paying,
  detail,
}: {
  bill: TAgencyBill;
  onPay?: (() => void) | undefined;
  paying?: boolean;
  detail?: string;
}) {
  return (
    <Card sx={{ p: 2 }} data-testid="bill-summary">
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{billTitle(bill)}</Typography>
            {detail ? (
              <Typography variant="body2" color="textSecondary">
                {detail}
              </Typography>
            ) : null}
          </Box>
          <Chip
            label={STATUS_LABELS[bill.status]}
            color={STATUS_COLORS[bill.status]}
            size="small"
            data-testid="bill-status"
          />
        </Stack>
        {/* Three columns at every width: the outstanding amount never drops to a line of its own. */}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 2 } }}>
          <Amount label="Amount due" paise={bill.amountDue} />
          <Amount label="Paid" paise={bill.amountPaid} />
          <Amount label="Outstanding" paise={bill.outstanding} strong />
        </Box>
        {bill.invoiceNumber ? (
          <Typography variant="body2" data-testid="bill-invoice">
            Invoice {bill.invoiceNumber}
            {bill.invoiceDate ? ` · ${formatDate(bill.invoiceDate)}` : ''}
          </Typography>
        ) : null}
        {bill.payments.length > 0 ? (
          <Stack spacing={0.5}>
            {bill.payments.map((p) => (
              <Typography key={p.recordNo} variant="body2" color="textSecondary">
                {formatPaise(p.amount)} · {paymentModeLabel(p)}
                {p.paymentReference ? ` (Ref. ${p.paymentReference})` : ''} · {formatDate(p.paidAt)}
                {p.recordedBy ? ` · by ${p.recordedBy}` : ''}
                {p.note ? ` · ${p.note}` : ''}
              </Typography>
            ))}
          </Stack>
        ) : null}
        {onPay && bill.outstanding > 0 ? (
          <Box>
            <Button
              variant="contained"
              onClick={onPay}
              disabled={paying}
              startIcon={paying ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="bill-pay"
            >
              Pay {formatPaise(bill.outstanding)}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}
