import type { GlossaryKey } from '@cardora/contract';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitleText, usePageTitleValue } from '../app/layout/page-title';
import { EmptyState } from './empty-state';

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
    <EmptyState
      testId={TEST_ID[reason]}
      maxWidth={420}
      icon={ICON[reason]}
      title={heading}
      text={t(`notAvailable.${reason}`)}
      action={
        <Button component={RouterLink} to={homePath} variant="outlined" startIcon={<ArrowBackRounded />}>
          {t('glossary:backToHome')}
        </Button>
      }
    />
  );
}
