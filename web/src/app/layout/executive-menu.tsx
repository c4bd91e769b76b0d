import { BarChart3, ChevronDown } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { NavLink } from "./nav-links";
import { useDisclosureMenu } from "./use-disclosure-menu";

/**
 * The workspace header's "Executive" menu: every executive screen in one group, so the header's row stays the
 * restaurant's screens and a phone at 360 px shows the button, not eight more links to scroll past. A disclosure
 * (button + list of links), like the account menu: links stay links, Tab walks them, Escape or a click outside
 * closes it, a navigation closes it.
 */
export function ExecutiveMenu({ links }: { links: readonly NavLink[] }) {
  const { open, location, close, rootRef, buttonProps, panelProps } = useDisclosureMenu();
  const current = links.find((l) => l.href === location);

  if (links.length === 0) return null;
  return (
    <div ref={rootRef} className="relative">
      <Button
        {...buttonProps}
        variant={current ? "secondary" : "outline"}
        className="h-11 gap-1.5 px-2.5"
        data-testid="button-executive-menu"
      >
        <BarChart3 aria-hidden="true" />
        {/* The name stays in the accessible name on phones, where only the icon shows. */}
        <span className="sr-only sm:not-sr-only">Executive</span>
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        {...panelProps}
        // On a phone the button is not at the screen's edge: the panel spans the screen under the header instead.
        className="fixed inset-x-4 top-14 z-50 max-h-[calc(100dvh-5rem)] overflow-y-auto sm:absolute sm:inset-x-auto sm:right-0 sm:top-full sm:mt-2 sm:w-64 rounded-xl border bg-popover p-1 text-popover-foreground shadow-lg"
        data-testid="panel-executive-menu"
      >
        <nav aria-label="Executive screens">
          <ul className="grid gap-0.5 py-1">
            {links.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  onClick={close}
                  aria-current={l.href === location ? "page" : undefined}
                  className={cn(buttonVariants({ variant: l.href === location ? "secondary" : "ghost" }), "h-11 w-full justify-start px-3 font-normal")}
                  data-testid={`link-executive-${l.href.slice(1)}`}
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
