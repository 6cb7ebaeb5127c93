import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { homeStatsSchema, waitingQuerySchema, waitingSchema } from "./home.schemas.ts";

const route = moduleRoutes("home", signedIn({ permission: "finance_all" }));

export const home = {
  /** Company-wide money figures: a sub-account needs the finance permission. */
  stats: route.get("/api/home/stats", { response: homeStatsSchema }),
  /** Every signed-in caller; each item checks its own permission. */
  waiting: route.get("/api/home/waiting", {
    access: signedIn(),
    query: waitingQuerySchema,
    response: waitingSchema,
  }),
};
