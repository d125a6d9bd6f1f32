import { customerProducts, PDF_TEMPLATES, type PdfTemplate } from '@cardora/contract';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import FolderSpecialRounded from '@mui/icons-material/FolderSpecialRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAgency } from '#app/agency-context';
import { PageIntro } from '#components/page-intro';
import { AddBusinessFirst, ProductNotOffered, useUserDetails } from '#features/customer';
import { HelpfulLinksStrip } from '#features/link-store';
import { useOpenUpgrade } from '#features/payments';
import { PdfRefusal } from '../components/pdf-refusal';
import { TemplateTile } from '../components/template-tile';
import { usePdfCardsByBusiness } from '../hooks/use-pdf-cards';
import { pdfCardPaths } from '../paths';
import { preloadPdfJs } from '../pdf-pages';

/** The designs in groups, each with its heading and line ('products' pdfCards.groups.<kind>). */
const GROUPS: PdfTemplate['kind'][] = ['id-card', 'visiting-card'];

/** The product is off for the agency: said plainly, with the way home. */
export function PdfCardsNotOffered() {
  const { t } = useTranslation(['products', 'glossary']);
  return (
    <ProductNotOffered
      testId="pdf-cards-not-offered"
      icon={<BadgeRounded />}
      title={t('pdfCards.notOfferedTitle')}
      text={t('pdfCards.notOffered')}
    />
  );
}

/** /customer/pdf-card-templates?businessId=: every design, drawn from the business's own details. */
export function PdfCardTemplatesPage() {
  const { t } = useTranslation(['products', 'glossary']);
  const agency = useAgency();
  const offered = customerProducts(agency.configuration).pdfCard;
  const user = useUserDetails();
  const [params] = useSearchParams();
  const businessId = params.get('businessId') ?? user.data?.activeBusinessId ?? null;
  const cards = usePdfCardsByBusiness(offered ? businessId : null);
  const navigate = useNavigate();
  const openUpgrade = useOpenUpgrade();

  useEffect(preloadPdfJs, []);

  if (!offered) return <PdfCardsNotOffered />;
  if (user.data && !businessId) {
    return <AddBusinessFirst testId="pdf-cards-no-business" text={t('pdfCards.needBusiness')} />;
  }
  if (!businessId) return null;

  const refusal = cards.data?.allowance.refusal ?? null;
  const existing = cards.data?.total ?? 0;

  return (
    <Stack spacing={{ xs: 2.5, sm: 3.5 }} data-testid="pdf-templates-page">
      <PageIntro title={t('pdfCards.templates.title')} intro={t('pdfCards.templates.intro')}>
        {existing > 0 ? (
          <Button
            component={RouterLink}
            to={pdfCardPaths.myCards}
            size="small"
            startIcon={<FolderSpecialRounded />}
            sx={{ mt: 1, ml: -0.5 }}
            data-testid="pdf-templates-my-cards"
          >
            {t('glossary:myPdfCard')} ({existing})
          </Button>
        ) : null}
      </PageIntro>
      <HelpfulLinksStrip page="pdf-id-card" />
      {refusal ? (
        <PdfRefusal
          title={t('pdfCards.refusalTitle')}
          message={refusal.message}
          upgrade={refusal.upgradePath ? () => openUpgrade(businessId, 'pdfCard') : null}
          testId="pdf-create-refusal"
        />
      ) : null}
      {GROUPS.map((kind) => (
        <Box component="section" key={kind} aria-labelledby={`pdf-group-${kind}`}>
          <Typography variant="h4" component="h3" id={`pdf-group-${kind}`}>
            {t(`pdfCards.groups.${kind}.title`)}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
            {t(`pdfCards.groups.${kind}.text`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1.5, sm: 2 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(4, minmax(0, 1fr))',
              },
            }}
          >
            {PDF_TEMPLATES.filter((template) => template.kind === kind).map((template) => (
              <TemplateTile
                key={template.code}
                template={template}
                businessId={businessId}
                onPick={() => void navigate(pdfCardPaths.newCard(businessId, template.code))}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
