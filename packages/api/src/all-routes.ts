import type { RouteDef } from "./route.ts";
import * as routes from "./routes.ts";

/** Every descriptor, flat (the server registers these; OpenAPI and the matrix test read them). */
export const allRoutes: readonly RouteDef[] = Object.values(routes).flatMap((module) =>
  Object.values(module as Record<string, RouteDef>),
);
