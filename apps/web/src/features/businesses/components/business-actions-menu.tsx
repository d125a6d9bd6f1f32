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
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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
        {onUpgrade ? (
          <MenuItem onClick={act(onUpgrade)} data-testid="business-upgrade">
            <ListItemIcon>
              <WorkspacePremiumRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('businessMenu.upgrade')}</ListItemText>
          </MenuItem>
        ) : null}
        {onPayments ? (
          <MenuItem onClick={act(onPayments)} data-testid="business-payments">
            <ListItemIcon>
              <ReceiptLongRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('businessMenu.payments')}</ListItemText>
          </MenuItem>
        ) : null}
        {onEditDetails ? (
          <MenuItem onClick={act(onEditDetails)} data-testid="business-edit-details">
            <ListItemIcon>
              <SettingsRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('businessMenu.editDetails')}</ListItemText>
          </MenuItem>
        ) : null}
        {onClone ? (
          <MenuItem onClick={act(onClone)} data-testid="business-clone">
            <ListItemIcon>
              <ContentCopyRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('businessMenu.clone')}</ListItemText>
          </MenuItem>
        ) : null}
        {onResetPassword ? (
          <MenuItem onClick={act(onResetPassword)} data-testid="business-reset-password">
            <ListItemIcon>
              <LockResetRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('businessMenu.resetPassword')}</ListItemText>
          </MenuItem>
        ) : null}
        {onDelete ? <Divider /> : null}
        {onDelete ? (
          <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }} data-testid="business-delete">
            <ListItemIcon sx={{ color: 'error.main' }}>
              <DeleteOutlineRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('businessMenu.delete')}</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
