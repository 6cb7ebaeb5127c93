import { signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import { historyPageSchema, historyQuerySchema } from "./edit-history.schemas.ts";

export const editHistory = {
  list: defineRoute({
    method: "GET",
    path: "/api/edit-history",
    tag: "orders",
    access: signedIn(),
    query: historyQuerySchema,
    response: historyPageSchema,
  }),
};
