import {
  contractListQuerySchema,
  customerListQuerySchema,
  orderListQuerySchema,
  type RouteDef,
  routes,
} from "@fenestra/api";
import type { FastifyInstance } from "fastify";
import mercurius from "mercurius";
import type { z } from "zod";
import { translate } from "../../i18n/catalogue.ts";
import { assertRouteAccess } from "../../plugins/access.ts";
import { tenantOf } from "../../plugins/auth.ts";
import type { AppDeps } from "../../plugins/context.ts";
import { AppError, FieldError } from "../../plugins/errors.ts";
import * as contractsService from "../contracts/contracts.service.ts";
import * as customersService from "../crm/customers.service.ts";
import * as ordersService from "../orders/orders.service.ts";
import { schema } from "./graphql.schema.ts";
import { costLimitRule, graphqlRequestSchema, withDeadline } from "./graphql-limits.ts";

type Ctx = { reply: { request: Parameters<typeof tenantOf>[0] }; deadline?: number };
type Args = Record<string, unknown>;

/** GraphQL arguments go through the REST schemas, so limits (page size ≤ 100, …) are the same. */
function parse<T extends z.ZodType>(zod: T, args: Args): z.infer<T> {
  const result = zod.safeParse(Object.fromEntries(Object.entries(args).filter(([, v]) => v != null)));
  if (!result.success) throw new AppError("validation.invalid");
  return result.data;
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
    });
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
            withDeadline(ctx, () =>
              contractsService.list(db, tenant(ctx), parse(contractListQuerySchema, args)),
            ),
          contract: (_: unknown, args: Args, ctx: Ctx) =>
            withDeadline(ctx, () => contractsService.detail(db, tenant(ctx), Number(args.id))),
          orders: (_: unknown, args: Args, ctx: Ctx) =>
            withDeadline(ctx, () => ordersService.list(db, tenant(ctx), parse(orderListQuerySchema, args))),
          order: (_: unknown, args: Args, ctx: Ctx) =>
            withDeadline(ctx, () => ordersService.detail(db, tenant(ctx), Number(args.id))),
          quoteItems: (_: unknown, args: Args, ctx: Ctx) =>
            withDeadline(
              ctx,
              async () =>
                (await contractsService.detail(db, tenant(ctx), Number(args.contractId))).quoteItems,
            ),
          // The CRM's customers, as GET /api/customers answers them: its module and keys too.
          customers: (_: unknown, args: Args, ctx: Ctx) =>
            withDeadline(ctx, async () => {
              await assertRouteAccess(deps, ctx.reply.request, routes.crm.list.access);
              return customersService.list(db, tenant(ctx), parse(customerListQuerySchema, args));
            }),
        },
      },
      // Business refusals keep their stable key and are translated like REST messages.
      errorFormatter: (execution, ctx) => {
        const language = (ctx as unknown as Ctx).reply.request.language;
        const errors = (execution.errors ?? []).map((e) => {
          const original = e.originalError;
          if (original instanceof AppError)
            return {
              message: translate(language, original.key),
              path: e.path,
              extensions: { key: original.key, code: original.code },
            };
          return { message: e.message, path: e.path, locations: e.locations };
        });
        return { statusCode: 200, response: { data: execution.data ?? null, errors } };
      },
    });
  });
}
