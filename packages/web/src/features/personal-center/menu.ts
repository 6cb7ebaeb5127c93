// Children of /personal-center (SPEC §2), in the order of the menu: every one is a real page.
export const PERSONAL_CENTER_CHILDREN = [
  "account-setting",
  "account-management",
  "system-setting",
  "company-management",
  "software",
  "suggestion",
  "about-us",
  "be-agent",
  "open-business",
  "track-business",
  "ywy-share-info",
  "feedback",
  "logout",
  "order-profit",
  // purchase
  "purchase",
  "purchase-history",
  // end purchase
  "invitation",
  "invited-list",
  "cash-apply",
  "admin-account-utilization",
] as const;

/** Shown in the menu to operators only (the route is theirs: SPEC §6 role admin). */
export const OPERATOR_CHILDREN: readonly string[] = ["admin-account-utilization"];

export type PersonalCenterChild = (typeof PERSONAL_CENTER_CHILDREN)[number];
