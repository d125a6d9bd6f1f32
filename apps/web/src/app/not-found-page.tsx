import { GLOSSARY, MESSAGES } from '@cardora/contract/auth';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { useDocumentTitle } from './layout/page-title';

export function NotFoundPage() {
  useDocumentTitle('pageNotFound');
  return (
    <FullPageMessage
      testId="not-found"
      icon={<SearchOffRounded />}
      title={GLOSSARY.pageNotFound}
      text={MESSAGES.pageMissing}
      actions={
        <Button variant="contained" component={RouterLink} to="/login">
          {GLOSSARY.goToSignIn}
        </Button>
      }
    />
  );
}
