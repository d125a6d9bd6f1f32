import {
  type CustomerMenuItem,
  customerMenuTerm,
  customerProducts,
  type TUserDetails,
  visibleCustomerMenu,
} from '@cardora/contract';
import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import ContactPageRounded from '@mui/icons-material/ContactPageRounded';
import FolderSpecialRounded from '@mui/icons-material/FolderSpecialRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import MovieRounded from '@mui/icons-material/MovieRounded';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAgency } from '#app/agency-context';
import { DrawerGroup, DrawerHeader, DrawerItem } from '#app/layout/drawer-parts';
import { useMyBusinesses, usePlanStateWords } from '#features/businesses';
import { EnquiriesMenuItem } from '#features/enquiries';
import { useOpenUpgrade } from '#features/payments';
import { useLogout } from '#features/session';
import { LanguageSwitch } from '#i18n/language-switch';
import { customerMenuPath, customerPaths } from '../customer-links';
import { BusinessSwitcher } from './business-switcher';
import { OneCardDialog } from './one-card-dialog';
import { RenewalBanner } from './renewal-banner';

interface CustomerDrawerProps {
  details: TUserDetails;
  close: () => void;
}

/** The customer drawer; which entries show comes from the contract's visibleCustomerMenu. */
export function CustomerDrawer({ details, close }: CustomerDrawerProps) {
  const { t } = useTranslation(['customer', 'glossary', 'common']);
  const planWords = usePlanStateWords();
  const agency = useAgency();
  const products = customerProducts(agency.configuration);
  const visible = new Set(visibleCustomerMenu(products));
  const [oneCardOpen, setOneCardOpen] = useState(false);
  const { logout } = useLogout();
  const navigate = useNavigate();
  const openUpgrade = useOpenUpgrade();
  const { activeBusinessId } = details;
  const invitationLink = agency.configuration.dashboardConfig.invitationSiteLink;
  const businesses = useMyBusinesses();

  // One card per business: the dialog only when the active business already has its card.
  const activeBusiness = businesses.data?.find((business) => business.businessId === activeBusinessId);
  const planState = activeBusiness ? planWords(activeBusiness) : null;
  const activeHasCard = Boolean(activeBusiness?.card);
  const createDigitalCard = () => {
    if (activeHasCard) setOneCardOpen(true);
    else {
      close();
      void navigate(customerPaths.editCard(activeBusinessId));
    }
  };

  // Each entry's name and page: the glossary key that also names the page (page-titles.ts).
  const label = (item: CustomerMenuItem) => t(`glossary:${customerMenuTerm(item, products)}`);
  const to = (item: CustomerMenuItem) => customerMenuPath(item, activeBusinessId) ?? undefined;
  // A nested entry, shown only when the agency offers what it is about; it opens its page unless `open` says otherwise.
  const nestedEntry = (item: CustomerMenuItem, icon: ReactNode, open: { onClick?: () => void; href?: string } = {}) =>
    visible.has(item) ? (
      <DrawerItem
        nested
        testId={item}
        icon={icon}
        label={label(item)}
        to={open.onClick || open.href ? undefined : to(item)}
        {...open}
      />
    ) : null;

  const openPricing = () => {
    close();
    // The upgrade screen is the #upgrade hash over the current page, so "back" closes it.
    openUpgrade();
  };

  return (
    <>
      <DrawerHeader accountPath={customerPaths.account}>
        <BusinessSwitcher details={details} onChoose={close} />
      </DrawerHeader>
      <List component="nav" aria-label={t('drawer.menu')} sx={{ px: 1, py: 1.5, display: 'grid', gap: 0.25 }}>
        <DrawerItem testId="home" icon={<HomeRounded />} label={label('home')} to={to('home')} />
        <DrawerGroup testId="myProjects" icon={<FolderSpecialRounded />} label={label('myProjects')} defaultOpen>
          {nestedEntry('myDigitalCard', <ContactPageRounded />)}
          {nestedEntry('myPdfCard', <BadgeRounded />)}
          {nestedEntry('myPromotionalVideos', <MovieRounded />)}
          {visible.has('enquiries') ? <EnquiriesMenuItem label={label('enquiries')} to={to('enquiries')} /> : null}
        </DrawerGroup>
        <DrawerGroup testId="create" icon={<AddCircleOutlineRounded />} label={label('create')}>
          {nestedEntry('createDigitalCard', <ContactPageRounded />, { onClick: createDigitalCard })}
          {nestedEntry('createGreetings', <ImageRounded />)}
          {nestedEntry('createPdfCard', <BadgeRounded />)}
          {nestedEntry('createPromotionalVideo', <MovieRounded />)}
          {invitationLink
            ? nestedEntry('createInvitationCard', <CelebrationRounded />, { href: invitationLink })
            : null}
        </DrawerGroup>
        {/* The plan's renewal: ending or ended (Renew), or free (Upgrade) — the active business. */}
        {activeBusiness ? <RenewalBanner compact business={activeBusiness} onAction={openPricing} /> : null}
        <DrawerItem
          testId="pricing"
          icon={<WorkspacePremiumRounded />}
          label={label('pricing')}
          secondary={planState?.summary}
          onClick={openPricing}
        />
        <DrawerItem testId="account" icon={<ManageAccountsRounded />} label={label('account')} to={to('account')} />
        <Divider sx={{ my: 1 }} />
        {/* The panel's language, on this device: just above Logout. */}
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.5, pr: 1, py: 0.75 }}
          data-testid="drawer-language"
        >
          <TranslateRounded sx={{ color: 'text.secondary', fontSize: 22, mr: 0.75 }} aria-hidden />
          <Typography variant="body2" color="textSecondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {t('common:language')}
          </Typography>
          <LanguageSwitch />
        </Box>
        <DrawerItem testId="logout" icon={<LogoutRounded />} label={label('logout')} onClick={logout} tone="danger" />
      </List>
      <OneCardDialog open={oneCardOpen} onClose={() => setOneCardOpen(false)} />
    </>
  );
}
