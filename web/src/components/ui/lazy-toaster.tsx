import { lazy, Suspense, useEffect, useState } from "react";
import { useToast } from "./use-toast";

const loadToaster = () => import("./toaster").then((m) => ({ default: m.Toaster }));
const Toaster = lazy(loadToaster);

/**
 * Resolves once the toaster's code has arrived and a frame has passed (the toast raised meanwhile is on
 * screen): a toast that precedes leaving the page (a sign-in redirect) waits for this before its pause starts,
 * so a slow chunk cannot skip the message.
 */
export function whenToasterReady(): Promise<void> {
  return loadToaster()
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => window.setTimeout(resolve, 50)));
}

/** What a person does before anything they did can raise a toast. */
const FIRST_INTERACTION = ["pointerdown", "keydown", "focusin"] as const;

/**
 * The Radix toast code is not part of a first visit that only looks (issue 14: the landing page's JavaScript
 * on the wire): it is fetched at the visitor's first interaction — a toast answers an action, so it is there
 * by the time the action's answer comes — or as soon as a toast is raised without one (a failed load), which
 * then shows once its chunk has arrived. The toast store itself is tiny and always present, so `toast()` works
 * from the start.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [engaged, setEngaged] = useState(false);

  useEffect(() => {
    const engage = () => setEngaged(true);
    for (const type of FIRST_INTERACTION) window.addEventListener(type, engage, { capture: true, once: true, passive: true });
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, engage, { capture: true });
    };
  }, []);

  if (!engaged && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
