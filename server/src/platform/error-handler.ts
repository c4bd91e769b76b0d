import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from "@tavola/contracts";
import { AppError } from "./errors.js";

const STATUS_CODE: Partial<Record<number, ErrorCode>> = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

function send(reply: FastifyReply, request: FastifyRequest, code: ErrorCode, message: string, extra?: Partial<ErrorBody>) {
  const body: ErrorBody = { message, code, ...extra, requestId: request.id };
  return reply.status(ERROR_STATUS[code]).type("application/json; charset=utf-8").send(body);
}

/** Turns a zod issue path like "/headcount" or "" into a field name; "" becomes "_form". */
const fieldOf = (instancePath: string) => instancePath.replace(/^\//, "").replaceAll("/", ".") || "_form";

/**
 * One error body everywhere: `{ message, code, fieldErrors?, requestId }`. Validation errors carry every
 * field's message; anything unexpected is logged and answered with a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
        (fieldErrors[field] ??= []).push(v.message ?? "Invalid value");
      }
      const first = error.validation[0]?.message ?? "Invalid request";
      return send(reply, request, "invalid", first, { fieldErrors });
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
  });
}
