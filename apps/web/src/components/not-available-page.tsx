import type { GlossaryKey } from '@cardora/contract';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitleText, usePageTitleValue } from '../app/layout/page-title';

interface NotAvailablePageProps {
  /** Where no page is ("Page not found"); else the page keeps its own name (page-titles.ts). */
  title?: GlossaryKey;
  homePath: string;
  /** 'later': a part a later release builds; 'missing': no such page; 'forbidden': not for this role. */
  reason?: 'later' | 'missing' | 'forbidden';
}

const ICON = {
  later: <ConstructionRounded sx={{ fontSize: 36 }} />,
  missing: <SearchOffRounded sx={{ fontSize: 36 }} />,
  forbidden: <BlockRounded sx={{ fontSize: 36 }} />,
};
const TEST_ID = { later: 'not-available', missing: 'not-found', forbidden: 'forbidden' };

/** A page that cannot show anything yet says so plainly instead of pretending. */
export function NotAvailablePage({ title, homePath, reason = 'later' }: NotAvailablePageProps) {
  const { t } = useTranslation(['common', 'glossary']);
  usePageTitleText(title ? t(`glossary:${title}`) : null);
  const heading = usePageTitleValue();
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid={TEST_ID[reason]}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 420, mx: 'auto' }}>
        <Box
          sx={(theme) => ({
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: alpha(theme.palette.primary.main, 0.1),
            color: 'primary.main',
          })}
        >
          {ICON[reason]}
        </Box>
        <Typography variant="h3" component="h2">
          {heading}
        </Typography>
        <Typography color="textSecondary">{t(`notAvailable.${reason}`)}</Typography>
        <Button component={RouterLink} to={homePath} variant="outlined" startIcon={<ArrowBackRounded />}>
          {t('glossary:backToHome')}
        </Button>
      </Stack>
    </Card>
  );
}
