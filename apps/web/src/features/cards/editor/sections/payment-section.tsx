import { type TCardPaymentOptions, ZCardPaymentOptions } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import CurrencyRupeeRounded from '@mui/icons-material/CurrencyRupeeRounded';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../../components/form/form-text-field';
import { ImageUploadField } from '../../components/image-upload-field';
import { useUpdateCardPaymentOptions } from '../../hooks/use-update-card';
import { setLiveSection, useEditorStore } from '../editor-store';
import { livePreview } from '../live-preview';
import { applySectionErrors, SaveRow, useSectionSubmit, useSectionSync } from '../section-form';
import { SectionPanel } from '../section-panel';
import type { SectionProps } from '../section-props';

type In = z.input<typeof ZCardPaymentOptions>;
const FIELDS = Object.keys(ZCardPaymentOptions.shape);
const EMPTY_BANK = { accountName: '', accountNumber: '', ifsc: '', bankName: '', branch: '' };

function PaymentForm({ business, card }: Pick<SectionProps, 'business'> & { card: NonNullable<SectionProps['card']> }) {
  const { t } = useTranslation('editor');
  const store = useEditorStore();
  const saved = card.sections.paymentOptions;
  const form = useForm<In, unknown, TCardPaymentOptions>({
    resolver: zodResolver(ZCardPaymentOptions),
    defaultValues: saved,
  });
  const onLive = useCallback(
    (values: unknown) => setLiveSection(store, 'paymentOptions', livePreview(ZCardPaymentOptions, values, saved)),
    [store, saved],
  );
  useSectionSync('paymentOptions', form, onLive);
  const save = useUpdateCardPaymentOptions();
  const submitter = useSectionSubmit('paymentOptions');
  const bank = useWatch({ control: form.control, name: 'bank' });

  const submit = form.handleSubmit((paymentOptions) =>
    submitter.run(
      async () => {
        const next = await save.mutateAsync({ cardNo: card.cardNo, paymentOptions });
        form.reset(next.sections.paymentOptions);
      },
      t('payment.saved'),
      (error) => applySectionErrors(error, form, 'paymentOptions', FIELDS),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="form-paymentOptions">
      <Stack spacing={2.25}>
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
        <SaveRow
          section="paymentOptions"
          dirty={form.formState.isDirty}
          saving={save.isPending}
          error={submitter.error}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </Box>
  );
}

/** Payment options: UPI id and payee, a UPI QR image, optional bank details. */
export function PaymentSection({ business, card, expanded, onToggle }: SectionProps) {
  const { t } = useTranslation('editor');
  return (
    <SectionPanel
      panel="paymentOptions"
      description={card?.sections.paymentOptions.upiId ?? t('payment.description')}
      icon={<CurrencyRupeeRounded />}
      expanded={expanded}
      onToggle={onToggle}
      lockedReason={card ? null : t('section.saveBasicFirst')}
    >
      {card ? <PaymentForm business={business} card={card} /> : null}
    </SectionPanel>
  );
}
