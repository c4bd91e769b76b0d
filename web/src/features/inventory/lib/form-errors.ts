import type { z } from "zod";
import { parseApiError } from "@/lib/api-error";

export type FieldErrors = Record<string, string>;

/** A failed schema check as one message per field ("_form" for the whole form). */
export const issuesToErrors = (error: z.ZodError): FieldErrors =>
  Object.fromEntries(error.issues.map((i) => [i.path.join(".") || "_form", i.message]));

/** The server's answer as the form shows it: its message on top, each field's first message beside the field. */
export function serverErrors(error: unknown): FieldErrors {
  const parsed = parseApiError(error);
  return { _form: parsed.message, ...Object.fromEntries(Object.entries(parsed.fieldErrors).map(([k, v]) => [k, v[0] ?? ""])) };
}

/** A typed number field's value: empty or not a whole number reads as NaN, which the schema refuses with its words. */
export const toWhole = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
