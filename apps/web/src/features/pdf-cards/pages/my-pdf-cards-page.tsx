import { customerProducts } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAgency } from '#app/agency-context';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { activeBusinessOf, useUserDetails } from '#features/customer';
import { useOpenUpgrade } from '#features/payments';
import { MyCardRow } from '../components/my-card-row';
import { PdfRefusal } from '../components/pdf-refusal';
import { usePdfCardsByBusiness } from '../hooks/use-pdf-cards';
import { pdfCardPaths } from '../paths';
import { preloadPdfJs } from '../pdf-pages';
import { PdfCardsNotOffered } from './pdf-card-templates-page';

/** /customer/projects?projectType=pdf_id_card: the active business's PDF ID cards. */
export function MyPdfCardsPage() {
  const { t } = useTranslation(['products', 'glossary']);
  const agency = useAgency();
  const offered = customerProducts(agency.configuration).pdfCard;
  const user = useUserDetails();
  const business = user.data ? activeBusinessOf(user.data) : null;
  const businessId = business?.businessId ?? null;
  const cards = usePdfCardsByBusiness(offered ? businessId : null);
  const openUpgrade = useOpenUpgrade();
  useEffect(preloadPdfJs, []);

  if (!offered) return <PdfCardsNotOffered />;
  if (user.data && !businessId) {
    return (
      <EmptyState
        testId="my-pdf-cards-no-business"
        icon={<BadgeRounded />}
        title={t('pdfCards.mine.noBusinessTitle')}
        text={t('pdfCards.mine.noBusinessText')}
        action={
          <Button component={RouterLink} to="/customer/businesses/add" variant="contained">
            {t('common.addYourBusiness')}
          </Button>
        }
      />
    );
  }
  if (cards.isError) {
    return <RetryAlert error={cards.error} onRetry={() => void cards.refetch()} />;
  }
  const data = cards.data;
  const refusal = data?.allowance.refusal ?? null;
  const makeButton = businessId ? (
    <Button
      component={RouterLink}
      to={pdfCardPaths.templates(businessId)}
      variant="contained"
      startIcon={<AddRounded />}
      disabled={refusal !== null}
      data-testid="my-pdf-cards-make"
    >
      {t('pdfCards.mine.make')}
    </Button>
  ) : null;

  return (
    <Stack spacing={2.5} data-testid="my-pdf-cards-page">
      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h2" component="h2">
            {t('glossary:myPdfCard')}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {business ? `${business.businessName} · ` : ''}
            {data ? t('pdfCards.mine.cards', { count: data.total }) : '\u00a0'}
          </Typography>
        </Box>
        {data && data.total > 0 ? makeButton : null}
      </Stack>
      {refusal && data ? (
        <PdfRefusal
          title={t('pdfCards.refusalTitle')}
          message={refusal.message}
          upgrade={refusal.upgradePath && businessId ? () => openUpgrade(businessId, 'pdfCard') : null}
          testId="pdf-create-refusal"
        />
      ) : null}
      {!data ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={170} />
          <Skeleton variant="rounded" height={170} />
        </Stack>
      ) : data.total === 0 ? (
        <EmptyState
          testId="my-pdf-cards-empty"
          icon={<BadgeRounded />}
          title={t('pdfCards.mine.emptyTitle')}
          text={t('pdfCards.mine.emptyText')}
          action={makeButton}
        />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {data.list.map((card) => (
            <MyCardRow key={card.pdfCardNo} card={card} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
