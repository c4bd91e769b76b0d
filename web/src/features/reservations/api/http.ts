/**
 * JSON GET/POST with the session cookie. Non-ok answers throw `Error("<status>: <body>")`, the app's one
 * error shape (lib/api-client), so parseReservationError reads every failure the same way.
 */
async function send<T>(url: string, init: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: "include", ...init });
  if (!res.ok) {
    const text = await res.text();
    throw new Error(`${res.status}: ${text || res.statusText}`);
  }
  return (await res.json()) as T;
}

export const getJson = <T>(url: string, signal?: AbortSignal) => send<T>(url, { signal });

export const postJson = <T>(url: string, body: unknown, signal?: AbortSignal) =>
  send<T>(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal });
