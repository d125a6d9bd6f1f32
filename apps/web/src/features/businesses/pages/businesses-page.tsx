import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '#components/empty-state';
import { ListSkeleton } from '#components/list-skeleton';
import { RetryAlert } from '#components/retry-alert';
import { useUpdateUserPreference, useUserDetails } from '#features/customer';
import { useOpenUpgrade } from '#features/payments';
import { areaPaths } from '../area-paths';
import { useBusinessDialogs } from '../components/business-dialogs';
import { BusinessRow } from '../components/business-row';
import { useMyBusinesses } from '../hooks/use-my-businesses';

function EmptyBusinesses() {
  const { t } = useTranslation('customer');
  return (
    <EmptyState
      testId="businesses-empty"
      maxWidth={420}
      icon={<StorefrontRounded />}
      title={t('businesses.emptyTitle')}
      text={t('businesses.emptyText')}
      action={
        <Button
          component={RouterLink}
          to={areaPaths.addBusiness('/customer')}
          variant="contained"
          size="large"
          startIcon={<AddBusinessRounded />}
          data-testid="add-first-business"
        >
          {t('businesses.addFirst')}
        </Button>
      }
    />
  );
}

/** /customer/businesses: the customer's businesses, their cards and what can be done with them. */
export function BusinessesPage() {
  const { t } = useTranslation(['customer', 'glossary']);
  const businesses = useMyBusinesses();
  const user = useUserDetails();
  const preference = useUpdateUserPreference();
  const { actions, dialogs } = useBusinessDialogs();
  const openUpgrade = useOpenUpgrade();
  const activeId = user.data?.activeBusinessId ?? null;

  let content: React.ReactNode;
  if (businesses.isPending) content = <ListSkeleton />;
  else if (businesses.isError) {
    content = <RetryAlert error={businesses.error} onRetry={() => void businesses.refetch()} />;
  } else if (businesses.data.length === 0) content = <EmptyBusinesses />;
  else {
    content = (
      <Stack spacing={2} data-testid="business-list">
        {businesses.data.map((business) => (
          <BusinessRow
            key={business.businessId}
            business={business}
            base="/customer"
            isActive={business.businessId === activeId}
            onSwitch={(chosen) => preference.mutate({ activeBusinessId: chosen.businessId })}
            onUpgrade={(chosen) => openUpgrade(chosen.businessId)}
            {...actions}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2.5} data-testid="businesses-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h2" component="h2">
            {t('glossary:myBusinesses')}
          </Typography>
          <Typography color="textSecondary" variant="body2">
            {t('businesses.subtitle')}
          </Typography>
        </Box>
        {businesses.data && businesses.data.length > 0 ? (
          <Button
            component={RouterLink}
            to={areaPaths.addBusiness('/customer')}
            variant="contained"
            startIcon={<AddBusinessRounded />}
            sx={{ flexShrink: 0 }}
            data-testid="add-business"
          >
            {t('glossary:add')}
          </Button>
        ) : null}
      </Stack>
      {content}
      {dialogs}
    </Stack>
  );
}
