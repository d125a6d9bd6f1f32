import type { TBusiness } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneCountryScope } from '#components/form/phone-country';
import { FormAlert, useServerSubmit } from '#features/auth';
import { HelpfulLinksStrip } from '#features/link-store';
import { BUSINESS_FIELD_MAP, type BusinessFields, type BusinessFieldsInput, ZBusinessFields } from '../business-form';
import { useUpdateBusinessMetadata } from '../hooks/use-update-business-metadata';
import { BusinessFieldsGroup } from './business-fields';

interface DetailsProps {
  onClose: () => void;
  /** Staff: opens the business's payments over this dialog (the form keeps what was typed). */
  onShowPayments?: (business: TBusiness) => void;
}

function DetailsForm({ business, onClose, onShowPayments }: DetailsProps & { business: TBusiness }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const update = useUpdateBusinessMetadata();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<BusinessFieldsInput, unknown, BusinessFields>({
    resolver: zodResolver(ZBusinessFields),
    defaultValues: {
      businessName: business.businessName,
      category: business.category,
      otherCategory: business.otherCategory ?? '',
      email: business.email ?? '',
      phoneNumber: business.phoneNumber ?? '',
    },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, BUSINESS_FIELD_MAP, async (fields) => {
    await update.mutateAsync({ businessId: business.businessId, ...fields });
    enqueueSnackbar(t('businessDetails.saved'), { variant: 'success' });
    onClose();
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle sx={{ fontWeight: 700 }}>{t('businessDetails.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={formError} />
          <HelpfulLinksStrip page="edit-business" />
          {/* The customer's country, not the staff member's: no silent +91 for a foreign customer. */}
          <PhoneCountryScope owner={business.user}>
            <BusinessFieldsGroup control={form.control} disabled={submitting} />
          </PhoneCountryScope>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {onShowPayments ? (
          <Button
            startIcon={<ReceiptLongRounded />}
            onClick={() => onShowPayments(business)}
            disabled={submitting}
            sx={{ mr: 'auto', ml: -1 }}
            data-testid="business-details-payments"
          >
            {t('businessMenu.payments')}
          </Button>
        ) : null}
        <Button color="inherit" onClick={onClose} disabled={submitting}>
          {t('glossary:cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={submitting} data-testid="business-details-save">
          {t('glossary:save')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** "Edit details": POST /business/updateBusinessMetadata in a dialog (full screen on a phone). */
export function BusinessDetailsDialog({
  business,
  onClose,
  onShowPayments,
}: DetailsProps & { business: TBusiness | null }) {
  const phone = useMediaQuery('(max-width:767px)');
  return (
    <Dialog
      open={business !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      data-testid="business-details-dialog"
    >
      {business ? (
        <DetailsForm key={business.businessId} business={business} onClose={onClose} onShowPayments={onShowPayments} />
      ) : null}
    </Dialog>
  );
}
