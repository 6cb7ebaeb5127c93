// What a failed call rejects with (SPEC §7): either a business error with its code and stable key,
// or a transport/HTTP failure with its status, message and the first field error.
import type { FieldIssue } from "@fenestra/api";

/** A field the server refused (the envelope's `errors`). */
export type FieldError = FieldIssue;

export class ApiError extends Error {
  readonly code: number | undefined;
  readonly key: string | undefined;
  readonly status: number | undefined;
  readonly fieldError: FieldError | undefined;
  /** The server's id of a failed request (X-Request-Id): what support finds it by in the logs. */
  readonly requestId: string | undefined;

  constructor(init: {
    message: string;
    code?: number;
    key?: string;
    status?: number;
    fieldError?: FieldError;
    requestId?: string;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.code = init.code;
    this.key = init.key;
    this.status = init.status;
    this.fieldError = init.fieldError;
    this.requestId = init.requestId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
