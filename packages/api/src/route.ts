import type { z } from "zod";
import type { RouteAccess } from "./access.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** The message keys a success envelope may carry (the server's catalogue holds each). */
export type SuccessKey =
  | "success.get"
  | "success.add"
  | "success.bind"
  | "success.cancel_confirm"
  | "success.clone"
  | "success.confirm"
  | "success.delete"
  | "success.edit"
  | "success.login"
  | "success.logout"
  | "success.operate"
  | "success.register"
  | "success.redeem"
  | "success.one_day_trial"
  | "success.upload"
  | "sms.code_sent";

/**
 * A route that answers without the envelope: a file (an export, in one of these content types),
 * or a protocol of its own (GraphQL, the OpenAPI document).
 */
export type RawAnswer = { raw: readonly string[] };

/**
 * One API route: the single description the server registers and validates from, the OpenAPI
 * document and the authorization matrix are generated from, and the web client calls with
 * inferred types (docs/architecture.md, "Add an API module").
 */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify-style path, `:name` for a parameter. */
  path: `/api/${string}`;
  /** OpenAPI tag (the module). */
  tag: string;
  /** What the route does, for the OpenAPI document (limits, metering, what a file holds). */
  description?: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** The schema of `data` in the success envelope, or the content types of a file answer. */
  response: z.ZodType | RawAnswer;
  /** The success message (default success.get). */
  success?: SuccessKey;
  /**
   * A write a person might repeat (a payment, a scan, a stock move): it takes an `Idempotency-Key`
   * header, and a repeat with the same key gets the first answer (docs/api.md, "Safe repeats").
   */
  idempotent?: true;
  /** Left out of the OpenAPI document (dev helpers). */
  hidden?: true;
};

/** Declares a route; the literal type is kept so callers infer params, query, body and data. */
export const defineRoute = <const R extends RouteDef>(route: R): R => route;

type Field<R, K extends string, Which extends "in" | "out"> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Which extends "in"
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What the caller sends (before defaults and coercion). */
export type ParamsIn<R> = Field<R, "params", "in">;
export type QueryIn<R> = Field<R, "query", "in">;
export type BodyIn<R> = Field<R, "body", "in">;
/** What the handler receives (after validation). */
export type ParamsOf<R> = Field<R, "params", "out">;
export type QueryOf<R> = Field<R, "query", "out">;
export type BodyOf<R> = Field<R, "body", "out">;
export type HeadersOf<R> = Field<R, "headers", "out">;
/** The `data` of a success envelope (what the handler returns, what the client receives). */
export type DataOf<R> = R extends { response: infer S extends z.ZodType } ? z.output<S> : never;
export type DataIn<R> = R extends { response: infer S extends z.ZodType } ? z.input<S> : never;

export type IsRaw<R> = R extends { response: RawAnswer } ? true : false;

/** The arguments of a call: each part the route declares, and only those. */
export type CallArgs<R> = (R extends { params: z.ZodType } ? { params: ParamsIn<R> } : { params?: never }) &
  (R extends { query: z.ZodType } ? { query?: QueryIn<R> } : { query?: never }) &
  (R extends { body: z.ZodType } ? { body: BodyIn<R> } : { body?: never }) &
  (R extends { idempotent: true } ? { idempotencyKey?: string } : { idempotencyKey?: never });

/** `call(route, args)`'s rest parameter: the arguments may be left out when nothing is required. */
export type ArgsOf<R> = Record<never, never> extends CallArgs<R> ? [args?: CallArgs<R>] : [args: CallArgs<R>];

/** The path of a route with its parameters filled in (each value URI-encoded). */
export function pathOf(route: Pick<RouteDef, "path">, params: Record<string, unknown> | undefined): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a path: `/api/orders/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, "{$1}");
