import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { z } from 'zod';
import { useDocumentTitle } from '#app/layout/page-title';
import { FullPageMessage } from '#components/full-page-message';

// /thankyou only with card data (handed over in the navigation state by the step that
// finished the card), else back to /panel/customer.
const ZThankYouState = z.object({
  cardData: z.object({ cardId: z.string().optional(), businessName: z.string().optional() }),
});

export function ThankYouPage() {
  const { t } = useTranslation('customer');
  const { state } = useLocation();
  useDocumentTitle('thankYou');
  const parsed = ZThankYouState.safeParse(state);
  if (!parsed.success) return <Navigate to="/customer" replace />;
  const { businessName } = parsed.data.cardData;
  return (
    <FullPageMessage
      testId="thank-you"
      icon={<CheckCircleRounded />}
      title={t('thankYou.title')}
      text={businessName ? t('thankYou.savedOf', { name: businessName }) : t('thankYou.saved')}
      actions={
        <Button variant="contained" component={RouterLink} to="/customer" replace>
          {t('thankYou.goHome')}
        </Button>
      }
    />
  );
}
