import {
  CALL_TO_ACTION_LABEL_MAX,
  CATEGORY_PAGE_TITLE_MAX,
  GLOSSARY,
  type TCategoryStaticPage,
  ZCallToAction,
  ZSaveCategoryStaticPageBody,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddPhotoAlternateRounded from '@mui/icons-material/AddPhotoAlternateRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '#api/api-error';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogActions } from '#components/form/form-dialog-actions';
import { FormSelectField } from '#components/form/form-select-field';
import { FormSwitch } from '#components/form/form-switch';
import { FormTextField } from '#components/form/form-text-field';
import { FormAlert, fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useBusinessCategories } from '#features/businesses';
import { useSaveCategoryPage, useUploadPageImage } from '../hooks/use-category-pages';
import { RichTextEditor } from './rich-text-editor';

/** The contract's body, with the call to action as two plain fields (both empty: none). */
const ZPageForm = ZSaveCategoryStaticPageBody.pick({
  category: true,
  title: true,
  content: true,
  isPublished: true,
})
  .extend({ coverImageUrl: z.string().nullable(), ctaLabel: z.string(), ctaLink: z.string() })
  .superRefine((form, ctx) => {
    if (!form.ctaLabel.trim() && !form.ctaLink.trim()) return;
    const cta = ZCallToAction.safeParse({ label: form.ctaLabel, link: form.ctaLink });
    for (const issue of cta.error?.issues ?? []) {
      ctx.addIssue({
        code: 'custom',
        path: [issue.path[0] === 'label' ? 'ctaLabel' : 'ctaLink'],
        message: issue.message,
      });
    }
  });
type PageFormIn = z.input<typeof ZPageForm>;
type PageForm = z.output<typeof ZPageForm>;

const SERVER_FIELDS = {
  ...fieldsNamedAlike('category', 'title', 'content', 'coverImageUrl', 'isPublished'),
  'callToAction.label': 'ctaLabel',
  'callToAction.link': 'ctaLink',
} as const;

function formOf(page: TCategoryStaticPage | null): PageForm {
  return {
    category: page?.category ?? '',
    title: page?.title ?? '',
    content: page?.content ?? '',
    coverImageUrl: page?.coverImageUrl ?? null,
    isPublished: page?.isPublished ?? true,
    ctaLabel: page?.callToAction?.label ?? '',
    ctaLink: page?.callToAction?.link ?? '',
  };
}

interface PageFormProps {
  /** null: a new page. */
  page: TCategoryStaticPage | null;
  agencyId: string | undefined;
  /** Categories that already have a page (not offered for a new one). */
  takenCategories: string[];
  onClose: () => void;
}

/** Add or edit a category page: category, title, cover, the rich text, the call to action, published. */
export function CategoryPageDialog({ open, ...props }: { open: boolean } & PageFormProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} maxWidth="md" fullScreenBelow="sm" testId="category-page-dialog">
      <PageFormBody key={props.page?.categoryStaticPageId ?? 'new'} {...props} />
    </FormDialog>
  );
}

function PageFormBody({ page, agencyId, takenCategories, onClose }: PageFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const categories = useBusinessCategories();
  const save = useSaveCategoryPage();
  const upload = useUploadPageImage(agencyId);
  const [progress, setProgress] = useState<number | null>(null);
  const coverInput = useRef<HTMLInputElement>(null);
  const form = useForm<PageFormIn, unknown, PageForm>({
    resolver: zodResolver(ZPageForm),
    defaultValues: formOf(page),
  });
  const submitting = form.formState.isSubmitting;
  const initialHtml = useRef(page?.content ?? '').current;

  const options = (categories.data ?? [])
    .filter((category) => category.key === page?.category || !takenCategories.includes(category.key))
    .map((category) => ({ value: category.key, label: category.imageSubcategoryName }));

  const uploadImage = async (file: File): Promise<string | null> => {
    setProgress(0);
    try {
      const document = await upload.mutateAsync({ file, onProgress: setProgress });
      return document.url;
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
      return null;
    } finally {
      setProgress(null);
    }
  };

  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async (values) => {
    const hasCta = values.ctaLabel.trim() !== '' || values.ctaLink.trim() !== '';
    const saved = await save.mutateAsync({
      ...(page ? { categoryStaticPageId: page.categoryStaticPageId } : {}),
      ...(agencyId ? { agencyId } : {}),
      category: values.category,
      title: values.title,
      content: values.content,
      coverImageUrl: values.coverImageUrl,
      callToAction: hasCta ? { label: values.ctaLabel, link: values.ctaLink } : null,
      isPublished: values.isPublished,
    });
    enqueueSnackbar(
      saved.isPublished
        ? `${saved.title} is saved: ${saved.categoryName} businesses see it on their home.`
        : `${saved.title} is saved as a draft.`,
      { variant: 'success' },
    );
    onClose();
  });

  return (
    <form noValidate onSubmit={submit} style={{ display: 'contents' }}>
      <DialogTitle sx={{ fontWeight: 700, pr: 7 }}>
        {page ? 'Edit category page' : 'New category page'}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <FormAlert message={formError} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={form.control}
              name="category"
              label="Business category"
              options={options}
              disabled={submitting}
              fullWidth
              testId="category-page-category"
              helperText="Businesses of this category see the page."
            />
            <FormSwitch control={form.control} name="isPublished" label="Published" testId="category-page-published" />
          </Stack>
          <FormTextField
            control={form.control}
            name="title"
            label="Title"
            disabled={submitting}
            slotProps={{
              htmlInput: { maxLength: CATEGORY_PAGE_TITLE_MAX, 'data-testid': 'category-page-title-input' },
            }}
          />
          <Controller
            control={form.control}
            name="coverImageUrl"
            render={({ field, fieldState }) => (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
                  Cover image (optional)
                </Typography>
                {field.value ? (
                  <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}>
                    <Box
                      component="img"
                      src={field.value}
                      alt="Cover"
                      sx={{ display: 'block', width: '100%', aspectRatio: '12 / 5', objectFit: 'cover' }}
                    />
                    <Button
                      size="small"
                      variant="contained"
                      color="inherit"
                      startIcon={<DeleteOutlineRounded />}
                      onClick={() => field.onChange(null)}
                      sx={{ position: 'absolute', right: 8, bottom: 8 }}
                    >
                      {GLOSSARY.remove}
                    </Button>
                  </Box>
                ) : (
                  <Button
                    variant="outlined"
                    startIcon={<AddPhotoAlternateRounded />}
                    onClick={() => coverInput.current?.click()}
                    disabled={progress !== null}
                    data-testid="category-page-cover"
                  >
                    Add a cover image
                  </Button>
                )}
                {fieldState.error ? (
                  <Typography variant="caption" color="error">
                    {fieldState.error.message}
                  </Typography>
                ) : null}
                <input
                  ref={coverInput}
                  type="file"
                  accept="image/*"
                  hidden
                  onChange={async (event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    const url = await uploadImage(file);
                    if (url) field.onChange(url);
                  }}
                />
              </Box>
            )}
          />
          <Controller
            control={form.control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Content"
                initialHtml={initialHtml}
                onChange={field.onChange}
                onUploadImage={uploadImage}
                uploadProgress={progress}
                error={fieldState.error?.message}
              />
            )}
          />
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Call to action (optional)
            </Typography>
            <Typography variant="caption" color="textSecondary">
              A button under the page: a web address or a phone number to call.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1.25 }}>
              <FormTextField
                control={form.control}
                name="ctaLabel"
                label="Button text"
                placeholder="Talk to us"
                disabled={submitting}
                slotProps={{
                  htmlInput: { maxLength: CALL_TO_ACTION_LABEL_MAX, 'data-testid': 'category-page-cta-label' },
                }}
                sx={{ flex: 1 }}
              />
              <FormTextField
                control={form.control}
                name="ctaLink"
                label="Link"
                placeholder="https://… or tel:+91…"
                disabled={submitting}
                slotProps={{ htmlInput: { inputMode: 'url', 'data-testid': 'category-page-cta-link' } }}
                sx={{ flex: 1.4 }}
              />
            </Stack>
          </Box>
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={submitting}
        submitLabel={page ? 'Save page' : 'Add page'}
        submitTestId="category-page-save"
      />
    </form>
  );
}
