import type { TPdfCardDetails } from '@cardora/contract';
import { BLOOD_GROUPS } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldsetSection } from '#components/form/fieldset-section';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { ImageUploadField } from '#features/cards';
import { useMessage } from '#i18n/use-message';
import type { PdfCardFormInput } from '../pdf-card-form';
import { PhotoField } from './photo-field';

type Form = UseFormReturn<PdfCardFormInput, unknown, TPdfCardDetails>;
const BLOOD_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));
const MAX_ITEMS = 3;

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
  const { t } = useTranslation('products');
  const inLanguage = useMessage();
  const values = stringsOf(useWatch({ control: form.control, name }));
  const shown = kind === 'phone' && values.length === 0 ? [''] : values;
  const set = (next: string[]) =>
    form.setValue(name, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const rawListError = form.formState.errors[name]?.message;
  const listError = rawListError && inLanguage(rawListError);
  return (
    <Stack spacing={1.5}>
      {shown.map((_value, index) => {
        const removable = kind === 'email' || index > 0;
        const remove = removable ? (
          <IconButton
            aria-label={t('pdfCards.fields.removeN', { label: label.toLowerCase(), n: index + 1 })}
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
                label={t('pdfCards.fields.numbered', { label, n: index + 1 })}
                testId={`pdf-phone-${index}`}
              />
            ) : (
              <FormTextField
                control={form.control}
                name={`mails.${index}`}
                label={t('pdfCards.fields.numbered', { label, n: index + 1 })}
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
  const { t } = useTranslation('products');
  const { control } = form;
  const phones = stringsOf(useWatch({ control, name: 'phones' }));
  return (
    <Stack spacing={2}>
      <FieldsetSection title={t('pdfCards.fields.person')} text={t('pdfCards.fields.personText')}>
        <PhotoField control={control} name="photoUrl" businessId={businessId} />
        <FormTextField
          control={control}
          name="name"
          label={t('pdfCards.fields.name')}
          slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'name', 'data-testid': 'pdf-name' } }}
        />
        <FormTextField
          control={control}
          name="designation"
          label={t('pdfCards.fields.designation')}
          placeholder={t('pdfCards.fields.designationPlaceholder')}
          slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'pdf-designation' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <FormTextField
            control={control}
            name="idNumber"
            label={t('pdfCards.fields.idNumber')}
            slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'pdf-id-number' } }}
          />
          <FormSelectField
            control={control}
            name="bloodGroup"
            label={t('pdfCards.fields.bloodGroup')}
            options={BLOOD_OPTIONS}
            emptyValue={null}
            emptyLabel={t('pdfCards.fields.notShown')}
            testId="pdf-blood-group"
          />
        </Box>
      </FieldsetSection>

      <FieldsetSection title={t('pdfCards.fields.company')}>
        <FormTextField
          control={control}
          name="companyName"
          label={t('pdfCards.fields.companyName')}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'pdf-company' } }}
        />
        <ImageUploadField
          control={control}
          name="logoUrl"
          label={t('pdfCards.fields.logo')}
          businessId={businessId}
          testId="pdf-logo"
        />
        <PhoneField
          control={control}
          name="registeredPhoneNumber"
          label={t('pdfCards.fields.registeredPhone')}
          helperText={t('pdfCards.fields.registeredPhoneHelp')}
          testId="pdf-registered-phone"
        />
      </FieldsetSection>

      <FieldsetSection title={t('pdfCards.fields.contact')} text={t('pdfCards.fields.contactText')}>
        <RepeatedField
          form={form}
          name="phones"
          label={t('pdfCards.fields.phone')}
          addLabel={t('pdfCards.fields.addPhone')}
          kind="phone"
        />
        <Stack spacing={0.5}>
          <PhoneField
            control={control}
            name="whatsappNumber"
            label={t('pdfCards.fields.whatsapp')}
            testId="pdf-whatsapp"
          />
          <Button
            size="small"
            onClick={() =>
              form.setValue('whatsappNumber', phones[0] ?? '', { shouldDirty: true, shouldValidate: true })
            }
            disabled={!phones[0]}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('pdfCards.fields.sameAsPhone')}
          </Button>
        </Stack>
        <RepeatedField
          form={form}
          name="mails"
          label={t('pdfCards.fields.email')}
          addLabel={t('pdfCards.fields.addEmail')}
          kind="email"
        />
        <FormTextField
          control={control}
          name="address"
          label={t('pdfCards.fields.address')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'pdf-address' } }}
        />
        <FormTextField
          control={control}
          name="website"
          label={t('pdfCards.fields.website')}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': 'pdf-website' } }}
        />
        <FormTextField
          control={control}
          name="mapLink"
          label={t('pdfCards.fields.mapLink')}
          placeholder="https://maps.app.goo.gl/…"
          slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': 'pdf-map' } }}
        />
      </FieldsetSection>

      <FieldsetSection title={t('pdfCards.fields.card')}>
        <FormTextField
          control={control}
          name="validUntil"
          label={t('pdfCards.fields.validUntil')}
          type="date"
          helperText={t('pdfCards.fields.validUntilHelp')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'pdf-valid-until' } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <ColourField form={form} name="primaryColor" label={t('pdfCards.fields.mainColour')} />
          <ColourField form={form} name="secondaryColor" label={t('pdfCards.fields.secondColour')} />
        </Box>
      </FieldsetSection>
    </Stack>
  );
}
