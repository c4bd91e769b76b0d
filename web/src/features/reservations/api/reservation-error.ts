import type { ReservationAlternative } from "@tavola/contracts";
import { type ApiError, parseApiError, readErrorBody } from "@/lib/api-error";

export type { ReservationAlternative };

/** The server's error body `{ message, code, fieldErrors?, alternatives? }`, read back out of a thrown `Error("<status>: <body>")`. */
export type ReservationError = ApiError & {
  /** A 409 for a taken table: the nearest free table/time choices. */
  alternatives: ReservationAlternative[];
};

const FALLBACK = "Something went wrong. Please try again.";

// The body is checked by hand rather than with the contract's zod schema: every booking screen reads errors,
// and zod would otherwise be part of /tables' first visit (issue 14). The checks are the schema's, field by field.
type Body = { [key: string]: unknown };
const isRecord = (x: unknown): x is Body => typeof x === "object" && x !== null && !Array.isArray(x);
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === "string");
const optional = (x: unknown, check: (x: unknown) => boolean) => x === undefined || check(x);

function alternativeOf(x: unknown): ReservationAlternative | null {
  if (!isRecord(x) || !isStrings(x.tableIds) || typeof x.label !== "string" || typeof x.startsAt !== "string") return null;
  return { tableIds: x.tableIds, label: x.label, startsAt: x.startsAt };
}

/** The body's alternatives (none named: []), or null when the body breaks the contract. */
function alternativesOf(body: unknown): ReservationAlternative[] | null {
  if (!isRecord(body)) return null;
  const fieldsOk = optional(body.fieldErrors, (f) => isRecord(f) && Object.values(f).every(isStrings));
  if (!optional(body.message, (m) => typeof m === "string") || !optional(body.code, (c) => typeof c === "string") || !fieldsOk) return null;
  if (body.alternatives === undefined) return [];
  if (!Array.isArray(body.alternatives)) return null;
  const alternatives = body.alternatives.map(alternativeOf);
  return alternatives.every((a) => a !== null) ? (alternatives as ReservationAlternative[]) : null;
}

/** The app's one error reading (lib/api-error) plus the alternatives; a body that breaks the contract counts as none. */
export function parseReservationError(error: unknown, fallback = FALLBACK): ReservationError {
  const base = parseApiError(error, fallback);
  const json = readErrorBody(error);
  if (json === undefined) return { ...base, alternatives: [] };
  const alternatives = alternativesOf(json);
  if (!alternatives) return { status: base.status, message: fallback, code: null, fieldErrors: {}, alternatives: [] };
  return { ...base, alternatives };
}
