import Stack from '@mui/material/Stack';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import type { BusinessFields, BusinessFieldsInput } from '../business-form';
import { CategoryField } from './category-field';

interface BusinessFieldsProps {
  control: Control<BusinessFieldsInput, unknown, BusinessFields>;
  disabled?: boolean;
  /** Foreign customers are reached by e-mail first. */
  emailFirst?: boolean;
  autoFocus?: boolean;
}

/** Business name, category picker, e-mail and phone (+91 by default). */
export function BusinessFieldsGroup({ control, disabled, emailFirst, autoFocus }: BusinessFieldsProps) {
  const { t } = useTranslation('customer');
  const email = (
    <FormTextField
      key="email"
      control={control}
      name="email"
      label={t('businessFields.email')}
      type="email"
      disabled={disabled}
      slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', 'data-testid': 'business-email' } }}
    />
  );
  const phone = (
    <PhoneField
      key="phone"
      control={control}
      name="phoneNumber"
      label={t('businessFields.phone')}
      disabled={disabled}
      testId="business-phone"
      helperText={t('businessFields.phoneHelp')}
    />
  );
  return (
    <Stack spacing={2.25}>
      <FormTextField
        control={control}
        name="businessName"
        label={t('businessFields.name')}
        autoFocus={autoFocus}
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'organization', 'data-testid': 'business-name' } }}
      />
      <CategoryField control={control} name="category" otherName="otherCategory" disabled={disabled} />
      {emailFirst ? [email, phone] : [phone, email]}
    </Stack>
  );
}
