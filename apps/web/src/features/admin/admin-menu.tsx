import { type AdminMenuContext, type AdminMenuItem, greetingsManagementPath } from '@cardora/contract';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AutoAwesomeMosaicRounded from '@mui/icons-material/AutoAwesomeMosaicRounded';
import CelebrationRounded from '@mui/icons-material/CelebrationRounded';
import CollectionsRounded from '@mui/icons-material/CollectionsRounded';
import DescriptionRounded from '@mui/icons-material/DescriptionRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PaletteRounded from '@mui/icons-material/PaletteRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import VideoLibraryRounded from '@mui/icons-material/VideoLibraryRounded';
import WebRounded from '@mui/icons-material/WebRounded';
import type { ReactNode } from 'react';

export const ADMIN_HOME = '/admin';

export interface AdminMenuEntry {
  label: string;
  description: string;
  icon: ReactNode;
  /** In-app path relative to /panel; null for Logout and the external invitation site. */
  path: string | null;
}

/** Spec 2 labels for the admin drawer; the order and visibility come from the contract. */
export function adminMenuEntry(item: AdminMenuItem, ctx: AdminMenuContext): AdminMenuEntry {
  switch (item) {
    case 'home':
      return { label: 'Home', description: 'Overview', icon: <HomeRounded />, path: ADMIN_HOME };
    case 'insights':
      return {
        label: 'Insights',
        description: 'How the platform is doing',
        icon: <InsightsRounded />,
        path: '/admin/insights',
      };
    case 'allBusinesses':
      return {
        label: 'All Businesses',
        description: 'Every business and its card',
        icon: <StorefrontRounded />,
        path: '/admin/businesses',
      };
    case 'allProjects':
      return {
        label: 'All Projects',
        description: 'Cards, PDF ID cards and videos',
        icon: <AutoAwesomeMosaicRounded />,
        path: '/admin/projects',
      };
    case 'digitalInvitationCard':
      return {
        label: 'Digital Invitation card',
        description: 'Opens the invitation site',
        icon: <CelebrationRounded />,
        path: null,
      };
    case 'franchiseeList':
      return {
        label: 'Franchisee List',
        description: 'Your partners and their access',
        icon: <GroupsRounded />,
        path: '/admin/franchisees',
      };
    case 'agencyManagement':
      return {
        label: 'Agency Management',
        description: 'Agencies and their bills',
        icon: <AccountBalanceRounded />,
        path: '/admin/agency-management',
      };
    case 'billing':
      return {
        label: 'Billing',
        description: 'Your bills and payments',
        icon: <ReceiptLongRounded />,
        path: '/admin/billing',
      };
    case 'plansPricingManagement':
      return {
        label: 'Customer plans & pricing management',
        description: 'Plans your customers buy',
        icon: <SellRounded />,
        path: '/admin/plans-pricing-management',
      };
    case 'report':
      return { label: 'Report', description: 'CSV downloads', icon: <DescriptionRounded />, path: '/admin/report' };
    case 'greetingsManagement':
      return {
        label: 'Greetings Management',
        description: 'Daily images and posts',
        icon: <CollectionsRounded />,
        path: greetingsManagementPath(ctx).replace(/^\/panel/, ''),
      };
    case 'videoTemplateManagement':
      return {
        label: 'Video template Management',
        description: 'Promotional video templates',
        icon: <VideoLibraryRounded />,
        path: '/admin/video-template-management',
      };
    case 'uiCustomisation':
      return {
        label: 'Ui Customisation',
        description: 'Banners, tiles and theme',
        icon: <PaletteRounded />,
        path: '/admin/ui-customisation',
      };
    case 'categoryStaticPageManagement':
      return {
        label: 'Category Static Page Management',
        description: 'Pages per business category',
        icon: <WebRounded />,
        path: '/admin/category-static-page-management',
      };
    case 'linkStore':
      return {
        label: 'Link Store',
        description: 'Help links placed in the panel',
        icon: <LinkRounded />,
        path: '/admin/link-store',
      };
    case 'logout':
      return { label: 'Logout', description: 'Sign out', icon: <LogoutRounded />, path: null };
  }
}
