import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";

/**
 * The header's disclosure menus (account, executive): a button that shows and hides a panel of links. A navigation
 * closes it (also Back/Forward); while open, a press outside closes it, and Escape closes it and puts focus back
 * on the button. Links stay links and Tab walks them (no ARIA menu roles). Spread `buttonProps` on the button and
 * `panelProps` on the panel; `rootRef` on the element holding both.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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

  return {
    open,
    location,
    close: () => setOpen(false),
    rootRef,
    buttonProps: { ref: buttonRef, "aria-expanded": open, "aria-controls": panelId, onClick: () => setOpen((o) => !o) },
    panelProps: { id: panelId, hidden: !open },
  };
}
