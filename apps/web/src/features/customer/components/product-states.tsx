// What a customer's product page (greetings, PDF ID cards, videos) shows instead of itself.
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '#components/empty-state';
import { customerPaths } from '../customer-links';

/** The product is off for the agency: said plainly, with the way home. */
export function ProductNotOffered({
  testId,
  icon,
  title,
  text,
}: {
  testId: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  const { t } = useTranslation('glossary');
  return (
    <EmptyState
      testId={testId}
      icon={icon}
      title={title}
      text={text}
      action={
        <Button component={RouterLink} to={customerPaths.home} variant="outlined">
          {t('backToHome')}
        </Button>
      }
    />
  );
}

/** No business yet: what the product makes carries the business's name, logo and contacts. */
export function AddBusinessFirst({ testId, text }: { testId: string; text: string }) {
  const { t } = useTranslation('products');
  return (
    <EmptyState
      testId={testId}
      icon={<AddBusinessRounded />}
      title={t('common.addBusinessFirst')}
      text={text}
      action={
        <Button
          component={RouterLink}
          to={customerPaths.addBusiness}
          variant="contained"
          startIcon={<AddBusinessRounded />}
        >
          {t('common.addYourBusiness')}
        </Button>
      }
    />
  );
}
