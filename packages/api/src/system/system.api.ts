import { z } from "zod";
import { publicRoute, signedIn } from "../access.ts";
import { moduleRoutes } from "../module-routes.ts";

const route = moduleRoutes("openapi", publicRoute());

/** The routes outside the business modules: health, the OpenAPI document and GraphQL. */
export const system = {
  /**
   * Live: the process is up. Answered from the first moment of the start, before the database is
   * opened (a request to another route meanwhile waits until the app serves); afterwards once the
   * database is reachable. Whether the process serves: /api/ready.
   */
  health: route.get("/api/health", { tag: "health", response: z.object({ status: z.literal("ok") }) }),
  /**
   * For a proxy or orchestrator: 200 {status: "ready"} when the database answers, its migrations
   * are current and the file storage is reachable; else 503 {status: "unready", failing: [...]}.
   */
  ready: route.get("/api/ready", { tag: "health", response: { raw: ["application/json"] } }),
  /**
   * Prometheus metrics (text exposition): request rate and latency per route, requests in flight,
   * the database pool, the process. Loopback callers only (a scraper on the host or the proxy).
   */
  metrics: route.get("/api/metrics", {
    tag: "health",
    access: publicRoute({ loopbackOnly: true }),
    response: { raw: ["text/plain"] },
    hidden: true,
  }),
  openApi: route.get("/api/openapi.json", { response: { raw: ["application/json"] }, hidden: true }),
  /** docs/api.md, the guide the OpenAPI document links to (envelope, codes, keys, safe repeats). */
  guide: route.get("/api/guide", { response: { raw: ["text/markdown"] }, hidden: true }),
  /**
   * GraphQL (mercurius registers both itself; its request is checked by graphql-limits.ts).
   * Every query needs a signed-in caller; resolvers reuse the REST services' rules.
   */
  graphqlGet: route.get("/api/graphql", {
    tag: "graphql",
    access: signedIn(),
    response: { raw: ["application/json"] },
    hidden: true,
  }),
  graphqlPost: route.post("/api/graphql", {
    tag: "graphql",
    access: signedIn(),
    response: { raw: ["application/json"] },
    hidden: true,
  }),
};
