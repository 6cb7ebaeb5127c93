import { randomUUID } from "node:crypto";
import type { Writable } from "node:stream";
import type { FastifyServerOptions } from "fastify";

// What the server logs (docs/operations.md "Logs"): every fault (5xx) with its request id, and
// with LOG_REQUESTS=1 every request. Never a secret: requests are logged as method, path (no
// query string), request id and address — no headers, no body — and an error loses the SQL
// parameters a database error carries (they hold password hashes, phones, tokens).

type SerializedError = { type: string; message: string; code?: unknown; stack?: string; cause?: unknown };

/** Cuts "params: …" (drizzle's failed-query message) and anything after it. */
function withoutParams(text: string): string {
  const at = text.search(/\nparams:/);
  return at === -1 ? text : `${text.slice(0, at)}\nparams: [redacted]`;
}

export function serializeError(error: unknown, depth = 0): SerializedError | undefined {
  if (!(error instanceof Error))
    return error === undefined ? undefined : { type: typeof error, message: "non-error thrown" };
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  const out: SerializedError = {
    type: error.name,
    message: withoutParams(error.message),
    stack: error.stack === undefined ? undefined : withoutParams(error.stack),
  };
  if (withCode.code !== undefined) out.code = withCode.code;
  // A database error's cause says which constraint failed; its `detail` (the row's values) is left out.
  if (withCode.cause !== undefined && depth < 2) out.cause = serializeError(withCode.cause, depth + 1);
  return out;
}

type LoggedRequest = {
  method: string;
  url: string;
  id: string;
  ip?: string;
  socket?: { remoteAddress?: string };
};

export function loggerOptions(
  mode: "off" | "faults" | "requests",
  stream?: Writable,
): FastifyServerOptions["logger"] {
  if (mode === "off") return false;
  return {
    level: mode === "requests" ? "info" : "error",
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: LoggedRequest) => ({
        id: req.id,
        method: req.method,
        // Share links and sign-on carry tokens in the query: only the path is logged.
        path: req.url.split("?")[0],
        address: req.ip ?? req.socket?.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    // Belt and braces, should a log call ever pass these along.
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "req.body",
        "body",
        "*.password",
        "*.passwordHash",
        "*.token",
        "*.code",
      ],
      censor: "[redacted]",
    },
  } as FastifyServerOptions["logger"];
}

/** A proxy's request id we keep: letters, digits, dot, dash, underscore; nothing a log could misread. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The id of each request: the trusted proxy's X-Request-Id when there is one and it is well
 * formed (nginx's $request_id), else a fresh UUID. Without a trusted proxy the header is ignored.
 */
export function requestIdOf(trustProxy: boolean | string) {
  return (request: { headers: Record<string, string | string[] | undefined> }): string => {
    const given = request.headers["x-request-id"];
    if (trustProxy && typeof given === "string" && PROXY_REQUEST_ID.test(given)) return given;
    return randomUUID();
  };
}
