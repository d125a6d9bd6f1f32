import { canSeeAdminMenuItem } from '@cardora/contract';
import { Route, Routes } from 'react-router';
import { NotAvailablePage } from '#components/not-available-page';
import { ADMIN_HOME } from '../../features/admin/admin-menu';
import { AdminDrawer } from '../../features/admin/components/admin-drawer';
import {
  AgencyImagePaymentPage,
  AgencyPdfCardPaymentPage,
  MonthPaymentPage,
} from '../../features/billing/pages/agency-payment-pages';
import { HelpfulLinksStrip } from '../../features/link-store/components/helpful-links-strip';
import { useSession } from '../../features/session/hooks/use-session';
import { menuContextOf } from '../../features/session/principal';
import { useAgency } from '../agency-context';
import { PanelLayout } from '../layout/panel-layout';

/** The agency payment pages (agency -> platform): for the admins who see Billing. */
const PAYMENT_PAGES = [
  { path: 'month-payment', Page: MonthPaymentPage },
  { path: 'agency-image-payment', Page: AgencyImagePaymentPage },
  { path: 'agency-pdf-card-payment', Page: AgencyPdfCardPaymentPage },
];

/** /panel/payment/*: inside the admin guard, with the admin menu. */
export function PaymentsArea() {
  const session = useSession();
  const agency = useAgency();
  const ctx = menuContextOf(session, agency);
  if (!ctx) return null;
  return (
    <PanelLayout homePath={ADMIN_HOME} drawer={() => <AdminDrawer session={session} ctx={ctx} />}>
      {canSeeAdminMenuItem('billing', ctx) ? <HelpfulLinksStrip page="payment" /> : null}
      <Routes>
        {PAYMENT_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              canSeeAdminMenuItem('billing', ctx) ? (
                <page.Page />
              ) : (
                <NotAvailablePage homePath={ADMIN_HOME} reason="forbidden" />
              )
            }
          />
        ))}
        <Route path="*" element={<NotAvailablePage title="pageNotFound" homePath={ADMIN_HOME} reason="missing" />} />
      </Routes>
    </PanelLayout>
  );
}
