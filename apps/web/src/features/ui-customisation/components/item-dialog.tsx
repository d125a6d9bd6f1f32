import {
  DISPLAY_MODES,
  HEIGHTS,
  PAGE_PLACEMENTS,
  STYLES,
  type TUiItem,
  type TUiItemInput,
  type TUiItemValues,
  UI_DISPLAY_MODE_LABELS,
  UI_HEIGHT_LABELS,
  UI_ITEM_KINDS,
  UI_PLACEMENT_LABELS,
  UI_STYLE_LABELS,
  ZUiItemInput,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '#api/api-error';
import { FormDialogActions } from '#components/form/form-dialog-actions';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { useSaveUiCustomisation } from '../hooks/use-ui-customisation';
import { applyServerErrors } from '../server-errors';
import { ImageUploadField } from './image-upload-field';
import { UiBanner } from './ui-banner';

const ITEM_FIELDS = [
  'kind',
  'placement',
  'style',
  'height',
  'displayMode',
  'title',
  'subtitle',
  'buttonLabel',
  'imageUrl',
  'linkUrl',
  'startDate',
  'endDate',
] as const satisfies readonly (keyof TUiItemValues)[];

/** The form's values: every field a string (an empty one is "none"), as the inputs hold them. */
interface ItemForm {
  kind: TUiItemValues['kind'];
  placement: TUiItemValues['placement'];
  style: TUiItemValues['style'];
  height: TUiItemValues['height'];
  displayMode: TUiItemValues['displayMode'];
  title: string;
  subtitle: string;
  buttonLabel: string;
  imageUrl: string;
  linkUrl: string;
  startDate: string;
  endDate: string;
}

function formOf(item: TUiItem | null): ItemForm & TUiItemInput {
  return {
    kind: item?.kind ?? 'BANNER',
    placement: item?.placement ?? 'HOME_PAGE',
    style: item?.style ?? 'style-1',
    height: item?.height ?? 'HEIGHT-2',
    displayMode: item?.displayMode ?? 'all-details',
    title: item?.title ?? '',
    subtitle: item?.subtitle ?? '',
    buttonLabel: item?.buttonLabel ?? '',
    imageUrl: item?.imageUrl ?? '',
    linkUrl: item?.linkUrl ?? '',
    startDate: item?.startDate ?? '',
    endDate: item?.endDate ?? '',
  };
}

const options = <T extends string>(values: readonly T[], labels?: Record<T, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The form's choices after Kind, in the order they stand. */
const SELECTS = [
  {
    name: 'placement',
    label: 'Shown on',
    options: options(PAGE_PLACEMENTS, UI_PLACEMENT_LABELS),
    testId: 'ui-item-placement',
  },
  { name: 'style', label: 'Style', options: options(STYLES, UI_STYLE_LABELS), testId: 'ui-item-style' },
  { name: 'height', label: 'Height', options: options(HEIGHTS, UI_HEIGHT_LABELS), testId: 'ui-item-height' },
  {
    name: 'displayMode',
    label: 'Display',
    options: options(DISPLAY_MODES, UI_DISPLAY_MODE_LABELS),
    testId: 'ui-item-display',
  },
] as const satisfies readonly {
  name: keyof ItemForm;
  label: string;
  options: readonly { value: string; label: string }[];
  testId: string;
}[];

/** Add or edit a banner or tile: every field of the contract, the image uploaded with progress, a live preview. */
export function ItemDialog({
  open,
  item,
  agencyId,
  onClose,
}: {
  open: boolean;
  /** null: a new one. */
  item: TUiItem | null;
  agencyId: string | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveUiCustomisation(agencyId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TUiItemInput, unknown, TUiItemValues>({
    resolver: zodResolver(ZUiItemInput),
    defaultValues: formOf(item),
  });
  const values = useWatch({ control: form.control });
  const submitting = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await save.mutateAsync({
        type: 'item',
        ...(item ? { uiCustomisationId: item.uiCustomisationId } : {}),
        item: values,
      });
      enqueueSnackbar(item ? 'Saved.' : `${values.kind === 'TILE' ? 'Tile' : 'Banner'} added.`, { variant: 'success' });
      onClose();
    } catch (error) {
      const placed = applyServerErrors(error, 'item', ITEM_FIELDS, form.setError);
      setProblem(placed ? 'Some fields need a look: see the messages in red.' : errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="ui-item-dialog-title"
    >
      <Box component="form" noValidate onSubmit={submit} data-testid="ui-item-form">
        <DialogTitle id="ui-item-dialog-title">{item ? `Edit “${item.title}”` : 'Add a banner or tile'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant="overline" color="textSecondary" component="p" sx={{ mb: 1 }}>
                Preview on a phone
              </Typography>
              <Box sx={{ maxWidth: values.kind === 'TILE' ? 180 : 390 }}>
                {values.imageUrl ? (
                  <UiBanner
                    item={{
                      kind: values.kind ?? 'BANNER',
                      style: values.style ?? 'style-1',
                      height: values.height ?? 'HEIGHT-2',
                      displayMode: values.displayMode ?? 'all-details',
                      title: values.title || 'Your title',
                      subtitle: values.subtitle || null,
                      buttonLabel: values.buttonLabel || null,
                      imageUrl: values.imageUrl,
                      linkUrl: null,
                    }}
                  />
                ) : (
                  <Alert severity="info" variant="outlined">
                    Upload the image to see the preview.
                  </Alert>
                )}
              </Box>
            </Box>

            <Controller
              name="imageUrl"
              control={form.control}
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label="Image"
                  hint="Banners: wide, about 1200 × 400 px. Tiles: about 600 × 400 px."
                  value={field.value ? field.value : null}
                  onChange={(url) => field.onChange(url ?? '')}
                  agencyId={agencyId}
                  error={fieldState.error?.message}
                  aspect={3}
                  testId="ui-item-image"
                />
              )}
            />

            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormSelectField
                control={form.control}
                name="kind"
                label="Kind"
                options={[
                  { value: 'BANNER', label: 'Banner (full width)' },
                  { value: 'TILE', label: 'Tile (two to a row on phones)' },
                ].filter((option) => UI_ITEM_KINDS.some((kind) => kind === option.value))}
                testId="ui-item-kind"
              />
              {SELECTS.map((select) => (
                <FormSelectField
                  key={select.name}
                  control={form.control}
                  name={select.name}
                  label={select.label}
                  options={select.options}
                  testId={select.testId}
                />
              ))}
            </Box>

            <FormTextField
              control={form.control}
              name="title"
              label="Title"
              required
              slotProps={{ htmlInput: { 'data-testid': 'ui-item-title' } }}
            />
            <FormTextField
              control={form.control}
              name="subtitle"
              label="Text"
              multiline
              minRows={2}
              helperText={values.displayMode === 'only-logo' ? 'Not shown with “Only the image”.' : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'ui-item-subtitle' } }}
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
              <FormTextField
                control={form.control}
                name="buttonLabel"
                label="Button label"
                slotProps={{ htmlInput: { 'data-testid': 'ui-item-button' } }}
              />
              <FormTextField
                control={form.control}
                name="linkUrl"
                label="Link"
                placeholder="https://"
                helperText="Opens in a new tab. http or https only."
                type="url"
                slotProps={{ htmlInput: { 'data-testid': 'ui-item-link' } }}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <FormTextField
                control={form.control}
                name="startDate"
                label="From (IST)"
                type="date"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'ui-item-start' } }}
                helperText="Empty: from today"
              />
              <FormTextField
                control={form.control}
                name="endDate"
                label="Until (IST)"
                type="date"
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'ui-item-end' } }}
                helperText="Empty: no end"
              />
            </Box>
            {problem ? <Alert severity="error">{problem}</Alert> : null}
          </Stack>
        </DialogContent>
        <FormDialogActions
          onCancel={onClose}
          submitting={submitting}
          submitLabel={item ? 'Save' : 'Add'}
          submitTestId="ui-item-save"
        />
      </Box>
    </Dialog>
  );
}
