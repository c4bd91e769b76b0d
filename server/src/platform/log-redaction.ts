/**
 * Log serializers that keep secrets and personal data out of the logs:
 * - `req`: query parameters that carry capabilities or credentials (a reservation's manage-link `token`, a
 *   table QR code's `t`, keys, passwords, codes) are logged as `[redacted]`;
 * - `err`: a failed query's bound parameters (emails, phones, names…) are dropped, from the error's
 *   properties (`params`, `parameters`), from the text drizzle puts in the message ("params: …") and from a
 *   driver's `detail` ("Key (email)=(…) already exists"), along the whole `cause` chain.
 */

export const REDACTED = "[redacted]";

const SECRET_QUERY_PARAMS = new Set([
  "token",
  "t",
  "key",
  "admin_key",
  "adminkey",
  "password",
  "code",
  "secret",
  "access_token",
  "email",
  "phone",
]);

/** `url` with the values of secret query parameters replaced; everything else as it was. */
export function redactUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const hash = url.indexOf("#", q);
  const query = url.slice(q + 1, hash < 0 ? undefined : hash);
  const parts = query.split("&").map((part) => {
    const eq = part.indexOf("=");
    const rawName = eq < 0 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(rawName.replaceAll("+", " "));
    } catch {
      name = rawName;
    }
    return eq >= 0 && SECRET_QUERY_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : part;
  });
  return `${url.slice(0, q)}?${parts.join("&")}${hash < 0 ? "" : url.slice(hash)}`;
}

/** What Fastify hands the `req` serializer: its own request (host and ip honour TRUST_PROXY). */
type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string; socket?: { remotePort?: number } | null };

/** Fastify's request serializer, with the URL redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Properties that hold a query's bound values, or a driver's echo of them. */
const SECRET_ERROR_FIELDS = new Set(["params", "parameters", "detail"]);

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (v: unknown): v is ErrorLike => v instanceof Error || (typeof v === "object" && v !== null && "message" in v && "stack" in v);

function causes(err: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const seen = new Set<unknown>();
  for (let e: unknown = err; isErrorLike(e) && !seen.has(e); e = e.cause) {
    seen.add(e);
    chain.push(e);
  }
  return chain;
}

/**
 * The exact texts the chain's errors put in their messages that carry bound values: drizzle's
 * "Failed query: <sql>\nparams: <values>" and Postgres's data exceptions (SQLSTATE class 22, such as
 * `invalid input syntax for type integer: "<value>"`), each with its replacement.
 */
function secretTexts(chain: ErrorLike[]): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const e of chain) {
    for (const field of ["params", "parameters"]) {
      const values = e[field];
      if (Array.isArray(values) && values.length > 0) texts.push([`${field}: ${values.join(",")}`, `${field}: ${REDACTED}`]);
    }
    if (typeof e.code === "string" && e.code.startsWith("22") && typeof e.message === "string") {
      const redacted = e.message.replace(/"(?:[^"\\]|\\.)*"/g, `"${REDACTED}"`);
      if (redacted !== e.message) texts.push([e.message, redacted]);
    }
  }
  // Longest first, so a text that contains another is replaced whole.
  return texts.sort((a, b) => b[0].length - a[0].length);
}

const scrub = (s: string, texts: Array<[string, string]>) => texts.reduce((acc, [secret, safe]) => acc.replaceAll(secret, safe), s);

/**
 * Pino's error shape (`type`, `message` and `stack` with their causes', the error's own fields) without the
 * bound values of failed queries.
 */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

export function serializeError(err: unknown): SerializedError {
  // Pino passes whatever was logged under `err`; a non-error is logged as it is.
  if (!isErrorLike(err)) return err as SerializedError;
  const chain = causes(err);
  const texts = secretTexts(chain);
  const out: SerializedError = {
    type: err.constructor?.name ?? err.name,
    message: scrub(chain.map((e) => String(e.message)).join(": "), texts),
    stack: scrub(chain.map((e) => String(e.stack ?? e.message)).join("\ncaused by: "), texts),
  };
  for (const key of Object.keys(err)) {
    if (key === "cause" || SECRET_ERROR_FIELDS.has(key) || key in out) continue;
    const value = err[key];
    if (isErrorLike(value)) out[key] = serializeError(value);
    else if (typeof value === "string") out[key] = scrub(value, texts);
    else out[key] = value;
  }
  return out;
}
