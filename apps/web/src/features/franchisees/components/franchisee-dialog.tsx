import {
  FRANCHISEE_PERMISSION_INFO,
  FRANCHISEE_PERMISSIONS,
  FRANCHISEE_ROLE_INFO,
  type FranchiseePermission,
  GLOSSARY,
  type TFranchisee,
  type TFranchiseeSignupBody,
  ZFranchiseeSignupBody,
} from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '#components/dialog/form-dialog';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormSwitch } from '#components/form/form-switch';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { fieldsNamedAlike, useServerSubmit } from '#features/auth';
import { useEditFranchisee, useSignupFranchisee } from '../hooks/use-franchisees';

type FormInput = TFranchiseeSignupBody;
type FormOutput = z.output<typeof ZFranchiseeSignupBody>;

const FIELD_MAP = fieldsNamedAlike('name', 'phoneNumber', 'permissions', 'roles', 'configuration.hideBilling');

function defaultsOf(franchisee: TFranchisee | null): FormInput {
  return franchisee
    ? {
        name: franchisee.name,
        phoneNumber: franchisee.phoneNumber,
        permissions: franchisee.permissions,
        roles: franchisee.roles,
        configuration: { hideBilling: franchisee.configuration.hideBilling },
      }
    : { name: '', phoneNumber: '', permissions: [], roles: ['franchisee'], configuration: { hideBilling: false } };
}

function FranchiseeForm({ franchisee, onClose }: { franchisee: TFranchisee | null; onClose: () => void }) {
  const signup = useSignupFranchisee();
  const edit = useEditFranchisee();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ZFranchiseeSignupBody),
    defaultValues: defaultsOf(franchisee),
  });
  const submitting = form.formState.isSubmitting;

  const { submit, formError } = useServerSubmit(form, FIELD_MAP, async (body) => {
    if (franchisee) await edit.mutateAsync({ ...body, franchiseeId: franchisee.franchiseeId });
    else await signup.mutateAsync(body);
    onClose();
  });

  return (
    <FormDialogBody
      onSubmit={submit}
      testId="franchisee-form"
      title={franchisee ? 'Edit franchisee' : 'New franchisee'}
      spacing={2.25}
      onCancel={onClose}
      submitting={submitting}
      submitLabel={franchisee ? 'Save' : 'Create franchisee'}
      submitTestId="franchisee-save"
      gap={0}
      intro={
        franchisee ? null : (
          <Typography variant="body2" color="textSecondary">
            The franchisee sets a password on the franchisee login with a code sent to this phone.
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
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'franchisee-name' } }}
      />
      <PhoneField
        control={form.control}
        name="phoneNumber"
        label="Phone number"
        disabled={submitting}
        testId="franchisee-phone"
      />
      <Controller
        control={form.control}
        name="permissions"
        render={({ field, fieldState }) => {
          const chosen = new Set<string>(field.value ?? []);
          const toggle = (permission: FranchiseePermission, on: boolean) => {
            const next = new Set(chosen);
            if (on) next.add(permission);
            else next.delete(permission);
            field.onChange(FRANCHISEE_PERMISSIONS.filter((p) => next.has(p)));
          };
          return (
            <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="franchisee-permissions">
              <Typography component="legend" variant="overline" color="textSecondary">
                Permissions
              </Typography>
              {FRANCHISEE_PERMISSIONS.map((permission) => (
                <FormControlLabel
                  key={permission}
                  sx={{ alignItems: 'flex-start', mx: 0, my: 0.25 }}
                  control={
                    <Checkbox
                      checked={chosen.has(permission)}
                      onChange={(_event, on) => toggle(permission, on)}
                      disabled={submitting}
                      sx={{ pt: 0.25 }}
                      slotProps={{ input: { 'aria-describedby': `perm-${permission}` } }}
                      data-testid={`permission-${permission}`}
                    />
                  }
                  label={
                    <span>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {FRANCHISEE_PERMISSION_INFO[permission].label}
                      </Typography>
                      <Typography id={`perm-${permission}`} component="span" variant="body2" color="textSecondary">
                        {FRANCHISEE_PERMISSION_INFO[permission].description}
                      </Typography>
                    </span>
                  }
                />
              ))}
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Stack>
          );
        }}
      />
      <Controller
        control={form.control}
        name="roles"
        render={({ field }) => {
          const allCard = (field.value ?? []).includes('franchisee-with-all-card-access');
          const info = FRANCHISEE_ROLE_INFO['franchisee-with-all-card-access'];
          return (
            <Stack>
              <FormControlLabel
                sx={{ mx: 0, justifyContent: 'space-between', gap: 1 }}
                labelPlacement="start"
                label={info.label}
                control={
                  <Switch
                    checked={allCard}
                    disabled={submitting}
                    onChange={(_event, on) =>
                      field.onChange(on ? ['franchisee', 'franchisee-with-all-card-access'] : ['franchisee'])
                    }
                    slotProps={{ input: { 'aria-label': info.label } }}
                    data-testid="franchisee-all-card-access"
                  />
                }
              />
              <Typography variant="body2" color="textSecondary">
                {info.description}
              </Typography>
            </Stack>
          );
        }}
      />
      <Stack>
        <FormSwitch
          control={form.control}
          name="configuration.hideBilling"
          label="Hide billing"
          testId="franchisee-hide-billing"
        />
        <Typography variant="body2" color="textSecondary">
          Keeps {GLOSSARY.billing} and {GLOSSARY.agencyManagement} out of this franchisee's menu.
        </Typography>
      </Stack>
    </FormDialogBody>
  );
}

/** Create (franchisee null) or edit a franchisee. */
export function FranchiseeDialog({
  open,
  franchisee,
  onClose,
}: {
  open: boolean;
  franchisee: TFranchisee | null;
  onClose: () => void;
}) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullScreenBelow="tablet">
      <FranchiseeForm key={franchisee?.franchiseeId ?? 'new'} franchisee={franchisee} onClose={onClose} />
    </FormDialog>
  );
}
