import { MESSAGES } from '@cardora/contract/auth';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { FullPageMessage } from '../components/full-page-message';
import { useDocumentTitle } from './layout/page-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <FullPageMessage
      testId="not-found"
      icon={<SearchOffRounded />}
      title="Page not found"
      text={MESSAGES.notFound}
      actions={
        <Button variant="contained" component={RouterLink} to="/login">
          Go to sign in
        </Button>
      }
    />
  );
}
