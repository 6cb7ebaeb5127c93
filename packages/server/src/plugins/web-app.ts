import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { translate } from "../i18n/catalogue.ts";

/** packages/web/dist, found by walking up from this module (sources, bundle or chunk). */
export function defaultWebDist(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = join(dir, "web", "dist");
    if (existsSync(join(candidate, "index.html"))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Serves the built web app with history-mode fallback: any unknown non-/api GET answers
 * index.html. Unknown /api paths answer a 404 envelope. sw.js and index.html are never cached
 * so that the update check of SPEC §4 sees new versions.
 */
export async function installWebApp(app: FastifyInstance, webDist: string | undefined) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      setHeaders(reply, path) {
        if (path.endsWith("sw.js") || path.endsWith("index.html")) reply.header("cache-control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (!isApi && webDist && (request.method === "GET" || request.method === "HEAD")) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html");
    }
    return reply.code(404).send({
      code: 404,
      key: "http.not_found",
      message: translate(request.language, "http.not_found"),
      data: null,
    });
  });
}
