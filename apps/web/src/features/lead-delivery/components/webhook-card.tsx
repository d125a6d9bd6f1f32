// One webhook endpoint: where it sends, what, whether it is on, how its last delivery went; and
// its actions: send a test event (the answer shown here), the delivery log, edit, new secret, delete.
import type { TWebhookDelivery, TWebhookEndpoint } from '@cardora/contract';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { receivedAgo } from '#features/enquiries';
import { useFormat } from '#i18n/format';
import { deliveryChip, eventLabel, testResult } from '../delivery-format';
import { useSendWebhookTest, useUpdateWebhook } from '../hooks/use-lead-delivery';

export type WebhookAction = 'log' | 'edit' | 'newSecret' | 'delete';

export function WebhookCard({
  endpoint,
  canManage,
  showScope,
  onAction,
}: {
  endpoint: TWebhookEndpoint;
  /** An agency-wide endpoint in a business owner's list is the agency's: shown, not changed. */
  canManage: boolean;
  /** A business's list that also holds agency-wide endpoints names which is which. */
  showScope: boolean;
  onAction: (action: WebhookAction, endpoint: TWebhookEndpoint) => void;
}) {
  const { t } = useTranslation(['customer', 'glossary']);
  const { date } = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateWebhook();
  const test = useSendWebhookTest();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [result, setResult] = useState<TWebhookDelivery | null>(null);
  const last = endpoint.lastDelivery;
  const lastChip = last ? deliveryChip(last, t) : null;
  const shownResult = result ? testResult(result, t) : null;

  const toggle = (enabled: boolean) =>
    update.mutate(
      { id: endpoint.id, body: { enabled } },
      {
        onSuccess: () =>
          enqueueSnackbar(t(enabled ? 'leadDelivery.webhooks.turnedOn' : 'leadDelivery.webhooks.turnedOff'), {
            variant: 'success',
          }),
      },
    );
  const act = (action: WebhookAction) => {
    setMenu(null);
    onAction(action, endpoint);
  };

  return (
    <Card variant="outlined" sx={{ p: 1.5, opacity: endpoint.enabled ? 1 : 0.85 }} data-testid="webhook-card">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
          {endpoint.description ? (
            <Typography sx={{ fontWeight: 650, overflowWrap: 'anywhere' }} data-testid="webhook-card-description">
              {endpoint.description}
            </Typography>
          ) : null}
          <Typography
            variant="body2"
            color={endpoint.description ? 'textSecondary' : 'textPrimary'}
            title={endpoint.url}
            sx={{
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              fontSize: '0.8125rem',
              overflowWrap: 'anywhere',
              // A very long address shows its first lines; the whole is in the edit dialog.
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
            data-testid="webhook-card-url"
          >
            {endpoint.url}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', pt: 0.25 }}>
            {showScope && endpoint.businessId === null ? (
              <Chip size="small" color="primary" variant="outlined" label={t('leadDelivery.webhooks.everyBusiness')} />
            ) : null}
            {endpoint.events.map((event) => (
              <Chip key={event} size="small" label={eventLabel(event, t)} data-testid={`webhook-event-chip-${event}`} />
            ))}
          </Stack>
        </Stack>
        {canManage ? (
          <IconButton
            aria-label={t('leadDelivery.webhooks.more', { url: endpoint.url })}
            onClick={(event) => setMenu(event.currentTarget)}
            edge="end"
            data-testid="webhook-menu"
          >
            <MoreVertRounded />
          </IconButton>
        ) : null}
      </Stack>

      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={endpoint.enabled}
              disabled={!canManage || update.isPending}
              onChange={(_event, checked) => toggle(checked)}
              slotProps={{
                input: {
                  'aria-label': t('leadDelivery.webhooks.switchLabel', { url: endpoint.url }),
                  'data-testid': 'webhook-enabled',
                } as object,
              }}
            />
          }
          label={
            <Typography variant="body2">
              {endpoint.enabled ? t('leadDelivery.webhooks.on') : t('leadDelivery.webhooks.off')}
            </Typography>
          }
        />
        {last && lastChip ? (
          <Chip
            size="small"
            variant="outlined"
            color={lastChip.color}
            label={t('leadDelivery.webhooks.last', {
              status: lastChip.label,
              when: receivedAgo(last.createdAt, { t, date }),
            })}
            data-testid="webhook-last-delivery"
          />
        ) : (
          <Chip
            size="small"
            variant="outlined"
            label={t('leadDelivery.webhooks.neverSent')}
            data-testid="webhook-last-delivery"
          />
        )}
      </Stack>
      {!canManage ? (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {t('leadDelivery.webhooks.byAgency')}
        </Typography>
      ) : null}

      {shownResult ? (
        <Alert
          severity={shownResult.ok ? 'success' : 'error'}
          onClose={() => setResult(null)}
          sx={{ mt: 1, overflowWrap: 'anywhere' }}
          data-testid="webhook-test-result"
        >
          {shownResult.text}
        </Alert>
      ) : null}

      {canManage ? (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.25, alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<SendRounded />}
            loading={test.isPending}
            onClick={() => {
              setResult(null);
              test.mutate(endpoint.id, { onSuccess: setResult });
            }}
            data-testid="webhook-send-test"
          >
            {t('leadDelivery.webhooks.sendTest')}
          </Button>
          <Button size="small" startIcon={<HistoryRounded />} onClick={() => act('log')} data-testid="webhook-open-log">
            {t('leadDelivery.webhooks.log')}
          </Button>
          <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
            {t('leadDelivery.webhooks.secretHint', { hint: endpoint.secretHint })}
          </Typography>
        </Stack>
      ) : null}

      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => act('edit')} data-testid="webhook-edit">
          <ListItemIcon>
            <EditRounded fontSize="small" />
          </ListItemIcon>
          {t('glossary:edit')}
        </MenuItem>
        <MenuItem onClick={() => act('newSecret')} data-testid="webhook-new-secret">
          <ListItemIcon>
            <KeyRounded fontSize="small" />
          </ListItemIcon>
          {t('leadDelivery.webhooks.newSecret')}
        </MenuItem>
        <MenuItem onClick={() => act('delete')} sx={{ color: 'error.main' }} data-testid="webhook-delete">
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteOutlineRounded fontSize="small" />
          </ListItemIcon>
          {t('glossary:delete')}
        </MenuItem>
      </Menu>
    </Card>
  );
}
