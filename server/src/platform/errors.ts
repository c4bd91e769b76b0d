import { ERROR_STATUS, type ErrorCode } from "@tavola/contracts";

/** Services throw AppError(code); one map (ERROR_STATUS) turns codes into statuses. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    /** More fields for the error body (e.g. a 409's `alternatives`), documented by the route's schema. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const unauthorized = () => new AppError("unauthorized", "Unauthorized");
export const forbidden = (message = "Forbidden") => new AppError("forbidden", message);
export const notFound = (message = "Not Found") => new AppError("not_found", message);
