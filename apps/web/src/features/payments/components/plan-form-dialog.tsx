import {
  GLOSSARY,
  type SellableProducts,
  type TSubscriptionPlan,
  tagPricePaise,
  teamMembersOfPlan,
  UNLIMITED,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { type Control, Controller, type UseFormSetValue, useForm, useWatch } from 'react-hook-form';
import { useAgency } from '#app/agency-context';
import { FormLimitField } from '#components/form/form-limit-field';
import { FormNumberField } from '#components/form/form-number-field';
import { FormAlert, useServerSubmit } from '#features/auth';
import { useSaveSubscriptionPlan } from '../hooks/use-plan-mutations';
import { type PlanProduct, PRODUCT_LABELS, soldPlanProducts } from '../plan-display';
import {
  EMPTY_PLAN_FORM,
  PLAN_FIELD_MAP,
  type PlanForm,
  type PlanFormInput,
  planBodyOf,
  planFormOf,
  ZPlanForm,
} from '../plan-form';
import { PlanBasicsFields } from './plan-basics-fields';

type PlanControl = Control<PlanFormInput, unknown, PlanForm>;

const PRODUCT_HINTS: Record<PlanProduct, string> = {
  digitalCard: 'Cards the owner may make',
  greetingImages: 'Branded greeting images',
  greetingVideos: 'Greeting videos per day',
  pdfCard: 'PDF ID cards without the watermark',
  promotionalVideo: 'Promotional videos',
};

/** A switch bound to a boolean field; `invert` shows "show" for a stored "hide". */
function SwitchField({
  control,
  name,
  label,
  invert = false,
  testId,
  onToggle,
}: {
  control: PlanControl;
  name:
    | `${PlanProduct}Included`
    | 'frameVisibility.hideRegularFrame'
    | 'frameVisibility.hideProductFrame'
    | 'frameVisibility.hidePoliticalFrame';
  label: ReactNode;
  invert?: boolean;
  testId: string;
  onToggle?: (checked: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mx: 0, display: 'flex', width: '100%', justifyContent: 'space-between', gap: 1, minWidth: 0 }}
          labelPlacement="start"
          label={label}
          control={
            <Switch
              checked={invert ? !field.value : Boolean(field.value)}
              onChange={(_event, checked) => {
                field.onChange(invert ? !checked : checked);
                onToggle?.(checked);
              }}
              data-testid={testId}
            />
          }
        />
      )}
    />
  );
}

/** One product: included or not, and its limit (a count, or Unlimited = -1). */
function ProductLimitRow({
  control,
  product,
  setValue,
}: {
  control: PlanControl;
  product: PlanProduct;
  setValue: UseFormSetValue<PlanFormInput>;
}) {
  const includedName = `${product}Included` as const;
  const limitName = `${product}Limit` as const;
  const [included, limit] = useWatch({ control, name: [includedName, limitName] });
  // A product switched on after being left out (limit 0) starts at 1.
  const onToggle = (checked: boolean) => {
    if (checked && limit === 0) setValue(limitName, 1, { shouldValidate: true });
  };
  return (
    <Box sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <SwitchField
        control={control}
        name={includedName}
        testId={`plan-form-${product}-included`}
        onToggle={onToggle}
        label={
          <Box>
            <Typography>{PRODUCT_LABELS[product]}</Typography>
            <Typography variant="caption" color="textSecondary">
              {PRODUCT_HINTS[product]}
            </Typography>
          </Box>
        }
      />
      {included ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mt: 1 }}>
          <Box sx={{ width: 160 }}>
            {limit === UNLIMITED ? (
              <Typography
                sx={{ height: 40, display: 'flex', alignItems: 'center', px: 1.5, color: 'text.secondary' }}
                data-testid={`plan-form-${product}-unlimited-value`}
              >
                Unlimited
              </Typography>
            ) : (
              <FormNumberField
                control={control}
                name={limitName}
                label={product === 'greetingVideos' ? 'Per day' : 'Limit'}
                size="small"
                testId={`plan-form-${product}-limit`}
              />
            )}
          </Box>
          <Controller
            control={control}
            name={limitName}
            render={({ field }) => (
              <FormControlLabel
                sx={{ mt: 0.25 }}
                label="Unlimited"
                control={
                  <Checkbox
                    checked={field.value === UNLIMITED}
                    onChange={(_event, checked) => field.onChange(checked ? UNLIMITED : 1)}
                    data-testid={`plan-form-${product}-unlimited`}
                  />
                }
              />
            )}
          />
        </Stack>
      ) : null}
    </Box>
  );
}

/**
 * Team members a card may have on the plan (docs/product-rules.md#staff-cards): a count,
 * Unlimited, or empty for the agency's setting, whose number is named.
 */
function TeamMembersRow({ control }: { control: PlanControl }) {
  const agencySetting = teamMembersOfPlan({ teamMembersLimit: null }, useAgency().configuration.team);
  const agencyWords = agencySetting === UNLIMITED ? 'unlimited' : String(agencySetting);
  return (
    <Box sx={{ pt: 1.25 }} data-testid="plan-form-team">
      <Typography>Team members per card</Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
        People on the business's card, each with their own page
      </Typography>
      <FormLimitField
        control={control}
        name="teamMembersLimit"
        label="Members"
        unlimitedLabel="Unlimited"
        unlimitedValue="Unlimited"
        whenLimited={null}
        helperText={`Empty: the agency's setting (${agencyWords} per card).`}
        testId="plan-form-team-limit"
      />
    </Box>
  );
}

/** Physical NFC/QR tags the plan gives the business (docs/product-rules.md#physical-tags); empty: none. */
function TagsIncludedRow({ control }: { control: PlanControl }) {
  const price = tagPricePaise(useAgency().configuration);
  return (
    <Box sx={{ pt: 1.25 }} data-testid="plan-form-tags">
      <Typography>Physical tags included</Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
        NFC cards, stickers or QR codes the business gets with the plan
      </Typography>
      <FormNumberField
        control={control}
        name="tagsIncluded"
        label="Tags"
        size="small"
        helperText={
          price === null
            ? 'Empty: none. Your agency gives tags free now, so this counts once you set a price per tag.'
            : 'Empty: none. More tags are bought at your price per tag.'
        }
        testId="plan-form-tags-included"
      />
    </Box>
  );
}

function PlanFormBody({
  plan,
  products,
  onClose,
}: {
  plan: TSubscriptionPlan | null;
  products: SellableProducts | undefined;
  onClose: () => void;
}) {
  const save = useSaveSubscriptionPlan();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<PlanFormInput, unknown, PlanForm>({
    resolver: zodResolver(ZPlanForm),
    mode: 'all',
    defaultValues: plan ? planFormOf(plan) : EMPTY_PLAN_FORM,
  });
  const { control } = form;
  const greetingImages = useWatch({ control, name: 'greetingImagesIncluded' });
  const digitalCard = useWatch({ control, name: 'digitalCardIncluded' });
  const submitting = form.formState.isSubmitting;

  const { submit, formError } = useServerSubmit(form, PLAN_FIELD_MAP, async (values) => {
    const saved = await save.mutateAsync(planBodyOf(values, plan?.subscriptionPlanId));
    enqueueSnackbar(plan ? `${saved.name} was saved.` : `${saved.name} was added.`, { variant: 'success' });
    onClose();
  });

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }} data-testid="plan-form">
      <DialogTitle sx={{ fontWeight: 700 }}>{plan ? `Edit ${plan.name}` : 'Add a plan'}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={2.5}>
          <FormAlert message={formError} />
          <PlanBasicsFields control={control} nameLabel="Plan name" testIdPrefix="plan-form" priceFirst />
          <Box>
            <Typography variant="overline" color="textSecondary" component="h3">
              What the plan includes
            </Typography>
            {/* Only what the agency sells: the server refuses a plan with a switched-off product. */}
            {soldPlanProducts(products).map((product) => (
              <ProductLimitRow key={product} control={control} product={product} setValue={form.setValue} />
            ))}
            {/* The team is on the digital card: without one there is nothing to set. */}
            {digitalCard && (products?.digitalCard ?? true) ? <TeamMembersRow control={control} /> : null}
            {digitalCard && (products?.digitalCard ?? true) ? <TagsIncludedRow control={control} /> : null}
          </Box>
          {greetingImages ? (
            <Box data-testid="plan-form-frames">
              <Typography variant="overline" color="textSecondary" component="h3">
                Greeting frames
              </Typography>
              <Stack spacing={0.5}>
                <SwitchField
                  control={control}
                  name="frameVisibility.hideRegularFrame"
                  invert
                  label="Show regular frame"
                  testId="plan-form-regular-frame"
                />
                <SwitchField
                  control={control}
                  name="frameVisibility.hideProductFrame"
                  invert
                  label="Show product frame"
                  testId="plan-form-product-frame"
                />
                <SwitchField
                  control={control}
                  name="frameVisibility.hidePoliticalFrame"
                  invert
                  label="Show political frame"
                  testId="plan-form-political-frame"
                />
              </Stack>
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button color="inherit" onClick={onClose} disabled={submitting}>
          {GLOSSARY.cancel}
        </Button>
        <Button type="submit" variant="contained" loading={submitting} data-testid="plan-form-save">
          {plan ? 'Save plan' : 'Add plan'}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Add or edit a subscription plan (POST /business/subscription-plan), full screen on a phone. */
export function PlanFormDialog({
  open,
  plan,
  products,
  onClose,
}: {
  open: boolean;
  plan: TSubscriptionPlan | null;
  /** The products the agency sells (the plan list's answer): the form offers only those. */
  products: SellableProducts | undefined;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width:767px)');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} data-testid="plan-form-dialog">
      {open ? (
        <PlanFormBody key={plan?.subscriptionPlanId ?? 'new'} plan={plan} products={products} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
