import type { TBusiness } from '@cardora/contract';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#components/confirm-dialog';
import { BusinessPaymentsDialog } from '#features/payments';
import { useSession } from '#features/session';
import { useCan } from '../hooks/use-can';
import { useDeleteBusiness } from '../hooks/use-delete-business';
import type { BusinessRowActions } from './business-actions-menu';
import { BusinessDetailsDialog } from './business-details-dialog';
import { CloneBusinessDialog } from './clone-business-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';

/**
 * The edit-details, clone and delete dialogs every business list shares, and the row actions
 * opening them; staff lists also get each business's payments, and admins the owner's password reset.
 */
export function useBusinessDialogs({ staff = false }: { staff?: boolean } = {}): {
  actions: Omit<BusinessRowActions, 'onSwitch' | 'onUpgrade'>;
  dialogs: React.ReactNode;
} {
  const { t } = useTranslation('customer');
  const [editing, setEditing] = useState<TBusiness | null>(null);
  const [paymentsOf, setPaymentsOf] = useState<TBusiness | null>(null);
  const [cloning, setCloning] = useState<TBusiness | null>(null);
  const [deleting, setDeleting] = useState<TBusiness | null>(null);
  const [resetting, setResetting] = useState<TBusiness | null>(null);
  const session = useSession();
  // POST /regenerateRandomPassword is for admins only (not creators or franchisees).
  const isAdmin = session.kind === 'user' && session.details.user.roles.includes('admin');
  const remove = useDeleteBusiness();
  const { enqueueSnackbar } = useSnackbar();
  const can = useCan();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.businessId);
      enqueueSnackbar(t('businesses.deleted', { name: deleting.businessName }), { variant: 'success' });
    } finally {
      // On failure the global 'Error' dialog shows the server's message.
      setDeleting(null);
    }
  };

  return {
    actions: {
      onEditDetails: can('business:edit') ? setEditing : undefined,
      onClone: can('business:create') ? setCloning : undefined,
      onDelete: can('business:delete') ? setDeleting : undefined,
      onPayments: staff ? setPaymentsOf : undefined,
      onResetPassword: staff && isAdmin ? setResetting : undefined,
      canEditCard: can('card:edit'),
    },
    dialogs: (
      <>
        <BusinessDetailsDialog
          business={editing}
          onClose={() => setEditing(null)}
          onShowPayments={staff ? setPaymentsOf : undefined}
        />
        <CloneBusinessDialog business={cloning} onClose={() => setCloning(null)} />
        <ConfirmDialog
          open={deleting !== null}
          testId="delete-business-dialog"
          title={
            deleting ? t('businesses.deleteTitle', { name: deleting.businessName }) : t('businesses.deleteTitleAny')
          }
          text={deleting ? t('businesses.deleteText', { name: deleting.businessName }) : t('businesses.deleteTextAny')}
          confirmLabel={t('businesses.deleteConfirm')}
          destructive
          loading={remove.isPending}
          onConfirm={() => void confirmDelete().catch(() => undefined)}
          onClose={() => setDeleting(null)}
        />
        {staff ? <BusinessPaymentsDialog business={paymentsOf} onClose={() => setPaymentsOf(null)} /> : null}
        {staff ? <ResetPasswordDialog business={resetting} onClose={() => setResetting(null)} /> : null}
      </>
    ),
  };
}
