import type { CompanyModules, SessionUserInfo, UserSettings, XxfData } from "@fenestra/core/account/index";
import { OVERTIME_COOKIE, SESSION_KEYS, SIGNED_IN_KEYS } from "./keys.ts";

// The signed-in session lives in localStorage, shared by every tab (keys.ts says why); this
// tab's own entries live in sessionStorage. Every read and write of either goes through here.

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export interface StoredSession {
  userinfo: SessionUserInfo;
  company_modules: CompanyModules;
  userSettings: UserSettings;
  xxfData: XxfData;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets React views re-read the session when it changes (useSyncExternalStore). */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells this tab's views that the session changed (also when another tab changed it). */
export function notifySessionChanged() {
  for (const listener of listeners) listener();
}

/** This tab runs inside the app shell (a webview): nothing is sold there, the bars hide. */
export function isWebView(tab: Storage = sessionStorage): boolean {
  return tab.getItem(SESSION_KEYS.isWebView) === "1";
}

/** The raw stored session, to tell cheaply whether it changed since the last look. */
export function sessionFingerprint(storage: Storage = localStorage): string {
  return JSON.stringify(Object.values(SIGNED_IN_KEYS).map((key) => storage.getItem(key)));
}

export function readUserinfo(storage: Storage = localStorage): SessionUserInfo | null {
  return readJson<SessionUserInfo>(storage, SIGNED_IN_KEYS.userinfo);
}

export function readApiToken(storage: Storage = localStorage): string | null {
  return storage.getItem(SIGNED_IN_KEYS.apiToken);
}

export function readUserSettings(storage: Storage = localStorage): UserSettings | null {
  return readJson<UserSettings>(storage, SIGNED_IN_KEYS.userSettings);
}

export function readCompanyModules(storage: Storage = localStorage): CompanyModules | null {
  return readJson<CompanyModules>(storage, SIGNED_IN_KEYS.companyModules);
}

/** The message centre's read marker stored with the session (SPEC §3 xxfData), or null. */
export function readXxfData(storage: Storage = localStorage): XxfData | null {
  return readJson<XxfData>(storage, SIGNED_IN_KEYS.xxfData);
}

export function storeSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(SIGNED_IN_KEYS.apiToken, session.userinfo.api_token);
  storage.setItem(SIGNED_IN_KEYS.userinfo, JSON.stringify(session.userinfo));
  storage.setItem(SIGNED_IN_KEYS.companyModules, JSON.stringify(session.company_modules));
  storage.setItem(SIGNED_IN_KEYS.userSettings, JSON.stringify(session.userSettings));
  storage.setItem(SIGNED_IN_KEYS.xxfData, JSON.stringify(session.xxfData));
  notifySessionChanged();
}

export function storeUserSettings(settings: UserSettings, storage: Storage = localStorage): void {
  storage.setItem(SIGNED_IN_KEYS.userSettings, JSON.stringify(settings));
  notifySessionChanged();
}

/** The read marker the server answered after "mark all read" (PUT /api/user/xxf-data). */
export function storeXxfData(data: XxfData, storage: Storage = localStorage): void {
  storage.setItem(SIGNED_IN_KEYS.xxfData, JSON.stringify(data));
  notifySessionChanged();
}

/** Logout (SPEC §4): session user info and the overtime cookie go, in every tab. */
export function clearSignedInUser(storage: Storage = localStorage): void {
  for (const key of Object.values(SIGNED_IN_KEYS)) storage.removeItem(key);
  if (typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: one expiring write; the Cookie Store API is not in every browser we serve.
    document.cookie = `${OVERTIME_COOKIE}=; Max-Age=0; path=/`;
  }
  notifySessionChanged();
}

/**
 * Guard rule 2: on the way to /login the session ends and this tab's session storage empties,
 * but the invitation code stays.
 */
/**
 * Keeps the partner site's sign-on token that signed this tab in (SPEC §3 "also stored:
 * guigui_token"); going to /login clears it with the rest of the tab's entries.
 */
export function rememberPartnerToken(token: string, tab: Storage = sessionStorage): void {
  tab.setItem(SESSION_KEYS.guiguiToken, token);
}

export function clearSessionKeepInvitation(
  tab: Storage = sessionStorage,
  shared: Storage = localStorage,
): void {
  const invitation = tab.getItem(SESSION_KEYS.invitationCode);
  tab.clear();
  if (invitation !== null) tab.setItem(SESSION_KEYS.invitationCode, invitation);
  if (readApiToken(shared) !== null || readUserinfo(shared) !== null) clearSignedInUser(shared);
  else notifySessionChanged();
}
