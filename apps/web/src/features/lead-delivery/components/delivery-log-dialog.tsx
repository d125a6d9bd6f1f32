// An endpoint's delivery log: its newest deliveries, each with its state, its attempts (the HTTP
// answer, the time it took, the error) and, while pending, when the next try is due.
import { type TWebhookDelivery, type TWebhookEndpoint, WEBHOOK_DELIVERIES_SHOWN } from '@cardora/contract';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#components/dialog/form-dialog';
import { RetryAlert } from '#components/retry-alert';
import { useFormat } from '#i18n/format';
import { attemptSucceeded, attemptSummary, deliveryChip, eventLabel } from '../delivery-format';
import { useWebhookDeliveries } from '../hooks/use-lead-delivery';

function DeliveryRow({ delivery }: { delivery: TWebhookDelivery }) {
  const { t } = useTranslation('customer');
  const { dateTime } = useFormat();
  const chip = deliveryChip(delivery, t);
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid="delivery-row">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 650 }}>{eventLabel(delivery.event, t)}</Typography>
        <Chip size="small" color={chip.color} label={chip.label} data-testid="delivery-status" />
        <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
          {dateTime(delivery.createdAt)}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('leadDelivery.log.attempts', { count: delivery.attempts })}
        {delivery.nextAttemptAt
          ? ` · ${t('leadDelivery.log.nextAttempt', { time: dateTime(delivery.nextAttemptAt) })}`
          : ''}
      </Typography>
      {delivery.log.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('leadDelivery.log.notTried')}
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {delivery.log.map((attempt) => (
            <Box
              component="li"
              key={attempt.at}
              sx={{
                py: 0.5,
                pl: 1,
                borderLeft: 3,
                borderColor: attemptSucceeded(attempt) ? 'success.main' : 'error.main',
                '& + &': { mt: 0.5 },
              }}
              data-testid="delivery-attempt"
            >
              <Typography variant="caption" color="textSecondary" component="p">
                {dateTime(attempt.at)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {attemptSummary(attempt, t)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}

/** `endpoint` null: closed. */
export function DeliveryLogDialog({ endpoint, onClose }: { endpoint: TWebhookEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const deliveries = useWebhookDeliveries(endpoint?.id ?? null);
  let body: ReactNode;
  if (deliveries.isPending) {
    body = (
      <Stack spacing={1}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  } else if (deliveries.isError) {
    body = <RetryAlert error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  } else if (deliveries.data.length === 0) {
    body = (
      <Typography color="textSecondary" data-testid="delivery-log-empty">
        {t('leadDelivery.log.empty')}
      </Typography>
    );
  } else {
    body = (
      <Stack spacing={1}>
        {deliveries.data.map((delivery) => (
          <DeliveryRow key={delivery.id} delivery={delivery} />
        ))}
        <Typography variant="caption" color="textSecondary">
          {t('leadDelivery.log.kept', { count: WEBHOOK_DELIVERIES_SHOWN })}
        </Typography>
      </Stack>
    );
  }
  return (
    <FormDialog
      open={endpoint !== null}
      onClose={onClose}
      maxWidth="sm"
      fullScreenBelow="sm"
      scroll="paper"
      testId="delivery-log"
    >
      <DialogTitle sx={{ fontWeight: 700, pb: 0.5 }}>
        {t('leadDelivery.log.title')}
        <Typography
          variant="body2"
          component="span"
          color="textSecondary"
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
        >
          {endpoint?.description || endpoint?.url}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button
          startIcon={<RefreshRounded />}
          onClick={() => void deliveries.refetch()}
          loading={deliveries.isFetching && !deliveries.isPending}
          data-testid="delivery-log-refresh"
        >
          {t('leadDelivery.log.refresh')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('glossary:close')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
