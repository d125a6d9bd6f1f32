import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionImageField, SectionTextField } from '../section-fields';
import type { SectionFieldsProps } from '../section-shell';

const EMPTY_BANK = { accountName: '', accountNumber: '', ifsc: '', bankName: '', branch: '' };

/** Payment options: UPI id and payee, a UPI QR image, optional bank details. */
export function PaymentFields({ form, business }: SectionFieldsProps<'paymentOptions'>) {
  const { t } = useTranslation('editor');
  const bank = useWatch({ control: form.control, name: 'bank' });
  return (
    <>
      <SectionTextField
        form={form}
        name="upiId"
        words="payment.upiId"
        placeholder="name@okbank"
        keyboard="code"
        testId="payment-upi-id"
      />
      <SectionTextField
        form={form}
        name="upiPayeeName"
        words="payment.payee"
        helperText={t('payment.payeeHelp')}
        testId="payment-payee"
      />
      <SectionImageField
        form={form}
        name="upiQrImageUrl"
        words="payment.qrImage"
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
          <SectionTextField
            form={form}
            name="bank.accountName"
            words="payment.accountName"
            testId="bank-account-name"
          />
          <SectionTextField
            form={form}
            name="bank.accountNumber"
            words="payment.accountNumber"
            max={18}
            keyboard="numeric"
            testId="bank-account-number"
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SectionTextField
              form={form}
              name="bank.ifsc"
              words="payment.ifsc"
              max={11}
              slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
              testId="bank-ifsc"
            />
            <SectionTextField form={form} name="bank.bankName" words="payment.bankName" testId="bank-name" />
          </Stack>
          <SectionTextField form={form} name="bank.branch" words="payment.branch" testId="bank-branch" />
        </Stack>
      ) : null}
    </>
  );
}
