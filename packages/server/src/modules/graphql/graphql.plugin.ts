import {
  contractListQuerySchema,
  customerListQuerySchema,
  orderListQuerySchema,
  type RouteDef,
  routes,
} from "@fenestra/api";
import { idSchema } from "@fenestra/core/schemas/ids";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { GraphQLError, parse as parseGraphql } from "graphql";
import mercurius from "mercurius";
import { z } from "zod";
import { translate } from "../../i18n/catalogue.ts";
import { assertRouteAccess } from "../../plugins/access.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { issueKey, issueParams } from "../../plugins/error-handler.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import { findBadText } from "../../plugins/input-guard.ts";
import * as contractsService from "../contracts/contracts.service.ts";
import * as customersService from "../crm/customers.service.ts";
import * as ordersService from "../orders/orders.service.ts";
import { schema } from "./graphql.schema.ts";
import {
  costLimitRule,
  type DeadlineHolder,
  endDeadline,
  graphqlRequestSchema,
  withDeadline,
} from "./graphql-limits.ts";

type Ctx = { reply: { request: FastifyRequest } };
type Args = Record<string, unknown>;

/**
 * GraphQL arguments go through the REST schemas, so limits (page size ≤ 100, …) and their
 * messages are the same: a bad argument is a field error naming it, as a bad query parameter is.
 * Text no column can hold is refused as the input guard refuses it in REST.
 */
function parse<T extends z.ZodType>(zod: T, args: Args): z.infer<T> {
  const given = Object.fromEntries(Object.entries(args).filter(([, v]) => v != null));
  const bad = findBadText(given, "");
  if (bad) throw new FieldError(bad.field, bad.key);
  const result = zod.safeParse(given);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FieldError(issue?.path.join(".") ?? "", issueKey(issue?.message), issueParams(issue));
  }
  return result.data;
}

const idArgs = (name: string) => z.object({ [name]: idSchema });
const idOf = (name: string, args: Args) => parse(idArgs(name), args)[name] as number;

/** Each request's deadline (graphql-limits.ts), by its request: ended when its answer is. */
const deadlines = new WeakMap<FastifyRequest, DeadlineHolder>();
function within<T>(ctx: Ctx, run: () => T | Promise<T>): Promise<T> {
  const request = ctx.reply.request;
  let holder = deadlines.get(request);
  if (!holder) {
    holder = {};
    deadlines.set(request, holder);
  }
  return withDeadline(holder, run);
}

const GRAPHQL_ROUTES: readonly RouteDef[] = [routes.system.graphqlGet, routes.system.graphqlPost];

/** The descriptor of a route mercurius adds (a HEAD route is its GET's). */
function graphqlDescriptor(method: string | string[], url: string): RouteDef {
  const methods = [method].flat().map((m) => (m === "HEAD" ? "GET" : m));
  const found = GRAPHQL_ROUTES.find((route) => route.path === url && methods.includes(route.method));
  if (!found) throw new Error(`GraphQL route ${methods.join(",")} ${url} has no descriptor (@fenestra/api)`);
  return found;
}

export async function graphqlRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const tenant = (ctx: Ctx) => tenantOf(ctx.reply.request);
  // mercurius brings JSON schemas of its own; the app's zod compilers stay outside this scope.
  await app.register(async (scope) => {
    scope.setValidatorCompiler(() => (value) => ({ value }));
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    // mercurius adds its routes itself: each takes its access from its descriptor, and its JSON
    // schemas (no zod schemas) stay out of the OpenAPI document (docs/api.md).
    scope.addHook("onRoute", (route) => {
      const descriptor = graphqlDescriptor(route.method, route.url);
      route.schema = { ...route.schema, ...(descriptor.hidden ? { hide: true } : {}) };
      route.config = { ...route.config, access: descriptor.access, route: descriptor };
    });
    // The request's shape before mercurius reads it: no body, a null body or a query that is no
    // string is a field error (400), not a fault.
    scope.addHook("preValidation", async (request) => {
      const input = request.method === "GET" ? request.query : request.body;
      const parsed = graphqlRequestSchema.safeParse(input ?? null);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new FieldError(issue?.path.join(".") || "query", issue?.message ?? "graphql.query_required");
      }
      // Text that is no GraphQL is refused here: mercurius would read it as a JSON syntax tree
      // instead (its fallback), and `1`, `true`, `null`, `{}` or `"x"` would then fail inside
      // graphql's validation as a fault.
      try {
        parseGraphql(parsed.data.query, { noLocation: true });
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        throw new FieldError("query", "graphql.invalid_query", { detail: error.message });
      }
    });
    // No deadline outlives its request: the answer sent, or the caller gone, ends it.
    scope.addHook("onResponse", async (request) => endDeadline(deadlines.get(request)));
    scope.addHook("onRequestAbort", async (request) => endDeadline(deadlines.get(request)));
    await scope.register(mercurius, {
      schema,
      path: routes.system.graphqlPost.path,
      graphiql: false,
      // Depth, fields, aliases and top-level fields are limited before execution (graphql-limits.ts).
      validationRules: [costLimitRule],
      // Request-level failures (no token: -998, malformed query: 400) use the app's envelope.
      errorHandler: false,
      resolvers: {
        // Each resolver runs within the request's deadline (graphql-limits.ts).
        Query: {
          contracts: (_: unknown, args: Args, ctx: Ctx) =>
            within(ctx, () => contractsService.list(db, tenant(ctx), parse(contractListQuerySchema, args))),
          contract: (_: unknown, args: Args, ctx: Ctx) =>
            within(ctx, () => contractsService.detail(db, tenant(ctx), idOf("id", args))),
          orders: (_: unknown, args: Args, ctx: Ctx) =>
            within(ctx, () => ordersService.list(db, tenant(ctx), parse(orderListQuerySchema, args))),
          order: (_: unknown, args: Args, ctx: Ctx) =>
            within(ctx, () => ordersService.detail(db, tenant(ctx), idOf("id", args))),
          quoteItems: (_: unknown, args: Args, ctx: Ctx) =>
            within(
              ctx,
              async () =>
                (await contractsService.detail(db, tenant(ctx), idOf("contractId", args))).quoteItems,
            ),
          // The CRM's customers, as GET /api/customers answers them: its module and keys too.
          customers: (_: unknown, args: Args, ctx: Ctx) =>
            within(ctx, async () => {
              await assertRouteAccess(deps, ctx.reply.request, routes.crm.list.access);
              return customersService.list(db, tenant(ctx), parse(customerListQuerySchema, args));
            }),
        },
      },
      // Business refusals keep their stable key and are translated like REST messages; a bad
      // argument names its field; a fault is logged and answered as REST answers one (no text of
      // the fault itself, which may quote SQL), with the request id.
      errorFormatter: (execution, ctx) => {
        const request = (ctx as unknown as Ctx).reply.request;
        const language = request.language;
        const errors = (execution.errors ?? []).map((e) => {
          const original = e.originalError;
          if (original instanceof AppError)
            return {
              message: translate(language, original.key, original.params),
              path: e.path,
              extensions: { key: original.key, code: original.code },
            };
          if (original instanceof FieldError)
            return {
              message: translate(language, original.key, original.params),
              path: e.path,
              extensions: { key: original.key, code: 400, field: original.field },
            };
          if (original) {
            request.log.error({ err: original, req: request }, "fault");
            return {
              message: translate(language, "http.server_error"),
              path: e.path,
              extensions: { key: "http.server_error", code: 500, requestId: request.id },
            };
          }
          return { message: e.message, path: e.path, locations: e.locations };
        });
        return { statusCode: 200, response: { data: execution.data ?? null, errors } };
      },
    });
  });
}
