import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#components/form/form-text-field';
import { ImageUploadField } from '../../components/image-upload-field';
import type { SectionProps } from '../section-props';
import { SectionEditor, type SectionFieldsProps, type SectionSpec } from '../section-shell';

const EMPTY_BANK = { accountName: '', accountNumber: '', ifsc: '', bankName: '', branch: '' };

function PaymentFields({ form, business }: SectionFieldsProps<'paymentOptions'>) {
  const { t } = useTranslation('editor');
  const bank = useWatch({ control: form.control, name: 'bank' });
  return (
    <>
      <FormTextField
        control={form.control}
        name="upiId"
        label={t('payment.upiId')}
        placeholder="name@okbank"
        slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, 'data-testid': 'payment-upi-id' } }}
      />
      <FormTextField
        control={form.control}
        name="upiPayeeName"
        label={t('payment.payee')}
        helperText={t('payment.payeeHelp')}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'payment-payee' } }}
      />
      <ImageUploadField
        control={form.control}
        name="upiQrImageUrl"
        label={t('payment.qrImage')}
        businessId={business.businessId}
        testId="upload-upi-qr"
      />
      <FormControlLabel
        sx={{ mx: 0, justifyContent: 'space-between' }}
        labelPlacement="start"
        label={t('payment.showBank')}
        control={
          <Switch
            checked={bank != null}
            onChange={(_event, checked) =>
              form.setValue('bank', checked ? EMPTY_BANK : null, { shouldDirty: true, shouldValidate: false })
            }
            data-testid="payment-bank-toggle"
          />
        }
      />
      {bank != null ? (
        <Stack spacing={2} sx={{ pl: { sm: 1 } }}>
          <Typography variant="body2" color="textSecondary">
            {t('payment.bankIntro')}
          </Typography>
          <FormTextField
            control={form.control}
            name="bank.accountName"
            label={t('payment.accountName')}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'bank-account-name' } }}
          />
          <FormTextField
            control={form.control}
            name="bank.accountNumber"
            label={t('payment.accountNumber')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 18, 'data-testid': 'bank-account-number' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={form.control}
              name="bank.ifsc"
              label={t('payment.ifsc')}
              slotProps={{ htmlInput: { maxLength: 11, autoCapitalize: 'characters', 'data-testid': 'bank-ifsc' } }}
            />
            <FormTextField
              control={form.control}
              name="bank.bankName"
              label={t('payment.bankName')}
              slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'bank-name' } }}
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="bank.branch"
            label={t('payment.branch')}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'bank-branch' } }}
          />
        </Stack>
      ) : null}
    </>
  );
}

const PAYMENT_SECTION: SectionSpec<'paymentOptions'> = {
  section: 'paymentOptions',
  words: 'payment',
  icon: <CurrencyRupeeRounded />,
  spacing: 2.25,
  Fields: PaymentFields,
  summary: (saved) => saved.upiId,
};

/** Payment options: UPI id and payee, a UPI QR image, optional bank details. */
export function PaymentSection(props: SectionProps) {
  return <SectionEditor {...props} spec={PAYMENT_SECTION} />;
}
