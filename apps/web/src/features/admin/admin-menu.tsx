import {
  ADMIN_MENU_TERMS,
  type AdminMenuContext,
  type AdminMenuItem,
  GLOSSARY,
  type GlossaryKey,
  greetingsManagementPath,
} from '@cardora/contract';
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
  /** The glossary key: the entry's name, and the name of the page it opens. */
  term: GlossaryKey;
  label: string;
  description: string;
  icon: ReactNode;
  /** In-app path relative to /panel; null for Logout and the external invitation site. */
  path: string | null;
}

/**
 * The admin drawer's entries: names from the glossary, the same key naming the page each
 * opens (page-titles.ts); the order and visibility come from the contract.
 */
export function adminMenuEntry(item: AdminMenuItem, ctx: AdminMenuContext): AdminMenuEntry {
  const term = ADMIN_MENU_TERMS[item];
  return { term, label: GLOSSARY[term], ...entryDetails(item, ctx) };
}

function entryDetails(item: AdminMenuItem, ctx: AdminMenuContext): Omit<AdminMenuEntry, 'term' | 'label'> {
  switch (item) {
    case 'home':
      return {
        description: 'Overview',
        icon: <HomeRounded />,
        path: ADMIN_HOME,
      };
    case 'insights':
      return {
        description: 'How the platform is doing',
        icon: <InsightsRounded />,
        path: '/admin/insights',
      };
    case 'allBusinesses':
      return {
        description: 'Every business and its card',
        icon: <StorefrontRounded />,
        path: '/admin/businesses',
      };
    case 'allProjects':
      return {
        description: 'Cards, PDF ID cards and videos',
        icon: <AutoAwesomeMosaicRounded />,
        path: '/admin/projects',
      };
    case 'digitalInvitationCard':
      return {
        description: 'Opens the invitation site',
        icon: <CelebrationRounded />,
        path: null,
      };
    case 'franchiseeList':
      return {
        description: 'Your partners and their access',
        icon: <GroupsRounded />,
        path: '/admin/franchisees',
      };
    case 'agencyManagement':
      return {
        description: 'Agencies and their bills',
        icon: <AccountBalanceRounded />,
        path: '/admin/agency-management',
      };
    case 'billing':
      return {
        description: 'Your bills and payments',
        icon: <ReceiptLongRounded />,
        path: '/admin/billing',
      };
    case 'plansPricingManagement':
      return {
        description: 'Plans your customers buy',
        icon: <SellRounded />,
        path: '/admin/plans-pricing-management',
      };
    case 'report':
      return {
        description: 'CSV downloads',
        icon: <DescriptionRounded />,
        path: '/admin/report',
      };
    case 'greetingsManagement':
      return {
        description: 'Daily images and posts',
        icon: <CollectionsRounded />,
        path: greetingsManagementPath(ctx).replace(/^\/panel/, ''),
      };
    case 'videoTemplateManagement':
      return {
        description: 'Promotional video templates',
        icon: <VideoLibraryRounded />,
        path: '/admin/video-template-management',
      };
    case 'uiCustomisation':
      return {
        description: 'Banners, tiles and theme',
        icon: <PaletteRounded />,
        path: '/admin/ui-customisation',
      };
    case 'categoryStaticPageManagement':
      return {
        description: 'Pages per business category',
        icon: <WebRounded />,
        path: '/admin/category-static-page-management',
      };
    case 'linkStore':
      return {
        description: 'Help links placed in the panel',
        icon: <LinkRounded />,
        path: '/admin/link-store',
      };
    case 'logout':
      return { description: 'Sign out', icon: <LogoutRounded />, path: null };
  }
}
