import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { defineRoute } from "../route.ts";

/** The routes outside the business modules: health, the OpenAPI document and GraphQL. */
export const system = {
  /** Answers once the database is reachable (start-up checks, bench). */
  health: defineRoute({
    method: "GET",
    path: "/api/health",
    tag: "health",
    access: publicRoute(),
    response: z.object({ status: z.literal("ok") }),
  }),
  openApi: defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    tag: "openapi",
    access: publicRoute(),
    response: { raw: ["application/json"] },
    hidden: true,
  }),
  /** docs/api.md, the guide the OpenAPI document links to (envelope, codes, keys, safe repeats). */
  guide: defineRoute({
    method: "GET",
    path: "/api/guide",
    tag: "openapi",
    access: publicRoute(),
    response: { raw: ["text/markdown"] },
    hidden: true,
  }),
  /**
   * GraphQL (mercurius registers both itself; its request is checked by graphql-limits.ts).
   * Every query needs a signed-in caller; resolvers reuse the REST services' rules.
   */
  graphqlGet: defineRoute({
    method: "GET",
    path: "/api/graphql",
    tag: "graphql",
    access: signedIn(),
    response: { raw: ["application/json"] },
    hidden: true,
  }),
  graphqlPost: defineRoute({
    method: "POST",
    path: "/api/graphql",
    tag: "graphql",
    access: signedIn(),
    response: { raw: ["application/json"] },
    hidden: true,
  }),
};
