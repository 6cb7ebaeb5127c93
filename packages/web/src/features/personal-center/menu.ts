// Children of /personal-center (SPEC §2). Only these four are built so far; the rest
// are "coming soon" placeholders until their issues land.
export const BUILT_CHILDREN = [
  "account-setting",
  "account-management",
  "system-setting",
  "company-management",
] as const;

export const PLACEHOLDER_CHILDREN = [
  "purchase",
  "software",
  "invitation",
  "suggestion",
  "about-us",
  "cash-apply",
  "be-agent",
  "open-business",
  "track-business",
  "purchase-history",
  "admin-account-utilization",
  "ywy-share-info",
  "invited-list",
  "feedback",
  "logout",
  "order-profit",
] as const;

export type PersonalCenterChild = (typeof BUILT_CHILDREN)[number] | (typeof PLACEHOLDER_CHILDREN)[number];
