import { GLOSSARY, type TSubscriptionPlan } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgency } from '#app/agency-context';
import { ConfirmDialog } from '#components/confirm-dialog';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { useSession } from '#features/session';
import { TaxSettingsCard } from '#features/tax-settings';
import { PlanCard } from '../components/plan-card';
import { PlanFormDialog } from '../components/plan-form-dialog';
import { useDeleteSubscriptionPlan } from '../hooks/use-plan-mutations';
import { useSubscriptionPlans } from '../hooks/use-subscription-plans';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

function PlansSkeleton() {
  return (
    <Box sx={GRID} aria-busy="true" aria-label="Loading plans" data-testid="plans-skeleton">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={340} />
      ))}
    </Box>
  );
}

function EmptyPlans({ onAdd }: { onAdd: () => void }) {
  return (
    <EmptyState
      testId="plans-empty"
      maxWidth={440}
      icon={<SellRounded />}
      title="No plans yet"
      text="Plans are what your customers buy on the upgrade screen: a price for some years of digital cards, greetings, PDF ID cards and videos."
      action={
        <Button
          variant="contained"
          size="large"
          startIcon={<AddRounded />}
          onClick={onAdd}
          data-testid="add-first-plan"
        >
          Add your first plan
        </Button>
      }
    />
  );
}

/** /admin/plans-pricing-management: the agency's subscription plans, added, edited and deleted here. */
export function PlansManagementPage() {
  // The plan cards read their words from 'plans' (English here): loaded with the page, so the
  // page does not wait again once the plans arrive.
  useTranslation('plans');
  const plans = useSubscriptionPlans();
  const remove = useDeleteSubscriptionPlan();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<TSubscriptionPlan | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TSubscriptionPlan | null>(null);
  const session = useSession();
  // The plans are the viewer's agency's: one that leaves the team to the agency shows its number.
  const agency = useAgency();
  // The tax settings are an admin's (the endpoint answers anyone else 403, which signs them out).
  const isAdmin = session.kind === 'user' && session.details.user.roles.includes('admin');

  const openForm = (plan: TSubscriptionPlan | null) => {
    setEditing(plan);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.subscriptionPlanId);
      enqueueSnackbar(`${deleting.name} was deleted.`, { variant: 'success' });
    } finally {
      // On failure the global 'Error' dialog shows the server's message.
      setDeleting(null);
    }
  };

  let content: React.ReactNode;
  if (plans.isPending) content = <PlansSkeleton />;
  else if (plans.isError) {
    content = <RetryAlert error={plans.error} onRetry={() => void plans.refetch()} />;
  } else if (plans.data.list.length === 0) content = <EmptyPlans onAdd={() => openForm(null)} />;
  else {
    content = (
      <Box sx={GRID} data-testid="plans-list">
        {plans.data.list.map((plan) => (
          <PlanCard
            key={plan.subscriptionPlanId}
            plan={plan}
            testId={`managed-plan-${plan.subscriptionPlanId}`}
            showFrames
            products={plans.data.products}
            agency={agency.configuration}
            actions={
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  startIcon={<EditRounded />}
                  onClick={() => openForm(plan)}
                  sx={{ flex: 1 }}
                  data-testid="plan-edit"
                >
                  {GLOSSARY.edit}
                </Button>
                <Button
                  color="error"
                  startIcon={<DeleteOutlineRounded />}
                  onClick={() => setDeleting(plan)}
                  data-testid="plan-delete"
                >
                  {GLOSSARY.delete}
                </Button>
              </Stack>
            }
          />
        ))}
      </Box>
    );
  }

  return (
    <Stack spacing={2.5} data-testid="plans-management-page">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" component="h2">
            {GLOSSARY.plansPricingManagement}
          </Typography>
          <Typography variant="body2" color="textSecondary" data-testid="plans-total">
            {plans.data
              ? `${plans.data.total} ${plans.data.total === 1 ? 'plan' : 'plans'} on your upgrade screen`
              : ' '}
          </Typography>
        </Box>
        {plans.data && plans.data.list.length > 0 ? (
          <Button variant="contained" startIcon={<AddRounded />} onClick={() => openForm(null)} data-testid="add-plan">
            Add plan
          </Button>
        ) : null}
      </Stack>
      {content}
      {isAdmin ? <TaxSettingsCard /> : null}
      <PlanFormDialog
        open={formOpen}
        plan={editing}
        products={plans.data?.products}
        onClose={() => setFormOpen(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        testId="delete-plan-dialog"
        title={`Delete ${deleting?.name ?? 'this plan'}?`}
        text="Customers will no longer see it on the upgrade screen. Businesses already on it keep it until their plan expires."
        confirmLabel="Delete plan"
        destructive
        loading={remove.isPending}
        onConfirm={() => void confirmDelete().catch(() => undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
