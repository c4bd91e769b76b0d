import { AppError } from "../../platform/errors.js";

const MIN = 8;
const MAX = 100;

/** A redemption needs the client's Idempotency-Key (8–100 characters), so a double click spends points once. */
export function readRedemptionKey(header: string | string[] | undefined): string {
  const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? "";
  const message = !key
    ? "Idempotency-Key header is required"
    : key.length < MIN || key.length > MAX
      ? `Idempotency-Key must be ${MIN} to ${MAX} characters`
      : null;
  if (message) throw new AppError("invalid", message, { "idempotency-key": [message] });
  return key;
}
