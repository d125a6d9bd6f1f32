import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '#app/layout/page-title';
import { startOtpStep } from '#features/session';
import { formatPhone } from '#lib/format';
import { AuthShell } from '../components/auth-shell';
import { IdentifyForm } from '../components/identify-form';
import { IdentitySummary } from '../components/identity-summary';
import { OtherSignIn } from '../components/other-sign-in';
import { PasswordForm } from '../components/password-form';
import { useFranchiseeLogin } from '../hooks/use-franchisee-login';
import { useFranchiseeVerifyPhone } from '../hooks/use-franchisee-verify-phone';
import { useNavigateKeepingQuery } from '../hooks/use-navigate-keeping-query';
import type { Identity } from '../identity';
import { prefillFrom } from '../prefill';

/** /panel/franchisee-login: the partner sign-in; success goes to /panel/admin. */
export function FranchiseeLoginPage() {
  const { state } = useLocation();
  const [phoneNumber, setPhoneNumber] = useState<string | null>(null);
  const verifyPhone = useFranchiseeVerifyPhone();
  const login = useFranchiseeLogin();
  const go = useNavigateKeepingQuery();
  const { t } = useTranslation('auth');
  useDocumentTitle('partnerSignIn');

  const identify = async (identity: Identity) => {
    const phone = identity.phoneNumber ?? '';
    const result = await verifyPhone.mutateAsync({ phoneNumber: phone, fromForgotPassword: false });
    if (result.otp) {
      startOtpStep(
        { subject: 'franchisee', identifier: phone, isForeignUser: false, fromForgotPassword: false },
        result.otp,
      );
      await go('/franchisee-otp');
      return;
    }
    setPhoneNumber(phone);
  };

  const signIn = async (password: string) => {
    if (!phoneNumber) return;
    await login.mutateAsync({ phoneNumber, password });
    await go('/admin', { replace: true });
  };

  const forgotPassword = async () => {
    if (!phoneNumber) return;
    const result = await verifyPhone.mutateAsync({ phoneNumber, fromForgotPassword: true });
    if (!result.otp) return;
    startOtpStep(
      { subject: 'franchisee', identifier: phoneNumber, isForeignUser: false, fromForgotPassword: true },
      result.otp,
    );
    await go('/franchisee-otp');
  };

  return (
    <AuthShell
      variant="partner"
      title={phoneNumber ? t('franchisee.welcomeBack') : t('franchisee.title')}
      subtitle={phoneNumber ? t('franchisee.enterPassword') : t('franchisee.subtitle')}
      footer={<OtherSignIn from="partner" />}
    >
      {phoneNumber ? (
        <>
          <IdentitySummary label={formatPhone(phoneNumber)} onChange={() => setPhoneNumber(null)} />
          <PasswordForm username={phoneNumber} onSignIn={signIn} onForgotPassword={forgotPassword} />
        </>
      ) : (
        <IdentifyForm allowForeign={false} defaultValues={prefillFrom(state)} onIdentify={identify} />
      )}
    </AuthShell>
  );
}
