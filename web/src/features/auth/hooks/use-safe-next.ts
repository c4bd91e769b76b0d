import { useSearch } from "wouter";

/**
 * The `?next=` target after sign-in, limited to same-origin paths: "/catering" is kept, while
 * "//evil.example" or "https://…" fall back to "/" so the login page cannot be used as an open redirect.
 */
export function getSafeNext(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return "/";
  return next;
}

export function useSafeNext(): string {
  return getSafeNext(useSearch());
}
