import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/api-error';
import { useMessage } from '../i18n/use-message';

/** A load that failed: the server's message, and Retry when another try can help (`onRetry` given). */
export function RetryAlert({ error, onRetry, testId }: { error: unknown; onRetry?: () => void; testId?: string }) {
  const { t } = useTranslation('glossary');
  const translate = useMessage();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('tryAgain')}
          </Button>
        ) : null
      }
      data-testid={testId}
    >
      {translate(errorMessage(error))}
    </Alert>
  );
}
