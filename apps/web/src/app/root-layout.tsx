import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RouteLoading } from '../components/route-loading';
import { ActivityTracker, PageViewTracker } from './activity-tracker';
import { GlobalDialogs } from './global-dialogs';

/** Everything every route shares: global dialogs, activity and page-view tracking. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
      <GlobalDialogs />
      <ActivityTracker />
      <PageViewTracker />
      <ScrollRestoration />
    </>
  );
}
