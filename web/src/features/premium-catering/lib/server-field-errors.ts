/**
 * The server answers invalid input with `{ message, code, fieldErrors: { field: [messages] } }`; the api
 * client raises it as `Error("400: <body>")`. Returns the first message per field, or {} when the error
 * carries none (network failure, 500, plain-text body).
 */
export function getServerFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return {};
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  if (!match?.[1]) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(match[1]);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== "object" || !("fieldErrors" in parsed)) return {};
  const { fieldErrors } = parsed;
  if (!fieldErrors || typeof fieldErrors !== "object") return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === "string" && first) result[field] = first;
  }
  return result;
}
