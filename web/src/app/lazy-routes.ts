import { lazy } from "react";

/**
 * Every screen is its own chunk (architecture: "every role screen lazy") so the first paint only pays
 * for the shell. Pages use named exports, hence the `.then` mapping.
 */
export const LandingPage = lazy(() =>
  import("@/routes/public/landing-page").then((m) => ({ default: m.LandingPage })),
);
export const LoginPage = lazy(() => import("@/routes/public/login-page").then((m) => ({ default: m.LoginPage })));
export const SignupPage = lazy(() => import("@/routes/public/signup-page").then((m) => ({ default: m.SignupPage })));
export const NotFoundPage = lazy(() =>
  import("@/routes/public/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);
export const HomePage = lazy(() => import("@/routes/customer/home-page").then((m) => ({ default: m.HomePage })));
export const CateringPage = lazy(() =>
  import("@/routes/catering/catering-page").then((m) => ({ default: m.CateringPage })),
);
