import type { TUserDetails } from '@cardora/contract';
import AddBusinessRounded from '@mui/icons-material/AddBusinessRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCategoryName } from '#i18n/category-name';
import { initialsOf } from '#lib/format';
import { activeBusinessOf, customerPaths } from '../customer-links';
import { useUpdateUserPreference } from '../hooks/use-update-user-preference';

/** The active business's name and category, and switching to another (POST /user/preference). */
export function BusinessSwitcher({ details, onChoose }: { details: TUserDetails; onChoose?: () => void }) {
  const { t } = useTranslation('customer');
  const categoryName = useCategoryName();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const preference = useUpdateUserPreference();
  const navigate = useNavigate();
  const active = activeBusinessOf(details);

  if (!active) {
    return (
      <Box sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ opacity: 0.8, mb: 1 }}>
          {t('switcher.noBusiness')}
        </Typography>
        <Button
          size="small"
          variant="contained"
          startIcon={<AddBusinessRounded />}
          onClick={() => void navigate(customerPaths.addBusiness)}
        >
          {t('switcher.addYourBusiness')}
        </Button>
      </Box>
    );
  }

  const choose = (businessId: string) => {
    setAnchor(null);
    if (businessId === details.activeBusinessId) return;
    // Close the drawer first so 'Switching Business...' covers the page the person returns to.
    onChoose?.();
    preference.mutate({ activeBusinessId: businessId });
  };

  const canSwitch = details.businesses.length > 1;
  return (
    <>
      <ButtonBase
        disabled={!canSwitch}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup={canSwitch ? 'menu' : undefined}
        aria-label={canSwitch ? t('switcher.activeAria', { name: active.businessName }) : undefined}
        data-testid="active-business"
        sx={{
          mt: 2,
          p: 1.25,
          width: '100%',
          borderRadius: '12px',
          bgcolor: alpha('#ffffff', 0.08),
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          textAlign: 'left',
          color: 'inherit',
          '&:hover': { bgcolor: alpha('#ffffff', 0.14) },
          '&.Mui-disabled': { color: 'inherit' },
        }}
      >
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 14, fontWeight: 700 }}
        >
          {initialsOf(active.businessName)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            sx={{ fontWeight: 600, fontSize: 14, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            data-testid="active-business-name"
          >
            {active.businessName}
          </Typography>
          <Typography
            variant="caption"
            sx={{ opacity: 0.75 }}
            noWrap
            component="p"
            data-testid="active-business-category"
          >
            {categoryName(active.category, active.categoryName)}
          </Typography>
        </Box>
        {canSwitch ? <SwapHorizRounded sx={{ opacity: 0.85 }} data-testid="switch-business" /> : null}
      </ButtonBase>
      {canSwitch ? (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <Typography variant="overline" color="textSecondary" sx={{ px: 2, display: 'block' }}>
            {t('switcher.switchBusiness')}
          </Typography>
          {details.businesses.map((business) => {
            const isActive = business.businessId === details.activeBusinessId;
            return (
              <MenuItem
                key={business.businessId}
                selected={isActive}
                onClick={() => choose(business.businessId)}
                data-testid={`business-option-${business.businessId}`}
                sx={{ minWidth: 240 }}
              >
                <ListItemText
                  primary={business.businessName}
                  secondary={categoryName(business.category, business.categoryName)}
                />
                {isActive ? (
                  <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                    <CheckRounded color="primary" fontSize="small" />
                  </ListItemIcon>
                ) : null}
              </MenuItem>
            );
          })}
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onChoose?.();
              void navigate('/customer/businesses');
            }}
            data-testid="manage-businesses"
          >
            <ListItemText
              primary={t('switcher.manage')}
              slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 600 } } }}
            />
          </MenuItem>
        </Menu>
      ) : null}
    </>
  );
}
