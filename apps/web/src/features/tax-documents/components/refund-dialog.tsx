// Staff refund a gateway payment, in full or in part, from its invoice or receipt: the money goes
// back through the gateway and a credit note is issued (docs/product-rules.md#gst-documents). Staff
// only, so English (docs/product-rules.md#hindi-mode).
import { TAX_DOCUMENT_TITLES, type TRefundPaymentResult, type TTaxDocument } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormTextField } from '#components/form/form-text-field';
import { useServerSubmit } from '#features/auth';
import { useFormat } from '#i18n/format';
import { paiseToRupeesText, refundFormSchema, rupeesToPaise } from '../documents';
import { useRefundPayment } from '../hooks/use-tax-documents';

type RefundSchema = ReturnType<typeof refundFormSchema>;
type RefundInput = z.input<RefundSchema>;
type RefundOutput = z.output<RefundSchema>;

interface RefundDialogProps {
  /** The invoice or receipt of the payment; null while nothing was chosen. */
  document: TTaxDocument | null;
  open: boolean;
  onClose: () => void;
  onRefunded?: (result: TRefundPaymentResult) => void;
}

export function RefundDialog({ document, open, onClose, onRefunded }: RefundDialogProps) {
  return (
    <FormDialog
      open={open && document !== null}
      onClose={onClose}
      maxWidth="xs"
      fullScreenBelow="sm"
      testId="refund-dialog"
    >
      {document ? <RefundForm key={document.id} document={document} onClose={onClose} onRefunded={onRefunded} /> : null}
    </FormDialog>
  );
}

function RefundForm({ document, onClose, onRefunded }: Omit<RefundDialogProps, 'open'> & { document: TTaxDocument }) {
  const { rupees, date } = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const refund = useRefundPayment();
  const left = document.refundablePaise;
  const schema = useMemo(() => refundFormSchema(left, rupees), [left, rupees]);
  const form = useForm<RefundInput, unknown, RefundOutput>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: paiseToRupeesText(left), reason: '' },
  });
  const typed = useWatch({ control: form.control, name: 'amount' });
  const typedPaise = rupeesToPaise(typed ?? '');
  // The sentence follows the amount as typed, while it is one that may be refunded.
  const shownPaise = typedPaise !== null && typedPaise > 0 && typedPaise <= left ? typedPaise : null;
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(
    form,
    { amountPaise: 'amount', reason: 'reason' },
    async ({ amount, reason }) => {
      const result = await refund.mutateAsync({ documentId: document.id, amountPaise: amount, reason });
      enqueueSnackbar(`Refunded ${rupees(result.refundedPaise)}. Credit note ${result.creditNote.number} issued.`, {
        variant: 'success',
      });
      onRefunded?.(result);
      onClose();
    },
  );
  const title = TAX_DOCUMENT_TITLES[document.kind];
  return (
    <FormDialogBody
      onSubmit={submit}
      testId="refund-form"
      title="Refund payment"
      spacing={2.25}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={shownPaise === null ? 'Refund' : `Refund ${rupees(shownPaise)}`}
      submitTestId="refund-confirm"
      formError={formError}
      intro={
        <Typography color="textSecondary" data-testid="refund-document">
          {title} <strong>{document.number}</strong> of {date(document.issuedAt)}: {rupees(document.totalPaise)} paid
          {left < document.totalPaise ? `, ${rupees(left)} left to refund` : ''}.
        </Typography>
      }
    >
      <FormTextField
        control={form.control}
        name="amount"
        label="Amount to refund"
        required
        autoFocus
        disabled={submitting}
        helperText={`Up to ${rupees(left)}.`}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
          htmlInput: { inputMode: 'decimal', 'data-testid': 'refund-amount' },
        }}
      />
      <FormTextField
        control={form.control}
        name="reason"
        label="Reason"
        required
        multiline
        minRows={2}
        disabled={submitting}
        helperText="Printed on the credit note and sent to the payment gateway."
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'refund-reason' } }}
      />
      <Alert severity="warning" data-testid="refund-confirmation">
        {shownPaise === null
          ? 'The amount goes back to the customer through the payment gateway; a credit note is issued.'
          : `${rupees(shownPaise)} goes back to the customer through the payment gateway; a credit note is issued.`}
        {shownPaise === left ? ' A full refund ends what the payment bought.' : ''}
      </Alert>
    </FormDialogBody>
  );
}
