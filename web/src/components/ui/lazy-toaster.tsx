import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

const loadToaster = () => import("./toaster").then((m) => ({ default: m.Toaster }));
const Toaster = lazy(loadToaster);

/**
 * The Radix toast code is fetched after first paint (when the browser is idle) or as soon as the first
 * toast is raised, whichever comes first — it is not needed to show the page, only to notify.
 * The toast store itself is tiny and always present, so `toast()` works from the start.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1500);
    return () => window.clearTimeout(handle);
  }, []);

  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
