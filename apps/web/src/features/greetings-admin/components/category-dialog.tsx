// Add an image category, or rename one.
import { type TImageCategory, type TSaveImageCategoryBody, ZSaveImageCategoryBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormTextField } from '#components/form/form-text-field';
import { useServerSubmit } from '#features/auth';
import { useSaveCategory } from '../hooks/use-reference-data';

type FormOutput = z.output<typeof ZSaveImageCategoryBody>;

function CategoryForm({ category, onClose }: { category: TImageCategory | null; onClose: () => void }) {
  const save = useSaveCategory();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<TSaveImageCategoryBody, unknown, FormOutput>({
    resolver: zodResolver(ZSaveImageCategoryBody),
    defaultValues: category ? { imageCategoryId: category.imageCategoryId, name: category.name } : { name: '' },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, { name: 'name', 'code:CONFLICT': 'name' }, async (body) => {
    const saved = await save.mutateAsync(body);
    enqueueSnackbar(category ? `Renamed to '${saved.name}'.` : `The category '${saved.name}' was added.`, {
      variant: 'success',
    });
    onClose();
  });
  return (
    <FormDialogBody
      onSubmit={submit}
      testId="category-form"
      title={category ? 'Rename category' : 'New category'}
      spacing={2}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={category ? 'Save' : 'Add category'}
      submitTestId="category-save"
      intro={
        category ? null : (
          <Typography variant="body2" color="textSecondary">
            A category groups posts, e.g. Festivals or Good morning. Add its subcategories next (Diwali, Holi…).
          </Typography>
        )
      }
      formError={formError}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        autoFocus
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'category-name' } }}
      />
    </FormDialogBody>
  );
}

export function CategoryDialog({
  open,
  category,
  onClose,
}: {
  open: boolean;
  category: TImageCategory | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="xs">
      <CategoryForm key={category?.imageCategoryId ?? 'new'} category={category} onClose={onClose} />
    </FormDialog>
  );
}
