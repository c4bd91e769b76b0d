import { lazy, Suspense, type ReactNode } from "react";
import { SiteHeader } from "./site-header";

// The footer sits below the fold on every screen: it loads after the first paint, keeping its links and
// icons out of the landing's initial JavaScript.
const SiteFooter = lazy(() => import("./site-footer").then((m) => ({ default: m.SiteFooter })));

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/* At least a screen tall (less the header): the footer starts below the fold, so a page whose content
          arrives after the first paint (or the lazily loaded footer itself) never moves it on screen. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
