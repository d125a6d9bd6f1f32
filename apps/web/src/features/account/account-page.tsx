import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '#components/retry-alert';
import { DataExportCard } from './components/data-export-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { LanguageCard } from './components/language-card';
import { PasswordCard } from './components/password-card';
import { ProfileCard } from './components/profile-card';
import { SessionsCard } from './components/sessions-card';
import { useAccount } from './hooks/use-account';

/**
 * /customer/account and /admin/account: name and e-mail, roles in words,
 * password, other devices, downloading their data, and deleting the account — for customers, foreign customers,
 * staff and franchisees alike (what each may do comes from GET /account). The customer's also
 * chooses the panel's language (`languageChoice`); staff read theirs in English.
 */
export function AccountPage({ languageChoice = false }: { languageChoice?: boolean }) {
  const { t } = useTranslation('common');
  const account = useAccount();

  if (account.isPending) {
    return (
      <Stack spacing={2.5} data-testid="account-loading" aria-busy aria-label={t('loading')}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (account.isError) {
    return <RetryAlert error={account.error} onRetry={() => void account.refetch()} />;
  }
  const data = account.data;
  return (
    <Stack spacing={2.5} data-testid="account-page">
      <ProfileCard account={data} />
      {languageChoice ? <LanguageCard /> : null}
      <PasswordCard key={String(data.passwordSet)} account={data} />
      <SessionsCard account={data} />
      <DataExportCard account={data} />
      <DeleteAccountCard account={data} />
    </Stack>
  );
}
