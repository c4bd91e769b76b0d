import { reservationAlternativeSchema } from "@tavola/contracts";
import { z } from "zod";
import { type ApiError, parseApiError, readErrorBody } from "@/lib/api-error";

export type ReservationAlternative = z.infer<typeof reservationAlternativeSchema>;

/** The server's error body `{ message, code, fieldErrors?, alternatives? }`, read back out of a thrown `Error("<status>: <body>")`. */
export type ReservationError = ApiError & {
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

/** The app's one error reading (lib/api-error) plus the alternatives; a body that breaks the contract counts as none. */
export function parseReservationError(error: unknown, fallback = FALLBACK): ReservationError {
  const base = parseApiError(error, fallback);
  const json = readErrorBody(error);
  if (json === undefined) return { ...base, alternatives: [] };
  const body = bodySchema.safeParse(json);
  if (!body.success) return { status: base.status, message: fallback, code: null, fieldErrors: {}, alternatives: [] };
  return { ...base, alternatives: body.data.alternatives ?? [] };
}
