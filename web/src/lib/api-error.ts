import { getErrorStatus } from "./api-client";

/** The server's one error body, read back out of an apiRequest error (`Error("<status>: <body>")`). */
export type ApiError = {
  status: number | null;
  message: string;
  code: string | null;
  /** Field paths as the server names them: "address.line1", "tipCents", "tableIds.0", "_form". */
  fieldErrors: Record<string, string[]>;
};

const FALLBACK = "Something went wrong. Please try again.";
const OFFLINE = "We couldn't reach Tavola. Check your connection and try again.";

/** The parsed JSON body of an apiRequest error, or undefined when there is none (network error, not JSON). */
export function readErrorBody(error: unknown): unknown {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) return undefined;
  try {
    return JSON.parse(match[1] ?? "") as unknown;
  } catch {
    return undefined;
  }
}

export function parseApiError(error: unknown, fallback = FALLBACK): ApiError {
  const status = getErrorStatus(error);
  const empty: ApiError = { status, message: fallback, code: null, fieldErrors: {} };
  if (!(error instanceof Error)) return empty;
  if (!/^\d{3}: /.test(error.message)) {
    // fetch() rejects with a TypeError when the network is down; say so rather than "something went wrong".
    return error instanceof TypeError ? { ...empty, message: OFFLINE } : empty;
  }
  const body = readErrorBody(error);
  if (!body || typeof body !== "object") return empty;
  const { message, code, fieldErrors } = body as Partial<{ message: unknown; code: unknown; fieldErrors: unknown }>;
  return {
    status,
    message: typeof message === "string" && message ? message : fallback,
    code: typeof code === "string" ? code : null,
    fieldErrors: isFieldErrors(fieldErrors) ? fieldErrors : {},
  };
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return !!value && typeof value === "object" && Object.values(value).every((v) => Array.isArray(v));
}

/** The first message for a field path, or for any path under it ("address" matches "address.line1"); the first path that has one wins. */
export function fieldError(error: Pick<ApiError, "fieldErrors"> | null, ...paths: string[]): string | undefined {
  if (!error) return undefined;
  for (const path of paths) {
    const key = Object.keys(error.fieldErrors).find((k) => k === path || k.startsWith(`${path}.`));
    if (key) return error.fieldErrors[key]?.[0];
  }
  return undefined;
}
