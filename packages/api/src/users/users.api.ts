import { sessionSchema } from "@fenestra/core";
import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { permissionsSchema } from "./users.schemas.ts";

// The caller's own session stays readable to an expired account (the web shows the buy dialog).
const route = moduleRoutes("users", signedIn({ openWhenExpired: true }));

export const users = {
  info: route.get("/api/user/info", { response: sessionSchema }),
  permissions: route.get("/api/permissions", { response: permissionsSchema }),
};
