import { LogIn } from "lucide-react";
import { DemoSignInButton } from "@/features/auth/components/demo-sign-in-button";

const ANCHORS = [
  { href: "#features", label: "Features" },
  { href: "#how-it-works", label: "How It Works" },
  { href: "#pricing", label: "Pricing" },
] as const;

/**
 * Spec: the landing's sticky nav — in-page anchors and a Sign In button (the demo login; the sign-in form when
 * the server has no demo mode). It sticks just below the site header (h-16), so both stay visible while
 * scrolling the long page.
 */
export function LandingSectionNav() {
  return (
    <div className="sticky top-16 z-30 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <nav
        aria-label="On this page"
        className="mx-auto flex h-12 max-w-7xl items-center gap-1 px-3 sm:px-6"
        data-testid="nav-landing"
      >
        <ul className="flex min-w-0 flex-1 items-center gap-0.5 overflow-x-auto sm:gap-1">
          {ANCHORS.map(({ href, label }) => (
            <li key={href}>
              <a
                href={href}
                className="inline-flex h-11 items-center whitespace-nowrap sm:h-8 rounded-md px-2 text-sm text-muted-foreground transition-colors hover:bg-accent hover:text-foreground sm:px-3"
                data-testid={`link-anchor-${href.slice(1)}`}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
        <DemoSignInButton
          size="sm"
          icon={<LogIn aria-hidden="true" className="max-sm:hidden" />}
          label="Sign In"
          pendingLabel="Logging in..."
          data-testid="button-landing-sign-in"
        />
      </nav>
    </div>
  );
}
