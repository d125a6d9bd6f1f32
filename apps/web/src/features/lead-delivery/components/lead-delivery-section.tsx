import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LeadFeedCard } from './lead-feed-card';
import { WebhooksCard } from './webhooks-card';

/**
 * "Send leads to other apps" (docs/product-rules.md#lead-webhooks, #lead-feed): a business's
 * spreadsheet link and webhook endpoints; or, for an agency admin with no business chosen
 * (businessId null), the endpoints that get every business's leads.
 */
export function LeadDeliverySection({ businessId, agencyAdmin }: { businessId: string | null; agencyAdmin: boolean }) {
  const { t } = useTranslation('customer');
  return (
    <Stack spacing={2} data-testid="lead-delivery">
      <Box>
        <Typography variant="h3" component="h2">
          {businessId ? t('leadDelivery.title') : t('leadDelivery.agencyTitle')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {businessId ? t('leadDelivery.intro') : t('leadDelivery.agencyIntro')}
        </Typography>
      </Box>
      {businessId ? <LeadFeedCard businessId={businessId} /> : null}
      <WebhooksCard businessId={businessId} agencyAdmin={agencyAdmin} />
    </Stack>
  );
}
