import { MESSAGES } from '@cardora/contract';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { customerPaths } from '../customer-links';

/** Spec 2: Create > Digital business card explains one card per business and offers to add one. */
export function OneCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      testId="one-card-dialog"
      title={MESSAGES.oneCardPerBusinessTitle}
      text={MESSAGES.oneCardPerBusinessText}
      confirmLabel={MESSAGES.oneCardPerBusinessConfirm}
      onClose={onClose}
      onConfirm={() => {
        onClose();
        void navigate(customerPaths.addBusiness);
      }}
    />
  );
}
