import { type TBusiness, ZCloneBusinessBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialogActions } from '#components/form/form-dialog-actions';
import { FormTextField } from '#components/form/form-text-field';
import { FormAlert, useServerSubmit } from '#features/auth';
import { useCloneBusiness } from '../hooks/use-clone-business';

const ZCloneName = ZCloneBusinessBody.pick({ businessName: true });
type CloneName = z.infer<typeof ZCloneName>;

function CloneForm({ business, onClose }: { business: TBusiness; onClose: () => void }) {
  const { t } = useTranslation('customer');
  const clone = useCloneBusiness();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CloneName>({
    resolver: zodResolver(ZCloneName),
    defaultValues: { businessName: t('clone.copyName', { name: business.businessName }).slice(0, 80) },
  });
  const submitting = form.formState.isSubmitting;
  const { submit, formError } = useServerSubmit(form, { businessName: 'businessName' }, async ({ businessName }) => {
    const copy = await clone.mutateAsync({ businessId: business.businessId, businessName });
    enqueueSnackbar(t('clone.created', { name: copy.businessName }), { variant: 'success' });
    onClose();
  });
  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle sx={{ fontWeight: 700 }}>{t('clone.title', { name: business.businessName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('clone.text')}</DialogContentText>
          <FormAlert message={formError} />
          <FormTextField
            control={form.control}
            name="businessName"
            label={t('clone.newName')}
            autoFocus
            disabled={submitting}
            slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'clone-business-name' } }}
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        onCancel={onClose}
        submitting={submitting}
        submitLabel={t('businessMenu.clone')}
        submitTestId="clone-business-submit"
      />
    </form>
  );
}

/** "Clone": POST /business/cloneBusiness, asking the new name. */
export function CloneBusinessDialog({ business, onClose }: { business: TBusiness | null; onClose: () => void }) {
  return (
    <Dialog open={business !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="clone-business-dialog">
      {business ? <CloneForm key={business.businessId} business={business} onClose={onClose} /> : null}
    </Dialog>
  );
}
