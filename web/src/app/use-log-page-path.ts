import { useEffect } from "react";
import { useLocation } from "wouter";

/** Spec section 2: the page path is logged on load (and on each client-side navigation). */
export function useLogPagePath(): void {
  const [location] = useLocation();
  useEffect(() => {
    console.info(`[page] ${location}`);
  }, [location]);
}
