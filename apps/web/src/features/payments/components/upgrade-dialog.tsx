import { type UpsellFeature, ZUpsellFeature } from '@cardora/contract';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageLoadingSplash } from '#components/splash';
import { lazyPage } from '#lib/chunk-load';
import { useEntitlementsSync } from '../hooks/use-entitlements';
import { PaymentFailureDialog } from './payment-failure-dialog';
import type { UpgradeArea } from './upgrade-area';

export const UPGRADE_HASH = '#upgrade';
/** The business the screen is for, when it is not the customer's active one (staff, a business row). */
export const UPGRADE_BUSINESS_PARAM = 'upgradeBusinessId';
/** The locked feature the screen was opened from (docs/product-rules.md#upsell-by-feature). */
export const UPGRADE_FEATURE_PARAM = 'upgradeFor';

/** The feature named in the address, if it is one we sell by. */
export function upgradeFeatureOf(search: URLSearchParams): UpsellFeature | null {
  const parsed = ZUpsellFeature.safeParse(search.get(UPGRADE_FEATURE_PARAM));
  return parsed.success ? parsed.data : null;
}

// Plans, the checkout and the custom plan form load only when the screen first opens.
const UpgradeScreen = lazyPage(
  () => import('./upgrade-screen'),
  (m) => m.UpgradeScreen,
);

/**
 * Opens the upgrade screen over the current page (so "back" closes it, and a payment returns to
 * the page), for a business or the active one; from a locked feature, for that feature.
 */
export function useOpenUpgrade() {
  const navigate = useNavigate();
  const location = useLocation();
  return (businessId?: string | null, feature?: UpsellFeature) => {
    const search = new URLSearchParams(location.search);
    if (businessId) search.set(UPGRADE_BUSINESS_PARAM, businessId);
    else search.delete(UPGRADE_BUSINESS_PARAM);
    if (feature) search.set(UPGRADE_FEATURE_PARAM, feature);
    else search.delete(UPGRADE_FEATURE_PARAM);
    const query = search.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: UPGRADE_HASH });
  };
}

function ScreenLoading() {
  // The fallback while the screen's words load too: English until they are.
  const { t } = useTranslation('plans', { useSuspense: false });
  return (
    <Dialog fullScreen open aria-label={t('upgrade.loadingPlansLabel', { defaultValue: 'Loading plans' })}>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }} data-testid="route-loading">
        <PageLoadingSplash testId="upgrade-loading" />
      </Box>
    </Dialog>
  );
}

/**
 * The upgrade screen: open while the URL hash is #upgrade; closing goes back. For the
 * customer it is about the active business unless a business is named in the URL; staff
 * always name one (from All Businesses).
 */
export function UpgradeDialog({ area, activeBusinessId }: { area: UpgradeArea; activeBusinessId?: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The active business's entitlements are read (and polled while a payment is pending) wherever
  // the customer is (docs/product-rules.md#entitlements-refresh).
  useEntitlementsSync(area === 'customer' ? (activeBusinessId ?? null) : null);
  if (location.hash !== UPGRADE_HASH) return <PaymentFailureDialog />;

  const search = new URLSearchParams(location.search);
  const businessId = search.get(UPGRADE_BUSINESS_PARAM) ?? (area === 'customer' ? (activeBusinessId ?? null) : null);
  const feature = upgradeFeatureOf(search);

  const close = () => {
    if (location.key !== 'default') {
      void navigate(-1);
      return;
    }
    // Opened straight from an address: there is nothing to go back to inside the app.
    search.delete(UPGRADE_BUSINESS_PARAM);
    search.delete(UPGRADE_FEATURE_PARAM);
    const query = search.toString();
    void navigate({ pathname: location.pathname, search: query ? `?${query}` : '' }, { replace: true });
  };

  return (
    <>
      <Suspense fallback={<ScreenLoading />}>
        <UpgradeScreen area={area} businessId={businessId} feature={feature} onClose={close} />
      </Suspense>
      <PaymentFailureDialog />
    </>
  );
}
