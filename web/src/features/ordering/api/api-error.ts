import { getErrorStatus } from "@/lib/api-client";

/** The server's one error body, read back out of an apiRequest error (`Error("<status>: <body>")`). */
export type ApiError = {
  status: number | null;
  message: string;
  code: string | null;
  /** Field paths as the server names them: "address.line1", "tipCents", "promoCode", "_form". */
  fieldErrors: Record<string, string[]>;
};

const FALLBACK = "Something went wrong. Please try again.";

export function parseApiError(error: unknown, fallback = FALLBACK): ApiError {
  const status = getErrorStatus(error);
  const empty: ApiError = { status, message: fallback, code: null, fieldErrors: {} };
  if (!(error instanceof Error)) return empty;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) {
    // fetch() rejects with a TypeError when the network is down; say so rather than "something went wrong".
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

/** The first message for a field path, or for any path under it ("address" matches "address.line1"). */
export function fieldError(error: ApiError | null, path: string): string | undefined {
  if (!error) return undefined;
  const key = Object.keys(error.fieldErrors).find((k) => k === path || k.startsWith(`${path}.`));
  return key ? error.fieldErrors[key]?.[0] : undefined;
}
