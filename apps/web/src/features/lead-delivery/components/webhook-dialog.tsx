// Add or edit a webhook endpoint: its address, a description, and which events it is sent.
import {
  type TWebhookEndpoint,
  type TWebhookWithSecret,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  ZCreateWebhookBody,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormTextField } from '#components/form/form-text-field';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useMessage } from '#i18n/use-message';
import { eventLabel } from '../delivery-format';
import { useCreateWebhook, useUpdateWebhook } from '../hooks/use-lead-delivery';

type WebhookFormIn = z.input<typeof ZCreateWebhookBody>;
type WebhookFormOut = z.output<typeof ZCreateWebhookBody>;

const SERVER_FIELDS = fieldsNamedAlike('url', 'description', 'events');

interface WebhookFormProps {
  /** The endpoint edited; null: a new one. */
  endpoint: TWebhookEndpoint | null;
  /** A new endpoint's business; null: every business of the agency (an admin's). */
  businessId: string | null;
  onClose: () => void;
  /** A new endpoint was added: its secret, to show once. */
  onCreated: (created: TWebhookWithSecret) => void;
}

export function WebhookDialog({ open, ...props }: { open: boolean } & WebhookFormProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} maxWidth="sm" fullScreenBelow="sm" testId="webhook-dialog">
      <WebhookForm key={props.endpoint?.id ?? 'new'} {...props} />
    </FormDialog>
  );
}

function WebhookForm({ endpoint, businessId, onClose, onCreated }: WebhookFormProps) {
  const { t } = useTranslation('customer');
  const translate = useMessage();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateWebhook();
  const update = useUpdateWebhook(true);
  const form = useForm<WebhookFormIn, unknown, WebhookFormOut>({
    resolver: zodResolver(ZCreateWebhookBody),
    defaultValues: {
      businessId: endpoint ? endpoint.businessId : businessId,
      url: endpoint?.url ?? 'https://',
      description: endpoint?.description ?? '',
      events: endpoint?.events ?? [...WEBHOOK_EVENTS],
    },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async (values) => {
    if (endpoint) {
      const { url, description, events } = values;
      await update.mutateAsync({ id: endpoint.id, body: { url, description, events } });
      enqueueSnackbar(t('leadDelivery.webhooks.saved'), { variant: 'success' });
      onClose();
      return;
    }
    onCreated(await create.mutateAsync(values));
  });
  const agencyWide = (endpoint ? endpoint.businessId : businessId) === null;

  return (
    <FormDialogBody
      onSubmit={submit}
      testId="webhook-form"
      title={endpoint ? t('leadDelivery.form.editTitle') : t('leadDelivery.form.addTitle')}
      spacing={2.25}
      intro={
        agencyWide ? (
          <Typography variant="body2" color="textSecondary">
            {t('leadDelivery.form.forEveryBusiness')}
          </Typography>
        ) : undefined
      }
      formError={formError}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={endpoint ? t('leadDelivery.form.save') : t('leadDelivery.form.add')}
      submitTestId="webhook-save"
    >
      <FormTextField
        control={form.control}
        name="url"
        label={t('leadDelivery.form.url')}
        helperText={t('leadDelivery.form.urlHelp')}
        disabled={submitting}
        autoFocus
        slotProps={{
          htmlInput: { inputMode: 'url', maxLength: WEBHOOK_URL_MAX, spellCheck: false, 'data-testid': 'webhook-url' },
        }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={t('leadDelivery.form.description')}
        helperText={t('leadDelivery.form.descriptionHelp')}
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX, 'data-testid': 'webhook-description' } }}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field, fieldState }) => {
          const chosen = field.value ?? [];
          return (
            <FormControl error={Boolean(fieldState.error)} component="fieldset" disabled={submitting}>
              <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
                {t('leadDelivery.form.events')}
              </FormLabel>
              <FormGroup>
                {WEBHOOK_EVENTS.map((event) => (
                  <FormControlLabel
                    key={event}
                    label={eventLabel(event, t)}
                    control={
                      <Checkbox
                        checked={chosen.includes(event)}
                        onChange={(_change, checked) =>
                          field.onChange(checked ? [...chosen, event] : chosen.filter((e) => e !== event))
                        }
                        slotProps={{ input: { 'data-testid': `webhook-event-${event}` } as object }}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error?.message ? (
                <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>
              ) : null}
            </FormControl>
          );
        }}
      />
    </FormDialogBody>
  );
}
