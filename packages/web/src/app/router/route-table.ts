import type { RouteObject } from "react-router";
import type { RouteMeta } from "./route-meta.ts";

// Pages declared as tables, one row a page; `pages` writes each row's route with its RouteMeta.

/** A page: its path, its chunk, and what its meta says beyond its table's (a name of its own too). */
export type Page = { path: string; lazy: RouteObject["lazy"]; meta?: RouteMeta };

/** A route's dotted name from its path, under its parent's: "orders/detail/:id" → "orders.detail". */
const nameOf = (path: string, parent?: string) =>
  [parent, ...path.split("/").filter((part) => !part.startsWith(":"))].filter(Boolean).join(".");

/** The routes of a table of pages: each named from its path (under `parent`), with the meta they share. */
export const pages = (shared: RouteMeta, rows: Page[], parent?: string): RouteObject[] =>
  rows.map(({ path, lazy, meta }) => ({
    path,
    lazy,
    handle: { name: nameOf(path, parent), ...shared, ...meta },
  }));
