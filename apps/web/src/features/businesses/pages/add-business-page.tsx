import { zodResolver } from '@hookform/resolvers/zod';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PhoneCountryScope } from '#components/form/phone-country';
import { NotAvailablePage } from '#components/not-available-page';
import { FormAlert, useServerSubmit } from '#features/auth';
import { useUpdateUserPreference } from '#features/customer';
import { HelpfulLinksStrip } from '#features/link-store';
import { type AreaBase, areaPaths } from '../area-paths';
import {
  BUSINESS_FIELD_MAP,
  type BusinessFields,
  type BusinessFieldsInput,
  EMPTY_BUSINESS_FIELDS,
  ZBusinessFields,
} from '../business-form';
import { BusinessFieldsGroup } from '../components/business-fields';
import { useCan } from '../hooks/use-can';
import { useCreateBusiness } from '../hooks/use-create-business';

const isTrue = (value: string | null) => value === 'true' || value === '1';

/**
 * /businesses/add: userId (staff adding for a customer), isForeignUser,
 * shouldRedirectToDigitalCardEditorOnAddBusiness and shouldCreateDigitalCard.
 */
export function AddBusinessPage({ base }: { base: AreaBase }) {
  const { t } = useTranslation('customer');
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? undefined;
  const isForeignUser = isTrue(params.get('isForeignUser'));
  const createDigitalCard = isTrue(params.get('shouldCreateDigitalCard'));
  // "Create my card" without a business arrives with shouldCreateDigitalCard: it wants the editor next.
  const toEditor = isTrue(params.get('shouldRedirectToDigitalCardEditorOnAddBusiness')) || createDigitalCard;
  const createBusiness = useCreateBusiness();
  const preference = useUpdateUserPreference();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<BusinessFieldsInput, unknown, BusinessFields>({
    resolver: zodResolver(ZBusinessFields),
    defaultValues: EMPTY_BUSINESS_FIELDS,
  });
  const submitting = form.formState.isSubmitting;
  const can = useCan();

  const { submit, formError } = useServerSubmit(form, BUSINESS_FIELD_MAP, async (fields) => {
    const business = await createBusiness.mutateAsync({ ...fields, userId, createDigitalCard });
    // A customer's new business becomes the active one; staff cannot change a customer's choice.
    if (!userId && base === '/customer') {
      await preference.mutateAsync({ activeBusinessId: business.businessId }).catch(() => undefined);
    }
    enqueueSnackbar(t('businesses.added', { name: business.businessName }), { variant: 'success' });
    await navigate(toEditor ? areaPaths.editCard(base, business.businessId) : areaPaths.businesses(base), {
      replace: true,
    });
  });

  if (!can('business:create')) return <NotAvailablePage homePath={base} reason="forbidden" />;

  return (
    <Card sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560, mx: 'auto' }} data-testid="add-business-page">
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: '14px',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: '#fff',
          }}
        >
          <AddBusinessRounded />
        </Box>
        <Typography variant="h2" component="h2">
          {userId ? t('addBusiness.forCustomerTitle') : t('addBusiness.title')}
        </Typography>
        <Typography color="textSecondary">
          {toEditor ? t('addBusiness.nextEditor') : t('addBusiness.ownCard')}
        </Typography>
        <HelpfulLinksStrip page="edit-business" />
      </Stack>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <FormAlert message={formError} />
          {/* Staff adding for a customer: the customer's country (a foreign one chooses a code). */}
          <PhoneCountryScope owner={userId ? { isForeignUser, phoneNumber: null } : null}>
            <BusinessFieldsGroup control={form.control} disabled={submitting} emailFirst={isForeignUser} autoFocus />
          </PhoneCountryScope>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={submitting}
            data-testid="add-business-submit"
          >
            {toEditor ? t('addBusiness.submitAndCreate') : t('addBusiness.submit')}
          </Button>
        </Stack>
      </Box>
    </Card>
  );
}
