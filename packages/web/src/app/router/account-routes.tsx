import { pages } from "./route-table.ts";

// personal-center children of the account area: company, profile pages, feedback, business
// applications and account deletion (company-management and account-setting are in routes.tsx).

export const accountPersonalChildren = pages(
  {},
  [
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
  ],
  "personal-center",
);

/** The operators' own personal-center page (SPEC §6 role admin). */
export const operatorPersonalChildren = pages(
  { operator: true },
  [
    {
      path: "admin-account-utilization",
      lazy: () => import("../../features/operator/AdminUtilizationPage.tsx"),
    },
  ],
  "personal-center",
);
