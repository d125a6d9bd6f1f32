import { roleLabels, type TAccount, ZUpdateAccountBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import EmailRounded from '@mui/icons-material/EmailRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAgency } from '#app/agency-context';
import { FormTextField } from '#components/form/form-text-field';
import { FormAlert, useServerSubmit } from '#features/auth';
import { useLogout } from '#features/session';
import { useRoleLabel } from '#i18n/role-label';
import { formatPhone, initialsOf } from '#lib/format';
import { useUpdateAccount } from '../hooks/use-account';
import { EmailDialog } from './email-dialog';

type NameInput = z.input<typeof ZUpdateAccountBody>;
type NameOutput = z.output<typeof ZUpdateAccountBody>;

function NameForm({ account }: { account: TAccount }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const update = useUpdateAccount();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<NameInput, unknown, NameOutput>({
    resolver: zodResolver(ZUpdateAccountBody),
    defaultValues: { name: account.name ?? '' },
  });
  const { submit, formError } = useServerSubmit(form, { name: 'name' }, async (body) => {
    const saved = await update.mutateAsync(body);
    form.reset({ name: saved.name ?? '' });
    enqueueSnackbar(t('account.nameSaved'), { variant: 'success' });
  });
  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="account-name-form">
      <Stack spacing={1.5}>
        <FormAlert message={formError} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <FormTextField
            control={form.control}
            name="name"
            label={t('account.yourName')}
            autoComplete="name"
            disabled={update.isPending}
            slotProps={{ htmlInput: { 'data-testid': 'account-name', maxLength: 120 } }}
          />
          <Button
            type="submit"
            variant="contained"
            loading={update.isPending}
            disabled={!form.formState.isDirty}
            sx={{ flexShrink: 0, minHeight: 56 }}
            data-testid="account-name-save"
          >
            {t('glossary:save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function EmailRow({ account }: { account: TAccount }) {
  const { t } = useTranslation('customer');
  const [open, setOpen] = useState(false);
  if (account.kind === 'franchisee') return null;
  if (account.signInWith === 'email') {
    return (
      <Typography variant="body2" color="textSecondary" data-testid="account-email-sign-in">
        {t('account.emailIsSignIn')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="textSecondary" component="p">
          {t('account.email')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="account-email">
          {account.email ?? t('account.notAddedYet')}
        </Typography>
      </Box>
      {account.emailEditable ? (
        <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid="account-email-change">
          {account.email ? t('account.change') : t('account.addEmail')}
        </Button>
      ) : null}
      {open ? <EmailDialog current={account.email} onClose={() => setOpen(false)} /> : null}
    </Stack>
  );
}

/** Who is signed in: name (editable), how they sign in, their roles in words, e-mail, Logout. */
export function ProfileCard({ account }: { account: TAccount }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const roleLabel = useRoleLabel();
  const agency = useAgency();
  const { logout, isPending: loggingOut } = useLogout();
  const isEmail = account.signInWith === 'email';
  const contact = isEmail ? (account.email ?? '') : formatPhone(account.phoneNumber);
  const roles = roleLabels(account.roles, { superadminAgency: agency.roles.includes('superadmin') }).map(roleLabel);
  return (
    <Card
      component="section"
      aria-label={t('account.profile')}
      sx={{ p: { xs: 2.5, sm: 3 } }}
      data-testid="account-profile"
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontWeight: 700 }}>
          {initialsOf(account.name ?? contact)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" component="h2" noWrap data-testid="account-display-name">
            {account.name ?? t('account.yourAccount')}
          </Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}>
            {isEmail ? <EmailRounded fontSize="small" /> : <PhoneIphoneRounded fontSize="small" />}
            <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="account-contact">
              {contact}
            </Typography>
          </Stack>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }} data-testid="account-roles">
        {roles.map((role) => (
          <Chip key={role} label={role} size="small" color="primary" variant="outlined" />
        ))}
      </Stack>
      <Divider sx={{ my: 2.5 }} />
      <Stack spacing={2.5}>
        <NameForm key={account.name ?? ''} account={account} />
        <EmailRow account={account} />
      </Stack>
      <Button
        variant="outlined"
        startIcon={<LogoutRounded />}
        onClick={logout}
        loading={loggingOut}
        sx={{ mt: 3, width: { xs: '100%', sm: 'auto' }, px: 3 }}
        data-testid="account-logout"
      >
        {t('glossary:logout')}
      </Button>
    </Card>
  );
}
