import type { TBusiness } from '@cardora/contract';
import EditRounded from '@mui/icons-material/EditRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCategoryName } from '#i18n/category-name';
import { formatPhone, initialsOf } from '#lib/format';
import { type AreaBase, areaPaths, publicCardUrl } from '../area-paths';
import { BusinessActionsMenu, type BusinessRowActions } from './business-actions-menu';
import { CardStatusChip } from './card-status-chip';
import { PlanStateChips } from './plan-state-chips';

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
  onResetPassword,
  canEditCard = true,
}: BusinessRowProps) {
  const { t } = useTranslation('customer');
  const categoryName = useCategoryName();
  const cardId = business.card?.cardId ?? null;
  const owner = business.user;

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
            {isActive ? (
              <Chip size="small" color="primary" label={t('businesses.active')} data-testid="business-active" />
            ) : null}
          </Stack>
          <Typography variant="body2" color="textSecondary">
            {categoryName(business.category, business.categoryName)}
          </Typography>
          {showOwner ? (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {owner.name ? `${owner.name} · ` : ''}
              {owner.isForeignUser ? (
                owner.email
              ) : (
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPhone(owner.phoneNumber)}
                </Box>
              )}
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
        <BusinessActionsMenu
          business={business}
          actions={{ onEditDetails, onClone, onDelete, onUpgrade, onPayments, onResetPassword }}
          sx={{ mt: -0.5, mr: -1 }}
        />
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
            {business.card ? t('businesses.editCard') : t('businesses.createCard')}
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
            {t('businesses.switchTo')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
