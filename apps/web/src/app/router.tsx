import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { InEnglish } from './english-for-staff';
import { AdminGuard, CreatePasswordGuard, CustomerGuard, OtpGuard, SignedOutOnly } from './guards';
import {
  AdminArea,
  CreatePasswordPage,
  CustomerArea,
  DocumentCheckPage,
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

/** The one-time code and choose-a-password steps of signing in; a franchisee's addresses carry their prefix. */
function signInSteps(subject: 'user' | 'franchisee'): RouteObject[] {
  const prefix = subject === 'franchisee' ? 'franchisee-' : '';
  return [
    {
      path: `${prefix}otp`,
      element: (
        <OtpGuard subject={subject}>
          <OtpPage subject={subject} />
        </OtpGuard>
      ),
    },
    {
      path: `${prefix}createPassword`,
      element: (
        <CreatePasswordGuard subject={subject}>
          <CreatePasswordPage subject={subject} />
        </CreatePasswordGuard>
      ),
    },
  ];
}

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
              ...(['user', 'franchisee'] as const).flatMap(signInSteps),
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
              // What a document's QR code opens (the server sends /documents/check/… here):
              // anyone may check a document, signed in or not.
              { path: 'documents/check/:checkCode', element: <DocumentCheckPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
    { basename: PANEL_BASENAME },
  );
}
