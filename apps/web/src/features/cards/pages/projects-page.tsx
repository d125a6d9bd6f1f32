import { isCardPublished, type TBusiness } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import ContactPageRounded from '@mui/icons-material/ContactPageRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '#components/icon-tile';
import { ListSkeleton } from '#components/list-skeleton';
import { RetryAlert } from '#components/retry-alert';
import { areaPaths, CardStatusChip, PlanStateChips, publicCardUrl, useMyBusinesses } from '#features/businesses';
import { QrKitButton } from '../components/qr-kit-button';
import { ShareCardButton } from '../components/share-card-button';

function CardRow({ business }: { business: TBusiness }) {
  const { t } = useTranslation('customer');
  const card = business.card;
  // Not published yet: nothing to view or share until it is finished.
  const url = card?.cardId && isCardPublished(card) ? publicCardUrl(card.cardId) : null;
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }} data-testid={`project-card-${business.businessId}`}>
      <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start' }}>
        <IconTile>
          <ContactPageRounded />
        </IconTile>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {business.businessName}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }} data-testid="project-url">
            {url
              ? url.replace(/^https?:\/\//, '')
              : card?.cardId
                ? t('projects.notPublishedAddress', {
                    address: publicCardUrl(card.cardId).replace(/^https?:\/\//, ''),
                  })
                : t('projects.noAddress')}
          </Typography>
          <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
            <CardStatusChip card={card} />
            <PlanStateChips business={business} />
          </Stack>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {url ? (
          <Button
            size="small"
            variant="contained"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewRounded />}
            data-testid="project-view"
          >
            {t('projects.view')}
          </Button>
        ) : null}
        {url ? <ShareCardButton url={url} name={business.businessName} size="small" variant="outlined" /> : null}
        {url && card ? <QrKitButton cardNo={card.cardNo} businessName={business.businessName} /> : null}
        <Button
          size="small"
          variant={url ? 'text' : 'contained'}
          component={RouterLink}
          to={areaPaths.editCard('/customer', business.businessId)}
          startIcon={<EditRounded />}
          data-testid="project-edit"
        >
          {card ? t('projects.edit') : t('businesses.createCard')}
        </Button>
      </Stack>
    </Card>
  );
}

/** /projects?projectType=digital_card: the card of each business, to view, share or edit. */
export function DigitalCardProjectsPage() {
  const { t } = useTranslation(['customer', 'glossary']);
  const businesses = useMyBusinesses();

  if (businesses.isPending) return <ListSkeleton />;
  if (businesses.isError) {
    return <RetryAlert error={businesses.error} onRetry={() => void businesses.refetch()} />;
  }
  const list = businesses.data;
  return (
    <Stack spacing={2.5} data-testid="projects-page">
      <Box>
        <Typography variant="h2" component="h2">
          {t('glossary:myDigitalCards')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t('projects.subtitle')}
        </Typography>
      </Box>
      {list.length === 0 ? (
        <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }} data-testid="projects-empty">
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <Typography color="textSecondary">{t('projects.empty')}</Typography>
            <Button
              component={RouterLink}
              to={areaPaths.addBusiness('/customer', { shouldCreateDigitalCard: 'true' })}
              variant="contained"
              startIcon={<AddBusinessRounded />}
            >
              {t('businesses.addFirst')}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack spacing={2}>
          {list.map((business) => (
            <CardRow key={business.businessId} business={business} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
