import type { GreetingRefusalReason } from '@cardora/contract';
import BlockRounded from '@mui/icons-material/BlockRounded';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import QrCode2Rounded from '@mui/icons-material/QrCode2Rounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { customerPaths } from '#features/customer';
import { useMessage } from '#i18n/use-message';

const TONES: Record<GreetingRefusalReason, { from: string; to: string; icon: React.ReactNode }> = {
  notIncluded: { from: '#ff8a00', to: '#e52e71', icon: <WorkspacePremiumRounded /> },
  limitReached: { from: '#7b2ff7', to: '#f107a3', icon: <HourglassBottomRounded /> },
  turnedOff: { from: '#5b6578', to: '#2d3648', icon: <BlockRounded /> },
};

/** Whether a better plan helps: it does for a plan without greetings or a used-up day, not for greetings turned off. */
export function upgradeHelps(reason: GreetingRefusalReason): boolean {
  return reason !== 'turnedOff';
}

/**
 * Why greeting images cannot be made now (the server's words) and the way on: the upgrade screen
 * when a plan helps. Shown on the page and in the viewer, never as a silent failure.
 */
export function RefusalCard({
  reason,
  message,
  onUpgrade,
  compact = false,
}: {
  reason: GreetingRefusalReason;
  message: string;
  onUpgrade: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation('products');
  // A refusal made from the plan's figures reads in the page's language too (docs/product-rules.md#hindi-mode).
  const translate = useMessage();
  const tone = TONES[reason];
  return (
    <Card
      role="status"
      data-testid="greetings-refusal"
      data-reason={reason}
      sx={{
        border: 0,
        color: '#fff',
        p: compact ? 2 : { xs: 2.5, sm: 3 },
        position: 'relative',
        overflow: 'hidden',
        background: `linear-gradient(135deg, ${tone.from} 0%, ${tone.to} 100%)`,
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -20,
          top: -20,
          width: 120,
          height: 120,
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.12)',
          display: 'grid',
          placeItems: 'center',
          '& svg': { fontSize: 56, opacity: 0.6, transform: 'translate(-8px, 8px)' },
        }}
      >
        {tone.icon}
      </Box>
      <Stack spacing={1} sx={{ position: 'relative', maxWidth: 560, pr: 6 }}>
        <Typography variant={compact ? 'h5' : 'h3'} component="h2" sx={{ color: '#fff' }}>
          {t(`greetings.refusal.${reason}`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.92)' }} data-testid="greetings-refusal-message">
          {translate(message)}
        </Typography>
        {upgradeHelps(reason) ? (
          <Box sx={{ pt: 0.5 }}>
            <Button
              variant="contained"
              onClick={onUpgrade}
              startIcon={<WorkspacePremiumRounded />}
              sx={{ bgcolor: '#fff', color: tone.to, '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
              data-testid="greetings-upgrade"
            >
              {reason === 'limitReached' ? t('common.upgradePlan') : t('common.seePlans')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A greeting carries the card's address and QR code: without a card there is nothing to brand with yet. */
export function NeedCardCard({ businessId, compact = false }: { businessId: string; compact?: boolean }) {
  const { t } = useTranslation('products');
  return (
    <Card
      role="status"
      data-testid="greetings-card-needed"
      sx={(theme) => ({
        border: 0,
        color: '#fff',
        p: compact ? 2 : { xs: 2.5, sm: 3 },
        background: `linear-gradient(135deg, ${theme.palette.primary.main} 0%, ${theme.palette.primary.dark} 100%)`,
      })}
    >
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <Typography variant={compact ? 'h5' : 'h3'} component="h2" sx={{ color: '#fff' }}>
          {t('greetings.needCard.title')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.92)' }}>
          {t('greetings.needCard.text')}
        </Typography>
        <Box sx={{ pt: 0.5 }}>
          <Button
            component={RouterLink}
            to={customerPaths.editCard(businessId)}
            variant="contained"
            startIcon={<QrCode2Rounded />}
            sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
          >
            {t('greetings.needCard.action')}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}
