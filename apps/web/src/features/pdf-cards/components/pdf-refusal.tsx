import BlockRounded from '@mui/icons-material/BlockRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '#i18n/use-message';

/**
 * Why something cannot be done now, in the server's words, and the way on: the upgrade screen
 * when a purchase or a plan lifts it (the refusal's upgradePath). Shown in the page, never as
 * a silent failure, and never the sign-out dialog.
 */
export function PdfRefusal({
  title,
  message,
  upgrade,
  action,
  testId = 'pdf-refusal',
}: {
  title: string;
  message: string;
  /** Given when a plan or the purchase helps: opens the upgrade screen. */
  upgrade?: (() => void) | null;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('products');
  // A refusal made from the plan's figures reads in the page's language too (docs/product-rules.md#hindi-mode).
  const translate = useMessage();
  const helps = Boolean(upgrade);
  return (
    <Card
      role="status"
      data-testid={testId}
      sx={{
        border: 0,
        color: '#fff',
        p: { xs: 2, sm: 2.5 },
        background: helps
          ? 'linear-gradient(135deg, #ff8a00 0%, #e52e71 100%)'
          : 'linear-gradient(135deg, #5b6578 0%, #2d3648 100%)',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ mt: '2px', '& svg': { fontSize: 26 } }} aria-hidden>
          {helps ? <WorkspacePremiumRounded /> : <BlockRounded />}
        </Box>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ color: '#fff' }}>
            {title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.94)' }} data-testid={`${testId}-message`}>
            {translate(message)}
          </Typography>
          {upgrade || action ? (
            <Stack direction="row" sx={{ gap: 1, pt: 0.5, flexWrap: 'wrap' }}>
              {action}
              {upgrade ? (
                <Button
                  variant="contained"
                  onClick={upgrade}
                  startIcon={<WorkspacePremiumRounded />}
                  sx={{ bgcolor: '#fff', color: '#c2185b', '&:hover': { bgcolor: 'rgba(255,255,255,0.9)' } }}
                  data-testid={`${testId}-upgrade`}
                >
                  {t('common.seePlans')}
                </Button>
              ) : null}
            </Stack>
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
