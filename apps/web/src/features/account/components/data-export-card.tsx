import { endpoints, type TAccount } from '@cardora/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FolderZipRounded from '@mui/icons-material/FolderZipRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';
import { downloadFile } from '#api/download-file';
import { AccountSection } from './account-section';

/**
 * "Download my data": a zip of everything the agency keeps about the person and their
 * businesses (docs/product-rules.md#data-export). Users only: a franchisee's details are their
 * agency's, and the server refuses them.
 */
export function DataExportCard({ account }: { account: TAccount }) {
  const { t } = useTranslation('customer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (account.kind !== 'user') return null;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(endpoints.exportAccountData, {}, 'cardora-data.zip');
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountSection
      title={t('account.yourData')}
      icon={<FolderZipRounded />}
      testId="account-data-export"
      hint={t('account.yourDataHint')}
    >
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="data-export-error">
          {error}
        </Alert>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<DownloadRounded />}
        onClick={() => void download()}
        loading={busy}
        loadingPosition="start"
        sx={{ width: { xs: '100%', sm: 'auto' } }}
        data-testid="download-my-data"
      >
        {busy ? t('account.preparingData') : t('account.downloadMyData')}
      </Button>
    </AccountSection>
  );
}
