import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BrandedSplash } from '../components/splash';
import { ActivityTracker, PageViewTracker } from './activity-tracker';
import { EnglishForStaff } from './english-for-staff';
import { GlobalDialogs } from './global-dialogs';
import { DismissSignInIsland } from './sign-in-handoff';

/** Everything every route shares: global dialogs, activity and page-view tracking. */
export function RootLayout() {
  return (
    <>
      {/* An area's code (the login, the customer or admin panel) loading: the same branded splash as the boot. */}
      <Suspense fallback={<BrandedSplash testId="route-splash" />}>
        <Outlet />
        <DismissSignInIsland />
      </Suspense>
      <EnglishForStaff>
        <GlobalDialogs />
      </EnglishForStaff>
      <ActivityTracker />
      <PageViewTracker />
      <ScrollRestoration />
    </>
  );
}
