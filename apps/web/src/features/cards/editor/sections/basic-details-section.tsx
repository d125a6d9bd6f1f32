import { BUSINESS_TYPES, SALUTATIONS, type TBusiness, type TCardBasicDetails } from '@cardora/contract';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStringList } from '#components/form/form-string-list';
import { defaultCountryCodeFor } from '#components/form/phone-number';
import { WhatsappField } from '#components/form/whatsapp-field';
import { FieldsHeading, SectionImageField, SectionSelectField, SectionTextField } from '../section-fields';
import type { SectionProps } from '../section-props';
import { CardSectionEditor, type SectionFieldsProps } from '../section-shell';

/** The titles' words in the page's language (the card itself keeps the stored value). */
const SALUTATION_KEYS: Record<Exclude<(typeof SALUTATIONS)[number], 'none'>, string> = {
  'Mr.': 'mr',
  'Ms.': 'ms',
  'Dr.': 'dr',
  'Mrs.': 'mrs',
};

/** The word of each business type in editor.json (basic.businessTypes); the stored value stays English. */
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

/** What the map-link and website fields show before anything is typed. */
const MAP_EXAMPLE = 'https://maps.app.goo.gl/…';
const SITE_EXAMPLE = 'www.yourshop.in';

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
  // The card's owner's country: a foreign customer's numbers get no silent +91.
  const countryCode = defaultCountryCodeFor(business.user);
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
        <SectionSelectField
          form={form}
          name="salutation"
          words="basic.salutation"
          options={salutationOptions}
          sx={{ width: 110, flexShrink: 0 }}
          fullWidth={false}
          testId="basic-salutation"
        />
        <SectionTextField form={form} name="name" words="basic.name" autoComplete="name" testId="basic-name" />
      </Stack>
      <SectionTextField
        form={form}
        name="designation"
        words="basic.designation"
        autoComplete="organization-title"
        placeholder={t('basic.designationPlaceholder')}
        testId="basic-designation"
      />
      <SectionTextField form={form} name="companyName" words="basic.companyName" testId="basic-company" />
      <SectionSelectField
        form={form}
        name="businessType"
        words="basic.businessType"
        options={businessTypeOptions}
        emptyValue={null}
        emptyLabel={t('basic.businessTypeNotSet')}
        testId="basic-business-type"
      />
      <Stack spacing={1.5}>
        <FieldsHeading words="basic.phoneNumbers" />
        <FormStringList
          form={form}
          name="phoneNumbers"
          kind="phone"
          testId="basic-phone"
          defaultCountryCode={countryCode}
        />
      </Stack>
      <WhatsappField form={form} phones="phoneNumbers" testId="basic-whatsapp" defaultCountryCode={countryCode} />
      <SectionTextField
        form={form}
        name="email"
        words="basic.email"
        type="email"
        keyboard="email"
        testId="basic-email"
      />
      <SectionTextField form={form} name="address" words="basic.address" multiline minRows={2} testId="basic-address" />
      <SectionTextField
        form={form}
        name="mapLink"
        words="basic.mapLink"
        placeholder={MAP_EXAMPLE}
        keyboard="url"
        testId="basic-map"
      />
      <SectionTextField
        form={form}
        name="website"
        words="basic.website"
        placeholder={SITE_EXAMPLE}
        keyboard="url"
        testId="basic-website"
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SectionImageField
          form={form}
          name="logoUrl"
          words="basic.logo"
          businessId={business.businessId}
          testId="upload-logo"
        />
        <SectionImageField
          form={form}
          name="photoUrl"
          words="basic.photo"
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
