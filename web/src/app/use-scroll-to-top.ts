import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * A link to another page opens it at its top, as a browser does for a full page load: without this a tap on
 * "Proceed to Checkout" far down the menu opened checkout half-way down. Links to an anchor (#features) and
 * the first render (the browser restores a reload's position) are left alone.
 */
export function useScrollToTop(): void {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    if (window.location.hash) return;
    window.scrollTo(0, 0);
  }, [location]);
}
