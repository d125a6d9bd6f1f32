import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '#app/layout/page-title';
import { forgetSignInHandoff, pendingSignInHandoff } from '#app/sign-in-handoff';
import { startOtpStep } from '#features/session';
import { formatPhone } from '#lib/format';
import { AuthShell } from '../components/auth-shell';
import { IdentifyForm } from '../components/identify-form';
import { IdentitySummary } from '../components/identity-summary';
import { OtherSignIn } from '../components/other-sign-in';
import { PasswordForm } from '../components/password-form';
import { useLogin } from '../hooks/use-login';
import { useGoAfterSignIn, useNavigateKeepingQuery } from '../hooks/use-navigate-keeping-query';
import { useVerifyUser } from '../hooks/use-verify-user';
import { type Identity, identifierOf } from '../identity';
import { prefillFrom } from '../prefill';

/** /panel/login: phone (or e-mail) first; then the password, or an OTP for sign-up. */
export function LoginPage() {
  const { state } = useLocation();
  const [identity, setIdentity] = useState<Identity | null>(null);
  // What was typed into the sign-in island before this page was drawn (main.tsx), sent on at once.
  const [handoff] = useState(pendingSignInHandoff);
  useEffect(() => {
    if (handoff) forgetSignInHandoff();
  }, [handoff]);
  const verifyUser = useVerifyUser();
  const login = useLogin();
  const go = useNavigateKeepingQuery();
  const goOn = useGoAfterSignIn();
  const { t } = useTranslation(['auth', 'glossary']);
  useDocumentTitle('signIn');

  const identify = async (next: Identity) => {
    const result = await verifyUser.mutateAsync({ ...next, fromForgotPassword: false });
    if (result.otp) {
      startOtpStep(
        {
          subject: 'user',
          identifier: identifierOf(next),
          isForeignUser: next.isForeignUser,
          fromForgotPassword: false,
        },
        result.otp,
      );
      await go('/otp');
      return;
    }
    setIdentity(next);
  };

  const signIn = async (password: string) => {
    if (!identity) return;
    await login.mutateAsync({ ...identity, password });
    await goOn('/customer');
  };

  const forgotPassword = async () => {
    if (!identity) return;
    const result = await verifyUser.mutateAsync({ ...identity, fromForgotPassword: true });
    if (!result.otp) return;
    startOtpStep(
      {
        subject: 'user',
        identifier: identifierOf(identity),
        isForeignUser: identity.isForeignUser,
        fromForgotPassword: true,
      },
      result.otp,
    );
    await go('/otp');
  };

  const identityLabel = identity
    ? identity.isForeignUser
      ? (identity.email ?? '')
      : formatPhone(identity.phoneNumber)
    : '';

  return (
    <AuthShell
      title={identity ? t('login.welcomeBack') : t('login.title')}
      subtitle={identity ? t('login.enterPassword') : t('login.subtitle')}
      footer={<OtherSignIn from="customer" />}
    >
      {identity ? (
        <>
          <IdentitySummary label={identityLabel} onChange={() => setIdentity(null)} />
          <PasswordForm username={identifierOf(identity)} onSignIn={signIn} onForgotPassword={forgotPassword} />
        </>
      ) : (
        <IdentifyForm
          allowForeign
          defaultValues={handoff ?? prefillFrom(state)}
          autoSubmit={handoff !== null}
          onIdentify={identify}
        />
      )}
      {identity ? null : (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography variant="caption" color="textSecondary" component="p" sx={{ textAlign: 'center' }}>
            {t('login.newAccounts')}
          </Typography>
        </>
      )}
    </AuthShell>
  );
}
