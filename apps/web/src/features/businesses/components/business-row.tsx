import type { TBusiness } from '@cardora/contract';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatPhone, initialsOf } from '../../../lib/format';
import { type AreaBase, areaPaths, publicCardUrl } from '../area-paths';
import { CardStatusChip } from './card-status-chip';
import { PlanStateChips } from './plan-state-chips';

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
  canEditCard?: boolean;
}

interface BusinessRowProps extends BusinessRowActions {
  business: TBusiness;
  base: AreaBase;
  isActive?: boolean;
  /** Staff see whose business it is. */
  showOwner?: boolean;
}

/** One business as a card: category, card and plan status, address, and what can be done with it. */
export function BusinessRow({
  business,
  base,
  isActive = false,
  showOwner = false,
  onSwitch,
  onEditDetails,
  onClone,
  onDelete,
  onUpgrade,
  onPayments,
  canEditCard = true,
}: BusinessRowProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const cardId = business.card?.cardId ?? null;
  const owner = business.user;
  const act = (action: (business: TBusiness) => void) => () => {
    setAnchor(null);
    action(business);
  };
  const hasMenu = Boolean(onEditDetails ?? onClone ?? onDelete ?? onUpgrade ?? onPayments);

  return (
    <Card
      sx={{ p: { xs: 2, sm: 2.5 }, borderColor: isActive ? 'primary.main' : undefined }}
      data-testid={`business-row-${business.businessId}`}
    >
      <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start' }}>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', width: 44, height: 44, fontWeight: 700 }}>
          {initialsOf(business.businessName)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }} data-testid="business-name">
              {business.businessName}
            </Typography>
            {isActive ? <Chip size="small" color="primary" label="Active" data-testid="business-active" /> : null}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {business.categoryName}
          </Typography>
          {showOwner ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {owner.name ? `${owner.name} · ` : ''}
              {owner.isForeignUser ? owner.email : formatPhone(owner.phoneNumber)}
            </Typography>
          ) : null}
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <CardStatusChip card={business.card} />
            <PlanStateChips business={business} />
            {cardId ? (
              <Link
                href={publicCardUrl(cardId)}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                data-testid="business-public-link"
              >
                <LinkRounded fontSize="small" />/{cardId}
              </Link>
            ) : null}
          </Stack>
        </Box>
        {hasMenu ? (
          <IconButton
            aria-label={`More actions for ${business.businessName}`}
            aria-haspopup="menu"
            onClick={(event) => setAnchor(event.currentTarget)}
            data-testid="business-menu"
            sx={{ mt: -0.5, mr: -1 }}
          >
            <MoreVertRounded />
          </IconButton>
        ) : null}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {canEditCard ? (
          <Button
            component={RouterLink}
            to={areaPaths.editCard(base, business.businessId)}
            variant="contained"
            size="small"
            startIcon={<EditRounded />}
            data-testid="business-edit-card"
          >
            {business.card ? 'Edit card' : 'Create card'}
          </Button>
        ) : null}
        {onSwitch && !isActive ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<SwapHorizRounded />}
            onClick={() => onSwitch(business)}
            data-testid="business-switch"
          >
            Switch to it
          </Button>
        ) : null}
      </Stack>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {onUpgrade ? (
          <MenuItem onClick={act(onUpgrade)} data-testid="business-upgrade">
            <ListItemIcon>
              <WorkspacePremiumRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>Upgrade plan</ListItemText>
          </MenuItem>
        ) : null}
        {onPayments ? (
          <MenuItem onClick={act(onPayments)} data-testid="business-payments">
            <ListItemIcon>
              <ReceiptLongRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>Payments</ListItemText>
          </MenuItem>
        ) : null}
        {onEditDetails ? (
          <MenuItem onClick={act(onEditDetails)} data-testid="business-edit-details">
            <ListItemIcon>
              <SettingsRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>Edit details</ListItemText>
          </MenuItem>
        ) : null}
        {onClone ? (
          <MenuItem onClick={act(onClone)} data-testid="business-clone">
            <ListItemIcon>
              <ContentCopyRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>Clone</ListItemText>
          </MenuItem>
        ) : null}
        {onDelete ? (
          <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }} data-testid="business-delete">
            <ListItemIcon sx={{ color: 'error.main' }}>
              <DeleteOutlineRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>Delete</ListItemText>
          </MenuItem>
        ) : null}
      </Menu>
    </Card>
  );
}
