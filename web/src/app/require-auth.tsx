import type { ReactNode } from "react";
import { Redirect, useLocation } from "wouter";
import { useSession } from "@/features/auth/hooks/use-session";
import { loginHref } from "@/lib/safe-next";
import { PageLoader } from "./page-loader";

/** Screens that need a session send signed-out visitors to /login, coming back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useSession();
  const [location] = useLocation();
  if (isLoading) return <PageLoader />;
  if (!isAuthenticated) return <Redirect to={loginHref(location, window.location.origin)} replace />;
  return children;
}
