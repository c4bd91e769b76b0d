import { Menu, UtensilsCrossed } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useSession } from "@/features/auth/hooks/use-session";
import { ThemeToggle } from "../theme/theme-toggle";
import { NavLinkItem } from "./nav-link-item";
import { PRIMARY_NAV } from "./nav-links";

// Only a signed-in visit needs the account menu: the signed-out landing page does not load it.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));
const MobileNavDrawer = lazy(() => import("./mobile-nav-drawer").then((m) => ({ default: m.MobileNavDrawer })));

function AuthControls() {
  const { user, isAuthenticated, isLoading } = useSession();
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <Button asChild size="sm" data-testid="link-sign-in">
        <Link href="/login">Sign In</Link>
      </Button>
    );
  }
  if (!user) return null;
  return (
    // The fallback holds the button's place (same height and name) while its chunk loads.
    <Suspense fallback={<span className="inline-flex h-10 items-center px-2.5 text-sm font-medium">{user.firstName ?? user.email}</span>}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
  const openDrawer = () => {
    setDrawerRequested(true);
    setDrawerOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={openDrawer}
          data-testid="button-open-drawer"
        >
          <Menu aria-hidden="true" />
        </Button>
        <Link href="/" className="flex min-h-11 items-center gap-2 rounded-md font-semibold tracking-tight" data-testid="link-logo">
          <UtensilsCrossed aria-hidden="true" className="size-5 text-primary" />
          <span>Tavola</span>
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center gap-1 lg:flex">
          {PRIMARY_NAV.map((link) => (
            <NavLinkItem key={link.href} link={link} />
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <AuthControls />
        </div>
      </div>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}
    </header>
  );
}
