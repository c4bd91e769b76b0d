import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.js";

export const BAD_URL_MESSAGE = "The address of the request is not valid";
export const NUL_MESSAGE = "The request contains a character that is not allowed (NUL)";

/** Nesting deeper than this is not walked further (bodies are at most 1 MB; real ones are a few levels). */
const MAX_DEPTH = 64;

/** Whether a URL's percent-encoding decodes to UTF-8 text without NUL; `+` and bare characters pass as they are. */
export function urlProblem(url: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return BAD_URL_MESSAGE;
  }
  return decoded.includes("\u0000") ? NUL_MESSAGE : null;
}

/** The first string (value or key) holding U+0000 in a parsed body or query, as a field path; null when clean. */
export function findNul(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "_form" : null;
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return at;
    const found = findNul(child, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Input the database cannot take is refused at the door with 400 instead of failing deep inside as a 500
 * (Postgres text cannot hold U+0000): a URL that is not valid percent-encoding or decodes to a NUL — in a path
 * parameter or the query string — and any NUL in a JSON body or a query value. The database's own data
 * exceptions are the last line (error-handler.ts maps them to 400 too).
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const problem = urlProblem(request.url);
    if (problem) throw new AppError("invalid", problem);
  });
  app.addHook("preValidation", async (request) => {
    const field = findNul(request.body) ?? findNul(request.query);
    if (field) throw new AppError("invalid", NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
  });
}

/**
 * For the Fastify constructor's `frameworkErrors` option: a path parameter whose percent-encoding does not
 * decode (`/api/restaurants/%zz`) fails in the router before any hook runs; this answers it with the one error
 * body like every other 400 instead of Fastify's own. Other framework errors go to the app's error handler.
 */
export function inputGuardFrameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_BAD_URL" || error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    const code = "invalid" as const;
    return reply
      .status(400)
      .type("application/json; charset=utf-8")
      .send({ message: BAD_URL_MESSAGE, code, requestId: request.id });
  }
  return reply.send(error);
}
