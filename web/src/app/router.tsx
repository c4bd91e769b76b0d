import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { useSession } from "@/features/auth/hooks/use-session";
import { AppLayout } from "./layout/app-layout";
import { HomePage, LandingPage } from "./root-pages";
import { PageLoader } from "./page-loader";
import { RouteErrorBoundary } from "./route-error-boundary";
import { useLogPagePath } from "./use-log-page-path";
import { useScrollToTop } from "./use-scroll-to-top";

/** The route table and its loaders: not needed to paint the landing page. */
const ScreenRoutes = lazy(() => import("./screen-routes").then((m) => ({ default: m.ScreenRoutes })));

/** "/" is the landing page for visitors and the home screen once signed in. */
function RootRoute() {
  const { isAuthenticated, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  return isAuthenticated ? <HomePage /> : <LandingPage />;
}

export function AppRouter() {
  useLogPagePath();
  useScrollToTop();
  const [location] = useLocation();
  return (
    <AppLayout>
      <RouteErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            <Route path="/" component={RootRoute} />
            <Route>
              <ScreenRoutes />
            </Route>
          </Switch>
        </Suspense>
      </RouteErrorBoundary>
    </AppLayout>
  );
}
