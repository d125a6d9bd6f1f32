import { DEFAULT_TEAM_MEMBERS_PER_CARD, type TManagedAgency, ZAgencyInput } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormLimitField } from '#components/form/form-limit-field';
import { FormSwitch } from '#components/form/form-switch';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { useCreateAgency, useUpdateAgency } from '../hooks/use-agencies';
import {
  type AgencyFormInput,
  type AgencyFormOutput,
  agencyFormOf,
  applyAgencyServerError,
  EMPTY_AGENCY_FORM,
} from './agency-form';
import { RupeeField } from './rupee-field';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section">
      <Divider />
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="textSecondary">
            {hint}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Stack>
  );
}

type KeysMode = 'keep' | 'set' | 'remove';

function AgencyForm({ agency, onClose }: { agency: TManagedAgency | null; onClose: () => void }) {
  const create = useCreateAgency();
  const update = useUpdateAgency();
  const [formError, setFormError] = useState<string | null>(null);
  const [keysMode, setKeysMode] = useState<KeysMode>('keep');
  const form = useForm<AgencyFormInput, unknown, AgencyFormOutput>({
    resolver: zodResolver(ZAgencyInput),
    defaultValues: agency ? agencyFormOf(agency) : EMPTY_AGENCY_FORM,
  });
  const plans = useFieldArray({ control: form.control, name: 'configuration.pdfCardConfig.customerPlans' });
  const control = form.control;
  const submitting = form.formState.isSubmitting;
  const enableImagePost = useWatch({ control, name: 'configuration.imagePost.enableImagePost' });
  const enablePdf = useWatch({ control, name: 'configuration.pdfCardConfig.enablePdfCardProduct' });
  const enableVideo = useWatch({ control, name: 'configuration.video.enableVideo' });
  const showTile = useWatch({ control, name: 'configuration.dashboardConfig.showInvitationTileInCustomerDashboard' });
  const plansError = form.formState.errors.configuration?.pdfCardConfig?.customerPlans?.message;

  const chooseKeys = (mode: KeysMode) => {
    setKeysMode(mode);
    form.setValue(
      'razorpayKeys',
      mode === 'set' ? { keyId: '', keySecret: '', webhookSecret: '' } : mode === 'remove' ? null : undefined,
    );
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (agency) await update.mutateAsync({ agency: { ...values, agencyId: agency.agencyId } });
      else await create.mutateAsync({ agency: values });
      onClose();
    } catch (error) {
      setFormError(applyAgencyServerError(error, form.setError));
    }
  });

  const keys = agency?.paymentKeys;
  return (
    <FormDialogBody
      onSubmit={submit}
      testId="agency-form"
      title={agency ? `Edit ${agency.agencyName}` : 'New agency'}
      spacing={2.25}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={agency ? 'Save' : 'Create agency'}
      submitTestId="agency-save"
      gap={0}
      formError={formError}
    >
      <FormTextField
        control={control}
        name="agencyName"
        label="Agency name"
        autoFocus
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'agency-name' } }}
      />
      <FormTextField
        control={control}
        name="slug"
        label="Address (slug)"
        disabled={submitting}
        helperText="Lowercase letters, digits and hyphens: the agency's <slug> sub-domain."
        slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'agency-slug' } }}
      />
      <FormTextField
        control={control}
        name="customDomain"
        label="Custom domain (optional)"
        placeholder="cards.example.com"
        disabled={submitting}
        helperText="Verified by DNS before it serves the agency."
        slotProps={{ htmlInput: { maxLength: 253, 'data-testid': 'agency-domain' } }}
      />

      <Section title="Theme">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <FormTextField control={control} name="theme.primaryColor" label="Primary colour" disabled={submitting} />
          <FormTextField control={control} name="theme.secondaryColor" label="Secondary colour" disabled={submitting} />
        </Stack>
      </Section>

      <Section title="Greeting images" hint="Image posts for customers, with videos and the agency's own posts.">
        <FormSwitch
          control={control}
          name="configuration.imagePost.enableImagePost"
          label="Image posts"
          testId="cfg-image-post"
        />
        {enableImagePost ? (
          <>
            <FormSwitch
              control={control}
              name="configuration.imagePost.isVideoPostsIncluded"
              label="Video posts included"
            />
            <FormSwitch
              control={control}
              name="configuration.imagePost.allowAgencyExclusivePosts"
              label="Agency's own exclusive posts"
            />
          </>
        ) : null}
      </Section>

      <Section title="PDF ID cards" hint="Customer plans in rupees; the first plan is the single purchase.">
        <FormSwitch
          control={control}
          name="configuration.pdfCardConfig.enablePdfCardProduct"
          label="PDF card product"
          testId="cfg-pdf"
        />
        {enablePdf ? (
          <Stack spacing={1.25} data-testid="pdf-plans">
            {plans.fields.map((plan, index) => (
              <Stack key={plan.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField
                  control={control}
                  name={`configuration.pdfCardConfig.customerPlans.${index}.id`}
                  label={index === 0 ? 'Plan id (single purchase)' : 'Plan id'}
                  size="small"
                  disabled={submitting}
                />
                <RupeeField
                  control={control}
                  name={`configuration.pdfCardConfig.customerPlans.${index}.price`}
                  label="Price"
                  size="small"
                  disabled={submitting}
                  testId={`pdf-plan-price-${index}`}
                />
                <IconButton aria-label="Remove plan" onClick={() => plans.remove(index)} disabled={submitting}>
                  <DeleteOutlineRounded />
                </IconButton>
              </Stack>
            ))}
            {plansError ? <FormHelperText error>{plansError}</FormHelperText> : null}
            <Box>
              <Button
                size="small"
                startIcon={<AddRounded />}
                onClick={() => plans.append({ id: `plan-${plans.fields.length + 1}`, price: 9_900 })}
              >
                Add plan
              </Button>
            </Box>
          </Stack>
        ) : null}
      </Section>

      <Section title="Promotional videos">
        <FormSwitch
          control={control}
          name="configuration.video.enableVideo"
          label="Promotional videos"
          testId="cfg-video"
        />
        {enableVideo ? (
          <RupeeField
            control={control}
            name="configuration.video.pricePerVideo"
            label="Price per video beyond the plan"
            disabled={submitting}
          />
        ) : null}
      </Section>

      <Section
        title="Team members"
        hint="People on a business's digital card, each with their own page. A plan may set its own number; this is for the plans that do not."
      >
        <FormLimitField
          control={control}
          name="configuration.team.membersPerCard"
          label="Per card"
          unlimitedLabel="Unlimited"
          unlimitedValue="Unlimited"
          whenLimited={DEFAULT_TEAM_MEMBERS_PER_CARD}
          helperText={`Team members per card (plans that do not set it). Unset, a card may have ${DEFAULT_TEAM_MEMBERS_PER_CARD}.`}
          disabled={submitting}
          testId="cfg-team-members"
        />
      </Section>

      <Section
        title="Physical NFC and QR tags"
        hint="What a customer pays for one tag beyond those their plan includes. Empty: tags are free and a business may have any number."
      >
        <RupeeField
          control={control}
          name="configuration.tags.pricePerTagPaise"
          label="Price per NFC/QR tag"
          emptyValue={null}
          helperText="Empty: free."
          disabled={submitting}
          testId="cfg-tag-price"
        />
      </Section>

      <Section
        title="Online payment"
        hint="Customers pay the agency through its own Razorpay account. Keys are stored encrypted and never shown again."
      >
        <FormSwitch
          control={control}
          name="configuration.onlinePayment.enablePaymentIntegration"
          label="Online payment"
          testId="cfg-online-payment"
        />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} data-testid="keys-state">
          <KeyRounded fontSize="small" color="action" />
          {keys?.keysSet && keysMode !== 'remove' ? (
            <Chip size="small" color="success" label={`Keys set · ${keys.keyId ?? ''}`} />
          ) : (
            <Chip
              size="small"
              label={keysMode === 'remove' ? 'Keys will be removed' : 'No keys: the sandbox is used'}
            />
          )}
          {keys?.keysSet && keysMode === 'keep' ? (
            <Typography variant="body2" color="textSecondary">
              {keys.webhookSecretSet ? 'Webhook secret set.' : 'No webhook secret.'}
            </Typography>
          ) : null}
        </Stack>
        {keysMode === 'set' ? (
          <Stack spacing={1.5} data-testid="keys-fields">
            <FormTextField
              control={control}
              name="razorpayKeys.keyId"
              label="Key id"
              autoComplete="off"
              slotProps={{ htmlInput: { 'data-testid': 'keys-key-id' } }}
            />
            <FormTextField
              control={control}
              name="razorpayKeys.keySecret"
              label="Key secret"
              type="password"
              autoComplete="new-password"
              slotProps={{ htmlInput: { 'data-testid': 'keys-key-secret' } }}
            />
            <FormTextField
              control={control}
              name="razorpayKeys.webhookSecret"
              label="Webhook secret (optional)"
              type="password"
              autoComplete="new-password"
            />
          </Stack>
        ) : null}
        <Stack direction="row" spacing={1}>
          {keysMode === 'keep' ? (
            <Button size="small" variant="outlined" onClick={() => chooseKeys('set')} data-testid="keys-set">
              {keys?.keysSet ? 'Replace keys' : 'Set keys'}
            </Button>
          ) : (
            <Button size="small" onClick={() => chooseKeys('keep')}>
              {keys?.keysSet ? 'Keep current keys' : 'Cancel'}
            </Button>
          )}
          {keys?.keysSet && keysMode === 'keep' ? (
            <Button size="small" color="error" onClick={() => chooseKeys('remove')}>
              Remove keys
            </Button>
          ) : null}
        </Stack>
      </Section>

      <Section title="Customer dashboard">
        <FormSwitch
          control={control}
          name="configuration.dashboardConfig.showInvitationTileInCustomerDashboard"
          label="Digital invitation tile"
          testId="cfg-invitation"
        />
        {showTile ? (
          <FormTextField
            control={control}
            name="configuration.dashboardConfig.invitationSiteLink"
            label="Invitation site link"
            placeholder="https://"
            disabled={submitting}
          />
        ) : null}
      </Section>

      <Section
        title="Contact for customers"
        hint="'Connect with admin' offers these to customers who cannot buy online, with a message naming their business and plan."
      >
        <PhoneField
          control={control}
          name="configuration.contact.phoneNumber"
          label="Phone to call"
          testId="cfg-contact-phone"
          disabled={submitting}
        />
        <PhoneField
          control={control}
          name="configuration.contact.whatsappNumber"
          label="WhatsApp number"
          helperText="Empty: the phone number above."
          testId="cfg-contact-whatsapp"
          disabled={submitting}
        />
      </Section>
    </FormDialogBody>
  );
}

/** Create (agency null) or edit an agency. */
export function AgencyDialog({
  open,
  agency,
  onClose,
}: {
  open: boolean;
  agency: TManagedAgency | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="md" fullScreenBelow="tablet" scroll="paper">
      <AgencyForm key={agency?.agencyId ?? 'new'} agency={agency} onClose={onClose} />
    </FormDialog>
  );
}
