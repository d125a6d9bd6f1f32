// The superadmin's billing of one agency (opened from Agency Management): its prices and first
// billed month, what it owes, money received outside the gateway recorded against a bill, the
// platform's invoices to it and the export of what it issued.

import {
  chargesProductFee,
  istMonthOf,
  MANUAL_PAYMENT_MESSAGES,
  MONTH_NAMES,
  type ProductFeeKind,
  type ProductSwitches,
  type TBillingPrices,
  type TOutstandingAmount,
  type TSetBillingPricesBody,
  ZSetBillingPricesBody,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '#api/api-error';
import { RupeeField } from '#features/agency-management';
import { ManualPaymentDialog } from '#features/payments';
import { IssuedDocuments, PlatformInvoices } from '#features/tax-documents';
import { formatPaise } from '#lib/format';
import { billTitle } from '../format';
import { useAgencyOutstanding, useAgencyPrices, useRecordManualBillPayment, useSetPrices } from '../hooks/use-billing';
import { billRef } from '../pages/billing-page';

type PricesInput = z.input<typeof ZSetBillingPricesBody>;
type PricesOutput = z.output<typeof ZSetBillingPricesBody>;

/** The product fees, each priced only while the agency sells that product (a fee for one it does not sell is kept, and charged once it is switched on). */
const PRODUCT_FEES = [
  { kind: 'greetings', name: 'greetingsFeePaise', label: 'Greetings product fee', testId: 'price-greetings' },
  { kind: 'pdf-card', name: 'pdfCardFeePaise', label: 'PDF card product fee', testId: 'price-pdf-card' },
] as const satisfies readonly {
  kind: ProductFeeKind;
  name: keyof TSetBillingPricesBody;
  label: string;
  testId: string;
}[];

function PricesForm({
  agencyId,
  configuration,
  prices,
  setPrices,
}: {
  agencyId: string;
  /** The agency's products: a fee shows only for a product it sells (docs/product-rules.md#sell-only-what-works). */
  configuration: ProductSwitches;
  prices: TBillingPrices | null;
  /** Held by the dialog: the form is made again with the saved prices, the 'saved' note stays. */
  setPrices: ReturnType<typeof useSetPrices>;
}) {
  const current = istMonthOf(new Date());
  const form = useForm<PricesInput, unknown, PricesOutput>({
    resolver: zodResolver(ZSetBillingPricesBody),
    defaultValues: {
      agencyId,
      perCardMonthlyPaise: prices?.perCardMonthlyPaise ?? 0,
      annualFeePaise: prices?.annualFeePaise ?? 0,
      greetingsFeePaise: prices?.greetingsFeePaise ?? 0,
      pdfCardFeePaise: prices?.pdfCardFeePaise ?? 0,
      tagFeePaise: prices?.tagFeePaise ?? 0,
      billingFromYear: prices?.billingFromYear ?? current.year,
      billingFromMonth: prices?.billingFromMonth ?? current.month,
    },
  });
  const submit = form.handleSubmit((values: TSetBillingPricesBody) => setPrices.mutate(values));
  const fromMonth = form.watch('billingFromMonth');
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <Typography sx={{ fontWeight: 700 }}>Prices</Typography>
      <RupeeField
        name="perCardMonthlyPaise"
        control={form.control}
        label="Per active card per month"
        testId="price-per-card"
      />
      <RupeeField name="annualFeePaise" control={form.control} label="Annual fee" testId="price-annual" />
      {PRODUCT_FEES.filter((fee) => chargesProductFee(fee.kind, configuration)).map((fee) => (
        <RupeeField key={fee.kind} name={fee.name} control={form.control} label={fee.label} testId={fee.testId} />
      ))}
      {/* On the month bill of the month the tags are made in (docs/product-rules.md#physical-tags). */}
      <RupeeField
        name="tagFeePaise"
        control={form.control}
        label="Per NFC/QR tag made"
        helperText="Charged on the month bill for each tag the agency makes that month."
        testId="price-tag"
      />
      <Stack direction="row" spacing={1}>
        <TextField
          select
          label="Billed from"
          value={fromMonth ?? current.month}
          onChange={(e) => form.setValue('billingFromMonth', Number(e.target.value))}
          sx={{ flex: 1 }}
        >
          {MONTH_NAMES.map((name, i) => (
            <MenuItem key={name} value={i + 1}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Year"
          type="number"
          {...form.register('billingFromYear', { valueAsNumber: true })}
          error={Boolean(form.formState.errors.billingFromYear)}
          helperText={form.formState.errors.billingFromYear?.message}
          sx={{ width: 120 }}
        />
      </Stack>
      {setPrices.isSuccess ? <Alert severity="success">Prices saved.</Alert> : null}
      <Button type="submit" variant="contained" disabled={setPrices.isPending} data-testid="prices-save">
        Save prices
      </Button>
    </Stack>
  );
}

function Outstanding({ agencyId }: { agencyId: string }) {
  const outstanding = useAgencyOutstanding(agencyId);
  const record = useRecordManualBillPayment();
  const { enqueueSnackbar } = useSnackbar();
  const [note, setNote] = useState('');
  // The bill whose money is being recorded: the dialog asks how it came (docs/product-rules.md#manual-payment-mode).
  const [toRecord, setToRecord] = useState<TOutstandingAmount['bills'][number] | null>(null);
  if (outstanding.isPending) return <Skeleton variant="rounded" height={80} />;
  if (outstanding.isError) return null;
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 700 }}>
        Outstanding: <span data-testid="agency-outstanding">{formatPaise(outstanding.data.outstandingAmount)}</span>
      </Typography>
      {outstanding.data.bills.length > 0 ? (
        <TextField
          size="small"
          label="Note for a payment received (cheque, NEFT reference…)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      ) : null}
      {outstanding.data.bills.map((bill) => (
        <Stack key={bill.billId} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2">
            {billTitle(bill)}: <b>{formatPaise(bill.outstanding)}</b>
          </Typography>
          <Button
            size="small"
            disabled={record.isPending}
            onClick={() => setToRecord(bill)}
            data-testid="record-bill-payment"
          >
            Record {formatPaise(bill.outstanding)} received
          </Button>
        </Stack>
      ))}
      <ManualPaymentDialog
        open={toRecord !== null}
        testId="record-bill-payment-dialog"
        title={toRecord ? `Record ${formatPaise(toRecord.outstanding)} received` : 'Record payment'}
        text={toRecord ? `For ${billTitle(toRecord)}: the bill is marked paid by this amount.` : ''}
        confirmLabel="Record payment"
        busy={record.isPending}
        onClose={() => setToRecord(null)}
        onConfirm={(details) => {
          if (!toRecord) return;
          record.mutate(
            {
              agencyId,
              ref: billRef(toRecord),
              amount: toRecord.outstanding,
              ...(note.trim() ? { note: note.trim() } : {}),
              ...details,
            },
            {
              onSuccess: () => {
                setNote('');
                setToRecord(null);
                enqueueSnackbar(MANUAL_PAYMENT_MESSAGES.recorded, { variant: 'success' });
              },
            },
          );
        }}
      />
    </Stack>
  );
}

type BilledAgency = { agencyId: string; agencyName: string; configuration: ProductSwitches };

function AgencyBilling({ agency, onClose }: { agency: BilledAgency; onClose: () => void }) {
  const prices = useAgencyPrices(agency.agencyId);
  const setPrices = useSetPrices();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Billing: {agency.agencyName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {prices.isPending ? (
            <Skeleton variant="rounded" height={240} />
          ) : prices.isError ? (
            <Alert severity="error">{errorMessage(prices.error)}</Alert>
          ) : (
            <PricesForm
              key={prices.data.prices?.updatedAt ?? 'new'}
              agencyId={agency.agencyId}
              configuration={agency.configuration}
              prices={prices.data.prices}
              setPrices={setPrices}
            />
          )}
          <Divider />
          <Outstanding agencyId={agency.agencyId} />
          <Divider />
          {/* The platform's invoices to this agency, and the export of what the agency issued. */}
          <PlatformInvoices agencyId={agency.agencyId} />
          <Divider />
          <IssuedDocuments agencyId={agency.agencyId} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Agency Management → Billing (superadmin): null shows nothing. */
export function AgencyBillingDialog({ agency, onClose }: { agency: BilledAgency | null; onClose: () => void }) {
  return agency ? <AgencyBilling agency={agency} onClose={onClose} /> : null;
}
