import { contracts } from "./contracts/contracts.api.ts";
import { orders } from "./orders/orders.api.ts";
import type { RouteDef } from "./route.ts";

/** Every route of the API, by module: `routes.contracts.list`. */
export const routes = {
  contracts,
  orders,
};

/** Every descriptor, flat (the server registers these; OpenAPI and the matrix test read them). */
export const allRoutes: readonly RouteDef[] = Object.values(routes).flatMap((module) =>
  Object.values(module as Record<string, RouteDef>),
);
