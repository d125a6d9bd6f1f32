import { MESSAGES, type TBusiness, type TCardPaymentRecord } from '@cardora/contract';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { IconTile } from '#components/icon-tile';
import { PlanStateChips } from '#features/businesses';
import { useFormat } from '#i18n/format';
import { formatPhone } from '#lib/format';

/** While the payment is recorded, nothing may be touched and the page must not be reloaded. */
export function RecordingBackdrop({ open }: { open: boolean }) {
  // Shown by the products' purchases too, whose pages may not have loaded the 'plans' words:
  // English until they are.
  const { t } = useTranslation('plans', { useSuspense: false });
  return (
    <Backdrop
      open={open}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 2,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
        px: 3,
        textAlign: 'center',
        bgcolor: 'rgba(15, 27, 45, 0.82)',
      }}
      data-testid="payment-recording"
    >
      <CircularProgress color="inherit" />
      <Typography variant="h6" component="p" role="status" sx={{ maxWidth: 360 }}>
        {t('purchase.doNotRefresh', { defaultValue: MESSAGES.doNotRefreshWhileUpdatingPayment })}
      </Typography>
    </Backdrop>
  );
}

/** A date that a narrow line never splits ("22 Nov" / "2029"). */
function NoWrap({ children }: { children?: ReactNode }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

/** Whose business this is and where it stands: state chips and the plan it is on. */
export function UpgradeHeader({
  business,
  current,
  staff,
  overline,
}: {
  business: TBusiness;
  current: TCardPaymentRecord | null;
  staff: boolean;
  /** The small line above the name; by default what the upgrade screen is doing. */
  overline?: string;
}) {
  const { t } = useTranslation('plans');
  const { date } = useFormat();
  const owner = business.user;
  return (
    <Stack spacing={1.25} data-testid="upgrade-business">
      <Box>
        <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.6 }}>
          {overline ?? (staff ? t('upgrade.planFor') : t('upgrade.plansFor'))}
        </Typography>
        <Typography variant="h2" component="h2" sx={{ overflowWrap: 'anywhere' }} data-testid="upgrade-business-name">
          {business.businessName}
        </Typography>
        {staff ? (
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {owner.name ? `${owner.name} · ` : ''}
            {owner.isForeignUser ? owner.email : formatPhone(owner.phoneNumber)}
          </Typography>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <PlanStateChips business={business} />
      </Stack>
      {current ? (
        <Typography variant="body2" color="textSecondary" data-testid="upgrade-current-plan">
          <Trans
            t={t}
            i18nKey="upgrade.currentPlan"
            values={{ plan: current.planName, since: date(current.paidAt), until: date(current.validUntil) }}
            components={{ strong: <strong />, nowrap: <NoWrap /> }}
          />
        </Typography>
      ) : null}
    </Stack>
  );
}

/**
 * The single PDF ID card purchase (the agency's first PDF plan). It is bought from a
 * PDF ID card, which this panel does not make yet, so here it is shown for its price only.
 */
export function PdfSinglePurchaseCard({ price }: { price: number }) {
  const { t } = useTranslation(['plans', 'glossary']);
  const { rupees } = useFormat();
  return (
    <Card sx={{ p: { xs: 2.25, sm: 2.5 } }} data-testid="pdf-single-purchase">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <IconTile>
          <BadgeRounded />
        </IconTile>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography variant="h4" component="h3">
              {t('upgrade.single.title')}
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }} data-testid="pdf-single-price">
              {rupees(price)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {t('upgrade.single.text')}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ mt: 1.25, alignItems: 'flex-start', color: 'text.secondary' }}>
            <InfoOutlined sx={{ fontSize: 16, mt: '2px' }} />
            <Typography variant="caption" sx={{ color: 'inherit' }}>
              {t('upgrade.single.where', { create: t('glossary:create'), pdfIdCard: t('glossary:pdfIdCard') })}
            </Typography>
          </Stack>
        </Box>
      </Stack>
    </Card>
  );
}
