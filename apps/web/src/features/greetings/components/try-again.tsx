import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '#api/api-error';

/** A load that failed: what the server said, and Try again. */
export function TryAgain({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId: string }) {
  const { t } = useTranslation(['products', 'glossary']);
  return (
    <Card sx={{ p: { xs: 2.5, sm: 3 }, textAlign: 'center' }} role="alert" data-testid={testId}>
      <Stack spacing={1.25} sx={{ alignItems: 'center' }}>
        <ErrorOutlineRounded color="error" sx={{ fontSize: 32 }} />
        <Typography sx={{ fontWeight: 600 }}>{t('greetings.loadFailed')}</Typography>
        <Typography variant="body2" color="textSecondary">
          {errorMessage(error)}
        </Typography>
        <Button variant="contained" startIcon={<RefreshRounded />} onClick={onRetry} data-testid={`${testId}-retry`}>
          {t('glossary:tryAgain')}
        </Button>
      </Stack>
    </Card>
  );
}
