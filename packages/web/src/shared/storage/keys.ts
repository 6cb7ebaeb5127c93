// Names of the browser-storage entries (SPEC §7 "Browser storage").
// Session entries are cleared on the way to /login (guard rule 2) except the invitation code.
export const SESSION_KEYS = {
  apiToken: "api_token",
  userinfo: "userinfo",
  userSettings: "userSettings",
  companyModules: "company_modules",
  invitationCode: "invitation_code",
  isWebView: "isWebView",
  activityClosed: "activity_closed",
} as const;

export const LOCAL_KEYS = {
  language: "language",
  activityHideAlways: "activity_hide_always",
} as const;

/** Cookie set by the server-facing overtime warning; logout removes it (SPEC §4). */
export const OVERTIME_COOKIE = "overtime_warning";
