import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from './page-loader';
import { RouteErrorBoundary } from './route-error-boundary';

/** Where a lazily loaded part of the route tree goes: a loader until its code is there, the retry screen if it fails. */
export function RouteFrame({ children = <Outlet /> }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}
