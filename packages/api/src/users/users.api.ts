import { sessionSchema } from "@fenestra/core";
import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import { permissionsSchema } from "./users.schemas.ts";

const tag = "users";
// The caller's own session stays readable to an expired account (the web shows the buy dialog).
const own = signedIn({ openWhenExpired: true });

export const users = {
  info: defineRoute({ method: "GET", path: "/api/user/info", tag, access: own, response: sessionSchema }),
  permissions: defineRoute({
    method: "GET",
    path: "/api/permissions",
    tag,
    access: own,
    response: permissionsSchema,
  }),
};
