import {
  type BodyOf,
  type DataIn,
  envelopeOf,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  type RawAnswer,
  type RouteDef,
} from "@fenestra/api";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { z } from "zod";
import { ok } from "./envelope.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The descriptor the route was registered from (plugins/idempotency.ts reads it). */
    route?: RouteDef;
  }
}

/** The request a handler of route R receives: params, query, body and headers already validated. */
export type RequestOf<R> = FastifyRequest<{
  Params: ParamsOf<R>;
  Querystring: QueryOf<R>;
  Body: BodyOf<R>;
  Headers: HeadersOf<R>;
}>;

/** An envelope route's handler returns its data; a raw route's handler sends its answer itself. */
export type HandlerOf<R> = R extends { response: RawAnswer }
  ? (request: RequestOf<R>, reply: FastifyReply) => Promise<unknown>
  : (request: RequestOf<R>, reply: FastifyReply) => Promise<DataIn<R>>;

/** Documents the optional key of an idempotent write (plugins/idempotency.ts checks its form). */
const idempotencyHeaders = z.looseObject({ "idempotency-key": z.string().optional() });

const isRaw = (response: RouteDef["response"]): response is RawAnswer => "raw" in response;

/**
 * How the server takes a route's request beyond its descriptor: a larger body limit (a series
 * model, a file upload) and an error handler of its own (to name a too-large body at its field).
 */
export type ServerOptions = Pick<RouteShorthandOptions, "bodyLimit" | "errorHandler">;

/**
 * Registers a route from its @fenestra/api descriptor: the access it declares, validation of what
 * comes in, serialization of what goes out (its data in the envelope, with the success message in
 * the caller's language) and its OpenAPI entry all come from the one descriptor.
 */
export function register<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: HandlerOf<R>,
  options: ServerOptions = {},
) {
  const raw = isRaw(route.response);
  app.route({
    method: route.method,
    url: route.path,
    ...options,
    config: { access: route.access, route },
    schema: {
      tags: [route.tag],
      ...(route.description ? { description: route.description } : {}),
      ...(route.hidden ? { hide: true } : {}),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.headers
        ? { headers: route.headers }
        : route.idempotent
          ? { headers: idempotencyHeaders }
          : {}),
      ...(raw ? {} : { response: { 200: envelopeOf(route.response as z.ZodType) } }),
    },
    handler: async (request, reply) => {
      const answer = await (handler as (q: FastifyRequest, r: FastifyReply) => Promise<unknown>)(
        request,
        reply,
      );
      return raw ? answer : ok(request, answer, route.success ?? "success.get");
    },
  });
}
