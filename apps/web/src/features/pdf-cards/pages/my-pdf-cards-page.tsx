import BadgeRounded from '@mui/icons-material/BadgeRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '#components/empty-state';
import { RetryAlert } from '#components/retry-alert';
import { ProductListHeading, ProductListSkeleton, ProductMakeButton, useProductBusiness } from '#features/customer';
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
  const { offered, user, business, businessId } = useProductBusiness('pdfCard');
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
    <ProductMakeButton to={pdfCardPaths.templates(businessId)} disabled={refusal !== null} testId="my-pdf-cards-make">
      {t('pdfCards.mine.make')}
    </ProductMakeButton>
  ) : null;

  return (
    <Stack spacing={2.5} data-testid="my-pdf-cards-page">
      <ProductListHeading
        title={t('glossary:myPdfCard')}
        businessName={business?.businessName ?? null}
        summary={data ? t('pdfCards.mine.cards', { count: data.total }) : null}
        action={data && data.total > 0 ? makeButton : null}
      />
      {refusal && data ? (
        <PdfRefusal
          title={t('pdfCards.refusalTitle')}
          message={refusal.message}
          upgrade={refusal.upgradePath && businessId ? () => openUpgrade(businessId, 'pdfCard') : null}
          testId="pdf-create-refusal"
        />
      ) : null}
      {!data ? (
        <ProductListSkeleton rowHeight={170} />
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
