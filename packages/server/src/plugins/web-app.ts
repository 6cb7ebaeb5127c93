import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { sendNotFound } from "./error-handler.ts";
import { type Manifest, preloadFiles, ROUTE_PRELOADS, withPreloads } from "./route-preloads.ts";

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

/** The landing page's path, with or without a query. */
const OFFICIAL = /^\/official\/?(\?|$)/;

/** Vite names every file under assets/ by a hash of its content: a new build makes new names. */
const HASHED = /[\\/]assets[\\/][^\\/]+$/;
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The pages that preload their chunks (route-preloads.ts): path → their HTML, read once. */
function preloadingPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestPath = join(webDist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const html = readFileSync(join(webDist, "index.html"), "utf8");
  for (const [path, sources] of Object.entries(ROUTE_PRELOADS)) {
    const page = withPreloads(html, preloadFiles(manifest, sources));
    if (page !== html) pages.set(path, page);
  }
  return pages;
}

/**
 * Serves the built web app with history-mode fallback: any unknown non-/api GET answers
 * index.html. Unknown /api and /assets paths answer a 404 envelope.
 * - Compressed on the wire: the build writes a .br and a .gz beside each text file
 *   (packages/web/vite.config.ts), sent to a browser that accepts it.
 * - Hashed assets are cached for a year and never revalidated (a new build has new names);
 *   everything else (index.html, sw.js, the icon) is revalidated on each load, so the update
 *   check of SPEC §4 sees a new version at once.
 * - A page whose code is a chain of lazy chunks (/threed) names them in its HTML to be fetched
 *   at once (route-preloads.ts).
 */
export async function installWebApp(app: FastifyInstance, webDist: string | undefined) {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header("cache-control", HASHED.test(path) ? IMMUTABLE : "no-cache");
      },
    });
  }
  const pages = webDist ? preloadingPages(webDist) : new Map<string, string>();
  const hasOfficial = webDist !== undefined && existsSync(join(webDist, "official.html"));
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    // A missing asset (a chunk of an older build) is a 404, not the page in its place.
    const isAsset = request.url.startsWith("/assets/");
    if (!isApi && !isAsset && webDist && (request.method === "GET" || request.method === "HEAD")) {
      // /official, the public landing page, is its own small entry (packages/web/official.html)
      if (hasOfficial && OFFICIAL.test(request.url)) {
        return reply.sendFile("official.html");
      }
      const page = pages.get(request.url.split("?")[0]!);
      if (page) return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
      return reply.sendFile("index.html");
    }
    return sendNotFound(request, reply);
  });
}
