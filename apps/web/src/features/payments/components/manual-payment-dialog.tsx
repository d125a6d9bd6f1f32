// Recording a payment taken outside the gateway: how it was paid (required) and its reference
// (docs/product-rules.md#manual-payment-mode). Staff only; the admin area is English.
import {
  GLOSSARY,
  MANUAL_PAYMENT_MODE_LABELS,
  MANUAL_PAYMENT_MODES,
  type ManualPaymentMode,
  PAYMENT_REFERENCE_MAX,
  type TManualPaymentForm,
  ZManualPaymentForm,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type Control, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';

type ManualPaymentInput = z.input<typeof ZManualPaymentForm>;
export type ManualPaymentControl = Control<ManualPaymentInput, unknown, TManualPaymentForm>;

/** What a manual payment body adds: the mode, and the reference when one was given. */
export interface ManualPaymentDetails {
  paymentMode: ManualPaymentMode;
  paymentReference?: string;
}

export function manualPaymentDetails(values: TManualPaymentForm): ManualPaymentDetails {
  const reference = values.paymentReference.trim();
  return { paymentMode: values.paymentMode, ...(reference ? { paymentReference: reference } : {}) };
}

const MODE_OPTIONS = MANUAL_PAYMENT_MODES.map((mode) => ({ value: mode, label: MANUAL_PAYMENT_MODE_LABELS[mode] }));

const REFERENCE_HINTS: Record<ManualPaymentMode, string> = {
  cash: 'A receipt number, if you gave one.',
  upi: 'The UPI transaction ID (UTR).',
  'bank-transfer': 'The bank reference (UTR / NEFT / IMPS number).',
  cheque: 'The cheque number.',
};

export function useManualPaymentForm(): UseFormReturn<ManualPaymentInput, unknown, TManualPaymentForm> {
  return useForm<ManualPaymentInput, unknown, TManualPaymentForm>({
    resolver: zodResolver(ZManualPaymentForm),
    mode: 'all',
    defaultValues: { paymentMode: undefined, paymentReference: '' },
  });
}

/** The mode select and the reference field, for any dialog that records a payment by hand. */
export function ManualPaymentFields({ control }: { control: ManualPaymentControl }) {
  const mode = useWatch({ control, name: 'paymentMode' });
  return (
    <Stack spacing={2}>
      <FormSelectField
        control={control}
        name="paymentMode"
        label="Paid by"
        required
        options={MODE_OPTIONS}
        testId="manual-payment-mode"
        helperText="How the customer paid you."
      />
      <FormTextField
        control={control}
        name="paymentReference"
        label="Reference (optional)"
        helperText={mode ? REFERENCE_HINTS[mode] : 'UPI ref, cheque number or bank reference.'}
        slotProps={{ htmlInput: { maxLength: PAYMENT_REFERENCE_MAX, 'data-testid': 'manual-payment-reference' } }}
      />
    </Stack>
  );
}

interface ManualPaymentDialogProps {
  open: boolean;
  title: string;
  /** The confirmation asked before recording. */
  text: string;
  confirmLabel: string;
  busy?: boolean;
  testId?: string;
  onConfirm: (details: ManualPaymentDetails) => void;
  onClose: () => void;
  children?: ReactNode;
}

function ManualPaymentBody({
  title,
  text,
  confirmLabel,
  busy = false,
  onConfirm,
  onClose,
  children,
}: Omit<ManualPaymentDialogProps, 'open' | 'testId'>) {
  const form = useManualPaymentForm();
  const titleId = useId();
  const submit = form.handleSubmit((values) => onConfirm(manualPaymentDetails(values)));
  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.25} sx={{ pt: 0.5 }}>
          <Typography color="textSecondary">{text}</Typography>
          {children}
          <ManualPaymentFields control={form.control} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {GLOSSARY.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={busy} data-testid="manual-payment-confirm">
          {confirmLabel}
        </Button>
      </DialogActions>
    </form>
  );
}

/** A confirmation that also asks how the money came (the form lives only while it is open). */
export function ManualPaymentDialog({ open, testId, busy, onClose, ...body }: ManualPaymentDialogProps) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" data-testid={testId}>
      {open ? <ManualPaymentBody {...body} busy={busy} onClose={onClose} /> : null}
    </Dialog>
  );
}
