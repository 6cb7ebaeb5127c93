// Names of the browser-storage entries (SPEC §7 "Browser storage").

/**
 * The signed-in session, in localStorage: every tab of the browser shares it, so a contract
 * opened in a new tab stays signed in, and signing out (or going to /login, guard rule 2) ends
 * it in every tab.
 */
export const SIGNED_IN_KEYS = {
  apiToken: "api_token",
  userinfo: "userinfo",
  userSettings: "userSettings",
  companyModules: "company_modules",
  /** The message centre's read marker (SPEC §3 xxfData), as the session answered it. */
  xxfData: "xxfData",
} as const;

/** This tab's entries, in sessionStorage: cleared on the way to /login except the invitation code. */
export const SESSION_KEYS = {
  invitationCode: "invitation_code",
  isWebView: "isWebView",
  activityClosed: "activity_closed",
  /** The partner site's sign-on token that signed this tab in (SPEC §3 guigui_token). */
  guiguiToken: "guigui_token",
} as const;

export const LOCAL_KEYS = {
  language: "language",
  activityHideAlways: "activity_hide_always",
  /** The announcements the reader closed in the app's banner (ids, JSON). */
  announcementsClosed: "announcements_closed",
} as const;

/** Cookie set by the server-facing overtime warning; logout removes it (SPEC §4). */
export const OVERTIME_COOKIE = "overtime_warning";
