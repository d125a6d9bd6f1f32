// "New batch": a name and how many codes (1–1,000), checked by the contract's schema.
import { TAG_BATCH_MAX, TAG_BATCH_NAME_MAX, type TTagBatch, ZCreateTagBatchBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormNumberField } from '#components/form/form-number-field';
import { FormTextField } from '#components/form/form-text-field';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useCreateTagBatch } from '../hooks/use-tags';

type BatchFormIn = z.input<typeof ZCreateTagBatchBody>;
type BatchFormOut = z.output<typeof ZCreateTagBatchBody>;

const SERVER_FIELDS = fieldsNamedAlike('name', 'count');

export function NewBatchDialog({
  open,
  onClose,
  onMade,
}: {
  open: boolean;
  onClose: () => void;
  onMade: (batch: TTagBatch) => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="xs" fullScreenBelow="sm" testId="tag-batch-dialog">
      <NewBatchForm onClose={onClose} onMade={onMade} />
    </FormDialog>
  );
}

function NewBatchForm({ onClose, onMade }: { onClose: () => void; onMade: (batch: TTagBatch) => void }) {
  const { t } = useTranslation('customer');
  const create = useCreateTagBatch();
  const form = useForm<BatchFormIn, unknown, BatchFormOut>({
    resolver: zodResolver(ZCreateTagBatchBody),
    defaultValues: { name: '', count: 50 },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, SERVER_FIELDS, async (values) => {
    onMade(await create.mutateAsync(values));
  });
  return (
    <FormDialogBody
      onSubmit={submit}
      testId="tag-batch-form"
      title={t('tags.admin.batchForm.title')}
      spacing={2.25}
      formError={formError}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={t('tags.admin.batchForm.submit')}
      submitTestId="tag-batch-save"
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('tags.admin.batchForm.name')}
        helperText={t('tags.admin.batchForm.nameHelp')}
        disabled={submitting}
        autoFocus
        slotProps={{ htmlInput: { maxLength: TAG_BATCH_NAME_MAX, 'data-testid': 'tag-batch-name' } }}
      />
      <FormNumberField
        control={form.control}
        name="count"
        label={t('tags.admin.batchForm.count')}
        helperText={t('tags.admin.batchForm.countHelp', { max: TAG_BATCH_MAX })}
        disabled={submitting}
        testId="tag-batch-count"
      />
    </FormDialogBody>
  );
}
