import { LogOut, UtensilsCrossed } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { useSession } from "@/features/auth/hooks/use-session";
import { cn } from "@/lib/utils";
import { ThemeToggle } from "../theme/theme-toggle";
import { ExecutiveMenu } from "./executive-menu";
import { executiveNavFor, isActiveWorkspaceLink, ROLE_NAMES, workspaceNavFor } from "./workspace-links";
import { useSignOut } from "./use-sign-out";

/**
 * The header of the restaurant's working screens, for staff and executives: the workspace's own links
 * (Orders, Host stand, …), who is signed in, Sign Out. No marketing links and no drawer: on a phone the
 * links sit in a second row that scrolls sideways, each a 44 px target, one tap from any other screen. Executives
 * also get the "Executive" menu (their screens, two taps away) beside the theme toggle.
 */
export function WorkspaceHeader() {
  const { user } = useSession();
  const [location] = useLocation();
  const { signOut, pending } = useSignOut();
  const links = workspaceNavFor(user?.teamRoles);
  const executive = executiveNavFor(user?.role);
  const name = user?.firstName ?? user?.email ?? "";
  const role = user?.role ? ROLE_NAMES[user.role] : undefined;
  const navRef = useRef<HTMLElement>(null);
  // On a phone the row scrolls sideways: bring the current screen's link into view ("Guest feedback" starts off screen).
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [location]);

  return (
    <header
      className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
      data-testid="header-workspace"
    >
      <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:flex-nowrap">
        <Link href="/" className="flex h-14 shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight" data-testid="link-logo">
          <UtensilsCrossed aria-hidden="true" className="size-5 text-primary" />
          <span>Tavola</span>
          {/* Not on an executive's phone: with the Executive menu's button the row would not fit 360 px. */}
          <span className={cn("rounded bg-muted px-1.5 py-0.5 text-xs font-medium text-muted-foreground", executive.length > 0 && "hidden sm:inline")}>Workspace</span>
        </Link>
        <nav
          ref={navRef}
          aria-label="Workspace"
          // Second row on phones (order 3 of the wrapping flex row), inline from lg.
          className="order-3 -mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:w-[calc(100%+3rem)] sm:px-6 lg:order-none lg:mx-0 lg:w-auto lg:flex-1 lg:overflow-visible lg:p-0"
        >
          {links.map((link) => {
            const active = isActiveWorkspaceLink(location, link.href);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={active ? "page" : undefined}
                className={cn(buttonVariants({ variant: active ? "secondary" : "ghost" }), "h-11 shrink-0 px-3", active && "font-semibold")}
                data-testid={`link-workspace-${link.href.slice(1)}`}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex h-14 items-center gap-2">
          {name ? (
            <span className="hidden text-right text-sm leading-tight sm:grid" data-testid="text-workspace-user">
              <span className="font-medium">{name}</span>
              {role ? <span className="text-xs text-muted-foreground">{role}</span> : null}
            </span>
          ) : null}
          <ExecutiveMenu links={executive} />
          <ThemeToggle />
          {user ? (
            <Button variant="outline" className="h-11" onClick={signOut} disabled={pending} data-testid="button-sign-out">
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{pending ? "Signing out..." : "Sign Out"}</span>
            </Button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
