import { createBrowserRouter, Navigate } from 'react-router';
import { InEnglish } from './english-for-staff';
import { AdminGuard, CreatePasswordGuard, CustomerGuard, OtpGuard, SignedOutOnly } from './guards';
import {
  AdminArea,
  CreatePasswordPage,
  CustomerArea,
  FranchiseeLoginPage,
  LoginPage,
  OtpPage,
  PaymentsArea,
  ThankYouPage,
} from './lazy-routes';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorScreen } from './route-error-screen';

export const PANEL_BASENAME = '/panel';

/** The top-level routes, all under /panel. */
export function createAppRouter() {
  return createBrowserRouter(
    [
      {
        element: <RootLayout />,
        errorElement: <RouteErrorScreen />,
        children: [
          {
            errorElement: <RouteErrorScreen />,
            children: [
              { index: true, element: <Navigate to="/login" replace /> },
              {
                path: 'login',
                element: (
                  <SignedOutOnly>
                    <LoginPage />
                  </SignedOutOnly>
                ),
              },
              {
                path: 'franchisee-login',
                element: (
                  <SignedOutOnly>
                    <FranchiseeLoginPage />
                  </SignedOutOnly>
                ),
              },
              {
                path: 'otp',
                element: (
                  <OtpGuard subject="user">
                    <OtpPage subject="user" />
                  </OtpGuard>
                ),
              },
              {
                path: 'franchisee-otp',
                element: (
                  <OtpGuard subject="franchisee">
                    <OtpPage subject="franchisee" />
                  </OtpGuard>
                ),
              },
              {
                path: 'createPassword',
                element: (
                  <CreatePasswordGuard subject="user">
                    <CreatePasswordPage subject="user" />
                  </CreatePasswordGuard>
                ),
              },
              {
                path: 'franchisee-createPassword',
                element: (
                  <CreatePasswordGuard subject="franchisee">
                    <CreatePasswordPage subject="franchisee" />
                  </CreatePasswordGuard>
                ),
              },
              {
                path: 'customer/*',
                element: (
                  <CustomerGuard>
                    <CustomerArea />
                  </CustomerGuard>
                ),
              },
              {
                path: 'admin/*',
                element: (
                  <AdminGuard>
                    <AdminArea />
                  </AdminGuard>
                ),
              },
              {
                path: 'payment/*',
                element: (
                  <AdminGuard>
                    {/* The agency's own payment pages: staff, so English (the admin area is too). */}
                    <InEnglish>
                      <PaymentsArea />
                    </InEnglish>
                  </AdminGuard>
                ),
              },
              { path: 'thankyou', element: <ThankYouPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
    { basename: PANEL_BASENAME },
  );
}
