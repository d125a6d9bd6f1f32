import { Route, Routes } from 'react-router';
import { NotAvailablePage } from '#components/not-available-page';
import { ADMIN_HOME } from '../../features/admin/admin-menu';
import { AdminDrawer } from '../../features/admin/components/admin-drawer';
import { useFranchisee } from '../../features/admin/hooks/use-franchisee';
import { NotificationsBell } from '../../features/admin-notifications/components/notifications-bell';
import { UpgradeDialog } from '../../features/payments/components/upgrade-dialog';
import { useSession } from '../../features/session/hooks/use-session';
import { menuContextOf } from '../../features/session/principal';
import { useAgency } from '../agency-context';
import { InEnglish } from '../english-for-staff';
import { PanelLayout } from '../layout/panel-layout';
import { ADMIN_ROUTES, adminRouteElement } from './admin-routes';

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
        {ADMIN_ROUTES.map((route) =>
          route.path === '' ? (
            <Route key="" index element={adminRouteElement(route, { session, ctx })} />
          ) : (
            <Route key={route.path} path={route.path} element={adminRouteElement(route, { session, ctx })} />
          ),
        )}
        <Route path="*" element={<NotAvailablePage title="pageNotFound" homePath={ADMIN_HOME} reason="missing" />} />
      </Routes>
      <UpgradeDialog area="admin" />
    </PanelLayout>
  );
  // Staff and franchisees read the panel in English, whatever language a customer chose on this device.
  return <InEnglish>{area}</InEnglish>;
}
