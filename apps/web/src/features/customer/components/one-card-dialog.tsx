import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '#components/confirm-dialog';
import { customerPaths } from '../customer-links';

/** Create > Digital business card explains one card per business and offers to add one. */
export function OneCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['customer', 'glossary']);
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      testId="one-card-dialog"
      title={t('oneCard.title')}
      text={t('oneCard.text')}
      confirmLabel={t('glossary:addNewBusiness')}
      onClose={onClose}
      onConfirm={() => {
        onClose();
        void navigate(customerPaths.addBusiness);
      }}
    />
  );
}
