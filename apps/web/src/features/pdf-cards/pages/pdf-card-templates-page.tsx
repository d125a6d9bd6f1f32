import { customerProducts, GLOSSARY, PDF_TEMPLATES, type PdfTemplate } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import FolderSpecialRounded from '@mui/icons-material/FolderSpecialRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAgency } from '../../../app/agency-context';
import { EmptyState } from '../../../components/empty-state';
import { customerPaths } from '../../customer/customer-links';
import { useUserDetails } from '../../customer/hooks/use-user-details';
import { HelpfulLinksStrip } from '../../link-store/components/helpful-links-strip';
import { useOpenUpgrade } from '../../payments/components/upgrade-dialog';
import { PdfRefusal } from '../components/pdf-refusal';
import { TemplateTile } from '../components/template-tile';
import { usePdfCardsByBusiness } from '../hooks/use-pdf-cards';
import { pdfCardPaths } from '../paths';
import { preloadPdfJs } from '../pdf-pages';

const GROUPS: { kind: PdfTemplate['kind']; title: string; text: string }[] = [
  {
    kind: 'id-card',
    title: 'ID cards',
    text: 'Credit-card size (CR80), printed front and back, with a QR that checks the card.',
  },
  {
    kind: 'visiting-card',
    title: 'Phone visiting cards',
    text: 'A PDF to send on WhatsApp: tap to call, mail or open the map.',
  },
];

/** The product is off for the agency: said plainly, with the way home. */
export function PdfCardsNotOffered() {
  return (
    <EmptyState
      testId="pdf-cards-not-offered"
      icon={<BadgeRounded />}
      title="PDF ID cards"
      text="PDF ID cards are not offered by your agency yet."
      action={
        <Button component={RouterLink} to={customerPaths.home} variant="outlined">
          {GLOSSARY.backToHome}
        </Button>
      }
    />
  );
}

/** /customer/pdf-card-templates?businessId=: every design, drawn from the business's own details. */
export function PdfCardTemplatesPage() {
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
    return (
      <EmptyState
        testId="pdf-cards-no-business"
        icon={<AddBusinessRounded />}
        title="Add your business first"
        text="A PDF ID card carries your business's name, logo and contacts. Add your business to start."
        action={
          <Button
            component={RouterLink}
            to={customerPaths.addBusiness}
            variant="contained"
            startIcon={<AddBusinessRounded />}
          >
            Add your business
          </Button>
        }
      />
    );
  }
  if (!businessId) return null;

  const refusal = cards.data?.allowance.refusal ?? null;
  const existing = cards.data?.total ?? 0;

  return (
    <Stack spacing={{ xs: 2.5, sm: 3.5 }} data-testid="pdf-templates-page">
      <Box>
        <Typography variant="h2" component="h2">
          Choose a design
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Each preview is your own card, drawn as the real PDF. Pick one to fill in the details.
        </Typography>
        {existing > 0 ? (
          <Button
            component={RouterLink}
            to={pdfCardPaths.myCards}
            size="small"
            startIcon={<FolderSpecialRounded />}
            sx={{ mt: 1, ml: -0.5 }}
            data-testid="pdf-templates-my-cards"
          >
            {GLOSSARY.myPdfCard} ({existing})
          </Button>
        ) : null}
      </Box>
      <HelpfulLinksStrip page="pdf-id-card" />
      {refusal ? (
        <PdfRefusal
          title="No new PDF ID card on this plan"
          message={refusal.message}
          upgrade={refusal.upgradePath ? () => openUpgrade(businessId) : null}
          testId="pdf-create-refusal"
        />
      ) : null}
      {GROUPS.map((group) => (
        <Box component="section" key={group.kind} aria-labelledby={`pdf-group-${group.kind}`}>
          <Typography variant="h4" component="h3" id={`pdf-group-${group.kind}`}>
            {group.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {group.text}
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
            {PDF_TEMPLATES.filter((template) => template.kind === group.kind).map((template) => (
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
