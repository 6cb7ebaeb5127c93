import type { ComponentType } from "react";
import { ACCOUNT_CONSOLE_TABS } from "../account/index.ts";
import { ARTICLES_CONSOLE_TABS } from "../articles/index.ts";

// The operator console's tabs (SPEC §6 role admin). Each tab is its own file under tabs/,
// loaded when first opened; another area adds its tab with one entry here (and its label in its
// own namespace: `labelKey` is a full "namespace:key").
export type ConsoleTab = {
  key: string;
  labelKey: string;
  load: () => Promise<{ default: ComponentType }>;
};

export const CONSOLE_TABS: ConsoleTab[] = [
  {
    key: "withdrawals",
    labelKey: "operator:tabs.withdrawals",
    load: () => import("./tabs/WithdrawalsTab.tsx"),
  },
  { key: "codes", labelKey: "operator:tabs.codes", load: () => import("./tabs/RedemptionCodesTab.tsx") },
  {
    key: "utilization",
    labelKey: "operator:tabs.utilization",
    load: () => import("./tabs/UtilizationTab.tsx"),
  },
  { key: "activities", labelKey: "operator:tabs.activities", load: () => import("./tabs/ActivitiesTab.tsx") },
  { key: "coupons", labelKey: "operator:tabs.coupons", load: () => import("./tabs/CouponsTab.tsx") },
  ...ARTICLES_CONSOLE_TABS,
  // account and feedback
  ...ACCOUNT_CONSOLE_TABS,
  // end account and feedback
];
