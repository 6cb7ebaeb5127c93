type NavKey = "workbench" | "draw" | "library" | "contracts" | "orders" | "cutting" | "products";
type NavItem = { key: NavKey; path: string; mainAccountOnly?: boolean };

/** Entries of the top bar's navigation, in the order a factory works: draw, sell, make. */
export const MAIN_NAV: readonly NavItem[] = [
  { key: "workbench", path: "/home" },
  { key: "draw", path: "/draw" },
  { key: "library", path: "/windoor-library/index" },
  { key: "contracts", path: "/orders/group-list" },
  { key: "orders", path: "/orders" },
  { key: "cutting", path: "/orders/cutOptimizer" },
  { key: "products", path: "/product-manage/index", mainAccountOnly: true },
];

/** The entry whose path is the longest prefix of `pathname` (so /orders/group-detail/7 is contracts). */
export function activeNavKey(pathname: string): string | undefined {
  const owners: Record<string, string> = {
    "/orders/group-detail": "/orders/group-list",
    "/orders/cutOptimizerResult": "/orders/cutOptimizer",
    "/product-manage": "/product-manage/index",
    "/windoor-library": "/windoor-library/index",
  };
  for (const [prefix, path] of Object.entries(owners)) if (pathname.startsWith(prefix)) return path;
  let best: string | undefined;
  for (const { path } of MAIN_NAV)
    if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > (best?.length ?? 0))
      best = path;
  return best;
}
