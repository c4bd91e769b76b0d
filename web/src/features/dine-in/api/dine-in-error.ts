import { getErrorStatus } from "@/lib/api-client";

/**
 * The server's error body `{ message, code, fieldErrors? }`, read back out of a thrown `Error("<status>: <body>")`.
 * (The same reader as ordering's and reservations' — features do not import each other.)
 */
export type DineInError = { status: number | null; message: string; code: string | null; fieldErrors: Record<string, string[]> };

const FALLBACK = "Something went wrong. Please try again.";

export function parseDineInError(error: unknown, fallback = FALLBACK): DineInError {
  const status = getErrorStatus(error);
  const empty: DineInError = { status, message: fallback, code: null, fieldErrors: {} };
  if (!(error instanceof Error)) return empty;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) {
    // fetch() rejects with a TypeError when the network is down.
    return error instanceof TypeError ? { ...empty, message: "We couldn't reach Tavola. Check your connection and try again." } : empty;
  }
  try {
    const body = JSON.parse(match[1] ?? "") as Partial<{ message: unknown; code: unknown; fieldErrors: unknown }>;
    return {
      status,
      message: typeof body.message === "string" && body.message ? body.message : fallback,
      code: typeof body.code === "string" ? body.code : null,
      fieldErrors: isFieldErrors(body.fieldErrors) ? body.fieldErrors : {},
    };
  } catch {
    return empty;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return !!value && typeof value === "object" && Object.values(value).every((v) => Array.isArray(v));
}

/** The first message for a field path, or for any path under it. */
export function fieldError(error: DineInError | null, ...paths: string[]): string | undefined {
  if (!error) return undefined;
  for (const path of paths) {
    const key = Object.keys(error.fieldErrors).find((k) => k === path || k.startsWith(`${path}.`));
    if (key) return error.fieldErrors[key]?.[0];
  }
  return undefined;
}
