import type { TBusiness } from '@cardora/contract';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Chip from '@mui/material/Chip';
import { type PlanStateKind, usePlanStateWords } from '../plan-state';

const COLOR: Record<PlanStateKind, 'default' | 'success' | 'warning' | 'error'> = {
  free: 'default',
  paid: 'success',
  expiring: 'warning',
  expired: 'error',
};

/**
 * The business's subscription as chips: Paid / Free / Expired /
 * Expiring in N days, and the expiry date while paid. Sits beside CardStatusChip.
 */
export function PlanStateChips({ business }: { business: Pick<TBusiness, 'paymentStatus' | 'expiryDateForCustomer'> }) {
  const state = usePlanStateWords()(business);
  const icon =
    state.kind === 'expired' ? (
      <ErrorOutlineRounded />
    ) : state.kind === 'expiring' ? (
      <HourglassBottomRounded />
    ) : state.kind === 'paid' ? (
      <WorkspacePremiumRounded />
    ) : undefined;
  return (
    <>
      <Chip
        size="small"
        color={COLOR[state.kind]}
        variant={state.kind === 'free' ? 'outlined' : 'filled'}
        icon={icon}
        label={state.label}
        data-testid="plan-state"
        data-state={state.kind}
      />
      {state.expiry && state.kind !== 'expired' ? (
        <Chip size="small" variant="outlined" icon={<EventRounded />} label={state.expiry} data-testid="plan-expiry" />
      ) : null}
    </>
  );
}
