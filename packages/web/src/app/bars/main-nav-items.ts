import { hasModule, type ModuleName } from "@fenestra/core/account/index";

export type NavKey =
  | "workbench"
  | "draw"
  | "library"
  | "contracts"
  | "customers"
  | "orders"
  | "cutting"
  | "warehouse"
  | "workshop"
  | "products"
  | "market"
  | "finance"
  | "renders";
type NavItem = {
  key: NavKey;
  path: string;
  mainAccountOnly?: boolean;
  /** The company module the entry's pages need; without it the entry opens `advertise` (what it does, how to buy it). */
  module?: { name: ModuleName; advertise: string };
};

/** Entries of the top bar's navigation, in the order a factory works: draw, sell, make. */
export const MAIN_NAV: readonly NavItem[] = [
  { key: "workbench", path: "/home" },
  { key: "draw", path: "/draw" },
  { key: "library", path: "/windoor-library/index" },
  { key: "contracts", path: "/orders/group-list" },
  {
    key: "customers",
    path: "/manage/customerManagement",
    module: { name: "crm", advertise: "/manage/customerManageAdvertise" },
  },
  { key: "orders", path: "/orders" },
  { key: "cutting", path: "/orders/cutOptimizer" },
  { key: "warehouse", path: "/manage/wareHouse" },
  { key: "workshop", path: "/manage/workshop" },
  { key: "finance", path: "/manage/financial" },
  { key: "products", path: "/product-manage/index", mainAccountOnly: true },
  { key: "market", path: "/find" },
  // last: the entries before it keep their places in a top bar that runs out of room
  { key: "renders", path: "/rendering" },
];

/**
 * Where an entry (by its path) leads a company with `modules`: its page, or, when the company lacks
 * the entry's module, the page saying what the module does and how to buy it. The top bar and the
 * phone's drawer both go through this, so neither sends a company to a page it cannot use.
 */
export function navTarget(path: string, modules: Record<string, number> | undefined): string {
  const item = MAIN_NAV.find((entry) => entry.path === path);
  if (!item?.module || hasModule(modules ?? {}, item.module.name)) return path;
  return item.module.advertise;
}

/** The entry whose path is the longest prefix of `pathname` (so /orders/group-detail/7 is contracts). */
export function activeNavKey(pathname: string): string | undefined {
  const owners: Record<string, string> = {
    "/orders/group-detail": "/orders/group-list",
    "/orders/cutOptimizerResult": "/orders/cutOptimizer",
    "/orders/glassSheets": "/orders/cutOptimizer",
    "/deviceDocking": "/orders/cutOptimizer",
    "/product-manage": "/product-manage/index",
    "/windoor-library": "/windoor-library/index",
    "/manage/customerManageAdvertise": "/manage/customerManagement",
    "/manage/order-statistics": "/manage/financial",
    "/chart": "/manage/financial",
    "/manage/staff": "/manage/workshop",
    "/manage/scan": "/manage/workshop",
    "/renderSetting": "/rendering",
  };
  for (const [prefix, path] of Object.entries(owners)) if (pathname.startsWith(prefix)) return path;
  let best: string | undefined;
  for (const { path } of MAIN_NAV)
    if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > (best?.length ?? 0))
      best = path;
  return best;
}
