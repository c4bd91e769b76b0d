import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { useSession } from "@/features/auth/hooks/use-session";
import { AppLayout } from "./layout/app-layout";
import { FallbackPage, HomePage, LandingPage } from "./lazy-routes";
import { SCREEN_ROUTES } from "./route-table";
import { PageLoader } from "./page-loader";
import { RequireAuth } from "./require-auth";
import { RouteErrorBoundary } from "./route-error-boundary";
import { useLogPagePath } from "./use-log-page-path";

/** "/" is the landing page for visitors and the home screen once signed in. */
function RootRoute() {
  const { isAuthenticated, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}

export function AppRouter() {
  useLogPagePath();
  const [location] = useLocation();
  return (
    <AppLayout>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            <Route path="/" component={RootRoute} />
            {SCREEN_ROUTES.map(({ path, component: Screen, auth }) => (
              <Route key={path} path={path}>
                {auth ? (
                  <RequireAuth>
                    <Screen />
                  </RequireAuth>
                ) : (
                  <Screen />
                )}
              </Route>
            ))}
            <Route component={FallbackPage} />
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}
