// A business's details for its documents: its GSTIN (checked as typed), the name and address to
// bill, and its state (the GSTIN's, once one is typed). Documents issued from now on carry them.
// docs/product-rules.md#gst-documents
import {
  GST_STATES,
  GSTIN_MESSAGES,
  gstinProblem,
  type TBusinessTaxDetails,
  type TBusinessTaxDetailsInput,
  type TBusinessTaxDetailsResponse,
  ZBusinessTaxDetails,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import DialogContent from '@mui/material/DialogContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { RetryAlert } from '#components/retry-alert';
import { useServerSubmit } from '#features/auth';
import { gstinAsTyped, gstinStateCode } from '../documents';
import { useBusinessTaxDetails, useSaveBusinessTaxDetails } from '../hooks/use-tax-documents';

const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

/** The server names a field of the saved details by its path in the body. */
const SERVER_FIELDS = {
  'details.gstin': 'gstin',
  'details.legalName': 'legalName',
  'details.address': 'address',
  'details.stateCode': 'stateCode',
} as const;

interface BillingDetailsDialogProps {
  businessId: string;
  open: boolean;
  onClose: () => void;
}

/** The billing details in a dialog (full screen on a phone); the form lives only while it is open. */
export function BillingDetailsDialog({ businessId, open, onClose }: BillingDetailsDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullScreenBelow="sm" testId="billing-details-dialog">
      <BillingDetailsLoader businessId={businessId} onClose={onClose} />
    </FormDialog>
  );
}

function BillingDetailsLoader({ businessId, onClose }: Omit<BillingDetailsDialogProps, 'open'>) {
  const { t } = useTranslation('documents');
  const details = useBusinessTaxDetails(businessId);
  if (details.isSuccess) return <BillingDetailsForm saved={details.data} onClose={onClose} />;
  return (
    <DialogContent>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {t('details.title')}
      </Typography>
      {details.isError ? (
        <RetryAlert error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
    </DialogContent>
  );
}

function BillingDetailsForm({ saved, onClose }: { saved: TBusinessTaxDetailsResponse; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveBusinessTaxDetails();
  const form = useForm<TBusinessTaxDetailsInput, unknown, TBusinessTaxDetails>({
    resolver: zodResolver(ZBusinessTaxDetails),
    // A field is checked once left, then as it changes; the GSTIN also once all of it is typed.
    mode: 'onTouched',
    defaultValues: {
      gstin: saved.details.gstin ?? '',
      legalName: saved.details.legalName ?? '',
      address: saved.details.address ?? '',
      stateCode: saved.details.stateCode ?? null,
    },
  });
  const gstin = String(useWatch({ control: form.control, name: 'gstin' }) ?? '');
  const hasGstin = gstin !== '';
  const fromGstin = gstinStateCode(gstin);

  // With a GSTIN the state is its first two digits: the select follows it and cannot be changed
  // (from the second digit on, so a state chosen before is not lost to a first keystroke).
  useEffect(() => {
    if (gstin.length < 2) return;
    if (form.getValues('stateCode') !== fromGstin) {
      form.setValue('stateCode', fromGstin, { shouldValidate: form.getFieldState('stateCode').isTouched });
    }
  }, [form, gstin.length, fromGstin]);

  // Checked as typed: once all 15 characters are there, at once whether the GSTIN adds up (the
  // field need not be left first); retyping it takes the verdict away until it is whole again.
  useEffect(() => {
    const problem = gstin.length === 15 ? gstinProblem(gstin) : null;
    if (problem) form.setError('gstin', { type: 'typed', message: GSTIN_MESSAGES[problem] });
    else if (form.getFieldState('gstin').error?.type === 'typed' || gstin.length === 15) form.clearErrors('gstin');
  }, [form, gstin]);

  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async (details) => {
    await save.mutateAsync({ businessId: saved.businessId, details });
    enqueueSnackbar(t('details.saved'), { variant: 'success' });
    onClose();
  });
  return (
    <FormDialogBody
      onSubmit={submit}
      testId="billing-details-form"
      title={t('details.title')}
      spacing={2.25}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={t('details.save')}
      submitTestId="billing-details-save"
      formError={formError}
      intro={
        <Typography variant="body2" color="textSecondary">
          {t('details.intro')}
        </Typography>
      }
    >
      <FormTextField
        control={form.control}
        name="gstin"
        label={t('details.gstin')}
        autoComplete="off"
        disabled={submitting}
        parse={gstinAsTyped}
        helperText={t('details.gstinHelp')}
        slotProps={{
          htmlInput: {
            'data-testid': 'billing-gstin',
            autoCapitalize: 'characters',
            spellCheck: false,
            maxLength: 15,
            style: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' },
          },
        }}
      />
      <FormTextField
        control={form.control}
        name="legalName"
        label={t('details.legalName')}
        autoComplete="organization"
        disabled={submitting}
        helperText={t('details.legalNameHelp')}
        slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'billing-legal-name' } }}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('details.address')}
        autoComplete="street-address"
        multiline
        minRows={2}
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'billing-address' } }}
      />
      <FormSelectField
        control={form.control}
        name="stateCode"
        label={t('details.state')}
        options={STATE_OPTIONS}
        emptyValue={null}
        emptyLabel={t('details.stateNone')}
        disabled={submitting || hasGstin}
        helperText={hasGstin ? t('details.stateFromGstin') : t('details.stateHelp')}
        testId="billing-state"
      />
    </FormDialogBody>
  );
}
