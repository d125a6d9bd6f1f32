import { zodResolver } from '@hookform/resolvers/zod';
import AlternateEmailRounded from '@mui/icons-material/AlternateEmailRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#components/form/form-text-field';
import {
  EMPTY_IDENTITY_FORM,
  type Identity,
  type IdentityFormValues,
  ZFranchiseeIdentityForm,
  ZUserIdentityForm,
} from '../identity';
import { useServerSubmit } from '../server-errors';
import { AuthForm } from './auth-form';
import { CountryCodeField } from './country-code-field';
import { FormAlert } from './form-alert';

interface IdentifyFormProps {
  /** Customers may sign in with an e-mail (foreign users); franchisees use a phone. */
  allowForeign: boolean;
  defaultValues?: Partial<IdentityFormValues>;
  /** Runs the verify call; a thrown error is shown inline. */
  onIdentify: (identity: Identity) => Promise<void>;
  submitLabel?: string;
  /** Send the default values at once: what the person typed into the sign-in island (main.tsx). */
  autoSubmit?: boolean;
}

/** Step one of a login page: phone number (country code +91 by default) or e-mail. */
export function IdentifyForm({
  allowForeign,
  defaultValues,
  onIdentify,
  submitLabel,
  autoSubmit = false,
}: IdentifyFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm<IdentityFormValues, unknown, Identity>({
    resolver: zodResolver(allowForeign ? ZUserIdentityForm : ZFranchiseeIdentityForm),
    defaultValues: { ...EMPTY_IDENTITY_FORM, ...defaultValues },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const isForeignUser = useWatch({ control: form.control, name: 'isForeignUser' });
  const submitting = form.formState.isSubmitting;

  const { submit, formError, setFormError } = useServerSubmit(
    form,
    { phoneNumber: 'phone', email: 'email' },
    async (identity) => {
      await onIdentify(identity);
    },
  );

  // Once: the island's form was sent; its checks, messages and the next step are this form's.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    void submit();
  }, [autoSubmit, submit]);

  return (
    <AuthForm
      testId="identify-form"
      onSubmit={submit}
      alert={<FormAlert message={formError} />}
      submitting={submitting}
      submitTestId="identify-submit"
      submitLabel={submitLabel ?? t('identify.continue')}
      submitIcon={<ArrowForwardRounded />}
    >
      {isForeignUser ? (
        <FormTextField
          control={form.control}
          name="email"
          label={t('identify.email')}
          type="email"
          autoFocus
          disabled={submitting}
          slotProps={{
            htmlInput: { inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none', 'data-testid': 'email' },
          }}
        />
      ) : (
        <Stack direction="row" spacing={1.25} sx={{ alignItems: 'flex-start' }}>
          <CountryCodeField control={form.control} name="countryCode" disabled={submitting} />
          <FormTextField
            control={form.control}
            name="phone"
            label={t('identify.mobile')}
            type="tel"
            autoFocus
            disabled={submitting}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'tel-national',
                maxLength: 20,
                'data-testid': 'phone',
              },
            }}
          />
        </Stack>
      )}
      {allowForeign ? (
        <FormControlLabel
          sx={{ mx: 0, justifyContent: 'space-between', gap: 1 }}
          labelPlacement="start"
          label={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <AlternateEmailRounded fontSize="small" />
              <Typography variant="body2" component="span">
                {t('identify.useEmail')}
              </Typography>
            </Stack>
          }
          control={
            <Switch
              checked={isForeignUser}
              onChange={(_event, checked) => {
                form.setValue('isForeignUser', checked);
                form.clearErrors();
                setFormError(null);
              }}
              slotProps={{ input: { 'aria-label': t('identify.useEmail') } }}
              data-testid="foreign-user-switch"
            />
          }
        />
      ) : null}
    </AuthForm>
  );
}
