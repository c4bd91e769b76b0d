import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { PRIMARY_NAV, SERVICES_NAV } from "./nav-links";
import { NavLinkItem } from "./nav-link-item";

type MobileNavDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Small-screen side drawer (spec section 2); loaded only when first opened, to keep the shell light. */
export function MobileNavDrawer({ open, onOpenChange }: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto border-r bg-background p-6 shadow-xl">
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded-sm p-1 opacity-70 hover:opacity-100">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close menu</span>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">Site navigation</DialogPrimitive.Description>
          <nav aria-label="Main" className="grid gap-1">
            {PRIMARY_NAV.map((link) => (
              <NavLinkItem key={link.href} link={link} className="justify-start" onNavigate={close} />
            ))}
          </nav>
          <nav aria-label="Services" className="grid gap-1">
            <h2 className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Services</h2>
            {SERVICES_NAV.map((link) => (
              <NavLinkItem key={link.href} link={link} className="justify-start" onNavigate={close} />
            ))}
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
