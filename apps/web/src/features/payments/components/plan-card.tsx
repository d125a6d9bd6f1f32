import type { SellableProducts, TAgencyConfiguration, TFrameVisibility, TPlanLimits } from '@cardora/contract';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { planFeatures, validityLabel } from '../plan-display';

/** A subscription plan, or a custom plan as composed: its limits sit beside its name and price. */
export type PlanCardPlan = TPlanLimits & {
  name: string;
  /** Paise. */
  price: number;
  /** Years. */
  validity: number;
  frameVisibility?: TFrameVisibility;
};

interface PlanCardProps {
  plan: PlanCardPlan;
  testId: string;
  /** The plan the business is on now: outlined in the brand colour with a badge. */
  current?: boolean;
  /** The badge's words (default "Current plan", in the panel's language). */
  currentLabel?: string;
  /** The buttons at the bottom (Buy now, Select Plan, Edit). */
  actions?: ReactNode;
  /** Beside the name (a menu). */
  headerAction?: ReactNode;
  /** Staff see which greeting frames the plan shows. */
  showFrames?: boolean;
  /** GST added at checkout (basis points): "+ 18% GST" beside the price. */
  gstOnTopBasisPoints?: number | null;
  /** The products the plan's agency sells: only those are listed (undefined: all five). */
  products?: SellableProducts;
  /**
   * The plan's agency's configuration, when at hand: a plan that leaves the team to the agency
   * shows the agency's number (without it, "as your agency sets").
   */
  agency?: Pick<TAgencyConfiguration, 'team'>;
}

function framesLabel(frames: TFrameVisibility): string {
  const shown = [
    frames.hideRegularFrame ? null : 'regular',
    frames.hideProductFrame ? null : 'product',
    frames.hidePoliticalFrame ? null : 'political',
  ].filter((frame) => frame !== null);
  return shown.length === 0 ? 'No greeting frames' : `Frames: ${shown.join(', ')}`;
}

/** One plan: name, price for its validity, and each product with its limit. */
export function PlanCard({
  plan,
  testId,
  current = false,
  currentLabel,
  actions,
  headerAction,
  showFrames = false,
  products,
  agency,
  gstOnTopBasisPoints = null,
}: PlanCardProps) {
  const { t } = useTranslation('plans');
  const { rupees } = useFormat();
  const features = planFeatures(plan, t, products, agency);
  return (
    <Card
      data-testid={testId}
      data-current={current ? 'true' : undefined}
      sx={(theme) => ({
        p: { xs: 2.25, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: current ? 'primary.main' : undefined,
        // A ring rather than a thicker border, so the current plan's content lines up with the others.
        boxShadow: current
          ? `0 0 0 1px ${theme.palette.primary.main}, 0 8px 24px ${alpha(theme.palette.primary.main, 0.14)}`
          : '0 1px 2px rgba(16, 24, 40, 0.04)',
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
        <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere', pt: 0.25 }} data-testid="plan-name">
          {plan.name}
        </Typography>
        {current ? (
          <Chip
            size="small"
            color="primary"
            label={currentLabel ?? t('offer.badgeCurrent')}
            data-testid="plan-current"
          />
        ) : null}
        {headerAction}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 0.75, mt: 1.5, flexWrap: 'wrap' }}>
        <Typography
          component="p"
          sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, fontWeight: 700, letterSpacing: '-0.02em', lineHeight: 1.1 }}
          data-testid="plan-price"
        >
          {rupees(plan.price)}
        </Typography>
        <Typography color="textSecondary" data-testid="plan-validity">
          / {validityLabel(plan.validity, t)}
        </Typography>
        {gstOnTopBasisPoints ? (
          <Typography color="textSecondary" data-testid="plan-gst">
            {t('offer.plusGst', { rate: gstOnTopBasisPoints / 100 })}
          </Typography>
        ) : null}
      </Stack>
      <Divider sx={{ my: 2 }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
        {features.map((feature) => (
          <Box
            component="li"
            key={feature.product}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.25,
              color: feature.included ? 'text.primary' : 'text.disabled',
            }}
            data-testid={`plan-feature-${feature.product}`}
            data-included={feature.included ? 'true' : 'false'}
          >
            {feature.included ? (
              <CheckCircleRounded sx={{ fontSize: 20, color: 'success.main' }} />
            ) : (
              <RemoveCircleOutlineRounded sx={{ fontSize: 20 }} />
            )}
            <Typography variant="body2" sx={{ flex: 1, color: 'inherit' }}>
              {feature.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, color: 'inherit', whiteSpace: 'nowrap' }}>
              {feature.included ? feature.value : t('plan.notIncluded')}
            </Typography>
          </Box>
        ))}
      </Box>
      {showFrames && plan.frameVisibility && plan.greetingImagesIncluded && (products?.greetingImages ?? true) ? (
        <Typography variant="caption" color="textSecondary" sx={{ mt: 1.5 }} data-testid="plan-frames">
          {framesLabel(plan.frameVisibility)}
        </Typography>
      ) : null}
      {actions ? <Box sx={{ mt: 'auto', pt: 2.5 }}>{actions}</Box> : null}
    </Card>
  );
}
