import { type AdminMenuItem, canSeeAdminMenuItem } from '@cardora/contract';
import { Navigate, Route, Routes } from 'react-router';
import { useAgency } from '../../app/agency-context';
import { InEnglish } from '../../app/english-for-staff';
import { PanelLayout } from '../../app/layout/panel-layout';
import {
  AdminInsightsPage,
  CardEditorPage,
  CategoryStaticPageManagementPage,
  EnquiriesPage,
  GreetingsAdminPage,
  LinkStoreManagementPage,
  PlansManagementPage,
  UiCustomisationPage,
  VideoTemplateManagementPage,
} from '../../app/lazy-pages';
import { NotAvailablePage } from '../../components/not-available-page';
import { AccountPage } from '../account/account-page';
import { NotificationsBell } from '../admin-notifications/components/notifications-bell';
import { AgencyManagementPage } from '../agency-management/pages/agency-management-page';
import { BillingPage } from '../billing/pages/billing-page';
import { AddBusinessPage } from '../businesses/pages/add-business-page';
import { AdminBusinessesPage } from '../businesses/pages/admin-businesses-page';
import { FranchiseesPage } from '../franchisees/pages/franchisees-page';
import { UpgradeDialog } from '../payments/components/upgrade-dialog';
import { AdminProjectsPage } from '../projects/pages/admin-projects-page';
import { ReportPage } from '../reports/pages/report-page';
import { useSession } from '../session/hooks/use-session';
import { menuContextOf } from '../session/principal';
import { ADMIN_HOME } from './admin-menu';
import { AdminDrawer } from './components/admin-drawer';
import { useFranchisee } from './hooks/use-franchisee';
import { AdminHomePage } from './pages/admin-home-page';

/**
 * Sub-paths a later release builds; those behind a menu item follow its visibility rule.
 * Each is named by its address (page-titles.ts), like every panel page.
 */
const LATER_PAGES: { path: string; menu?: AdminMenuItem; superadminOnly?: boolean }[] = [
  { path: 'daily-image' },
  { path: 'pdf-card-templates' },
  { path: 'video-templates' },
];

/** /panel/admin/*: staff users and franchisees. */
export function AdminArea() {
  const signedIn = useSession();
  const agency = useAgency();
  // A franchisee's permissions and billing flag can change while signed in: read them fresh.
  const franchisee = useFranchisee(signedIn.kind === 'franchisee').data;
  const session = signedIn.kind === 'franchisee' && franchisee ? { ...signedIn, franchisee } : signedIn;
  const ctx = menuContextOf(session, agency);
  if (!ctx) return null;

  const area = (
    <PanelLayout
      homePath={ADMIN_HOME}
      wide
      actions={<NotificationsBell />}
      drawer={() => <AdminDrawer session={session} ctx={ctx} />}
    >
      <Routes>
        <Route index element={<AdminHomePage session={session} ctx={ctx} />} />
        <Route path="account" element={<AccountPage />} />
        {canSeeAdminMenuItem('allBusinesses', ctx) ? (
          <>
            <Route path="businesses" element={<AdminBusinessesPage />} />
            <Route path="businesses/add" element={<AddBusinessPage base={ADMIN_HOME} />} />
          </>
        ) : (
          <Route path="businesses/*" element={<NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />} />
        )}
        <Route path="cards/edit" element={<CardEditorPage base={ADMIN_HOME} />} />
        <Route
          path="insights"
          element={
            canSeeAdminMenuItem('insights', ctx) ? (
              <AdminInsightsPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="plans-pricing-management"
          element={
            canSeeAdminMenuItem('plansPricingManagement', ctx) ? (
              <PlansManagementPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="projects"
          element={
            canSeeAdminMenuItem('allProjects', ctx) ? (
              <AdminProjectsPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="enquiries"
          element={
            canSeeAdminMenuItem('allProjects', ctx) ? (
              <EnquiriesPage area="admin" />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="report"
          element={
            canSeeAdminMenuItem('report', ctx) ? (
              <ReportPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="franchisees"
          element={
            canSeeAdminMenuItem('franchiseeList', ctx) ? (
              <FranchiseesPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="billing"
          element={
            canSeeAdminMenuItem('billing', ctx) ? (
              <BillingPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="agency-management"
          element={
            canSeeAdminMenuItem('agencyManagement', ctx) ? (
              <AgencyManagementPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="daily-image-management"
          element={
            canSeeAdminMenuItem('greetingsManagement', ctx) && ctx.isSuperadminAgency ? (
              <GreetingsAdminPage platform />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="image-posts-management"
          element={
            !canSeeAdminMenuItem('greetingsManagement', ctx) ? (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            ) : ctx.isSuperadminAgency ? (
              <Navigate to="/admin/daily-image-management" replace />
            ) : (
              <GreetingsAdminPage platform={false} />
            )
          }
        />
        <Route
          path="ui-customisation"
          element={
            canSeeAdminMenuItem('uiCustomisation', ctx) ? (
              <UiCustomisationPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="video-template-management"
          element={
            canSeeAdminMenuItem('videoTemplateManagement', ctx) ? (
              <VideoTemplateManagementPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="category-static-page-management"
          element={
            canSeeAdminMenuItem('categoryStaticPageManagement', ctx) ? (
              <CategoryStaticPageManagementPage />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        <Route
          path="link-store"
          element={
            canSeeAdminMenuItem('linkStore', ctx) ? (
              <LinkStoreManagementPage canPickAgency={ctx.isAdmin} />
            ) : (
              <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
            )
          }
        />
        {LATER_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <NotAvailablePage
                homePath={ADMIN_HOME}
                reason={
                  (page.menu && !canSeeAdminMenuItem(page.menu, ctx)) ||
                  (page.superadminOnly && !ctx.isSuperadminAgency)
                    ? 'forbidden'
                    : 'later'
                }
              />
            }
          />
        ))}
        <Route path="*" element={<NotAvailablePage title="pageNotFound" homePath={ADMIN_HOME} reason="missing" />} />
      </Routes>
      <UpgradeDialog area="admin" />
    </PanelLayout>
  );
  // Staff and franchisees read the panel in English, whatever language a customer chose on this device.
  return <InEnglish>{area}</InEnglish>;
}
