import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Class lists whose merge is known ahead of time: the build records every list a prerendered page merges
 * (prerender/render-page.tsx) and main.tsx hands them back before hydrating it, so hydration does not pay for
 * tailwind-merge's set-up and parsing (tens of milliseconds on a phone). Same input, same output as twMerge's.
 */
const premerged = new Map<string, string>();
let recording: Map<string, string> | null = null;

/** Joins class names and lets a later Tailwind utility override an earlier one (`px-2` then `px-4`). */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = premerged.get(joined);
  if (known !== undefined) return known;
  const merged = twMerge(joined);
  recording?.set(joined, merged);
  return merged;
}

/** Merges recorded by the build: a plain string merges to itself, a pair is [input, output]. */
export type PremergedClassNames = Array<string | [string, string]>;

export function addPremergedClassNames(entries: PremergedClassNames): void {
  for (const entry of entries) {
    if (typeof entry === "string") premerged.set(entry, entry);
    else premerged.set(entry[0], entry[1]);
  }
}

/** Records the merges `cn` computes until the returned function is called, which answers them (build only). */
export function recordClassNames(): () => PremergedClassNames {
  const recorded = new Map<string, string>();
  recording = recorded;
  return () => {
    recording = null;
    return [...recorded].map(([input, output]) => (input === output ? input : [input, output]));
  };
}

/** Sets tailwind-merge up (its first merge builds its tables): done when idle, not inside a render. */
export function warmUpClassMerging(): void {
  twMerge("");
}
