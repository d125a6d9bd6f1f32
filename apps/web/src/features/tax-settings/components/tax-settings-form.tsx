// An issuer's tax settings as a dialog's form: who its documents name (legal name, GSTIN,
// address, state), how its prices carry GST (included or on top, the rate, the SAC code) and its
// invoices' prefix. docs/product-rules.md#gst-documents
import { type TTaxSettings, type TTaxSettingsResponse, ZTaxSettings } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { type Control, type UseFormSetValue, useForm, useWatch } from 'react-hook-form';
import { useContractField } from '#components/form/contract-controller';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormSelectField } from '#components/form/form-select-field';
import { FormSwitch } from '#components/form/form-switch';
import { FormTextField } from '#components/form/form-text-field';
import { TextInput } from '#components/form/text-input';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useSaveTaxSettings } from '../hooks/use-tax-settings';
import {
  firstInvoiceNumber,
  gstinAsTyped,
  gstinStatus,
  prefixAsTyped,
  priceExample,
  RATE_OPTIONS,
  STATE_OPTIONS,
  sacCodeHint,
  stateOfGstin,
  type TaxSettingsFormInput,
  taxSettingsFormOf,
} from '../tax-settings-form';

type FormControl = Control<TaxSettingsFormInput, unknown, TTaxSettings>;

/** The server names the body's fields as the form does. */
const FIELD_MAP = fieldsNamedAlike(
  'legalName',
  'gstin',
  'address',
  'stateCode',
  'pricesIncludeTax',
  'rateBasisPoints',
  'sacCode',
  'invoicePrefix',
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.75} component="section">
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The GSTIN in capitals as typed, its line checking it live; its first two digits choose the state. */
function GstinField({
  control,
  setValue,
  revalidate,
  disabled,
}: {
  control: FormControl;
  setValue: UseFormSetValue<TaxSettingsFormInput>;
  /** After a first save attempt, the state's error follows the GSTIN as it changes. */
  revalidate: boolean;
  disabled: boolean;
}) {
  const { field, bound } = useContractField('gstin', control);
  const value = typeof field.value === 'string' ? field.value : '';
  const status = gstinStatus(value);
  return (
    <TextInput
      {...bound}
      label="GSTIN (optional)"
      value={value}
      disabled={disabled}
      autoComplete="off"
      onChange={(event) => {
        const typed = gstinAsTyped(event.target.value);
        field.onChange(typed);
        const state = stateOfGstin(typed);
        if (state) setValue('stateCode', state, { shouldValidate: revalidate });
      }}
      error={bound.error || status.tone === 'error'}
      helperText={bound.error ? bound.helperText : status.text}
      slotProps={{
        htmlInput: { autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'tax-gstin' },
        formHelperText: status.tone === 'valid' && !bound.error ? { sx: { color: 'success.main' } } : {},
      }}
    />
  );
}

/** The GST rate: its value is basis points (1800), shown as 18%. */
function RateField({ control, disabled }: { control: FormControl; disabled: boolean }) {
  const { field, bound } = useContractField('rateBasisPoints', control);
  return (
    <TextField
      {...bound}
      select
      label="GST rate"
      value={field.value ?? ''}
      disabled={disabled}
      onChange={(event) => field.onChange(Number(event.target.value))}
      slotProps={{ htmlInput: { 'data-testid': 'tax-rate' } }}
      sx={{ flex: 1 }}
    >
      {RATE_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface TaxSettingsFormProps {
  /** Another agency's (Agency Management); none: the caller's own agency, or the platform's. */
  agencyId: string | undefined;
  current: TTaxSettingsResponse;
  title: string;
  onClose: () => void;
}

/** The form in a dialog: saved, it says so and closes. Field errors from the server land on their fields. */
export function TaxSettingsForm({ agencyId, current, title, onClose }: TaxSettingsFormProps) {
  const save = useSaveTaxSettings(agencyId);
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TaxSettingsFormInput, unknown, TTaxSettings>({
    resolver: zodResolver(ZTaxSettings),
    defaultValues: taxSettingsFormOf(current.settings),
  });
  const { submit, formError } = useServerSubmit(form, FIELD_MAP, async (values) => {
    await save.mutateAsync(values);
    enqueueSnackbar(`Tax settings of ${current.agencyName} saved.`, { variant: 'success' });
    onClose();
  });
  const control = form.control;
  const submitting = form.formState.isSubmitting;
  const [gstin, pricesIncludeTax, rate, sacCode, prefix] = useWatch({
    control,
    name: ['gstin', 'pricesIncludeTax', 'rateBasisPoints', 'sacCode', 'invoicePrefix'],
  });
  const stateFollowsGstin = typeof gstin === 'string' && stateOfGstin(gstin) !== null;
  const invoiceNumber = firstInvoiceNumber(prefix, new Date());

  return (
    <FormDialogBody
      onSubmit={submit}
      testId="tax-settings-form"
      title={title}
      spacing={2}
      onCancel={onClose}
      submitting={submitting}
      submitLabel="Save"
      submitTestId="tax-settings-save"
      formError={formError}
      intro={
        <>
          <Typography variant="body2" color="textSecondary">
            What {current.agencyName}'s tax invoices and receipts say. Saving changes only documents issued from now on.
          </Typography>
          {current.isSet ? null : (
            <Alert severity="info" data-testid="tax-settings-not-set">
              Not set: documents are receipts in the agency's name.
            </Alert>
          )}
        </>
      }
    >
      <Section title="On every document">
        <FormTextField
          control={control}
          name="legalName"
          label="Legal name"
          helperText="As registered for GST, or the business's legal name."
          disabled={submitting}
          slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'tax-legal-name' } }}
        />
        <GstinField
          control={control}
          setValue={form.setValue}
          revalidate={form.formState.isSubmitted}
          disabled={submitting}
        />
        <FormTextField
          control={control}
          name="address"
          label="Registered address"
          multiline
          minRows={2}
          disabled={submitting}
          slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'tax-address' } }}
        />
        <FormSelectField
          control={control}
          name="stateCode"
          label="State"
          options={STATE_OPTIONS}
          disabled={submitting}
          helperText={
            stateFollowsGstin
              ? "From the GSTIN's first two digits."
              : 'Sales within this state carry CGST + SGST; to other states, IGST.'
          }
          testId="tax-state"
        />
      </Section>

      <Section title="Prices and tax">
        <Stack>
          <FormSwitch control={control} name="pricesIncludeTax" label="Prices include GST" testId="tax-inclusive" />
          <Typography variant="body2" color="textSecondary" data-testid="tax-price-example">
            {priceExample(rate, pricesIncludeTax)}
          </Typography>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <RateField control={control} disabled={submitting} />
          <FormTextField
            control={control}
            name="sacCode"
            label="SAC code"
            helperText={sacCodeHint(sacCode)}
            disabled={submitting}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 6, inputMode: 'numeric', 'data-testid': 'tax-sac' } }}
          />
        </Stack>
      </Section>

      <Section title="Invoice numbers">
        <FormTextField
          control={control}
          name="invoicePrefix"
          label="Invoice number prefix"
          parse={prefixAsTyped}
          helperText={
            invoiceNumber
              ? `Invoices are numbered like ${invoiceNumber}. Receipts and credit notes have their own series.`
              : '1 to 5 capital letters or digits, like INV.'
          }
          disabled={submitting}
          slotProps={{ htmlInput: { maxLength: 5, autoCapitalize: 'characters', 'data-testid': 'tax-prefix' } }}
        />
      </Section>
    </FormDialogBody>
  );
}
