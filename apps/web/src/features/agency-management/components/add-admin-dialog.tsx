import { GLOSSARY, type TAddAgencyAdminBody, type TManagedAgency, ZAddAgencyAdminBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { formatPhone } from '#lib/format';
import { useAddAgencyAdmin } from '../hooks/use-agencies';
import { ShownOncePassword } from './shown-once-password';

type Output = z.output<typeof ZAddAgencyAdminBody>;

function AddAdminForm({ agency, onClose }: { agency: TManagedAgency; onClose: () => void }) {
  const add = useAddAgencyAdmin();
  const form = useForm<TAddAgencyAdminBody, unknown, Output>({
    resolver: zodResolver(ZAddAgencyAdminBody),
    defaultValues: { adminData: { agencyId: agency.agencyId, name: '', phoneNumber: '', email: '' } },
  });
  const submitting = form.formState.isSubmitting;
  const created = add.data;

  const { submit, formError } = useServerSubmit(
    form,
    fieldsNamedAlike('adminData.name', 'adminData.phoneNumber', 'adminData.email'),
    async (body) => {
      await add.mutateAsync(body);
    },
  );

  if (created) {
    return (
      <>
        <DialogTitle sx={{ fontWeight: 700 }}>Admin added</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              {created.name} ({formatPhone(created.phoneNumber)}) is now an admin of {agency.agencyName}.
            </Typography>
            <ShownOncePassword password={created.password} testId="admin-password" copyTestId="admin-password-copy" />
            <Typography variant="body2" color="textSecondary">
              It was also sent by SMS. They sign in at {agency.platformHost}.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={onClose} data-testid="admin-done">
            {GLOSSARY.done}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <FormDialogBody
      onSubmit={submit}
      testId="add-admin-form"
      title={`Add admin to ${agency.agencyName}`}
      spacing={2.25}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={'Add admin'}
      submitTestId="admin-create"
      gap={0}
      formError={formError}
    >
      <FormTextField
        control={form.control}
        name="adminData.name"
        label="Name"
        autoFocus
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'admin-name' } }}
      />
      <PhoneField
        control={form.control}
        name="adminData.phoneNumber"
        label="Phone number"
        disabled={submitting}
        testId="admin-phone"
      />
      <FormTextField
        control={form.control}
        name="adminData.email"
        label="E-mail (optional)"
        type="email"
        disabled={submitting}
        slotProps={{ htmlInput: { 'data-testid': 'admin-email' } }}
      />
    </FormDialogBody>
  );
}

/** POST /addAgencyAdmin, then the new admin's password once, with copy. */
export function AddAdminDialog({ agency, onClose }: { agency: TManagedAgency | null; onClose: () => void }) {
  return (
    <FormDialog open={Boolean(agency)} onClose={onClose} maxWidth="xs" fullScreenBelow="tablet">
      {agency ? <AddAdminForm key={agency.agencyId} agency={agency} onClose={onClose} /> : null}
    </FormDialog>
  );
}
