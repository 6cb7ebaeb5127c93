import { publicRoute, signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";
import {
  printLinkCreateSchema,
  printLinkSchema,
  printQuerySchema,
  printViewSchema,
} from "./printer.schemas.ts";

// Orders laid out for the browser's print: a signed-in user makes a link, anyone holding it opens it.
const tag = "printer";

export const printer = {
  createLink: defineRoute({
    method: "POST",
    path: "/api/printer/links",
    tag,
    access: signedIn(),
    body: printLinkCreateSchema,
    response: printLinkSchema,
  }),
  view: defineRoute({
    method: "GET",
    path: "/api/printer",
    tag,
    access: publicRoute(),
    query: printQuerySchema,
    response: printViewSchema,
  }),
};
