import type * as FormSchemaModule from "./form-schemas";

type FormSchemas = typeof FormSchemaModule;

let loading: Promise<FormSchemas> | null = null;

/**
 * The booking forms' schemas, loaded once on first use (see form-schemas.ts for why they are not in the page).
 * Null when the chunk cannot be fetched: the checks before the round trip are a courtesy, the server's are the
 * rule, so the form then sends and shows the server's messages.
 */
export function formSchemas(): Promise<FormSchemas | null> {
  return loadOnce().catch(() => null);
}

function loadOnce(): Promise<FormSchemas> {
  loading ??= import("./form-schemas").catch((error: unknown) => {
    // A failed download (offline for a moment) is tried again next time rather than remembered.
    loading = null;
    throw error;
  });
  return loading;
}

/** A zod result's first message per top-level field ("_form" for the body as a whole). */
export function firstMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return errors;
}
