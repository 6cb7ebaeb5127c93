import type { ComponentType } from "react";
import { matchRoutes } from "react-router";
import { pageRoutes } from "./routes.tsx";

/**
 * The page the route table shows at `path`, its chunk loaded as the router loads it: tests open a
 * page through its route, so a page moved, renamed or unhooked from its address fails them.
 */
export async function pageAt(path: string): Promise<ComponentType> {
  const leaf = matchRoutes(pageRoutes, path)?.at(-1)?.route;
  const lazy = leaf?.lazy as (() => Promise<{ Component?: ComponentType }>) | undefined;
  const module = await lazy?.();
  if (!module?.Component) throw new Error(`no page at ${path}`);
  return module.Component;
}
