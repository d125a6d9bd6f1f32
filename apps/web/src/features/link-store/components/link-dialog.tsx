import {
  LINK_KIND_LABELS,
  LINK_KINDS,
  LINK_STORE_PAGE_KEYS,
  LINK_STORE_PAGE_LABELS,
  LINK_TITLE_MAX,
  type TLinkCategory,
  type TLinkType,
  ZSaveLinkTypeBody,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogActions } from '#components/form/form-dialog-actions';
import { FormNumberField } from '#components/form/form-number-field';
import { FormSelectField } from '#components/form/form-select-field';
import { FormTextField } from '#components/form/form-text-field';
import { FormAlert, fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useSaveLink } from '../hooks/use-link-store';

const ZLinkForm = ZSaveLinkTypeBody.omit({ agencyId: true });
type LinkFormIn = z.input<typeof ZLinkForm>;
type LinkFormOut = z.output<typeof ZLinkForm>;

const SERVER_FIELDS = fieldsNamedAlike('linkCategoryId', 'title', 'url', 'kind', 'pages', 'order');

interface LinkFormProps {
  link: TLinkType | null;
  categories: TLinkCategory[];
  defaultCategoryId: string | null;
  agencyId: string | undefined;
  onClose: () => void;
}

/** Add or edit a link: its category, title, http(s) address, kind, the pages it shows on and its order. */
export function LinkDialog({ open, ...props }: { open: boolean } & LinkFormProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} maxWidth="sm" fullScreenBelow="sm" testId="link-dialog">
      <LinkForm key={props.link?.linkTypeId ?? 'new'} {...props} />
    </FormDialog>
  );
}

function LinkForm({ link, categories, defaultCategoryId, agencyId, onClose }: LinkFormProps) {
  const save = useSaveLink();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<LinkFormIn, unknown, LinkFormOut>({
    resolver: zodResolver(ZLinkForm),
    defaultValues: {
      linkCategoryId: link?.linkCategoryId ?? defaultCategoryId ?? categories[0]?.linkCategoryId ?? '',
      title: link?.title ?? '',
      url: link?.url ?? 'https://',
      kind: link?.kind ?? 'help-video',
      pages: link?.pages ?? [],
      order: link?.order ?? 0,
    },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async (values) => {
    const saved = await save.mutateAsync({
      linkTypeId: link?.linkTypeId ?? null,
      body: { ...values, ...(agencyId ? { agencyId } : {}) },
    });
    enqueueSnackbar(link ? `${saved.title} saved.` : `${saved.title} added.`, { variant: 'success' });
    onClose();
  });

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle sx={{ fontWeight: 700 }}>{link ? 'Edit link' : 'New link'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.25}>
          <FormAlert message={formError} />
          <FormSelectField
            control={form.control}
            name="linkCategoryId"
            label="Category"
            options={categories.map((category) => ({ value: category.linkCategoryId, label: category.name }))}
            disabled={submitting}
            testId="link-category"
          />
          <FormTextField
            control={form.control}
            name="title"
            label="Title"
            placeholder="How to share your card on WhatsApp"
            disabled={submitting}
            slotProps={{ htmlInput: { maxLength: LINK_TITLE_MAX, 'data-testid': 'link-title' } }}
          />
          <FormTextField
            control={form.control}
            name="url"
            label="Link"
            helperText="A web address starting with https:// (or http://)."
            disabled={submitting}
            slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'link-url' } }}
          />
          <Stack direction="row" spacing={2}>
            <FormSelectField
              control={form.control}
              name="kind"
              label="Kind"
              options={LINK_KINDS.map((kind) => ({ value: kind, label: LINK_KIND_LABELS[kind] }))}
              disabled={submitting}
              testId="link-kind"
              sx={{ flex: 2 }}
            />
            <FormNumberField
              control={form.control}
              name="order"
              label="Order"
              disabled={submitting}
              testId="link-order"
              sx={{ flex: 1 }}
            />
          </Stack>
          <Controller
            control={form.control}
            name="pages"
            render={({ field, fieldState }) => {
              const chosen = field.value ?? [];
              return (
                <FormControl error={Boolean(fieldState.error)} component="fieldset">
                  <FormLabel component="legend" sx={{ fontWeight: 600, fontSize: '0.875rem' }}>
                    Show on
                  </FormLabel>
                  <FormGroup>
                    {LINK_STORE_PAGE_KEYS.map((page) => (
                      <FormControlLabel
                        key={page}
                        label={LINK_STORE_PAGE_LABELS[page]
                          .replace(/^./, (c) => c.toUpperCase())
                          .replace(/^Pdf id/, 'PDF ID')}
                        control={
                          <Checkbox
                            checked={chosen.includes(page)}
                            onChange={(_event, checked) =>
                              field.onChange(checked ? [...chosen, page] : chosen.filter((p) => p !== page))
                            }
                            slotProps={{ input: { 'data-testid': `link-page-${page}` } as object }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              );
            }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={submitting}
        submitLabel={link ? 'Save link' : 'Add link'}
        submitTestId="link-save"
      />
    </form>
  );
}
