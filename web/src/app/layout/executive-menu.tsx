import { BarChart3, ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { NavLink } from "./nav-links";

/**
 * The workspace header's "Executive" menu: every executive screen in one group, so the header's row stays the
 * restaurant's screens and a phone at 360 px shows the button, not eight more links to scroll past. A disclosure
 * (button + list of links), like the account menu: links stay links, Tab walks them, Escape or a click outside
 * closes it, a navigation closes it.
 */
export function ExecutiveMenu({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const current = links.find((l) => l.href === location);

  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (links.length === 0) return null;
  return (
    <div ref={rootRef} className="relative">
      <Button
        ref={buttonRef}
        variant={current ? "secondary" : "outline"}
        className="h-11 gap-1.5 px-2.5"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="button-executive-menu"
      >
        <BarChart3 aria-hidden="true" />
        {/* The name stays in the accessible name on phones, where only the icon shows. */}
        <span className="sr-only sm:not-sr-only">Executive</span>
        <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
      </Button>
      <div
        id={panelId}
        hidden={!open}
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
                  onClick={() => setOpen(false)}
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
