import * as DialogPrimitive from "@radix-ui/react-dialog";
import { UtensilsCrossed, X } from "lucide-react";
import { ThemeChoice } from "../theme/theme-choice";
import { NavLinkItem } from "./nav-link-item";
import { PRIMARY_NAV, SERVICES_NAV } from "./nav-links";

type MobileNavDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Small-screen side drawer (spec section 2); loaded only when first opened, to keep the shell light. */
export function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  // Closing on click (not on route change) also closes it when the link points at the current page.
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 motion-safe:data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          data-testid="drawer-nav"
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto border-r bg-background p-6 shadow-xl transition-transform duration-200 ease-out starting:-translate-x-full motion-reduce:transition-none"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-semibold">
              <UtensilsCrossed aria-hidden="true" className="size-5 text-primary" />
              Tavola
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
              data-testid="button-close-drawer"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close menu</span>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Site navigation and services</DialogPrimitive.Description>
          <nav aria-label="Main" className="grid gap-1">
            {PRIMARY_NAV.map((link) => (
              <NavLinkItem key={link.href} link={link} className="justify-start" onNavigate={close} />
            ))}
          </nav>
          <nav aria-labelledby="drawer-services-title" className="grid gap-1">
            <h3 id="drawer-services-title" className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Services
            </h3>
            {SERVICES_NAV.map((link) => (
              <NavLinkItem key={link.href} link={link} className="justify-start" onNavigate={close} />
            ))}
          </nav>
          <div className="mt-auto grid gap-2 border-t pt-4">
            <p className="px-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Appearance</p>
            <ThemeChoice />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
