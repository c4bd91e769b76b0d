import type { reservationAlternativeSchema } from "@tavola/contracts";
import type { z } from "zod";
import { type ApiError, parseApiError, readErrorBody } from "@/lib/api-error";

export type ReservationAlternative = z.infer<typeof reservationAlternativeSchema>;

/** The server's error body `{ message, code, fieldErrors?, alternatives? }`, read back out of a thrown `Error("<status>: <body>")`. */
export type ReservationError = ApiError & {
  /** A 409 for a taken table: the nearest free table/time choices. */
  alternatives: ReservationAlternative[];
};

const FALLBACK = "Something went wrong. Please try again.";

const isString = (v: unknown): v is string => typeof v === "string";
const optional = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);

/** One alternative as the contract's reservationAlternativeSchema has it (other fields dropped), or null. */
function readAlternative(v: unknown): ReservationAlternative | null {
  if (!isRecord(v)) return null;
  const { tableIds, label, startsAt } = v;
  if (!Array.isArray(tableIds) || !tableIds.every(isString) || !isString(label) || !isString(startsAt)) return null;
  return { tableIds: [...tableIds], label, startsAt };
}

/**
 * The app's one error reading (lib/api-error) plus the alternatives; a body that breaks the contract counts as
 * none. Checked by hand rather than with zod: the booking page (this reader's first user) then loads no schema
 * library.
 */
export function parseReservationError(error: unknown, fallback = FALLBACK): ReservationError {
  const base = parseApiError(error, fallback);
  const json = readErrorBody(error);
  if (json === undefined) return { ...base, alternatives: [] };
  const broken: ReservationError = { status: base.status, message: fallback, code: null, fieldErrors: {}, alternatives: [] };
  if (!isRecord(json)) return broken;
  const { message, code, fieldErrors, alternatives } = json;
  const fieldErrorsOk = optional(fieldErrors, (f) => isRecord(f) && Object.values(f).every((list) => Array.isArray(list) && list.every(isString)));
  if (!optional(message, isString) || !optional(code, isString) || !fieldErrorsOk) return broken;
  if (alternatives === undefined) return { ...base, alternatives: [] };
  if (!Array.isArray(alternatives)) return broken;
  const read = alternatives.map(readAlternative);
  if (read.some((a) => a === null)) return broken;
  return { ...base, alternatives: read as ReservationAlternative[] };
}
