import { pages } from "./route-table.ts";

// personal-center children of the purchase area: the account's purchases (modules, optimization
// balance, redemption codes, the trial's extras) and the purchase history with receipts.

export const purchasePersonalChildren = pages(
  {},
  [
    { path: "purchase", lazy: () => import("../../features/purchase/PersonalPurchasePage.tsx") },
    { path: "purchase-history", lazy: () => import("../../features/purchase/PurchaseHistoryPage.tsx") },
  ],
  "personal-center",
);
