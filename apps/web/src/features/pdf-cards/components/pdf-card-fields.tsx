import type { TPdfCardDetails } from '@cardora/contract';
import { BLOOD_GROUPS } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { PhoneField } from '../../../components/form/phone-field';
import { ImageUploadField } from '../../cards/components/image-upload-field';
import type { PdfCardFormInput } from '../pdf-card-form';
import { PhotoField } from './photo-field';

type Form = UseFormReturn<PdfCardFormInput, unknown, TPdfCardDetails>;
const BLOOD_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));
const MAX_ITEMS = 3;

function Section({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Card component="fieldset" sx={{ p: { xs: 2, sm: 2.5 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h5" sx={{ float: 'left', width: '100%', p: 0 }}>
        {title}
      </Typography>
      {text ? (
        <Typography variant="body2" color="text.secondary" sx={{ clear: 'both', mb: 0.5 }}>
          {text}
        </Typography>
      ) : null}
      <Stack spacing={2} sx={{ clear: 'both', pt: 1.5 }}>
        {children}
      </Stack>
    </Card>
  );
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item : '')) : [];
}

/** Up to three phones or e-mails: one field each, add and remove. */
function RepeatedField({
  form,
  name,
  label,
  addLabel,
  kind,
}: {
  form: Form;
  name: 'phones' | 'mails';
  label: string;
  addLabel: string;
  kind: 'phone' | 'email';
}) {
  const values = stringsOf(useWatch({ control: form.control, name }));
  const shown = kind === 'phone' && values.length === 0 ? [''] : values;
  const set = (next: string[]) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const listError = form.formState.errors[name]?.message;
  return (
    <Stack spacing={1.5}>
      {shown.map((_value, index) => {
        const removable = kind === 'email' || index > 0;
        const remove = removable ? (
          <IconButton
            aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            onClick={() => set(shown.filter((_, i) => i !== index))}
            sx={{ mt: 1 }}
          >
            <CloseRounded />
          </IconButton>
        ) : null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions 1..3
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {kind === 'phone' ? (
              <PhoneField
                control={form.control}
                name={`phones.${index}`}
                label={`${label} ${index + 1}`}
                testId={`pdf-phone-${index}`}
              />
            ) : (
              <FormTextField
                control={form.control}
                name={`mails.${index}`}
                label={`${label} ${index + 1}`}
                type="email"
                slotProps={{
                  htmlInput: {
                    inputMode: 'email',
                    autoCapitalize: 'none',
                    autoComplete: 'email',
                    'data-testid': `pdf-mail-${index}`,
                  },
                }}
              />
            )}
            {remove}
          </Stack>
        );
      })}
      {listError ? (
        <Typography variant="caption" color="error" role="alert">
          {listError}
        </Typography>
      ) : null}
      {shown.length < MAX_ITEMS ? (
        <Button
          size="small"
          startIcon={<AddRounded />}
          onClick={() => set([...shown, ''])}
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`pdf-add-${kind}`}
        >
          {addLabel}
        </Button>
      ) : null}
    </Stack>
  );
}

function ColourField({ form, name, label }: { form: Form; name: 'primaryColor' | 'secondaryColor'; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="color"
          value={typeof field.value === 'string' ? field.value : '#1e63d6'}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { 'data-testid': `pdf-${name}`, style: { height: 28, padding: '12px 10px' } } }}
        />
      )}
    />
  );
}

/** Every field of the card, in the order a phone fills them; errors under each field (the contract's words). */
export function PdfCardFields({ form, businessId }: { form: Form; businessId: string }) {
  const { control } = form;
  const phones = stringsOf(useWatch({ control, name: 'phones' }));
  return (
    <Stack spacing={2}>
      <Section title="Person" text="Who carries the card.">
        <PhotoField control={control} name="photoUrl" businessId={businessId} />
        <FormTextField
          control={control}
          name="name"
          label="Name"
          slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'name', 'data-testid': 'pdf-name' } }}
        />
        <FormTextField
          control={control}
          name="designation"
          label="Designation (optional)"
          placeholder="Owner, Sales Manager…"
          slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'pdf-designation' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <FormTextField
            control={control}
            name="idNumber"
            label="ID number"
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'pdf-id-number' } }}
          />
          <FormSelectField
            control={control}
            name="bloodGroup"
            label="Blood group"
            options={BLOOD_OPTIONS}
            emptyValue={null}
            emptyLabel="Not shown"
            testId="pdf-blood-group"
          />
        </Box>
      </Section>

      <Section title="Company">
        <FormTextField
          control={control}
          name="companyName"
          label="Company name"
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'pdf-company' } }}
        />
        <ImageUploadField control={control} name="logoUrl" label="Logo" businessId={businessId} testId="pdf-logo" />
        <PhoneField
          control={control}
          name="registeredPhoneNumber"
          label="Registered phone number"
          helperText="The number the business is registered with."
          testId="pdf-registered-phone"
        />
      </Section>

      <Section title="Contact" text="Shown on the card; a phone card makes each one tappable.">
        <RepeatedField form={form} name="phones" label="Phone" addLabel="Add another phone" kind="phone" />
        <Stack spacing={0.5}>
          <PhoneField control={control} name="whatsappNumber" label="WhatsApp (optional)" testId="pdf-whatsapp" />
          <Button
            size="small"
            onClick={() =>
              form.setValue('whatsappNumber', phones[0] ?? '', { shouldDirty: true, shouldValidate: true })
            }
            disabled={!phones[0]}
            sx={{ alignSelf: 'flex-start' }}
          >
            Same as phone 1
          </Button>
        </Stack>
        <RepeatedField form={form} name="mails" label="E-mail" addLabel="Add an e-mail" kind="email" />
        <FormTextField
          control={control}
          name="address"
          label="Address (optional)"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'pdf-address' } }}
        />
        <FormTextField
          control={control}
          name="website"
          label="Website (optional)"
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': 'pdf-website' } }}
        />
        <FormTextField
          control={control}
          name="mapLink"
          label="Google Maps link (optional)"
          placeholder="https://maps.app.goo.gl/…"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': 'pdf-map' } }}
        />
      </Section>

      <Section title="Card">
        <FormTextField
          control={control}
          name="validUntil"
          label="Valid until (optional)"
          type="date"
          helperText="After this day the card's QR shows it as expired."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'pdf-valid-until' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <ColourField form={form} name="primaryColor" label="Main colour" />
          <ColourField form={form} name="secondaryColor" label="Second colour" />
        </Box>
      </Section>
    </Stack>
  );
}
