import type { TPdfCardDetails } from '@cardora/contract';
import { BLOOD_GROUPS } from '@cardora/contract';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldsetSection } from '#components/form/fieldset-section';
import { FormSelectField } from '#components/form/form-select-field';
import { FormStringList } from '#components/form/form-string-list';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { WhatsappField } from '#components/form/whatsapp-field';
import { ImageUploadField } from '#features/cards';
import type { PdfCardFormInput } from '../pdf-card-form';
import { PhotoField } from './photo-field';

type Form = UseFormReturn<PdfCardFormInput, unknown, TPdfCardDetails>;
const BLOOD_OPTIONS = BLOOD_GROUPS.map((value) => ({ value, label: value }));

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
        <FormStringList form={form} name="phones" kind="phone" testId="pdf-phone" />
        <WhatsappField form={form} phones="phones" testId="pdf-whatsapp" />
        <FormStringList form={form} name="mails" kind="email" testId="pdf-mail" />
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
