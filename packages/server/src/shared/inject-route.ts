import type { CallArgs, DataOf, Envelope, FieldIssue, RouteDef } from "@fenestra/api";
import { pathOf } from "@fenestra/api";
import type { FastifyInstance, InjectOptions } from "fastify";

/** Who calls and in which language: the bearer token, the TargetLanguage header, the client address. */
export type Caller = { token?: string; lang?: string; remoteAddress?: string };

/**
 * Calls a route of the app in-process (app.inject) by its @fenestra/api descriptor, typed as the
 * web client is: params, query and body are checked against the descriptor, the answer's data has
 * the route's type, and the request goes through everything a browser's does (validation, access,
 * idempotency, the service). The tests call routes this way, and so does the demo company's seed.
 */
export async function injectRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  args: CallArgs<R> & Caller = {} as CallArgs<R> & Caller,
): Promise<{ status: number; body: Envelope<DataOf<R>> & { errors?: FieldIssue[] } }> {
  const headers: Record<string, string> = {};
  if (args.token) headers.authorization = `Bearer ${args.token}`;
  if (args.lang) headers.targetlanguage = args.lang;
  if (args.idempotencyKey) headers["idempotency-key"] = args.idempotencyKey;
  const query = args.query as Record<string, string | number | boolean | undefined> | undefined;
  const response = await app.inject({
    method: route.method,
    url: pathOf(route, args.params as Record<string, unknown> | undefined),
    query: Object.fromEntries(
      Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
    ),
    headers,
    ...(args.remoteAddress ? { remoteAddress: args.remoteAddress } : {}),
    ...(args.body === undefined ? {} : { payload: args.body as InjectOptions["payload"] }),
  });
  return { status: response.statusCode, body: response.json() };
}
