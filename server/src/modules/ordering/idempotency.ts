import { createHash } from "node:crypto";
import { AppError } from "../../platform/errors.js";

export const IDEMPOTENCY_KEY_MAX = 255;

/** JSON with object keys sorted, so the same body always hashes the same whatever its key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export const requestHash = (body: unknown) => createHash("sha256").update(canonicalJson(body)).digest("hex");

/** The header is required on order creation: 400 without it (or when it is unusable). */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const key = Array.isArray(header) ? header[0] : header;
  const msg = "Idempotency-Key header is required";
  if (!key || key.trim() === "") throw new AppError("invalid", msg, { "idempotency-key": [msg] });
  if (key.length > IDEMPOTENCY_KEY_MAX) {
    const long = `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX} characters`;
    throw new AppError("invalid", long, { "idempotency-key": [long] });
  }
  return key.trim();
}
