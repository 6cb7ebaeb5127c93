import type { RouteObject } from "react-router";
import type { RouteMeta } from "./route-meta.ts";

// personal-center children of the account area: company, profile pages, feedback, business
// applications and account deletion (company-management and account-setting are in routes.tsx).
const meta = (m: RouteMeta): RouteMeta => m;

export const accountPersonalChildren: RouteObject[] = [
  { path: "software", lazy: () => import("../../features/account/SoftwareRoute.tsx") },
  { path: "about-us", lazy: () => import("../../features/account/AboutUsRoute.tsx") },
  { path: "suggestion", lazy: () => import("../../features/account/SuggestionPage.tsx") },
  { path: "feedback", lazy: () => import("../../features/account/FeedbackPage.tsx") },
  { path: "be-agent", lazy: () => import("../../features/account/BeAgentRoute.tsx") },
  { path: "open-business", lazy: () => import("../../features/account/OpenBusinessRoute.tsx") },
  { path: "track-business", lazy: () => import("../../features/account/TrackBusinessRoute.tsx") },
  { path: "ywy-share-info", lazy: () => import("../../features/account/YwyShareInfoRoute.tsx") },
  { path: "logout", lazy: () => import("../../features/account/DeletionPage.tsx") },
  { path: "invitation", lazy: () => import("../../features/account/invitation/InvitationPage.tsx") },
  { path: "invited-list", lazy: () => import("../../features/account/invitation/InvitedListPage.tsx") },
  { path: "cash-apply", lazy: () => import("../../features/account/invitation/CashApplyPage.tsx") },
].map((route) => ({ ...route, handle: meta({ name: `personal-center.${route.path}` }) }));

/** The operators' own personal-center page (SPEC §6 role admin). */
export const operatorPersonalChildren: RouteObject[] = [
  {
    path: "admin-account-utilization",
    lazy: () => import("../../features/operator/AdminUtilizationPage.tsx"),
    handle: meta({ name: "personal-center.admin-account-utilization", operator: true }),
  },
];
