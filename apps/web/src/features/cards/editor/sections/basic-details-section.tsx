import { BUSINESS_TYPES, SALUTATIONS, type TBusiness, type TCardBasicDetails } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { defaultCountryCodeFor } from '#components/form/phone-number';
import { useMessage } from '#i18n/use-message';
import { ImageUploadField } from '../../components/image-upload-field';
import type { SectionProps } from '../section-props';
import { CardSectionEditor, type SectionFieldsProps } from '../section-shell';

/** The word of each business type in editor.json (basic.businessTypes); the stored value stays English. */
/** The titles' words in the page's language (the card itself keeps the stored value). */
const SALUTATION_KEYS: Record<Exclude<(typeof SALUTATIONS)[number], 'none'>, string> = {
  'Mr.': 'mr',
  'Ms.': 'ms',
  'Dr.': 'dr',
  'Mrs.': 'mrs',
};

const BUSINESS_TYPE_KEYS: Record<(typeof BUSINESS_TYPES)[number], string> = {
  Manufacturer: 'manufacturer',
  Retailer: 'retailer',
  Wholesaler: 'wholesaler',
  Distributor: 'distributor',
  'Exporter/importer': 'exporterImporter',
  'Service provider': 'serviceProvider',
  Restaurant: 'restaurant',
  Hotel: 'hotel',
  'Consultancy Services': 'consultancyServices',
  'Architect and Interior Designer': 'architectInteriorDesigner',
};

/** A new card starts from what we know of the business and its owner. */
export function draftBasicDetails(business: TBusiness): TCardBasicDetails {
  const phone = business.phoneNumber ?? business.user.phoneNumber;
  return {
    salutation: 'none',
    name: business.user.name ?? '',
    designation: null,
    companyName: business.businessName,
    businessType: null,
    phoneNumbers: phone ? [phone] : [],
    whatsappNumber: phone,
    email: business.email ?? business.user.email,
    address: null,
    mapLink: null,
    website: null,
    logoUrl: null,
    photoUrl: null,
  };
}

function BasicDetailsFields({ form, business }: SectionFieldsProps<'basicDetails'>) {
  const { t } = useTranslation('editor');
  const inLanguage = useMessage();
  const phones = useWatch({ control: form.control, name: 'phoneNumbers' }) ?? [];
  // The card's owner's country: a foreign customer's numbers get no silent +91.
  const countryCode = defaultCountryCodeFor(business.user);
  const setPhones = (next: string[]) => form.setValue('phoneNumbers', next, { shouldDirty: true });
  // Mr., Dr. … show on the card as they are; only "none" is a word.
  const salutationOptions = SALUTATIONS.map((value) => ({
    value,
    label: value === 'none' ? t('basic.salutationNone') : t(`basic.salutations.${SALUTATION_KEYS[value]}`),
  }));
  const businessTypeOptions = BUSINESS_TYPES.map((value) => ({
    value,
    label: t(`basic.businessTypes.${BUSINESS_TYPE_KEYS[value]}`),
  }));

  return (
    <>
      <Stack direction="row" spacing={1.5}>
        <FormSelectField
          control={form.control}
          name="salutation"
          label={t('basic.salutation')}
          options={salutationOptions}
          sx={{ width: 110, flexShrink: 0 }}
          fullWidth={false}
          testId="basic-salutation"
        />
        <FormTextField
          control={form.control}
          name="name"
          label={t('basic.name')}
          slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'name', 'data-testid': 'basic-name' } }}
        />
      </Stack>
      <FormTextField
        control={form.control}
        name="designation"
        label={t('basic.designation')}
        placeholder={t('basic.designationPlaceholder')}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'basic-designation' } }}
      />
      <FormTextField
        control={form.control}
        name="companyName"
        label={t('basic.companyName')}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'basic-company' } }}
      />
      <FormSelectField
        control={form.control}
        name="businessType"
        label={t('basic.businessType')}
        options={businessTypeOptions}
        emptyValue={null}
        emptyLabel={t('basic.businessTypeNotSet')}
        testId="basic-business-type"
      />
      <Stack spacing={1.5}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('basic.phoneNumbers')}
        </Typography>
        {(phones.length === 0 ? [''] : phones).map((_phone, index) => (
          // Phone slots are positions, not entities: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions 1..3
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <PhoneField
              control={form.control}
              name={`phoneNumbers.${index}`}
              label={t('basic.phone', { number: index + 1 })}
              testId={`basic-phone-${index}`}
              defaultCountryCode={countryCode}
            />
            {index > 0 ? (
              <IconButton
                aria-label={t('basic.removePhone', { number: index + 1 })}
                onClick={() => setPhones(phones.filter((_, i) => i !== index))}
                sx={{ mt: 1 }}
              >
                <CloseRounded />
              </IconButton>
            ) : null}
          </Stack>
        ))}
        {form.formState.errors.phoneNumbers?.message ? (
          <Typography variant="caption" color="error">
            {inLanguage(form.formState.errors.phoneNumbers.message)}
          </Typography>
        ) : null}
        {phones.length < 3 ? (
          <Button
            size="small"
            startIcon={<AddRounded />}
            onClick={() => setPhones([...(phones.length === 0 ? [''] : phones), ''])}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="basic-add-phone"
          >
            {t('basic.addPhone')}
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={0.5}>
        <PhoneField
          control={form.control}
          name="whatsappNumber"
          label={t('basic.whatsapp')}
          testId="basic-whatsapp"
          defaultCountryCode={countryCode}
        />
        <Button
          size="small"
          onClick={() => form.setValue('whatsappNumber', phones[0] ?? '', { shouldDirty: true, shouldValidate: true })}
          disabled={!phones[0]}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="basic-whatsapp-same"
        >
          {t('basic.sameAsPhone1')}
        </Button>
      </Stack>
      <FormTextField
        control={form.control}
        name="email"
        label={t('basic.email')}
        type="email"
        slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', 'data-testid': 'basic-email' } }}
      />
      <FormTextField
        control={form.control}
        name="address"
        label={t('basic.address')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'basic-address' } }}
      />
      <FormTextField
        control={form.control}
        name="mapLink"
        label={t('basic.mapLink')}
        placeholder="https://maps.app.goo.gl/…"
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': 'basic-map' } }}
      />
      <FormTextField
        control={form.control}
        name="website"
        label={t('basic.website')}
        placeholder="www.yourshop.in"
        slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none', 'data-testid': 'basic-website' } }}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <ImageUploadField
          control={form.control}
          name="logoUrl"
          label={t('basic.logo')}
          businessId={business.businessId}
          testId="upload-logo"
        />
        <ImageUploadField
          control={form.control}
          name="photoUrl"
          label={t('basic.photo')}
          businessId={business.businessId}
          testId="upload-photo"
          round
        />
      </Box>
    </>
  );
}

/** Basic details: who, which company, how to reach them. The first save creates the card. */
export function BasicDetailsSection(props: SectionProps) {
  const { t } = useTranslation('editor');
  const { business, card } = props;
  const draft = useMemo(() => draftBasicDetails(business), [business]);
  const isNew = card === null;
  return (
    <CardSectionEditor
      {...props}
      section="basicDetails"
      description={isNew ? t('basic.descriptionNew') : t('basic.description')}
      icon={<BadgeRounded />}
      savedText={isNew ? t('basic.created') : t('basic.saved')}
      saveLabel={isNew ? t('basic.createCard') : undefined}
      spacing={2.25}
      draft={draft}
      Fields={BasicDetailsFields}
    />
  );
}
