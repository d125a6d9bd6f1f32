import { LINK_CATEGORY_NAME_MAX, type TLinkCategory, ZSaveLinkCategoryBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormNumberField } from '#components/form/form-number-field';
import { FormTextField } from '#components/form/form-text-field';
import { useServerSubmit } from '#features/auth';
import { useSaveLinkCategory } from '../hooks/use-link-store';

const ZCategoryForm = ZSaveLinkCategoryBody.pick({ name: true, order: true });
type CategoryFormIn = z.input<typeof ZCategoryForm>;
type CategoryFormOut = z.output<typeof ZCategoryForm>;

interface CategoryFormProps {
  category: TLinkCategory | null;
  agencyId: string | undefined;
  nextOrder: number;
  onClose: () => void;
}

/** Add or rename a link category, and set where it comes in the strip. */
export function LinkCategoryDialog({ open, ...props }: { open: boolean } & CategoryFormProps) {
  return (
    <FormDialog open={open} onClose={props.onClose} maxWidth="xs" testId="link-category-dialog">
      <CategoryForm key={props.category?.linkCategoryId ?? 'new'} {...props} />
    </FormDialog>
  );
}

function CategoryForm({ category, agencyId, nextOrder, onClose }: CategoryFormProps) {
  const save = useSaveLinkCategory();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CategoryFormIn, unknown, CategoryFormOut>({
    resolver: zodResolver(ZCategoryForm),
    defaultValues: { name: category?.name ?? '', order: category?.order ?? nextOrder },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, { name: 'name', order: 'order' }, async (values) => {
    const saved = await save.mutateAsync({
      linkCategoryId: category?.linkCategoryId ?? null,
      body: { ...values, ...(agencyId ? { agencyId } : {}) },
    });
    enqueueSnackbar(category ? `${saved.name} saved.` : `${saved.name} added.`, { variant: 'success' });
    onClose();
  });
  return (
    <FormDialogBody
      onSubmit={submit}
      title={category ? 'Edit category' : 'New link category'}
      spacing={2}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={category ? 'Save' : 'Add category'}
      submitTestId="link-category-save"
      formError={formError}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        placeholder="Getting started"
        autoFocus
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: LINK_CATEGORY_NAME_MAX, 'data-testid': 'link-category-name' } }}
      />
      <FormNumberField
        control={form.control}
        name="order"
        label="Order"
        helperText="Smaller numbers come first."
        disabled={submitting}
        testId="link-category-order"
      />
    </FormDialogBody>
  );
}
