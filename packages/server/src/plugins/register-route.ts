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
import type { TooLarge } from "./body-limit.ts";
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
 * model, a file upload) and the field and message a body over it is refused with
 * (plugins/body-limit.ts; without one, "the request is larger than N MB").
 */
export type ServerOptions = Pick<RouteShorthandOptions, "bodyLimit"> & { tooLarge?: TooLarge };

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
  const { tooLarge, ...routeOptions } = options;
  app.route({
    method: route.method,
    url: route.path,
    ...routeOptions,
    config: { access: route.access, route, ...(tooLarge ? { tooLarge } : {}) },
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
