import { reservationAlternativeSchema } from "@tavola/contracts";
import { z } from "zod";
import { getErrorStatus } from "@/lib/api-client";

export type ReservationAlternative = z.infer<typeof reservationAlternativeSchema>;

/** The server's error body `{ message, code, fieldErrors?, alternatives? }`, read back out of a thrown `Error("<status>: <body>")`. */
export type ReservationError = {
  status: number | null;
  message: string;
  code: string | null;
  fieldErrors: Record<string, string[]>;
  /** A 409 for a taken table: the nearest free table/time choices. */
  alternatives: ReservationAlternative[];
};

const FALLBACK = "Something went wrong. Please try again.";
const bodySchema = z.object({
  message: z.string().optional(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  alternatives: z.array(reservationAlternativeSchema).optional(),
});

export function parseReservationError(error: unknown, fallback = FALLBACK): ReservationError {
  const status = getErrorStatus(error);
  const empty: ReservationError = { status, message: fallback, code: null, fieldErrors: {}, alternatives: [] };
  if (!(error instanceof Error)) return empty;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match) {
    // fetch() rejects with a TypeError when the network is down.
    return error instanceof TypeError ? { ...empty, message: "We couldn't reach Tavola. Check your connection and try again." } : empty;
  }
  let json: unknown;
  try {
    json = JSON.parse(match[1] ?? "");
  } catch {
    return empty;
  }
  const body = bodySchema.safeParse(json);
  if (!body.success) return empty;
  return {
    status,
    message: body.data.message || fallback,
    code: body.data.code ?? null,
    fieldErrors: body.data.fieldErrors ?? {},
    alternatives: body.data.alternatives ?? [],
  };
}

/** The first message for a field path, or for any path under it ("tableIds" matches "tableIds.0"). */
export function fieldError(error: ReservationError | null, ...paths: string[]): string | undefined {
  if (!error) return undefined;
  for (const path of paths) {
    const key = Object.keys(error.fieldErrors).find((k) => k === path || k.startsWith(`${path}.`));
    if (key) return error.fieldErrors[key]?.[0];
  }
  return undefined;
}
