/**
 * Where to go after signing in (`?next=`), limited to this app's own paths, so the login page cannot be used
 * as an open redirect. The value is parsed as a URL against the app's origin, as the browser would: it strips
 * tabs and newlines and reads "\" as "/", so "/\t/evil.example" or "/\\evil.example" is really
 * "//evil.example", another host. Anything that resolves to another origin falls back to "/", and the answer
 * is the normalised path (+ query + hash), never something that starts with "//".
 */
export function safeNextPath(raw: string | null | undefined, origin: string): string {
  if (!raw || !raw.startsWith("/")) return "/";
  let url: URL;
  let own: string;
  try {
    own = new URL(origin).origin;
    url = new URL(raw, own);
  } catch {
    return "/";
  }
  if (url.origin !== own) return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" normalises to the path "//evil.example", which a navigation would read as a host.
  if (!path.startsWith("/") || path.startsWith("//")) return "/";
  return path;
}

/** The `?next=` target of a query string (`location.search` or wouter's `useSearch()`), made safe. */
export function safeNextFromSearch(search: string, origin: string): string {
  return safeNextPath(new URLSearchParams(search).get("next"), origin);
}

/** The login page, coming back to `returnTo` (made safe the same way) afterwards. */
export function loginHref(returnTo: string, origin: string): string {
  const next = safeNextPath(returnTo, origin);
  return next === "/" ? "/login" : `/login?next=${encodeURIComponent(next)}`;
}
