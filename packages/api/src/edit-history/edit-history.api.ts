import { signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import { historyPageSchema, historyQuerySchema } from "./edit-history.schemas.ts";

const route = moduleRoutes("orders", signedIn());

export const editHistory = {
  list: route.get("/api/edit-history", { query: historyQuerySchema, response: historyPageSchema }),
};
