import { z } from "zod";

/**
 * Formats shared by several forms. Every input string in the contracts has a maximum length (checked first,
 * with `abort`, so a megabyte of text costs one comparison and one message) and, where the value has a
 * natural shape, that shape: a test on the server (server/src/platform/input-bounds.api.test.ts) fails for
 * any request field without a bound.
 */

/** "YYYY-MM-DD" naming a real day (2025-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** A wall-clock time "HH:MM" (24-hour), as an `<input type="time">` sends it. */
export const LOCAL_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Digits with the usual separators (spaces, dots, dashes, slashes, brackets) and an optional leading "+". */
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;
export const PHONE_DIGITS_MIN = 6;
export const PHONE_DIGITS_MAX = 20;

/** Whether a string reads as a phone number: allowed characters only, and 6 to 20 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, "").length;
  return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX;
}

/** A bounded string whose every failure (missing, too long, badly shaped) reads as one message. */
export const boundedString = (maxLength: number, message: string) =>
  z.string({ error: message }).max(maxLength, { error: message, abort: true });
