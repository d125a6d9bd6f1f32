import {
  CUSTOM_PLAN_ID,
  canOpenUpgrade,
  currentPlanOf,
  GLOSSARY,
  isBusinessExpired,
  MESSAGES,
  type PlanOffer,
  planCarouselStart,
  planIncludesFeature,
  planOffer,
  planSellsSomething,
  planStanding,
  plansForFeature,
  renewalOpensOn,
  sellableProducts,
  singlePurchasePdfPlan,
  type TBusiness,
  type TCustomPlanForm,
  type TSubscriptionPlan,
  type UpsellFeature,
} from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '#api/api-error';
import { useAgency } from '#app/agency-context';
import { TOP_BAR_BORDER_COLOR } from '#app/theme';
import { RetryAlert } from '#components/retry-alert';
import { useMyBusinesses } from '#features/businesses';
import { useBusiness } from '#features/cards';
import { HelpfulLinksStrip } from '#features/link-store';
import { BusinessDocuments } from '#features/tax-documents';
import { useFormat } from '#i18n/format';
import { useCardPayments, useLastActivePlan } from '../hooks/use-card-payments';
import { useMoneyAction } from '../hooks/use-money-action';
import { usePlanPurchase } from '../hooks/use-plan-purchase';
import { useSubscriptionPlans } from '../hooks/use-subscription-plans';
import { validityLabel } from '../plan-display';
import { currentPlanBadge, planOfferLabel, planOfferNote } from '../plan-offer-copy';
import { ConnectWithAdminDialog } from './connect-with-admin';
import { CustomPlanDialog } from './custom-plan-dialog';
import { type ManualPaymentDetails, ManualPaymentDialog } from './manual-payment-dialog';
import { PaymentHistory } from './payment-history';
import { PlanCarousel } from './plan-carousel';
import type { UpgradeArea } from './upgrade-area';
import { PdfSinglePurchaseCard, RecordingBackdrop, UpgradeHeader } from './upgrade-parts';

interface UpgradeScreenProps {
  area: UpgradeArea;
  businessId: string | null;
  /** Opened from this locked feature: the screen sells it (docs/product-rules.md#upsell-by-feature). */
  feature?: UpsellFeature | null;
  onClose: () => void;
}

/** The screen's title: the feature it was opened from, else the spec's "Upgrade to Premium". */
function screenTitle(feature: UpsellFeature | null, t: TFunction): string {
  return feature ? t(`upgrade.unlock.${feature}`) : t('upgrade.title');
}

/** Under a plan without the feature asked for: said plainly, and nothing to buy. */
function LacksFeature({ feature }: { feature: UpsellFeature }) {
  const { t } = useTranslation('plans');
  return (
    <Typography
      variant="body2"
      color="textSecondary"
      sx={{ textAlign: 'center', py: 1.25, fontWeight: 600 }}
      data-testid="plan-lacks-feature"
    >
      {t(`upgrade.lacks.${feature}`)}
    </Typography>
  );
}

function LoadingPlans() {
  const { t } = useTranslation('plans');
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }} role="status" data-testid="plans-loading">
      <CircularProgress size={32} />
      <Typography color="textSecondary">{t('upgrade.loadingPlans')}</Typography>
    </Stack>
  );
}

function FullScreen({
  title,
  onClose,
  keepFocusFree,
  children,
}: {
  title: string;
  onClose: () => void;
  /** The provider's checkout is open on top: the dialog must not pull focus back from it. */
  keepFocusFree?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('glossary');
  return (
    <Dialog
      fullScreen
      open
      // While the checkout is open, Escape belongs to it, not to this screen.
      onClose={keepFocusFree ? undefined : onClose}
      disableEnforceFocus={keepFocusFree}
      aria-labelledby="upgrade-title"
      data-testid="upgrade-dialog"
      slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}
    >
      <AppBar
        position="sticky"
        elevation={0}
        color="secondary"
        sx={{ color: '#fff', borderBottom: `3px solid ${TOP_BAR_BORDER_COLOR}` }}
      >
        <Toolbar sx={{ minHeight: { xs: 56, sm: 64 }, px: { xs: 2, sm: 3 } }}>
          <Typography id="upgrade-title" variant="h6" component="h1" noWrap sx={{ flex: 1, fontWeight: 600 }}>
            {title}
          </Typography>
          <IconButton edge="end" color="inherit" onClick={onClose} aria-label={t('close')} data-testid="upgrade-close">
            <CloseRounded />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ width: '100%', maxWidth: 1160, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 2.5, sm: 4 }, pb: 6 }}
      >
        {children}
      </Box>
    </Dialog>
  );
}

/** What the screen shows before the business is known, or without one. */
function NoBusiness({ area, onClose }: { area: UpgradeArea; onClose: () => void }) {
  const { t } = useTranslation('plans');
  return (
    <FullScreen title={t('upgrade.title')} onClose={onClose}>
      <Card
        sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', maxWidth: 520, mx: 'auto' }}
        data-testid="upgrade-no-business"
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h3" component="h2">
            {area === 'customer' ? t('upgrade.addBusinessFirst') : 'Choose a business'}
          </Typography>
          <Typography color="textSecondary">
            {area === 'customer'
              ? t('upgrade.addBusinessText')
              : `Open a business from ${GLOSSARY.allBusinesses} and choose "Upgrade plan".`}
          </Typography>
          <Button
            component={RouterLink}
            to={area === 'customer' ? '/customer/businesses/add' : '/admin/businesses'}
            variant="contained"
            startIcon={area === 'customer' ? <AddBusinessRounded /> : undefined}
          >
            {area === 'customer' ? t('upgrade.addYourBusiness') : GLOSSARY.allBusinesses}
          </Button>
        </Stack>
      </Card>
    </FullScreen>
  );
}

type PendingChoice = { kind: 'plan'; plan: TSubscriptionPlan } | { kind: 'custom'; form: TCustomPlanForm };

/** What is about to be recorded, so the confirmation names it (staff: the English panel's words). */
function pendingTitle(
  pending: PendingChoice | null,
  words: { t: TFunction; rupees: (paise: number) => string },
): string {
  const { t, rupees } = words;
  if (!pending) return 'Upgrade plan';
  if (pending.kind === 'plan') {
    return `${pending.plan.name} · ${rupees(pending.plan.price)} for ${validityLabel(pending.plan.validity, t)}`;
  }
  const { name, priceRupees, validity } = pending.form;
  return `${name} · ${rupees(Math.round(priceRupees * 100))} for ${validityLabel(validity, t)}`;
}

/**
 * A customer's button under a plan (contract plan-offer.ts): Upgrade, Renew and Buy now buy it;
 * Current and Not available cannot be pressed and say when they open.
 */
function PlanOfferButton({
  offer,
  renewFrom,
  disabled,
  loading,
  onClick,
}: {
  offer: PlanOffer;
  /** The first day the plan can be renewed (or a lower one bought), as the panel writes dates. */
  renewFrom: string | null;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('plans');
  const note = planOfferNote(offer, renewFrom, t);
  return (
    <Stack spacing={0.75}>
      <Button
        fullWidth
        size="large"
        variant={offer.kind === 'buy' || !offer.purchasable ? 'outlined' : 'contained'}
        disabled={disabled || !offer.purchasable}
        loading={loading}
        onClick={onClick}
        data-testid="plan-buy"
        data-offer={offer.kind}
      >
        {planOfferLabel(offer.kind, t)}
      </Button>
      {note ? (
        <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }} data-testid="plan-offer-note">
          {note}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** The plans, the business they are for, and buying (customers) or recording (staff) one. */
function UpgradeContent({
  business,
  staff,
  feature,
  onClose,
}: {
  business: TBusiness;
  staff: boolean;
  feature: UpsellFeature | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['plans', 'glossary']);
  const { rupees, date } = useFormat();
  const agency = useAgency();
  // A superadmin upgrading another agency's business sells that agency's plans, not its own.
  const otherAgency = business.agencyId !== agency.agencyId;
  const plans = useSubscriptionPlans({ agencyId: otherAgency ? business.agencyId : undefined });
  const lastActive = useLastActivePlan(business.businessId);
  // Paid: the screen closes by going back, to the page (and the feature) it was opened from.
  const purchase = usePlanPurchase({ businessId: business.businessId, onPaid: onClose, forFeature: feature });
  const [customOpen, setCustomOpen] = useState(false);
  const [pending, setPending] = useState<PendingChoice | null>(null);
  // A custom plan sets its own price and validity: admins, or a franchisee with plan:custom.
  const may = useMoneyAction();
  const mayGiveCustomPlan = staff && may('customPlan');

  // The server leaves out of the customer's list a plan that sells nothing now; staff get every
  // plan (to edit it) but may not sell such a plan either.
  // From a locked feature, the plans that include it come first (docs/product-rules.md#upsell-by-feature).
  const sellable = plansForFeature(
    plans.data ? plans.data.list.filter((plan) => planSellsSomething(plan, plans.data.products)) : [],
    feature,
  );
  const lacksFeature = (plan: TSubscriptionPlan) => feature !== null && !planIncludesFeature(plan, feature);
  const current = lastActive.data?.record ?? null;
  const activeNow = current !== null && !isBusinessExpired(business.expiryDateForCustomer);
  // The plan the business bought is its newest payment's (also when that ended):
  // it is Current, or Renew once due; the others are Upgrade, Buy now or Not available
  // (contract plan-offer.ts). The history below reads the same list.
  const payments = useCardPayments(business.businessId);
  const standing = planStanding(business);
  const currentPlan = currentPlanOf(payments.data?.list[0], sellable);
  const currentPlanId = currentPlan?.planId ?? null;
  const offerOf = (plan: TSubscriptionPlan) => planOffer(plan, currentPlan, standing);
  const expiry = business.expiryDateForCustomer;
  const renewFrom = expiry ? date(renewalOpensOn(expiry)) : null;
  // The single PDF card price is the viewer's agency's: not shown for another agency's business,
  // nor while the agency does not sell PDF cards (docs/product-rules.md#sell-only-what-works).
  // From another feature's lock, the single PDF card would not unlock what was asked for.
  const singlePdfPlan =
    sellableProducts(agency.configuration).pdfCard && !otherAgency && (feature === null || feature === 'pdfCard')
      ? singlePurchasePdfPlan(agency.configuration)
      : null;
  const busy = purchase.stage !== 'idle';

  const choose = (plan: TSubscriptionPlan) => {
    if (staff) setPending({ kind: 'plan', plan });
    else void purchase.buy(plan.subscriptionPlanId, offerOf(plan).renew);
  };

  const confirm = (details: ManualPaymentDetails) => {
    const choice = pending;
    setPending(null);
    if (!choice) return;
    if (choice.kind === 'plan') {
      void purchase.record(choice.plan.subscriptionPlanId, choice.plan.subscriptionPlanId === currentPlanId, details);
    } else {
      void purchase.record(CUSTOM_PLAN_ID, false, details, choice.form);
    }
  };

  let plansSection: ReactNode;
  // The carousel opens on the plan the business is on, so it waits for the payments too.
  if (plans.isPending || payments.isPending) plansSection = <LoadingPlans />;
  else if (plans.isError) {
    plansSection = <RetryAlert error={plans.error} onRetry={() => void plans.refetch()} />;
  } else if (sellable.length === 0) {
    plansSection = (
      <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="plans-empty">
        <Typography variant="h4" component="p">
          {t('upgrade.noPlans')}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {staff
            ? `Add plans in ${GLOSSARY.plansPricingManagement}, or provide a custom plan for this business.`
            : t('upgrade.noPlansText', { agency: agency.agencyName })}
        </Typography>
      </Card>
    );
  } else {
    plansSection = (
      <PlanCarousel
        plans={sellable}
        products={plans.data.products}
        // Another agency's plans leave the team to that agency's setting, not known here.
        agency={otherAgency ? undefined : agency.configuration}
        gstOnTopBasisPoints={plans.data.gstOnTopBasisPoints}
        currentPlanId={currentPlanId}
        currentLabel={currentPlanBadge(standing, t)}
        initialIndex={feature ? 0 : planCarouselStart(sellable, currentPlan)}
        renderAction={(plan) =>
          staff ? (
            // Staff select any plan (recorded as a renewal when it is the current one).
            <Button
              fullWidth
              size="large"
              variant={plan.subscriptionPlanId === currentPlanId ? 'outlined' : 'contained'}
              disabled={busy}
              loading={purchase.planInProgress === plan.subscriptionPlanId && purchase.stage === 'preparing'}
              onClick={() => choose(plan)}
              data-testid="plan-select"
            >
              Select Plan
            </Button>
          ) : lacksFeature(plan) && feature ? (
            <LacksFeature feature={feature} />
          ) : (
            <PlanOfferButton
              offer={offerOf(plan)}
              renewFrom={renewFrom}
              disabled={busy}
              loading={purchase.planInProgress === plan.subscriptionPlanId && purchase.stage === 'preparing'}
              onClick={() => choose(plan)}
            />
          )
        }
      />
    );
  }

  return (
    <FullScreen
      title={staff ? 'Upgrade plan' : screenTitle(feature, t)}
      onClose={onClose}
      keepFocusFree={purchase.stage === 'checkout'}
    >
      <Stack spacing={{ xs: 3, sm: 4 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, gap: 2 }}
        >
          <UpgradeHeader business={business} current={activeNow ? current : null} staff={staff} />
          {mayGiveCustomPlan ? (
            <Button
              variant="outlined"
              startIcon={<TuneRounded />}
              onClick={() => setCustomOpen(true)}
              disabled={busy}
              sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'auto' } }}
              data-testid="provide-custom-plan"
            >
              {MESSAGES.provideCustomPlanTitle}
            </Button>
          ) : null}
        </Stack>
        <HelpfulLinksStrip page="payment" />
        <Box component="section" aria-labelledby="plans-heading">
          <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
            <Typography id="plans-heading" variant="h3" component="h2">
              {t('upgrade.choosePlan')}
            </Typography>
            {staff ? (
              <Typography variant="body2" color="textSecondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                Recorded as paid, without the payment gateway
              </Typography>
            ) : null}
          </Stack>
          {plansSection}
        </Box>
        {singlePdfPlan ? (
          <Box component="section" aria-label={t('upgrade.singlePurchase')}>
            <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {t('upgrade.singlePurchase')}
            </Typography>
            <PdfSinglePurchaseCard price={singlePdfPlan.price} />
          </Box>
        ) : null}
        <Box component="section" aria-labelledby="payment-history-heading">
          <Typography id="payment-history-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            {t('upgrade.paymentHistory')}
          </Typography>
          <PaymentHistory
            businessId={business.businessId}
            businessName={business.businessName}
            canDelete={staff}
            currentRecordNo={activeNow ? current.recordNo : null}
            emptyText={
              staff
                ? 'Payments the customer makes, and those you record here, show in this list.'
                : t('upgrade.historyEmpty')
            }
          />
        </Box>
        {/* The documents' words load with the section, the plans above do not wait for them. */}
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <BusinessDocuments businessId={business.businessId} staff={staff} />
        </Suspense>
      </Stack>
      {mayGiveCustomPlan ? (
        <CustomPlanDialog
          open={customOpen}
          businessName={business.businessName}
          onClose={() => setCustomOpen(false)}
          onProceed={(form) => setPending({ kind: 'custom', form })}
        />
      ) : null}
      <ManualPaymentDialog
        open={pending !== null}
        testId="confirm-upgrade"
        title={pendingTitle(pending, { t, rupees })}
        text={MESSAGES.confirmUpgradePlan}
        confirmLabel="Yes, upgrade"
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
      <RecordingBackdrop open={purchase.stage === 'recording'} />
    </FullScreen>
  );
}

/** The screen behind #upgrade: who may upgrade, then the plans. */
export function UpgradeScreen({ area, businessId, feature = null, onClose }: UpgradeScreenProps) {
  const { t } = useTranslation('plans');
  const agency = useAgency();
  const may = useMoneyAction();
  const staff = area === 'admin';
  const enablePaymentIntegration = agency.configuration.onlinePayment.enablePaymentIntegration;
  // Only admins record payments by hand; a franchisee needs the permission by name.
  const mayRecord = staff && may('manualPayment');
  // Without online payments a customer cannot buy whoever made the business: no need to wait for it.
  const decidedWithoutBusiness = !staff && !enablePaymentIntegration;
  const business = useBusiness(decidedWithoutBusiness ? null : businessId);
  // A customer's businesses are usually cached already (drawer, home): no loading flash.
  const mine = useMyBusinesses(!staff && !decidedWithoutBusiness);
  const data = business.data ?? mine.data?.find((candidate) => candidate.businessId === businessId);

  if (decidedWithoutBusiness || (staff && !mayRecord))
    return <ConnectWithAdminDialog businessId={businessId} onClose={onClose} />;
  if (!businessId) return <NoBusiness area={area} onClose={onClose} />;
  const title = staff ? 'Upgrade plan' : screenTitle(feature, t);
  if (!data) {
    return (
      <FullScreen title={title} onClose={onClose}>
        {business.isError ? <Alert severity="error">{errorMessage(business.error)}</Alert> : <LoadingPlans />}
      </FullScreen>
    );
  }
  const eligible = canOpenUpgrade({
    isAdmin: mayRecord,
    enablePaymentIntegration,
    businessMadeBy: data.businessMadeBy,
  });
  if (!eligible) return <ConnectWithAdminDialog businessId={businessId} onClose={onClose} />;
  return <UpgradeContent business={data} staff={staff} feature={feature} onClose={onClose} />;
}
