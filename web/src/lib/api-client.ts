import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * Spec section 8: any non-ok response becomes `Error("<status>: <body text or status text>")`.
 * Callers (isUnauthorizedError, getErrorMessage) rely on this exact shape.
 */
async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

/** Extra request headers (Idempotency-Key, X-Table-Guest) and a query's abort signal. */
export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** Every call sends the session cookie (spec section 7); bodies are JSON. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...options?.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    ...(options?.signal ? { signal: options.signal } : {}),
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON parse, for reads and mutations whose answer the screen uses. */
export async function apiRequestJson<T>(method: HttpMethod, url: string, body?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, url, body, options);
  return (await res.json()) as T;
}

/**
 * The default read: GET the query key joined as a path (["/api/catering"] → "/api/catering").
 * With on401 "returnNull" a 401 is an empty result rather than an error (spec section 8), which is how
 * "not signed in" is told apart from "the server failed".
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && res.status === 401) {
      // Read the (small) body anyway: an unread body keeps the request open in the browser's network log, so
      // tools that wait for the network to go quiet (Lighthouse, Playwright's networkidle) never see it end.
      await res.text().catch(() => "");
      return null;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/** Spec section 7: an error counts as unauthorised when it starts with '401: ' and mentions 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.message.startsWith("401: ") && error.message.includes("Unauthorized");
}

/** The HTTP status carried in an apiRequest error message, or null for network and other errors. */
export function getErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
}

/**
 * A human message for an apiRequest error. The server answers `{ message, code, fieldErrors?, requestId }`,
 * so the body's `message` is preferred; a plain-text body is shown as is; anything else gets the fallback.
 */
export function getErrorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (!(error instanceof Error)) return fallback;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return fallback;
  const body = match[1]?.trim() ?? "";
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
    return fallback;
  } catch {
    // Not JSON (e.g. a proxy's plain-text page); short text is still more useful than a generic line.
    return body.length <= 200 && !body.startsWith("<") ? body : fallback;
  }
}
