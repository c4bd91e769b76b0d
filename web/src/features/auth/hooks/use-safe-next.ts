import { useSearch } from "wouter";
import { safeNextFromSearch } from "@/lib/safe-next";

/**
 * The `?next=` target after sign-in, limited to same-origin paths: "/catering" is kept, while
 * "//evil.example", "/\t/evil.example" or "https://…" fall back to "/" so the login page cannot be used as an
 * open redirect (see `safeNextPath`).
 */
export function getSafeNext(search: string, origin: string = window.location.origin): string {
  return safeNextFromSearch(search, origin);
}

export function useSafeNext(): string {
  return getSafeNext(useSearch());
}
