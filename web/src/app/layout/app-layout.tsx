import { lazy, Suspense, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useSession } from "@/features/auth/hooks/use-session";
import { SiteHeader } from "./site-header";
import { isWorkspacePath, isWorkspaceRole } from "./workspace-links";

// The footer sits below the fold on every screen: it loads after the first paint, keeping its links and
// icons out of the landing's initial JavaScript.
const SiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));
// Only staff and executives ever see it, so it stays out of the visitors' first load.
const WorkspaceHeader = lazy(() => import("./workspace-header").then((m) => ({ default: m.WorkspaceHeader })));

/**
 * Staff and executives on the restaurant's working screens get the workspace header and no customer
 * footer; everyone else, and every public page, keeps the spec's header and footer. While the session is
 * still loading on a workspace screen the page waits too (it needs the session), so neither header flashes.
 */
function useShell(): "site" | "workspace" | "pending" {
  const [location] = useLocation();
  const { user, isLoading } = useSession();
  if (!isWorkspacePath(location)) return "site";
  if (isLoading) return "pending";
  return isWorkspaceRole(user?.role) ? "workspace" : "site";
}

/** The workspace header's height while its code loads, so the page below does not jump. */
const WORKSPACE_HEADER_SPACE = <div aria-hidden="true" className="h-[6.75rem] border-b lg:h-14" />;

export function AppLayout({ children }: { children: ReactNode }) {
  const shell = useShell();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      {shell === "site" ? (
        <SiteHeader />
      ) : shell === "workspace" ? (
        <Suspense fallback={WORKSPACE_HEADER_SPACE}>
          <WorkspaceHeader />
        </Suspense>
      ) : (
        WORKSPACE_HEADER_SPACE
      )}
      {/* At least a screen tall (less the header): the footer starts below the fold, so a page whose content
          arrives after the first paint (or the lazily loaded footer itself) never moves it on screen. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      {shell === "site" ? (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      ) : null}
    </div>
  );
}
