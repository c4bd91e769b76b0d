import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from "@tavola/contracts";
import { AppError } from "./errors.js";
import { bodyStillArriving, discardRestOfBody } from "./oversized-body.js";

const STATUS_CODE: Partial<Record<number, ErrorCode>> = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

function send(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, message: string, extra?: Partial<ErrorBody>) {
  const body: ErrorBody = { message, code, ...extra, requestId: request.id };
  return reply.status(ERROR_STATUS[code]).type("application/json; charset=utf-8").send(body);
}

/**
 * Postgres data exceptions that only a client's value can cause — a malformed uuid or number, a NUL or an
 * untranslatable character, a string or number too large for its column, an impossible date — are the
 * client's mistake (400), not the server's (500). Class 22 is "data exception".
 */
const INPUT_SQLSTATES: Record<string, string> = {
  "22P02": "A value in the request is not in the expected format",
  "22021": "The request contains a character that cannot be stored",
  "22P05": "The request contains a character that cannot be stored",
  "22001": "A value in the request is too long",
  "22003": "A number in the request is out of range",
  "22007": "A date or time in the request is not valid",
  "22008": "A date or time in the request is out of range",
};

/** The SQLSTATE of a database error however the driver wraps it (drizzle puts pg's or PGlite's error in `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Turns a zod issue path like "/headcount" or "" into a field name; "" becomes "_form". */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".") || "_form";

/**
 * One error body everywhere: `{ message, code, fieldErrors?, requestId }`. Validation errors carry every
 * field's message; anything unexpected is logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error found before the body was read (too large, a refused origin, a bad header) is answered once
    // the client has finished sending it, or the client would never read the answer (oversized-body.ts).
    if (bodyStillArriving(request.raw)) return discardRestOfBody(request.raw).then(() => answer(error, request, reply));
    return answer(error, request, reply);
  });
}

function answer(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    return send(reply, request, error.code, error.message, {
      ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      ...error.extra,
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fieldErrors: Record<string, string[]> = {};
    for (const v of error.validation) {
      const field = fieldOf(v.instancePath);
      const message = v.message ?? "Invalid value";
      // Several checks of one field may fail with the same words (too long, and not a date): say it once.
      if (!fieldErrors[field]?.includes(message)) (fieldErrors[field] ??= []).push(message);
    }
    const first = error.validation[0]?.message ?? "Invalid request";
    return send(reply, request, "invalid", first, { fieldErrors });
  }
  const state = sqlStateOf(error);
  const inputProblem = state ? INPUT_SQLSTATES[state] : undefined;
  if (inputProblem) {
    request.log.info({ err: error, sqlState: state }, "database refused a value from the request");
    return send(reply, request, "invalid", inputProblem);
  }
  const status = error.statusCode ?? 500;
  if (status === 400 && error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
    return send(reply, request, "invalid", "Malformed JSON body");
  }
  if (status >= 400 && status < 500) {
    const code = STATUS_CODE[status] ?? "invalid";
    return send(reply, request, code, error.message);
  }
  request.log.error({ err: error }, "unhandled error");
  return send(reply, request, "internal", "Internal Server Error");
}
