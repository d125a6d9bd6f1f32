import { GLOSSARY, type TRegisterUserBody, ZRegisterUserBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormDialogBody } from '#components/form/form-dialog-actions';
import { FormTextField } from '#components/form/form-text-field';
import { PhoneField } from '#components/form/phone-field';
import { applyServerError, FormAlert } from '#features/auth';
import { formatPhone } from '#lib/format';
import { areaPaths } from '../area-paths';
import { useRegisterUser } from '../hooks/use-register-user';
import { CardStatusChip } from './card-status-chip';

type RegisterOutput = z.output<typeof ZRegisterUserBody>;

function RegisterForm({ onClose }: { onClose: () => void }) {
  const register = useRegisterUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TRegisterUserBody, unknown, RegisterOutput>({
    resolver: zodResolver(ZRegisterUserBody),
    // The field not shown stays undefined: the contract rejects an empty phone or e-mail.
    defaultValues: { phoneNumber: '', isForeignUser: false, name: '' },
  });
  const isForeignUser = useWatch({ control: form.control, name: 'isForeignUser' });
  const submitting = form.formState.isSubmitting;
  const result = register.data;

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await register.mutateAsync({
        ...body,
        phoneNumber: body.isForeignUser ? undefined : body.phoneNumber,
        email: body.isForeignUser ? body.email : undefined,
        name: body.name || undefined,
      });
    } catch (error) {
      setFormError(
        applyServerError(error, form.setError, { phoneNumber: 'phoneNumber', email: 'email', name: 'name' }),
      );
    }
  });

  if (result) {
    const { user } = result;
    const addQuery = {
      userId: user.userId,
      isForeignUser: String(user.isForeignUser),
      shouldRedirectToDigitalCardEditorOnAddBusiness: 'true',
      shouldCreateDigitalCard: 'true',
    };
    return (
      <>
        <DialogTitle sx={{ fontWeight: 700 }}>{user.name ?? 'Customer'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity={result.created ? 'success' : 'info'} data-testid="register-result">
              {result.created
                ? 'A new customer account was registered.'
                : 'This customer already has an account with your agency.'}{' '}
              {user.isForeignUser ? user.email : formatPhone(user.phoneNumber)}
            </Alert>
            <Typography variant="overline" color="textSecondary">
              Businesses ({result.businesses.length})
            </Typography>
            {result.businesses.length === 0 ? (
              <Typography color="textSecondary">No businesses yet.</Typography>
            ) : (
              <List disablePadding>
                {result.businesses.map((business) => (
                  <ListItem
                    key={business.businessId}
                    disableGutters
                    secondaryAction={
                      <Button
                        component={RouterLink}
                        to={areaPaths.editCard('/admin', business.businessId)}
                        size="small"
                        startIcon={<EditRounded />}
                      >
                        Card
                      </Button>
                    }
                  >
                    <ListItemText
                      primary={business.businessName}
                      secondary={<CardStatusChip card={business.card} />}
                      slotProps={{ secondary: { component: 'div', sx: { mt: 0.5 } } }}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button color="inherit" onClick={onClose}>
            {GLOSSARY.close}
          </Button>
          <Button
            component={RouterLink}
            to={areaPaths.addBusiness('/admin', addQuery)}
            variant="contained"
            startIcon={<AddBusinessRounded />}
            data-testid="register-add-business"
          >
            {GLOSSARY.addBusiness}
          </Button>
        </DialogActions>
      </>
    );
  }

  return (
    <FormDialogBody
      onSubmit={submit}
      title="Register customer"
      spacing={2.25}
      onCancel={onClose}
      submitting={submitting}
      submitLabel="Continue"
      submitTestId="register-submit"
    >
      <Typography color="textSecondary" variant="body2">
        Finds the customer by phone (or e-mail outside India), or registers them, and shows their businesses.
      </Typography>
      <FormAlert message={formError} />
      {isForeignUser ? (
        <FormTextField
          control={form.control}
          name="email"
          label="Customer e-mail"
          type="email"
          autoFocus
          disabled={submitting}
          slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
        />
      ) : (
        <PhoneField
          control={form.control}
          name="phoneNumber"
          label="Customer mobile number"
          autoFocus
          disabled={submitting}
          testId="register-phone"
        />
      )}
      <FormTextField
        control={form.control}
        name="name"
        label="Name (optional)"
        disabled={submitting}
        slotProps={{ htmlInput: { maxLength: 80, 'data-testid': 'register-name' } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={isForeignUser}
            onChange={(_event, checked) => {
              form.setValue('isForeignUser', checked);
              form.setValue(checked ? 'phoneNumber' : 'email', undefined);
              form.clearErrors();
            }}
          />
        }
        label="Outside India (use e-mail)"
      />
    </FormDialogBody>
  );
}

/** Admin "Register customer": POST /business/registerUserAndGetBusinesses, then add a business for them. */
export function RegisterCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width:767px)');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} data-testid="register-dialog">
      {open ? <RegisterForm onClose={onClose} /> : null}
    </Dialog>
  );
}
