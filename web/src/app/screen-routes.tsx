import { Route, Switch } from "wouter";
import { FallbackPage } from "./lazy-routes";
import { RequireAuth } from "./require-auth";
import { SCREEN_ROUTES } from "./route-table";

/**
 * Every path but "/": the spec's built screens, then placeholders and the 404. Loaded as its own chunk on the
 * first visit to such a path, so the landing page's initial JS does not grow with each new screen.
 */
export function ScreenRoutes() {
  return (
    <Switch>
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
  );
}
