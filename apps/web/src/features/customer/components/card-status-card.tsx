import { isCardPublished, type TBusiness } from '@cardora/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CardStatusChip, publicCardUrl } from '#features/businesses';
import { ShareCardButton } from '#features/cards';
import { customerPaths } from '../customer-links';

// The links after the card's own buttons: to the card's figures and to every business.
const MORE_LINKS = [
  { to: '/customer/insights', Icon: InsightsRounded, words: 'glossary:insights', testId: 'home-insights' },
  { to: '/customer/businesses', Icon: StorefrontRounded, words: 'glossary:myBusinesses', testId: 'home-businesses' },
];

/**
 * Home: the active business's card — its public link, and the next steps. A card not published
 * yet (no basic details, or no address) offers no link and no Share: its address shows visitors
 * a "coming soon" page until it is finished.
 */
export function CardStatusCard({ business }: { business: TBusiness }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const card = business.card;
  if (!card) return null;
  const published = isCardPublished(card);
  const url = published && card.cardId ? publicCardUrl(card.cardId) : null;
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 } }} data-testid="home-card-status">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h2">
          {t('cardStatus.title')}
        </Typography>
        <CardStatusChip card={card} />
      </Stack>
      {url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            mt: 1,
            overflowWrap: 'anywhere',
            fontWeight: 600,
          }}
          data-testid="home-card-link"
        >
          {url.replace(/^https?:\/\//, '')}
          <OpenInNewRounded sx={{ fontSize: 16 }} />
        </Link>
      ) : null}
      {published ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('cardStatus.ready')}
        </Typography>
      ) : (
        <Alert severity="info" icon={<ScheduleRounded />} sx={{ mt: 1.5 }} data-testid="home-card-not-published">
          {card.isDone ? t('cardStatus.needsAddress') : t('cardStatus.needsDetails')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button
          component={RouterLink}
          to={customerPaths.editCard(business.businessId)}
          variant="contained"
          startIcon={<EditRounded />}
          data-testid="home-edit-card"
        >
          {published ? t('cardStatus.editCard') : t('cardStatus.finishCard')}
        </Button>
        {url ? <ShareCardButton url={url} name={business.businessName} variant="outlined" /> : null}
        {MORE_LINKS.map(({ to, Icon, words, testId }) => (
          <Button key={testId} component={RouterLink} to={to} startIcon={<Icon />} data-testid={testId}>
            {t(words)}
          </Button>
        ))}
      </Box>
    </Card>
  );
}
