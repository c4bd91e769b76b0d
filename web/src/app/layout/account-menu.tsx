import type { User } from "@tavola/contracts";
import { ChevronDown, CircleUser, LogOut } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { accountMenuFor } from "./account-links";
import type { NavLink } from "./nav-links";
import { useDisclosureMenu } from "./use-disclosure-menu";
import { useSignOut } from "./use-sign-out";

function MenuLinks({ title, links, onPick }: { title: string; links: readonly NavLink[]; onPick: () => void }) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <div className="grid gap-0.5 py-1">
      <p id={headingId} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </p>
      <ul aria-labelledby={headingId} className="grid">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href} onClick={onPick} className={cn(buttonVariants({ variant: "ghost" }), "h-11 w-full justify-start px-3 font-normal")} data-testid={`link-account-${l.href.slice(1)}`}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The signed-in header's account menu: an executive's screens, My Orders, Reservations, Loyalty, catering requests,
 * the role's workspaces (it scrolls within the screen when they make it tall), Sign Out. A disclosure (button + list of links, the pattern for site navigation) rather than an
 * ARIA menu: links stay links, Tab walks them, Escape or a click outside closes it. Its own lazy chunk, so the
 * signed-out landing page does not carry it.
 */
export function AccountMenu({ user }: { user: User }) {
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosureMenu();
  const { signOut, pending } = useSignOut();
  const { account, workspaces, executive } = accountMenuFor(user.role, user.teamRoles);
  const name = user.firstName ?? user.email;

  return (
    <div ref={rootRef} className="relative">
      <Button
        {...buttonProps}
        variant="outline"
        className="h-11 gap-1.5 px-2.5 sm:h-10"
        // Contains the visible name (WCAG 2.5.3), and says what the button opens.
        aria-label={`Account menu for ${name}`}
        data-testid="button-account-menu"
      >
        <CircleUser aria-hidden="true" />
        <span className="hidden max-w-[8rem] truncate sm:inline" data-testid="text-header-user">
          {name}
        </span>
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        {...panelProps}
        className="absolute right-0 top-full z-50 mt-2 max-h-[calc(100dvh-5rem)] w-64 max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg"
        data-testid="panel-account-menu"
      >
        <nav aria-label="Account menu" className="divide-y">
          {/* An executive's own screens first: the menu is long for them, and these are what they open it for. */}
          <MenuLinks title="Executive" links={executive} onPick={close} />
          <MenuLinks title="Your account" links={account} onPick={close} />
          <MenuLinks title="Workspaces" links={workspaces} onPick={close} />
          <div className="py-1">
            <Button variant="ghost" className="h-11 w-full justify-start px-3" onClick={signOut} disabled={pending} data-testid="button-sign-out">
              <LogOut aria-hidden="true" />
              {pending ? "Signing out..." : "Sign Out"}
            </Button>
          </div>
        </nav>
      </div>
    </div>
  );
}
