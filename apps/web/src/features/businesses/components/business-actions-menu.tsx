import type { TBusiness } from '@cardora/contract';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconMenuItem } from '#components/icon-menu-item';

/** Row actions; one left out is not offered (a franchisee without that permission). */
export interface BusinessRowActions {
  onSwitch?: (business: TBusiness) => void;
  onEditDetails?: (business: TBusiness) => void;
  onClone?: (business: TBusiness) => void;
  onDelete?: (business: TBusiness) => void;
  /** Opens the upgrade screen for this business (a plan, or staff recording a payment). */
  onUpgrade?: (business: TBusiness) => void;
  /** Staff: the business's payment history (and deleting a payment). */
  onPayments?: (business: TBusiness) => void;
  /** Admins: a new random password for the business's owner, shown once. */
  onResetPassword?: (business: TBusiness) => void;
  canEditCard?: boolean;
}

type MenuActions = Omit<BusinessRowActions, 'onSwitch' | 'canEditCard'>;

export function hasBusinessMenu(actions: MenuActions): boolean {
  return Boolean(
    actions.onEditDetails ??
      actions.onClone ??
      actions.onDelete ??
      actions.onUpgrade ??
      actions.onPayments ??
      actions.onResetPassword,
  );
}

/** The ⋮ button of a business and its menu: upgrade, payments, details, clone, password, delete. */
export function BusinessActionsMenu({
  business,
  actions,
  sx,
}: {
  business: TBusiness;
  actions: MenuActions;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation(['customer', 'glossary']);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!hasBusinessMenu(actions)) return null;
  const { onUpgrade, onPayments, onEditDetails, onClone, onResetPassword, onDelete } = actions;
  const act = (action: (business: TBusiness) => void) => () => {
    setAnchor(null);
    action(business);
  };
  // The entries above the divider, in order; one whose action is left out is not offered.
  const entries = [
    { action: onUpgrade, Icon: WorkspacePremiumRounded, words: 'businessMenu.upgrade', testId: 'business-upgrade' },
    { action: onPayments, Icon: ReceiptLongRounded, words: 'businessMenu.payments', testId: 'business-payments' },
    {
      action: onEditDetails,
      Icon: SettingsRounded,
      words: 'businessMenu.editDetails',
      testId: 'business-edit-details',
    },
    { action: onClone, Icon: ContentCopyRounded, words: 'businessMenu.clone', testId: 'business-clone' },
    {
      action: onResetPassword,
      Icon: LockResetRounded,
      words: 'businessMenu.resetPassword',
      testId: 'business-reset-password',
    },
  ];
  return (
    <>
      <IconButton
        aria-label={t('businessMenu.moreFor', { name: business.businessName })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="business-menu"
        sx={sx}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {entries.map(({ action, Icon, words, testId }) =>
          action ? (
            <IconMenuItem key={testId} icon={<Icon fontSize="small" />} onClick={act(action)} data-testid={testId}>
              {t(words)}
            </IconMenuItem>
          ) : null,
        )}
        {onDelete ? <Divider /> : null}
        {onDelete ? (
          <IconMenuItem
            danger
            icon={<DeleteOutlineRounded fontSize="small" />}
            onClick={act(onDelete)}
            data-testid="business-delete"
          >
            {t('businessMenu.delete')}
          </IconMenuItem>
        ) : null}
      </Menu>
    </>
  );
}
