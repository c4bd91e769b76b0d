import { ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import { formatCents } from "@/lib/format";

/** True while the element is on screen (false where IntersectionObserver is missing). */
function useInView(elementId: string): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const el = document.getElementById(elementId);
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false));
    observer.observe(el);
    return () => observer.disconnect();
  }, [elementId]);
  return inView;
}

/**
 * On small screens the cart sits below a long menu; this bar keeps the count, subtotal and the way to
 * checkout in reach. It is sticky (not fixed) so it never covers the footer, steps aside once the cart
 * itself is in view, and is hidden from lg up, where the cart is sticky beside the menu.
 */
export function MobileCartBar({ itemCount, subtotalCents, cartId }: { itemCount: number; subtotalCents: number; cartId: string }) {
  const cartVisible = useInView(cartId);
  if (itemCount === 0 || cartVisible) return null;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 border-t bg-background/95 p-3 backdrop-blur sm:-mx-6 lg:hidden">
      <Link
        href="/checkout"
        className="mx-auto flex max-w-xl items-center justify-between gap-3 rounded-lg bg-primary px-4 py-3 text-sm font-medium text-primary-foreground shadow-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        data-testid="link-mobile-checkout"
      >
        <span className="inline-flex items-center gap-2">
          <ShoppingBag aria-hidden="true" className="size-4" />
          {itemCount} {itemCount === 1 ? "item" : "items"} · Checkout
        </span>
        <span className="tabular-nums">{formatCents(subtotalCents)}</span>
      </Link>
    </div>
  );
}
