// Children of /personal-center (SPEC §2). The built ones first; the rest are "coming soon"
// placeholders until their issues land.
export const BUILT_CHILDREN = [
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
] as const;

export const PLACEHOLDER_CHILDREN = [
  "invitation",
  "cash-apply",
  "admin-account-utilization",
  "invited-list",
] as const;

export type PersonalCenterChild = (typeof BUILT_CHILDREN)[number] | (typeof PLACEHOLDER_CHILDREN)[number];
