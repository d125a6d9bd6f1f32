import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { useDocumentTitle } from './layout/page-title';

export function NotFoundPage() {
  const { t } = useTranslation(['common', 'glossary']);
  useDocumentTitle('pageNotFound');
  return (
    <FullPageMessage
      testId="not-found"
      icon={<SearchOffRounded />}
      title={t('glossary:pageNotFound')}
      text={t('notAvailable.missing')}
      actions={
        <Button variant="contained" component={RouterLink} to="/login">
          {t('glossary:goToSignIn')}
        </Button>
      }
    />
  );
}
