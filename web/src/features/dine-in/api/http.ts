import { TABLE_GUEST_HEADER } from "@tavola/contracts";

/**
 * JSON GET/POST with the session cookie and, for a guest at a table, the `X-Table-Guest` secret that
 * opens their table session. Non-ok answers throw the app's one error shape `Error("<status>: <body>")`
 * (lib/api-client), so parseDineInError reads every failure the same way.
 */
async function send<T>(url: string, init: RequestInit, guestToken?: string | null): Promise<T> {
  const headers = new Headers(init.headers);
  if (guestToken) headers.set(TABLE_GUEST_HEADER, guestToken);
  const res = await fetch(url, { credentials: "include", ...init, headers });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}

export const getJson = <T>(url: string, options: { signal?: AbortSignal; guestToken?: string | null } = {}) =>
  send<T>(url, { signal: options.signal }, options.guestToken);

export const postJson = <T>(url: string, body: unknown, options: { signal?: AbortSignal; guestToken?: string | null } = {}) =>
  send<T>(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal: options.signal }, options.guestToken);
