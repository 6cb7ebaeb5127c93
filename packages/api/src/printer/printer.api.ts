import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";
import {
  printLinkCreateSchema,
  printLinkSchema,
  printQuerySchema,
  printViewSchema,
} from "./printer.schemas.ts";

// Orders laid out for the browser's print: a signed-in user makes a link, anyone holding it opens it.
const route = moduleRoutes("printer", signedIn());

export const printer = {
  createLink: route.post("/api/printer/links", { body: printLinkCreateSchema, response: printLinkSchema }),
  view: route.get("/api/printer", {
    access: publicRoute(),
    query: printQuerySchema,
    response: printViewSchema,
  }),
};
