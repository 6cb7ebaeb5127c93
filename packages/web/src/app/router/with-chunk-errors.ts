import type { RouteObject } from "react-router";
import { whileLoading } from "../../shared/state/ui-store.ts";
import { loadChunk } from "../sw/chunk-errors.ts";
import type { RouteMeta } from "./route-meta.ts";

/**
 * Every lazy route loads through loadChunk, so a page chunk that fails (or stalls 120 s) shows
 * the system-refresh snackbar (SPEC §8), whoever added the route to routes.tsx. `prepare` runs
 * beside the chunk (e.g. loading translations) and the page waits for both. A route whose meta
 * asks for it (`loadingOverlay`) shows the global loading overlay meanwhile.
 */
export function withChunkErrors(
  routes: RouteObject[],
  prepare?: (route: RouteObject) => Promise<unknown> | undefined,
): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject & { children?: RouteObject[] };
    if (typeof lazy === "function") {
      const load = async () => {
        const [module] = await Promise.all([loadChunk(lazy), prepare?.(route)]);
        return module;
      };
      const overlay = (route.handle as RouteMeta | undefined)?.loadingOverlay;
      next.lazy = (() => (overlay ? whileLoading(load) : load())) as typeof lazy;
    }
    if (children) next.children = withChunkErrors(children, prepare);
    return next;
  });
}
