import { z } from "zod";
import { getErrorStatus } from "@/lib/api-client";

/**
 * JSON GET/POST with the session cookie. Non-ok answers throw `Error("<status>: <body>")`, the app's one
 * error shape (lib/api-client), so parseHostError reads every failure the same way.
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

export const postJson = <T>(url: string, body: unknown) =>
  send<T>(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

export type HostError = { status: number | null; message: string; fieldErrors: Record<string, string[]> };

const bodySchema = z.object({ message: z.string().optional(), fieldErrors: z.record(z.string(), z.array(z.string())).optional() });

/** The server's `{ message, fieldErrors? }` read back out of a thrown `Error("<status>: <body>")`. */
export function parseHostError(error: unknown, fallback = "Something went wrong. Please try again."): HostError {
  const status = getErrorStatus(error);
  const empty: HostError = { status, message: fallback, fieldErrors: {} };
  if (!(error instanceof Error)) return empty;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return error instanceof TypeError ? { ...empty, message: "We couldn't reach Tavola. Check your connection and try again." } : empty;
  try {
    const body = bodySchema.safeParse(JSON.parse(match[1] ?? ""));
    if (!body.success) return empty;
    return { status, message: body.data.message || fallback, fieldErrors: body.data.fieldErrors ?? {} };
  } catch {
    return empty;
  }
}

/** The first message for a field (or a path under it: "tableIds" matches "tableIds.0"). */
export function fieldMessage(error: HostError | null, field: string): string | undefined {
  if (!error) return undefined;
  const key = Object.keys(error.fieldErrors).find((k) => k === field || k.startsWith(`${field}.`));
  return key ? error.fieldErrors[key]?.[0] : undefined;
}
