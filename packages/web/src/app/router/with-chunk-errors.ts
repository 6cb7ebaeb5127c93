import type { RouteObject } from "react-router";
import { loadChunk } from "../sw/chunk-errors.ts";

/**
 * Every lazy route loads through loadChunk, so a page chunk that fails (or stalls 120 s) shows
 * the system-refresh snackbar (SPEC §8), whoever added the route to routes.tsx. `prepare` runs
 * beside the chunk (e.g. loading translations) and the page waits for both.
 */
export function withChunkErrors(
  routes: RouteObject[],
  prepare?: (route: RouteObject) => Promise<unknown> | undefined,
): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const next = { ...route } as RouteObject & { children?: RouteObject[] };
    if (typeof lazy === "function") {
      next.lazy = (async () => {
        const [module] = await Promise.all([loadChunk(lazy), prepare?.(route)]);
        return module;
      }) as typeof lazy;
    }
    if (children) next.children = withChunkErrors(children, prepare);
    return next;
  });
}
