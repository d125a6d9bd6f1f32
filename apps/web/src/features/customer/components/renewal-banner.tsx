import type { TBusiness } from '@cardora/contract';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#i18n/format';
import { type RenewalCopy, renewalCopy } from '../renewal-copy';

const ICONS: Record<RenewalCopy['kind'], typeof HourglassBottomRounded> = {
  expiring: HourglassBottomRounded,
  expired: ErrorOutlineRounded,
  free: WorkspacePremiumRounded,
};

const colorOf = (theme: Theme, copy: RenewalCopy) =>
  copy.severity === 'info' ? theme.palette.primary.main : theme.palette[copy.severity].main;

/**
 * The active business's plan is ending or has ended — Renew — or is free —
 * Upgrade. `onAction` opens the upgrade screen. The home shows it in full, the drawer compact.
 */
export function RenewalBanner({
  business,
  onAction,
  compact = false,
}: {
  business: Pick<TBusiness, 'paymentStatus' | 'expiryDateForCustomer'>;
  onAction: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('customer');
  const { date } = useFormat();
  const copy = renewalCopy(business, { t, date });
  if (!copy) return null;
  const Icon = ICONS[copy.kind];
  const action = (
    <Button
      variant={copy.kind === 'free' ? 'outlined' : 'contained'}
      color={copy.severity === 'info' ? 'primary' : copy.severity}
      size={compact ? 'small' : 'medium'}
      startIcon={copy.kind === 'free' ? <WorkspacePremiumRounded /> : <AutorenewRounded />}
      onClick={onAction}
      sx={{ flexShrink: 0, alignSelf: { xs: compact ? 'flex-start' : 'stretch', sm: 'center' } }}
      data-testid="renewal-action"
    >
      {copy.action}
    </Button>
  );

  if (compact) {
    return (
      <Box
        role="status"
        sx={(theme) => ({
          mx: 0.5,
          my: 0.5,
          p: 1.5,
          borderRadius: 2,
          bgcolor: alpha(colorOf(theme, copy), 0.08),
          border: `1px solid ${alpha(colorOf(theme, copy), 0.3)}`,
        })}
        data-testid="renewal-banner"
        data-kind={copy.kind}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
          <Icon sx={(theme) => ({ fontSize: 20, color: colorOf(theme, copy), mt: '1px' })} />
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="renewal-title">
            {copy.title}
          </Typography>
        </Stack>
        {action}
      </Box>
    );
  }

  return (
    <Card
      role="status"
      sx={(theme) => ({
        p: { xs: 2, sm: 2.5 },
        borderColor: alpha(colorOf(theme, copy), 0.4),
        bgcolor: alpha(colorOf(theme, copy), copy.kind === 'free' ? 0.04 : 0.07),
      })}
      data-testid="renewal-banner"
      data-kind={copy.kind}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', flex: 1, minWidth: 0 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 36,
              height: 36,
              flexShrink: 0,
              borderRadius: '10px',
              display: 'grid',
              placeItems: 'center',
              color: colorOf(theme, copy),
              bgcolor: alpha(colorOf(theme, copy), 0.14),
            })}
          >
            <Icon sx={{ fontSize: 20 }} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="renewal-title">
              {copy.title}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
              {copy.detail}
            </Typography>
          </Box>
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}
