import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import { homeStatsSchema, waitingQuerySchema, waitingSchema } from "./home.schemas.ts";

const tag = "home";

export const home = {
  /** Company-wide money figures: a sub-account needs the finance permission. */
  stats: defineRoute({
    method: "GET",
    path: "/api/home/stats",
    tag,
    access: signedIn({ permission: "finance_all" }),
    response: homeStatsSchema,
  }),
  /** Every signed-in caller; each item checks its own permission. */
  waiting: defineRoute({
    method: "GET",
    path: "/api/home/waiting",
    tag,
    access: signedIn(),
    query: waitingQuerySchema,
    response: waitingSchema,
  }),
};
