import { lazy } from "react";

/**
 * The two screens "/" can show. They live apart from lazy-routes.ts so the entry chunk does not carry every
 * route's loader and preload list: the route table is itself a lazy chunk (screen-routes.tsx).
 */
export const LandingPage = lazy(() =>
  import("@/routes/public/landing-page").then((m) => ({ default: m.LandingPage })),
);
export const HomePage = lazy(() => import("@/routes/customer/home-page").then((m) => ({ default: m.HomePage })));
