import type { RouteObject } from "react-router";
import type { RouteMeta } from "./route-meta.ts";

// personal-center children of the purchase area: the account's purchases (modules, optimization
// balance, redemption codes, the trial's extras) and the purchase history with receipts.
const meta = (m: RouteMeta): RouteMeta => m;

export const purchasePersonalChildren: RouteObject[] = [
  { path: "purchase", lazy: () => import("../../features/purchase/PersonalPurchasePage.tsx") },
  { path: "purchase-history", lazy: () => import("../../features/purchase/PurchaseHistoryPage.tsx") },
].map((route) => ({ ...route, handle: meta({ name: `personal-center.${route.path}` }) }));
