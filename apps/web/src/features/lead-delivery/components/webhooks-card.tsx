// A business's webhook endpoints (with, for an admin, the agency-wide ones that also get its
// leads), or (businessId null) the agency-wide ones alone: the list, Add endpoint, and the
// dialogs each endpoint's actions open.
import { type TWebhookEndpoint, WEBHOOK_ENDPOINTS_MAX, WEBHOOK_RETRY_HOURS } from '@cardora/contract';
import AddRounded from '@mui/icons-material/AddRounded';
import WebhookRounded from '@mui/icons-material/WebhookRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/confirm-dialog';
import { RetryAlert } from '#components/retry-alert';
import { useDeleteWebhook, useRotateWebhookSecret, useWebhooks } from '../hooks/use-lead-delivery';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { SecretDialog } from './secret-dialog';
import { SectionHeading } from './section-heading';
import { type WebhookAction, WebhookCard } from './webhook-card';
import { WebhookDialog } from './webhook-dialog';

type Asked = { action: WebhookAction; endpoint: TWebhookEndpoint } | { action: 'add'; endpoint: null } | null;

export function WebhooksCard({ businessId, agencyAdmin }: { businessId: string | null; agencyAdmin: boolean }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const { enqueueSnackbar } = useSnackbar();
  const webhooks = useWebhooks(businessId);
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const [asked, setAsked] = useState<Asked>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const close = () => setAsked(null);

  const list = webhooks.data ?? [];
  // The limit is per business, and per agency for its agency-wide ones: count the list's own.
  const own = list.filter((endpoint) => endpoint.businessId === businessId).length;
  const full = own >= WEBHOOK_ENDPOINTS_MAX;
  const mayManage = (endpoint: TWebhookEndpoint) => endpoint.businessId !== null || agencyAdmin;

  let body: ReactNode;
  if (webhooks.isPending) body = <Skeleton variant="rounded" height={120} />;
  else if (webhooks.isError) body = <RetryAlert error={webhooks.error} onRetry={() => void webhooks.refetch()} />;
  else if (list.length === 0) {
    body = (
      <Stack spacing={0.5} sx={{ py: 1 }} data-testid="webhooks-empty">
        <Typography sx={{ fontWeight: 650 }}>{t('leadDelivery.webhooks.emptyTitle')}</Typography>
        <Typography variant="body2" color="textSecondary">
          {t('leadDelivery.webhooks.emptyText')}
        </Typography>
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={1.25}>
        {list.map((endpoint) => (
          <WebhookCard
            key={endpoint.id}
            endpoint={endpoint}
            canManage={mayManage(endpoint)}
            showScope={businessId !== null}
            onAction={(action, chosen) => setAsked({ action, endpoint: chosen })}
          />
        ))}
      </Stack>
    );
  }

  const endpointAsked = asked && asked.action !== 'add' ? asked.endpoint : null;
  return (
    <Card sx={{ p: 2 }} data-testid="webhooks">
      <Stack spacing={1.5}>
        <SectionHeading
          icon={<WebhookRounded />}
          title={t('leadDelivery.webhooks.title')}
          text={t('leadDelivery.webhooks.intro', { hours: WEBHOOK_RETRY_HOURS })}
        />
        {body}
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            disabled={!webhooks.isSuccess || full}
            onClick={() => setAsked({ action: 'add', endpoint: null })}
            data-testid="webhook-add"
          >
            {t('leadDelivery.webhooks.add')}
          </Button>
          {full ? (
            <Typography variant="caption" color="textSecondary">
              {t('leadDelivery.webhooks.limit', { max: WEBHOOK_ENDPOINTS_MAX })}
            </Typography>
          ) : null}
        </Stack>
      </Stack>

      <WebhookDialog
        open={asked?.action === 'add' || asked?.action === 'edit'}
        endpoint={asked?.action === 'edit' ? asked.endpoint : null}
        businessId={businessId}
        onClose={close}
        onCreated={(created) => {
          close();
          setSecret({ secret: created.secret, url: created.endpoint.url });
        }}
      />
      <SecretDialog secret={secret?.secret ?? null} url={secret?.url ?? ''} onClose={() => setSecret(null)} />
      <DeliveryLogDialog endpoint={asked?.action === 'log' ? asked.endpoint : null} onClose={close} />
      <ConfirmDialog
        open={asked?.action === 'newSecret'}
        title={t('leadDelivery.webhooks.newSecretTitle')}
        text={t('leadDelivery.webhooks.newSecretText')}
        confirmLabel={t('leadDelivery.webhooks.newSecretConfirm')}
        loading={rotate.isPending}
        onClose={close}
        onConfirm={() => {
          if (!endpointAsked) return;
          rotate.mutate(endpointAsked.id, {
            onSuccess: (rotated) => {
              close();
              setSecret({ secret: rotated.secret, url: rotated.endpoint.url });
            },
            onError: close,
          });
        }}
        testId="confirm-webhook-new-secret"
      />
      <ConfirmDialog
        open={asked?.action === 'delete'}
        title={t('leadDelivery.webhooks.deleteTitle')}
        text={t('leadDelivery.webhooks.deleteText')}
        confirmLabel={t('glossary:delete')}
        destructive
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => {
          if (!endpointAsked) return;
          remove.mutate(endpointAsked.id, {
            onSuccess: () => {
              close();
              enqueueSnackbar(t('leadDelivery.webhooks.deleted'), { variant: 'success' });
            },
            onError: close,
          });
        }}
        testId="confirm-webhook-delete"
      />
    </Card>
  );
}
