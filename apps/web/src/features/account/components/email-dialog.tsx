import { type TOtpSent, ZChangeEmailBody } from '@cardora/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '#api/api-error';
import { DialogCancelActions } from '#components/dialog/dialog-cancel-actions';
import { FormTextField } from '#components/form/form-text-field';
import { FormAlert, OtpInput, useServerSubmit } from '#features/auth';
import { useChangeEmail, useVerifyEmailChange } from '../hooks/use-account';
import { ResendCode } from './resend-code';

type EmailInput = z.input<typeof ZChangeEmailBody>;
type EmailOutput = z.output<typeof ZChangeEmailBody>;

/**
 * Add or change a phone user's e-mail: the address, then the code sent to it (an e-mail on an
 * account is also a way in, so it is saved only once the mailbox is proven).
 */
export function EmailDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const titleId = useId();
  const changeEmail = useChangeEmail();
  const verify = useVerifyEmailChange();
  const { enqueueSnackbar } = useSnackbar();
  const [sent, setSent] = useState<(TOtpSent & { at: number }) | null>(null);
  const [code, setCode] = useState('');
  const form = useForm<EmailInput, unknown, EmailOutput>({
    resolver: zodResolver(ZChangeEmailBody),
    defaultValues: { email: '' },
  });

  const {
    submit: send,
    formError,
    setFormError,
  } = useServerSubmit(form, { email: 'email' }, async (body) => {
    const otp = await changeEmail.mutateAsync(body);
    setSent({ ...otp, at: Date.now() });
  });

  const confirm = async (otp: string) => {
    if (verify.isPending) return;
    setFormError(null);
    try {
      await verify.mutateAsync({ otp });
      enqueueSnackbar(t('account.emailSaved'), { variant: 'success' });
      onClose();
    } catch (error) {
      setCode('');
      setFormError(errorMessage(error));
    }
  };

  const busy = changeEmail.isPending || verify.isPending;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      data-testid="email-dialog"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {current ? t('account.changeEmailTitle') : t('account.addEmailTitle')}
      </DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <Stack spacing={2}>
              <Typography color="textSecondary">
                <Trans
                  t={t}
                  i18nKey="account.enterCodeSentTo"
                  values={{ to: sent.sentTo }}
                  components={{ strong: <strong /> }}
                />
              </Typography>
              <FormAlert message={formError} />
              <OtpInput
                value={code}
                onChange={setCode}
                onComplete={confirm}
                error={Boolean(formError)}
                disabled={busy}
              />
              <ResendCode sent={sent} onResent={(otp) => setSent({ ...otp, at: Date.now() })} onError={setFormError} />
            </Stack>
          </DialogContent>
          <DialogCancelActions onCancel={onClose} busy={busy} gap={0}>
            <Button
              variant="contained"
              onClick={() => void confirm(code)}
              disabled={code.length < 6}
              loading={verify.isPending}
              data-testid="email-verify"
            >
              {t('account.saveEmail')}
            </Button>
          </DialogCancelActions>
        </>
      ) : (
        <Box component="form" noValidate onSubmit={send}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2}>
              <Typography color="textSecondary">{t('account.emailCodeHint')}</Typography>
              <FormAlert message={formError} />
              <FormTextField
                control={form.control}
                name="email"
                label={t('account.email')}
                type="email"
                autoComplete="email"
                autoFocus
                disabled={busy}
                slotProps={{ htmlInput: { 'data-testid': 'email-new', inputMode: 'email' } }}
              />
            </Stack>
          </DialogContent>
          <DialogCancelActions onCancel={onClose} busy={busy} gap={0}>
            <Button type="submit" variant="contained" loading={changeEmail.isPending} data-testid="email-send">
              {t('account.sendCode')}
            </Button>
          </DialogCancelActions>
        </Box>
      )}
    </Dialog>
  );
}
