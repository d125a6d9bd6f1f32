import { GLOSSARY, sellableProducts, type TCardListItem } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAgency } from '#app/agency-context';
import { FormDialogActions } from '#components/form/form-dialog-actions';
import { FormNumberField } from '#components/form/form-number-field';
import { FormSelectField } from '#components/form/form-select-field';
import { FormSwitch } from '#components/form/form-switch';
import { applyServerError, FormAlert } from '#features/auth';
import {
  cardSettingsActions,
  cardSettingsDefaults,
  type TCardSettingsForm,
  ZCardSettingsForm,
} from '../card-settings-form';
import { useCardRowAction } from '../hooks/use-projects';

const LIMIT_MODES = [
  { value: 'plan', label: "The plan's limit" },
  { value: 'unlimited', label: 'Unlimited' },
  { value: 'custom', label: 'A set number' },
] as const;

function SettingsForm({ row, onClose }: { row: TCardListItem; onClose: () => void }) {
  const action = useCardRowAction();
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TCardSettingsForm>({
    resolver: zodResolver(ZCardSettingsForm),
    defaultValues: cardSettingsDefaults(row),
  });
  const mode = useWatch({ control: form.control, name: 'greetingImagesMode' });
  // Greetings settings only while the agency sells them (docs/product-rules.md#sell-only-what-works).
  const sold = sellableProducts(useAgency().configuration);
  const submitting = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // One call per changed setting, in turn: each answers the row as it now is.
      for (const next of cardSettingsActions(row, values)) await action.mutateAsync(next);
      enqueueSnackbar(`Settings saved for ${row.cardId ? `/${row.cardId}` : row.business.businessName}.`, {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, {
          cardLimit: 'cardLimit',
          'imagePostSettings.greetingImagesLimit': 'greetingImagesLimit',
        }),
      );
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle sx={{ fontWeight: 700 }}>Card settings</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText>
            {row.cardId ? `/${row.cardId} · ` : ''}
            {row.business.businessName}
          </DialogContentText>
          <FormAlert message={formError} />
          <FormNumberField
            control={form.control}
            name="cardLimit"
            label={GLOSSARY.cardLimit}
            placeholder={GLOSSARY.cardLimitFromPlan}
            helperText="How many cards the owner may have. Leave empty for the plan's limit."
            disabled={submitting}
            testId="settings-card-limit"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {sold.greetingImages ? (
            <>
              <Divider />
              <Typography variant="subtitle2">Greetings</Typography>
              <FormSwitch
                control={form.control}
                name="imagePostsEnabled"
                label="Image posts"
                testId="settings-image-posts"
              />
              <FormSelectField
                control={form.control}
                name="greetingImagesMode"
                label="Greeting images"
                options={LIMIT_MODES}
                disabled={submitting}
                testId="settings-greeting-mode"
              />
              {mode === 'custom' ? (
                <FormNumberField
                  control={form.control}
                  name="greetingImagesLimit"
                  label="Greeting images allowed"
                  disabled={submitting}
                  testId="settings-greeting-limit"
                />
              ) : null}
              {sold.greetingVideos ? (
                <FormSwitch
                  control={form.control}
                  name="greetingVideosEnabled"
                  label="Greeting videos"
                  testId="settings-greeting-videos"
                />
              ) : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={submitting}
        submitLabel={GLOSSARY.save}
        submitTestId="settings-save"
      />
    </form>
  );
}

/** All Projects → a card's ⋮ → Card settings: its limit and (when the agency sells them) its business's greetings. */
export function CardSettingsDialog({ row, onClose }: { row: TCardListItem | null; onClose: () => void }) {
  return (
    <Dialog open={row !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="card-settings-dialog">
      {row ? <SettingsForm key={row.cardNo} row={row} onClose={onClose} /> : null}
    </Dialog>
  );
}
