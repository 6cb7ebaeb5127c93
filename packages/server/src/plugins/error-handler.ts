import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isMessageKey, type MessageKey, pickLanguage, translate } from "../i18n/catalogue.ts";
import { isBodyTooLarge } from "./body-limit.ts";
import { AppError, CODES, FieldError } from "./errors.ts";

type FieldIssue = { field: string; key: string; params?: Record<string, string> };

/** Zod issue message is a "validation.*" key from core; anything else is reported generically. */
export function issueKey(message: string | undefined): string {
  return message && isMessageKey(message) ? message : "validation.invalid";
}

function sendFieldErrors(request: FastifyRequest, reply: FastifyReply, issues: FieldIssue[]) {
  // A framework error (an undecodable URL) answers before the i18n hook ran.
  const language = request.language ?? pickLanguage(request.headers.targetlanguage);
  const errors = issues.map((issue) => ({
    field: issue.field,
    message: translate(language, issue.key, issue.params),
  }));
  return reply.code(400).send({
    code: 400,
    key: "validation.failed",
    message: errors[0]?.message ?? translate(language, "validation.failed"),
    errors,
    data: null,
  });
}

/**
 * HTTP 404 in the envelope: a path that names nothing (`http.not_found`), or a file by a link that
 * opens nothing (an AR model: the app that fetches it reads the status, not the envelope).
 */
export function sendNotFound(
  request: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey = "http.not_found",
) {
  return reply.code(404).send({ code: 404, key, message: translate(request.language, key), data: null });
}

/** The values a message shows ({min}, {max}): core's checks keep them on the zod issue's `params`. */
export function issueParams(params: unknown): Record<string, string> {
  const values = (params as { params?: unknown } | undefined)?.params;
  if (!values || typeof values !== "object") return {};
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
}

/** PostgreSQL data exceptions a value from the request can cause (a safety net behind the schemas). */
const BAD_VALUE_SQLSTATES = new Set(["22001", "22003", "22021", "22P02", "22P05"]);

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === "string" ? e.code : e?.cause?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * A GraphQL query that fails validation (mercurius' MER_ERR_GQL_VALIDATION): a field error on
 * `query` per problem — the app's limits by their key, graphql's own findings quoted.
 */
function graphqlValidationIssues(error: unknown): FieldIssue[] | null {
  const e = error as { code?: unknown; errors?: unknown };
  if (e?.code !== "MER_ERR_GQL_VALIDATION" || !Array.isArray(e.errors)) return null;
  return e.errors.map((found: { message?: unknown; extensions?: { max?: unknown } }): FieldIssue => {
    const message = String(found?.message ?? "");
    if (isMessageKey(message))
      return { field: "query", key: message, params: { max: String(found.extensions?.max ?? "") } };
    return { field: "query", key: "graphql.invalid_query", params: { detail: message } };
  });
}

/**
 * Errors Fastify meets before routing (a URL whose percent-encoding is no UTF-8, a parameter too
 * long): bad input, answered like any other (Fastify's `frameworkErrors` option).
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendFieldErrors(request, reply, [
    {
      field: "url",
      key: error.code === "FST_ERR_BAD_URL" ? "validation.text_broken_character" : "validation.failed",
    },
  ]);
}

/**
 * One place that turns every thrown thing into the envelope: refusals (HTTP 200, code ≥ 2 or
 * -998/10086), bad input (HTTP 400 with translated field errors), and faults (HTTP 500,
 * logged, never a stack in the body).
 */
export function installErrorHandler(app: FastifyInstance) {
  // The request id of every answer, so a person can quote it and the fault can be found in the log.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A stale save and a rate limit are the refusals with a status of their own (docs/api.md).
      const status = error.code === CODES.stale || error.code === CODES.tooMany ? error.code : 200;
      return reply.code(status).send({
        code: error.code,
        key: error.key,
        // A parameter that is itself a message key (a module or edition name) is translated too.
        message: translate(
          request.language,
          error.key,
          Object.fromEntries(
            Object.entries(error.params).map(([name, value]) => [
              name,
              isMessageKey(value) ? translate(request.language, value) : value,
            ]),
          ),
        ),
        data: null,
      });
    }
    if (error instanceof FieldError) {
      return sendFieldErrors(request, reply, [{ field: error.field, key: error.key, params: error.params }]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        key: issueKey(issue.message),
        params: issueParams(issue.params),
      }));
      return sendFieldErrors(request, reply, issues);
    }
    const graphqlErrors = graphqlValidationIssues(error);
    if (graphqlErrors) return sendFieldErrors(request, reply, graphqlErrors);
    const state = sqlState(error);
    if (state && BAD_VALUE_SQLSTATES.has(state)) {
      // A value the schemas let through but the database refuses: still the caller's input,
      // logged so the schema that should have refused it gets fixed.
      request.log.warn({ err: error, sqlState: state }, "bad value reached the database");
      return sendFieldErrors(request, reply, [{ field: "", key: "validation.invalid" }]);
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || isBodyTooLarge(error)) {
      // Named at the route's field when it declares one (an upload: "larger than 3M" at `data`),
      // else the whole request with the route's limit (plugins/body-limit.ts).
      const named = request.routeOptions.config?.tooLarge;
      const megabytes = String(Math.round((request.routeOptions.bodyLimit / 1024 / 1024) * 10) / 10);
      return sendFieldErrors(request, reply, [
        named ?? { field: "", key: "validation.body_over_limit", params: { max: megabytes } },
      ]);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large…: the caller's fault, not ours.
      return sendFieldErrors(request, reply, [{ field: "", key: "validation.failed" }]);
    }
    // Logged with the request id (pino adds reqId); the serializers keep secrets out (logging.ts).
    request.log.error({ err: error, req: request }, "fault");
    return reply.code(500).send({
      code: 500,
      key: "http.server_error",
      message: translate(request.language, "http.server_error"),
      requestId: request.id,
      data: null,
    });
  });
}
