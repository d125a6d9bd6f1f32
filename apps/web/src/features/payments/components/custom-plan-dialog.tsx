import {
  CUSTOM_PLAN_DAILY_GREETING_VIDEOS,
  CUSTOM_PLAN_DIGITAL_CARD_LIMIT,
  customPlanOptions,
  DEFAULT_CUSTOM_PLAN_FORM,
  GLOSSARY,
  MESSAGES,
  type TCustomPlanForm,
  ZCustomPlanForm,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { type Control, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useAgency } from '#app/agency-context';
import { FormNumberField } from '#components/form/form-number-field';
import { FormSwitch } from '#components/form/form-switch';
import { CUSTOM_PLAN_FIELD_LABELS, proceedReason } from '../proceed-reason';
import { PlanBasicsFields } from './plan-basics-fields';

type CustomPlanInput = z.input<typeof ZCustomPlanForm>;

/** The custom plan form: the contract's schema, re-checked on change and on blur. */
export function useCustomPlanForm() {
  return useForm<CustomPlanInput, unknown, TCustomPlanForm>({
    resolver: zodResolver(ZCustomPlanForm),
    mode: 'all',
    defaultValues: { name: '', validity: undefined, priceRupees: undefined, ...DEFAULT_CUSTOM_PLAN_FORM },
  });
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" color="textSecondary" component="h3" sx={{ display: 'block', lineHeight: 2 }}>
      {children}
    </Typography>
  );
}

/** A product row: its switch (or a fixed "included"), what ticking it gives, and an optional limit. */
function ProductRow({ children, hint, extra }: { children: ReactNode; hint: string; extra?: ReactNode }) {
  return (
    <Stack sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      {children}
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: -0.5 }}>
        {hint}
      </Typography>
      {extra}
    </Stack>
  );
}

function LimitField({
  control,
  name,
  label,
  testId,
}: {
  control: Control<CustomPlanInput, unknown, TCustomPlanForm>;
  name: 'pdfCardLimit' | 'promotionalVideoLimit';
  label: string;
  testId: string;
}) {
  return (
    <Box sx={{ mt: 1.25, maxWidth: 200 }}>
      <FormNumberField control={control} name={name} label={label} size="small" testId={testId} />
    </Box>
  );
}

interface CustomPlanDialogProps {
  open: boolean;
  businessName: string;
  onClose: () => void;
  /** Proceed: the parent asks for confirmation and records the plan. */
  onProceed: (form: TCustomPlanForm) => void;
}

/**
 * 'Provide custom plan': name, validity and price are required; the products
 * offered follow customPlanOptions; the digital card is always one; frames only with greetings.
 */
export function CustomPlanDialog({ open, businessName, onClose, onProceed }: CustomPlanDialogProps) {
  const phone = useMediaQuery('(max-width:767px)');
  const agency = useAgency();
  const offered = customPlanOptions(agency.configuration);
  const form = useCustomPlanForm();
  const { control } = form;
  const values = useWatch({ control });
  const { greetingImages, pdfCard, promotionalVideo } = values;
  // Proceed, when disabled, says why (docs/product-rules.md#plan-validity-whole-years).
  const blocked = proceedReason(ZCustomPlanForm, values, CUSTOM_PLAN_FIELD_LABELS);
  const submit = form.handleSubmit((values) => onProceed(values));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="custom-plan-title"
      data-testid="custom-plan-dialog"
    >
      <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
        <DialogTitle id="custom-plan-title" sx={{ fontWeight: 700, pb: 0.5 }}>
          {MESSAGES.provideCustomPlanTitle}
        </DialogTitle>
        <Typography variant="body2" color="textSecondary" sx={{ px: 3, pb: 1.5 }}>
          A plan made for {businessName} only. It is recorded as paid when you proceed.
        </Typography>
        <DialogContent dividers sx={{ px: { xs: 2.5, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Stack spacing={2}>
              <PlanBasicsFields control={control} nameLabel="Subscription name" testIdPrefix="custom-plan" />
            </Stack>

            <Box>
              <SectionTitle>What the plan includes</SectionTitle>
              <ProductRow hint="Always included in a custom plan.">
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 38 }}
                  data-testid="custom-plan-digital-card"
                >
                  <Typography>Digital business card</Typography>
                  <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main', pr: 1 }}>
                    <CheckCircleRounded fontSize="small" />
                    <Typography sx={{ fontWeight: 600, color: 'inherit' }}>
                      ×{CUSTOM_PLAN_DIGITAL_CARD_LIMIT}
                    </Typography>
                  </Stack>
                </Stack>
              </ProductRow>
              {offered.greetingImages ? (
                <ProductRow hint="Unlimited greeting images with the business's frame.">
                  <FormSwitch
                    control={control}
                    name="greetingImages"
                    label="Greeting images"
                    testId="custom-plan-greeting-images"
                  />
                </ProductRow>
              ) : null}
              {offered.greetingVideos ? (
                <ProductRow hint={`${CUSTOM_PLAN_DAILY_GREETING_VIDEOS} greeting videos per day.`}>
                  <FormSwitch
                    control={control}
                    name="greetingVideos"
                    label="Greeting videos"
                    testId="custom-plan-greeting-videos"
                  />
                </ProductRow>
              ) : null}
              {offered.pdfCard ? (
                <ProductRow
                  hint="PDF ID cards without the sample watermark."
                  extra={
                    pdfCard ? (
                      <LimitField
                        control={control}
                        name="pdfCardLimit"
                        label="PDF ID cards"
                        testId="custom-plan-pdf-limit"
                      />
                    ) : null
                  }
                >
                  <FormSwitch control={control} name="pdfCard" label="PDF ID cards" testId="custom-plan-pdf-card" />
                </ProductRow>
              ) : null}
              {offered.promotionalVideo ? (
                <ProductRow
                  hint="Promotional videos made from the agency's templates."
                  extra={
                    promotionalVideo ? (
                      <LimitField
                        control={control}
                        name="promotionalVideoLimit"
                        label="Promotional videos"
                        testId="custom-plan-video-limit"
                      />
                    ) : null
                  }
                >
                  <FormSwitch
                    control={control}
                    name="promotionalVideo"
                    label="Promotional videos"
                    testId="custom-plan-promotional-video"
                  />
                </ProductRow>
              ) : null}
            </Box>

            {greetingImages ? (
              <Box data-testid="custom-plan-frames">
                <SectionTitle>Greeting frames</SectionTitle>
                <Stack spacing={0.5}>
                  <FormSwitch
                    control={control}
                    name="showRegularFrame"
                    label="Show regular frame"
                    testId="custom-plan-regular-frame"
                  />
                  <FormSwitch
                    control={control}
                    name="showProductFrame"
                    label="Show product frame"
                    testId="custom-plan-product-frame"
                  />
                  <FormSwitch
                    control={control}
                    name="showPoliticalFrame"
                    label="Show political frame"
                    testId="custom-plan-political-frame"
                  />
                </Stack>
              </Box>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
          {blocked ? (
            <Typography
              id="custom-plan-blocked"
              variant="body2"
              color="textSecondary"
              sx={{ flex: '1 1 100%', textAlign: 'right', mb: 0.5 }}
              data-testid="custom-plan-blocked"
            >
              {blocked}
            </Typography>
          ) : null}
          <Button color="inherit" onClick={onClose}>
            {GLOSSARY.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={blocked !== null}
            aria-describedby={blocked ? 'custom-plan-blocked' : undefined}
            data-testid="custom-plan-proceed"
          >
            Proceed
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
