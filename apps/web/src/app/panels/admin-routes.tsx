import { type AdminMenuContext, type AdminMenuItem, canSeeAdminMenuItem, type TSessionState } from '@cardora/contract';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NotAvailablePage } from '#components/not-available-page';
import { AccountPage } from '../../features/account/account-page';
import { ADMIN_HOME } from '../../features/admin/admin-menu';
import { AdminHomePage } from '../../features/admin/pages/admin-home-page';
import { AgencyManagementPage } from '../../features/agency-management/pages/agency-management-page';
import { BillingPage } from '../../features/billing/pages/billing-page';
import { AddBusinessPage } from '../../features/businesses/pages/add-business-page';
import { AdminBusinessesPage } from '../../features/businesses/pages/admin-businesses-page';
import { FranchiseesPage } from '../../features/franchisees/pages/franchisees-page';
import { AdminProjectsPage } from '../../features/projects/pages/admin-projects-page';
import { ReportPage } from '../../features/reports/pages/report-page';
import {
  AdminInsightsPage,
  AdminTagsPage,
  CardEditorPage,
  CategoryStaticPageManagementPage,
  EnquiriesPage,
  GreetingsAdminPage,
  LinkStoreManagementPage,
  PlansManagementPage,
  SystemStatusPage,
  UiCustomisationPage,
  VideoTemplateManagementPage,
} from '../lazy-pages';

export interface AdminRouteEnv {
  session: TSessionState;
  ctx: AdminMenuContext;
}

/** One page of /panel/admin/*. */
interface AdminRoute {
  /** Relative to /panel/admin; '' is the area's home. */
  path: string;
  /** The menu item whose contract rule (ADMIN_MENU_RULES) decides who may open the page; none: everyone here may. */
  menu?: AdminMenuItem;
  /** A further condition on top of the menu rule, for a page only one kind of agency has. */
  onlyIf?: (ctx: AdminMenuContext) => boolean;
  page: (env: AdminRouteEnv) => ReactNode;
}

/** A sub-path a later release builds, named by its address (page-titles.ts) like every panel page. */
const later = (): ReactNode => <NotAvailablePage homePath={ADMIN_HOME} reason="later" />;

/** Every admin page, who may open it, and what it shows; the drawer shows the same menu items by the same rules. */
export const ADMIN_ROUTES: readonly AdminRoute[] = [
  { path: '', page: ({ session, ctx }) => <AdminHomePage session={session} ctx={ctx} /> },
  { path: 'account', page: () => <AccountPage /> },
  { path: 'businesses', menu: 'allBusinesses', page: () => <AdminBusinessesPage /> },
  { path: 'businesses/add', menu: 'allBusinesses', page: () => <AddBusinessPage base={ADMIN_HOME} /> },
  { path: 'cards/edit', page: () => <CardEditorPage base={ADMIN_HOME} /> },
  { path: 'insights', menu: 'insights', page: () => <AdminInsightsPage /> },
  // The platform's status page (docs/operations.md#status-page): Insights' people, reached from Insights.
  { path: 'system-status', menu: 'insights', page: () => <SystemStatusPage /> },
  { path: 'plans-pricing-management', menu: 'plansPricingManagement', page: () => <PlansManagementPage /> },
  { path: 'projects', menu: 'allProjects', page: ({ ctx }) => <AdminProjectsPage agencyAdmin={ctx.isAdmin} /> },
  {
    path: 'enquiries',
    menu: 'allProjects',
    page: ({ ctx }) => <EnquiriesPage area="admin" agencyAdmin={ctx.isAdmin} />,
  },
  // Physical tags are the agency's admins' (the server answers 403 to anyone else); the way in is
  // a button on All projects, not a menu item (docs/product-rules.md#physical-tags).
  { path: 'tags', onlyIf: (ctx) => ctx.isAdmin, page: () => <AdminTagsPage /> },
  { path: 'report', menu: 'report', page: () => <ReportPage /> },
  { path: 'franchisees', menu: 'franchiseeList', page: () => <FranchiseesPage /> },
  { path: 'billing', menu: 'billing', page: () => <BillingPage /> },
  { path: 'agency-management', menu: 'agencyManagement', page: () => <AgencyManagementPage /> },
  // Greetings Management opens one of two addresses by the agency (greetingsManagementPath).
  {
    path: 'daily-image-management',
    menu: 'greetingsManagement',
    onlyIf: (ctx) => ctx.isSuperadminAgency,
    page: () => <GreetingsAdminPage platform />,
  },
  {
    path: 'image-posts-management',
    menu: 'greetingsManagement',
    page: ({ ctx }) =>
      ctx.isSuperadminAgency ? (
        <Navigate to="/admin/daily-image-management" replace />
      ) : (
        <GreetingsAdminPage platform={false} />
      ),
  },
  { path: 'ui-customisation', menu: 'uiCustomisation', page: () => <UiCustomisationPage /> },
  { path: 'video-template-management', menu: 'videoTemplateManagement', page: () => <VideoTemplateManagementPage /> },
  {
    path: 'category-static-page-management',
    menu: 'categoryStaticPageManagement',
    page: () => <CategoryStaticPageManagementPage />,
  },
  { path: 'link-store', menu: 'linkStore', page: ({ ctx }) => <LinkStoreManagementPage canPickAgency={ctx.isAdmin} /> },
  { path: 'daily-image', page: later },
  { path: 'pdf-card-templates', page: later },
  { path: 'video-templates', page: later },
];

export function mayOpenAdminRoute(route: AdminRoute, ctx: AdminMenuContext): boolean {
  return (!route.menu || canSeeAdminMenuItem(route.menu, ctx)) && (!route.onlyIf || route.onlyIf(ctx));
}

/** The route's page, or the "not for you" page when the contract's menu rule hides its menu item. */
export function adminRouteElement(route: AdminRoute, env: AdminRouteEnv): ReactNode {
  return mayOpenAdminRoute(route, env.ctx) ? (
    route.page(env)
  ) : (
    <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
  );
}
